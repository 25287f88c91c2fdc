# Sourced by test.sh: lists the tests the last ctest run in a build folder
# skipped, whole (ctest's "Skipped", exit code 77) or one function of a Qt
# Test file (QSKIP), with their reasons.
#   report_skips BUILD_DIR CTEST_OUTPUT
# Returns 1 when something was skipped on a machine that could run all of
# it: as root, nothing should skip. NFSTUNER_ALLOW_SKIPS=1 makes that a
# warning (for a machine where, say, nfs-tuner itself is installed).
report_skips() {
    local build=$1 output=$2 skipped
    skipped=$( {
        sed -n '/^The following tests did not run:/,/^$/p' "$output" |
            grep -E '^[[:space:]]+[0-9]+ - ' | sed -E 's/^[[:space:]]+[0-9]+ - /whole test: /'
        grep -hE '^SKIP +: ' "$build/Testing/Temporary/LastTest.log" 2>/dev/null |
            sed -E 's/^SKIP +: /test function: /'
    } )
    if [ -z "$skipped" ]; then
        echo "== No test skipped"
        return 0
    fi
    echo "== Skipped tests:"
    echo "$skipped" | sed 's/^/   /'
    if [ "$(id -u)" -eq 0 ] && [ "${NFSTUNER_ALLOW_SKIPS:-0}" != 1 ]; then
        echo "== As root nothing should skip (NFSTUNER_ALLOW_SKIPS=1 to accept it)" >&2
        return 1
    fi
    return 0
}
