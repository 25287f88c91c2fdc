#!/bin/bash
# `nfs-tuner-cli metrics` on every real-kernel root in tests/fixtures/roots:
# the real promtool accepts the output (`promtool check metrics`, format and
# naming lint), and there is exactly one nfstuner_read_ahead_bytes series
# per BDI, valued read_ahead_kb x 1024; every per-BDI metric has one series
# a BDI (the diagnosis's too, whatever nconnect), and the connections it
# counts are the xprt: lines of the mount. The BDIs and values are read here
# with awk from each root's mountinfo and sysfs, not by the project's code.
# Usage: check-metrics.sh NFS_TUNER_CLI FIXTURE_ROOTS_DIR
set -euo pipefail
cli=$1 roots=$2
promtool=$(command -v promtool) || {
    echo "SKIP: no promtool (Debian: apt install prometheus)"
    exit 77
}
status=0
fail() { echo "FAIL: $*"; status=1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

checked=0
for dir in "$roots"/*/root; do
    name=$(basename "$(dirname "$dir")")
    out="$work/$name.prom"
    if ! "$cli" metrics --root "$dir" >"$out" 2>"$work/$name.err"; then
        fail "$name: metrics failed: $(cat "$work/$name.err")"
        continue
    fi
    "$promtool" check metrics <"$out" >"$work/$name.lint" 2>&1 ||
        fail "$name: promtool check metrics: $(cat "$work/$name.lint")"
    # Each NFS mount's maj:min (mountinfo field 3; the fstype follows "-"),
    # once, where the root has that BDI's read_ahead_kb.
    expected=$(awk '{ for (i = 7; $i != "-"; i++); if ($(i + 1) == "nfs" || $(i + 1) == "nfs4") print $3 }' \
        "$dir/proc/self/mountinfo" | sort -u |
        while read -r bdi; do [ -f "$dir/sys/class/bdi/$bdi/read_ahead_kb" ] && echo "$bdi"; done || true)
    got=$(sed -n 's/^nfstuner_read_ahead_bytes{bdi="\([^"]*\)"} .*/\1/p' "$out")
    [ "$(sort <<<"$got")" = "$expected" ] ||
        fail "$name: nfstuner_read_ahead_bytes for [$(echo $got)], BDIs are [$(echo $expected)]"
    for bdi in $expected; do
        kib=$(cat "$dir/sys/class/bdi/$bdi/read_ahead_kb")
        value=$(sed -n "s/^nfstuner_read_ahead_bytes{bdi=\"$bdi\"} //p" "$out")
        [ "$value" = "$((kib * 1024))" ] || fail "$name: $bdi is $value, read_ahead_kb is $kib"
    done
    # The diagnosis: one series per BDI of each metric, whatever the
    # connections; nfstuner_transport_connections counts the xprt: lines of
    # the BDI's first mount's block (awk, not the project's parser).
    for metric in $(grep -o '^nfstuner_[a-z_]*{bdi="[^"]*"' "$out" | grep -v mount_info |
                    sort | uniq -d); do
        fail "$name: ${metric} twice"
    done
    while read -r bdi connections; do
        first=$(awk -v b="$bdi" '{ for (i = 7; $i != "-"; i++); if ($3 == b) { print $5; exit } }' \
            "$dir/proc/self/mountinfo")
        # ENVIRON, not -v: awk would read the \040 escapes of -v values.
        xprts=$(MP=$first awk '/^device / { keep = ($5 == ENVIRON["MP"]) } keep && /xprt:/ { n++ } END { print n + 0 }' \
            "$dir/proc/self/mountstats")
        [ "$connections" = "$xprts" ] ||
            fail "$name: $bdi ($first) has $xprts xprt lines, nfstuner_transport_connections $connections"
    done < <(sed -n 's/^nfstuner_transport_connections{bdi="\([^"]*\)"} \(.*\)/\1 \2/p' "$out")
    checked=$((checked + 1))
done
[ $checked -ge 10 ] || fail "only $checked roots checked"

# A textfile folder that is not there: a clear error, nothing written.
if "$cli" metrics --root "$roots/v3-v42/root" --textfile "$work/missing" 2>"$work/missing.err"; then
    fail "--textfile into a missing folder succeeded"
fi
grep -q "is not a folder" "$work/missing.err" || fail "--textfile error: $(cat "$work/missing.err")"
[ ! -e "$work/missing" ] || fail "--textfile created $work/missing"
[ $status -eq 0 ] && echo "metrics of $checked roots pass promtool, one series per BDI."
exit $status
