#!/bin/bash
# The collection nfstuner.tuning with Debian's real ansible-playbook and
# ansible-doc, on localhost against a copy of a real-kernel root (the
# module's `root`): check mode reports the change and writes nothing; the
# real run writes, nfsconf reads the new values and each BDI's read_ahead_kb
# is what awk expects from the root's mountinfo; the next run changes nothing;
# null removes a key; bad values fail with a clear msg and write nothing.
# Usage: check-ansible.sh NFS_TUNER_CLI SOURCE_DIR
set -euo pipefail
cli=$(realpath "$1") source=$(realpath "$2")
for tool in ansible-playbook ansible-doc nfsconf; do
    command -v "$tool" >/dev/null || {
        echo "SKIP: no $tool (Debian: apt install ansible-core nfs-common)"
        exit 77
    }
done
status=0
fail() { echo "FAIL: $*"; status=1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Ansible's own state stays in the work folder; the collection is the source's.
export HOME="$work/home" ANSIBLE_LOCAL_TEMP="$work/home/tmp" ANSIBLE_REMOTE_TEMP="$work/home/tmp"
export ANSIBLE_COLLECTIONS_PATH="$source/packaging/ansible"
export ANSIBLE_LOCALHOST_WARNING=false ANSIBLE_INVENTORY_UNPARSED_WARNING=false ANSIBLE_NOCOLOR=1
export PATH="$(dirname "$cli"):$PATH"
mkdir -p "$HOME/tmp"
root="$work/root"
cp -a "$source/tests/fixtures/roots/demo/root" "$root"
mkdir -p "$root/etc"
cp "$source/tests/fixtures/nfsconf/debian12-nfs.conf" "$root/etc/nfs.conf"
dropin=/etc/nfs.conf.d/99-nfs-tuner.conf
rule=127.0.0.1:/export/sub

tree() { (cd "$root" && find . -type f -print0 | sort -z | xargs -0 sha256sum); }

# One task of the module with TASK_ARGS (YAML, indented 8), in check mode when
# $2 is --check; prints the task's registered result as JSON (written by a
# second task: stdout callbacks differ between ansible-core releases).
play() {
    rm -f "$work/result.json"
    cat >"$work/play.yml" <<YAML
- hosts: localhost
  connection: local
  gather_facts: false
  tasks:
    - nfstuner.tuning.readahead:
        root: $root
$1
      register: result
      ignore_errors: true
    - ansible.builtin.copy:
        content: "{{ result | to_json }}"
        dest: $work/result.json
      check_mode: false
      diff: false
YAML
    ansible-playbook -i localhost, -e ansible_python_interpreter=/usr/bin/python3 --diff \
        ${2:-} "$work/play.yml" >"$work/run.log" 2>&1 || true
    if [ -s "$work/result.json" ]; then cat "$work/result.json"; else cat "$work/run.log" >&2; echo '{}'; fi
}
# A field of a result: strings as they are, anything else as JSON.
field() { python3 -c 'import json, sys; v = json.loads(sys.argv[1]).get(sys.argv[2]); print(v if isinstance(v, str) else json.dumps(v))' "$1" "$2"; }

tuned='        nfs: 2048
        nfs4: 16M
        rules:
          '"$rule"': 1024
        apply_now: true'

# Check mode: changed, the diff names the new drop-in and the BDIs, nothing written.
before=$(tree)
result=$(play "$tuned" --check)
[ "$(field "$result" changed)" = true ] || fail "check mode: changed is not true: $result"
[ "$(field "$result" failed)" != true ] || fail "check mode failed: $(field "$result" msg)"
grep -q "nfs4 = 16384" <<<"$(field "$result" diff)" || fail "check mode: no nfs4 line in the diff: $result"
grep -q "read_ahead_kb of the mounted BDIs" <<<"$(field "$result" diff)" || fail "check mode: no BDIs in the diff"
[ "$(tree)" = "$before" ] || fail "check mode wrote: $(diff <(echo "$before") <(tree) | head -5)"
[ ! -e "$root$dropin" ] || fail "check mode created $dropin"

# The real run: nfsconf reads the values; each BDI as nfsrahead chooses, from awk.
result=$(play "$tuned")
[ "$(field "$result" changed)" = true ] || fail "run: changed is not true: $result"
[ "$(field "$result" failed)" != true ] || fail "run failed: $(field "$result" msg)"
conf="$root/etc/nfs.conf"
[ "$(nfsconf --file "$conf" --get nfsrahead nfs4)" = 16384 ] || fail "nfsconf: nfs4 is $(nfsconf --file "$conf" --get nfsrahead nfs4 || true)"
[ "$(nfsconf --file "$conf" --get nfsrahead nfs)" = 2048 ] || fail "nfsconf: nfs is not 2048"
[ "$(nfsconf --file "$conf" --get nfs-tuner "$rule")" = 1024 ] || fail "nfsconf: the rule is not 1024"
checked=0
while read -r bdi fstype src; do
    case $fstype in nfs4) want=16384 ;; nfs) want=2048 ;; *) continue ;; esac
    [ "$src" = "$rule" ] && want=1024
    got=$(cat "$root/sys/class/bdi/$bdi/read_ahead_kb")
    [ "$got" = "$want" ] || fail "$bdi ($fstype $src): read_ahead_kb $got, expected $want"
    checked=$((checked + 1))
done < <(awk '{ for (i = 7; $i != "-"; i++); print $3, $(i + 1), $(i + 2) }' "$root/proc/self/mountinfo")
[ "$checked" -ge 4 ] || fail "only $checked NFS mounts checked"

# Idempotent: nothing left to change, in check mode or not, and nothing written.
before=$(tree)
for mode in --check ""; do
    result=$(play "$tuned" $mode)
    [ "$(field "$result" changed)" = false ] || fail "second run ${mode:-(real)}: changed is not false: $result"
done
[ "$(tree)" = "$before" ] || fail "the second run wrote"

# null removes a key; keys left out stay.
result=$(play '        nfs: null')
[ "$(field "$result" changed)" = true ] || fail "nfs: null: changed is not true: $result"
if nfsconf --file "$conf" --isset nfsrahead nfs; then fail "nfs: null left the key"; fi
[ "$(nfsconf --file "$conf" --get nfsrahead nfs4)" = 16384 ] || fail "nfs: null changed nfs4"

# Bad values: a clear msg, nothing written.
before=$(tree)
for bad in 'nfs4: lots|"nfs4=lots": expected KEY=KIB' \
    'nfs4: 2097152|expected a whole number of KiB from 0 to 1048576' \
    'nfs4: true|nfs4: expected KiB as a whole number' \
    'rules: {NFS4: 64}|"NFS4" is an [nfsrahead] key' \
    'rules: {"bad key": 64}|is neither an [nfsrahead] key'; do
    result=$(play "        ${bad%%|*}")
    [ "$(field "$result" failed)" = true ] || fail "${bad%%|*}: did not fail: $result"
    msg=$(field "$result" msg)
    grep -qF -- "${bad#*|}" <<<"$msg" || fail "${bad%%|*}: msg $msg"
done
[ "$(tree)" = "$before" ] || fail "a bad value wrote: $(diff <(echo "$before") <(tree) | head -5)"

# ansible-doc renders the module's documentation, every option in it.
if ansible-doc nfstuner.tuning.readahead >"$work/doc.txt" 2>"$work/doc.err"; then
    for option in nfs nfs4 default rules file apply_now root; do
        # "- nfs" (ansible-core 2.14) or "   nfs   Readahead..." (2.19).
        grep -Eq "^[[:space:]]*(- )?$option([[:space:]]|\$)" "$work/doc.txt" ||
            fail "ansible-doc shows no option $option"
    done
    grep -q "check_mode" "$work/doc.txt" || fail "ansible-doc shows no check_mode attribute"
else
    fail "ansible-doc: $(cat "$work/doc.err")"
fi
ansible-doc --json nfstuner.tuning.readahead | python3 -c 'import json, sys
doc = json.load(sys.stdin)["nfstuner.tuning.readahead"]
assert set(doc["doc"]["options"]) == {"nfs", "nfs4", "default", "rules", "file", "apply_now", "root"}, doc["doc"]["options"].keys()
assert doc["examples"] and doc["return"], "no EXAMPLES or RETURN"' || fail "ansible-doc --json"

[ "$status" = 0 ] && echo "PASS: check mode, run, second run, null, 5 bad values and ansible-doc"
exit "$status"
