#!/bin/bash
# Installs what the tests need, builds with warnings as errors and runs every
# test, then a short run of every fuzz target. Exit status is non-zero when
# anything fails, or when, as root, any test was skipped (they are listed).
#   ./scripts/test.sh [ctest arguments...]
#   ./scripts/test.sh --sanitize [ctest arguments...]
#       the same suite built with AddressSanitizer and UBSan (build/sanitize);
#       any report fails the test it happens in. The packaging tests, which
#       check release packages, the VM stage and the fleet tools (prometheus,
#       ansible-playbook) are left out (the first run has them; the
#       real-kernel fixtures and the CLI's tests run here under the sanitizers).
#   ./scripts/test.sh --plain [ctest arguments...]
#       the build as packagers and users run it, `cmake -S . -B build/plain
#       && cmake --build build/plain` with CMake's default generator (Unix
#       Makefiles) and no options, and every test of it but the VM stage, the
#       release packages and the fleet tools, which the first run has checked
#       from the same source (their 8 minutes go to Debian 13's stage in .ci/run).
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
source "$top/scripts/lib/deps.sh"
source "$top/scripts/lib/build.sh"
source "$top/scripts/lib/skips.sh"

sanitize=0 plain=0
if [ "${1:-}" = --sanitize ]; then
    sanitize=1
    shift
elif [ "${1:-}" = --plain ]; then
    plain=1
    shift
fi
need_packages build test vm fuzz
export QT_QPA_PLATFORM=offscreen DBUS_SESSION_BUS_ADDRESS=disabled:

if [ $sanitize -eq 1 ]; then
    build="$top/build/sanitize"
    # -O1 -g1, the sanitizers' own advice: their reports keep function names
    # and lines, and the build takes about 28 % less time than -O2 -g.
    configure_and_build "$build" -DNFSTUNER_WERROR=ON -DNFSTUNER_SANITIZE=ON -DCMAKE_INSTALL_PREFIX=/usr \
        -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG"
    source "$top/tests/sanitizer/environment.sh"
    status=0
    (cd "$build" && ctest --output-on-failure -j"$(nproc)" -LE "package|vm|fleet" "$@") |
        tee "$build/ctest-output.log" || status=1
    report_skips "$build" "$build/ctest-output.log" || status=1
    exit $status
fi

if [ $plain -eq 1 ]; then
    build="$top/build/plain"
    cmake -S "$top" -B "$build"
    cmake --build "$build" -j"$(nproc)"
    status=0
    (cd "$build" && ctest --output-on-failure -j"$(nproc)" -LE "vm|package|fleet" "$@") |
        tee "$build/ctest-output.log" || status=1
    report_skips "$build" "$build/ctest-output.log" || status=1
    exit $status
fi

build="$top/build/test"
# /usr: the .deb test packages this build. -O2 as RelWithDebInfo, with -g1:
# line tables for backtraces; full debug information of every Qt type in
# the precompiled headers cost a third of each test file's compile time
# (3.0 -> 1.9 s) and a sevenfold object, and no test reads it.
configure_and_build "$build" -DNFSTUNER_WERROR=ON -DCMAKE_INSTALL_PREFIX=/usr \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG"
status=0
(cd "$build" && ctest --output-on-failure -j"$(nproc)" "$@") | tee "$build/ctest-output.log" ||
    status=1
report_skips "$build" "$build/ctest-output.log" || status=1
# Every fuzz target for 20 s on its seeds (./scripts/fuzz.sh 600 for longer).
"$top/scripts/fuzz.sh" 20 || status=1
exit $status
