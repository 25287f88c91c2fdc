#!/bin/bash
# The Grafana dashboard in packaging/grafana: valid JSON, every query valid
# PromQL (the real `promtool check rules` on recording rules made of them),
# and naming only metrics that `nfs-tuner-cli metrics` writes (their names
# taken from its # TYPE lines on a real-kernel root).
# Usage: check-grafana.sh DASHBOARD NFS_TUNER_CLI ROOT
set -euo pipefail
dashboard=$1 cli=$2 root=$3
promtool=$(command -v promtool) || {
    echo "SKIP: no promtool (Debian: apt install prometheus)"
    exit 77
}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
fail() { echo "FAIL: $*"; status=1; }

python3 - "$dashboard" >"$work/exprs" <<'PY' || { echo "FAIL: $dashboard is not a dashboard"; exit 1; }
import json, sys
dashboard = json.load(open(sys.argv[1], encoding="utf-8"))
assert dashboard["title"] and dashboard["panels"]
for panel in dashboard["panels"]:
    for target in panel["targets"]:
        print(target["expr"])
PY
[ -s "$work/exprs" ] || fail "no queries"

{
    echo "groups:"
    echo "  - name: dashboard"
    echo "    rules:"
    n=0
    while IFS= read -r expr; do
        n=$((n + 1))
        echo "      - record: dashboard:query$n"
        echo "        expr: $(python3 -c 'import json, sys; print(json.dumps(sys.argv[1]))' "$expr")"
    done <"$work/exprs"
} >"$work/rules.yml"
"$promtool" check rules "$work/rules.yml" >"$work/rules.log" 2>&1 ||
    fail "promtool check rules: $(cat "$work/rules.log")"

"$cli" metrics --root "$root" | sed -n 's/^# TYPE \([^ ]*\) .*/\1/p' | sort -u >"$work/written"
[ -s "$work/written" ] || fail "metrics wrote no families"
grep -o 'nfstuner_[a-z_]*' "$work/exprs" | sort -u >"$work/used"
while read -r name; do
    grep -qxF "$name" "$work/written" || fail "the dashboard asks for $name, which metrics does not write"
done <"$work/used"
[ $status -eq 0 ] && echo "$(wc -l <"$work/exprs") queries valid, on $(wc -l <"$work/used") metrics that exist."
exit $status
