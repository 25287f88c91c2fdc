# Sourced by scripts/test.sh --sanitize: how sanitizer reports end a test.
# Every error stops the program (so the test fails where it happened), with
# a stack; leaks are checked at exit, except those of the system libraries
# listed in lsan.supp. The helper, started by dbus-daemon, inherits this.
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
export ASAN_OPTIONS="halt_on_error=1:abort_on_error=1:detect_leaks=1:verify_asan_link_order=0:strict_string_checks=1:detect_stack_use_after_return=1"
export UBSAN_OPTIONS="halt_on_error=1:abort_on_error=1:print_stacktrace=1"
export LSAN_OPTIONS="suppressions=$here/lsan.supp:print_suppressions=0"
