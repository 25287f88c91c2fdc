# Sourced by the fleet checks: what each needs, a work folder whose
# background programs are stopped and which is removed on exit, FAIL lines
# that make the check fail, and free loopback ports.
#   need_programs "HINT" PROGRAM...   exits 77 (skipped) when one is missing
need_programs() {
    local hint=$1 program
    shift
    for program in "$@"; do
        command -v "$program" >/dev/null || { echo "SKIP: no $program (Debian: $hint)"; exit 77; }
    done
}
work=$(mktemp -d)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT
status=0
fail() { echo "FAIL: $*"; status=1; }
free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
