#!/bin/bash
# Installs what the tests need, builds with warnings as errors and runs every
# test, then a short run of every fuzz target. Exit status is non-zero when
# anything fails, or when, as root, any test was skipped (they are listed).
#   ./scripts/test.sh [ctest arguments...]
#   ./scripts/test.sh --sanitize [ctest arguments...]
#       the plain build, as users and packagers run it (`cmake -S . -B
#       build/sanitize && cmake --build build/sanitize`: CMake's default
#       generator, Unix Makefiles, and no options), with AddressSanitizer and
#       UBSan asked for the way packagers give their flags, in CXXFLAGS; any
#       report fails the test it happens in. Every test but the VM stage, the
#       release packages and the fleet tools (prometheus, ansible-playbook),
#       which the first run has checked from the same source; the real-kernel
#       fixtures and the CLI's tests run here under the sanitizers.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
source "$top/scripts/lib/deps.sh"
source "$top/scripts/lib/build.sh"
source "$top/scripts/lib/skips.sh"

sanitize=0
if [ "${1:-}" = --sanitize ]; then
    sanitize=1
    shift
fi
need_packages build test vm fuzz
export QT_QPA_PLATFORM=offscreen DBUS_SESSION_BUS_ADDRESS=disabled:

if [ $sanitize -eq 1 ]; then
    build="$top/build/sanitize"
    # -O1 -g1, the sanitizers' own advice: their reports keep function names
    # and lines. No -DNDEBUG: a plain build keeps assert(). The project adds
    # what goes with -fsanitize=address (cmake/NfsTunerSanitizers.cmake).
    CXXFLAGS="-O1 -g1 -fsanitize=address,undefined" cmake -S "$top" -B "$build"
    # CXXFLAGS counts only when the folder is configured first.
    grep -q '^CMAKE_CXX_FLAGS:STRING=.*-fsanitize=address' "$build/CMakeCache.txt" || {
        echo "test.sh: $build was configured without the sanitizers; remove it" >&2
        exit 1
    }
    cmake --build "$build" -j"$(nproc)"
    source "$top/tests/sanitizer/environment.sh"
    status=0
    (cd "$build" && ctest --output-on-failure -j"$(nproc)" -LE "package|vm|fleet" "$@") |
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
