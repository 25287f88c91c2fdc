#!/bin/bash
# Reaching the fleet's Prometheus as real deployments have it, and failing
# clearly when it cannot be read, with `nfs-tuner-cli fleet`:
# - the real prometheus behind its own web configuration (TLS with a
#   certificate of a CA made here, basic auth with a bcrypt hash): read
#   with --ca-file and --basic-auth-file; a wrong password, no CA, a
#   bearer token instead, http to the TLS port, each refused with a message
#   saying which, and quickly; served under /prometheus, as behind a
#   reverse proxy;
# - the proxy from the environment (http_proxy, no_proxy);
# - servers that are not Prometheus or fail (odd-prometheus.py): 403, a
#   login page, 100 MB said up front, an answer that never ends, one that
#   does not come for 70 s, labels with quotes, newlines and bytes that are
#   not UTF-8 (listed, with U+FFFD for those bytes), an unreachable port;
# - a hostile fleet (issue 60): labels that would break out of the YAML,
#   be templated by Ansible or name patterns of hosts, values that are no
#   size, terminal controls in labels and in Prometheus's error text. The
#   output holds no control byte; the playbook, read by PyYAML and libyaml
#   and run by ansible-playbook --syntax-check, --list-hosts and --check,
#   holds one play for the one fine host, runs no template (the canary
#   files stay absent) and reaches no other host; a password in the URL
#   appears in no message; secrets others can read are warned of.
# Usage: check-fleet-access.sh NFS_TUNER_CLI SOURCE_DIR
set -euo pipefail
cli=$(realpath "$1") source=$(realpath "$2")
source "$(dirname "$0")/fleet-lib.sh"
need_programs "apt install prometheus prometheus-node-exporter openssl python3-bcrypt ansible-core" prometheus prometheus-node-exporter openssl python3 ansible-playbook
/usr/bin/python3 -c 'import bcrypt' 2>/dev/null || { echo "SKIP: no python3-bcrypt (Debian: apt install python3-bcrypt)"; exit 77; }

# expect NAME EXIT MESSAGE_REGEX MAX_SECONDS -- fleet arguments...
expect() {
    local name=$1 code=$2 pattern=$3 most=$4 started got took
    shift 5
    started=$(date +%s%N)
    got=0
    "$cli" fleet "$@" >"$work/out" 2>"$work/err" || got=$?
    took=$(( ($(date +%s%N) - started) / 1000000 ))
    if [ "$got" != "$code" ]; then
        fail "$name: exit $got, expected $code: $(head -c 300 "$work/err")"
    elif ! grep -Eq "$pattern" "$work/err" "$work/out"; then
        fail "$name: no /$pattern/ in: $(head -c 300 "$work/err")"
    elif [ "$took" -gt $((most * 1000)) ]; then
        fail "$name: took $took ms, more than $most s"
    else
        echo "ok: $name ($took ms): $(head -c 200 "$work/err" | tr '\n' ' ')"
    fi
}

# --- Servers that are not Prometheus, or fail.
python3 "$(dirname "$0")/odd-prometheus.py" "$work/canary" >"$work/odd.port" &
pids+=($!)
for _ in $(seq 1 50); do [ -s "$work/odd.port" ] && break; sleep 0.1; done
odd="http://127.0.0.1:$(cat "$work/odd.port")"
expect "403" 3 'refused the credentials \(HTTP 403\)' 5 -- --prometheus "$odd/forbidden/"
expect "a login page" 2 "the answer is not Prometheus's" 5 -- --prometheus "$odd/login/"
expect "100 MB said up front" 2 'answered more than 64 MiB: not read further' 10 -- --prometheus "$odd/huge/"
expect "an endless answer" 2 'answered more than 64 MiB: not read further' 20 -- --prometheus "$odd/endless/"
expect "no answer for 70 s" 2 'did not answer within 3 s' 6 -- --prometheus "$odd/slow/" --timeout 3
expect "an unreachable port" 2 'Connection refused' 5 -- --prometheus "http://127.0.0.1:1/"
expect "not a URL" 2 'is not an http:// or https:// URL' 2 -- --prometheus "ftp://127.0.0.1/"
expect "odd labels" 0 'odd' 5 -- --prometheus "$odd/odd/" --json
python3 - "$work/out" <<'PY' || fail "odd labels: not read as sent"
import json, sys
mounts = json.load(open(sys.argv[1]))["mounts"]
want_mountpoint = '/mnt/a "quoted" \\ back\nslash'
want_export = "/x\ufffd\ufffd"
ok = len(mounts) == 1 and mounts[0]["mountpoint"] == want_mountpoint and mounts[0]["export"] == want_export
print("odd labels read as sent" if ok else "got %r" % mounts)
sys.exit(0 if ok else 1)
PY

# --- A hostile fleet: what its labels and values hold stays text.
here=$(dirname "$0")
terminal_bytes() { /usr/bin/python3 "$here/check-terminal-bytes.py" "$@" || status=1; }
expect "hostile labels, the table" 0 'good.example:9100' 5 -- --prometheus "$odd/hostile/"
cp "$work/out" "$work/hostile.table"
cp "$work/err" "$work/hostile.table.err"
terminal_bytes "fleet's table" "$work/hostile.table" "$work/hostile.table.err"
grep -q 'nfstuner_recommended_read_ahead_bytes inf is not whole KiB' "$work/hostile.table" ||
    fail "hostile labels: +Inf not said to be refused"
expect "hostile labels, JSON" 0 'good.example' 5 -- --prometheus "$odd/hostile/" --json
terminal_bytes "fleet --json" "$work/out"
/usr/bin/python3 - "$work/out" <<'PY' || fail "hostile labels: JSON not as sent"
import json, sys
mounts = json.load(open(sys.argv[1]))["mounts"]
by = {(m["host"], m["mountpoint"]): m for m in mounts}
ok = len(mounts) == 18
esc = by[("good.example:9100", "/mnt/esc")]
ok = ok and esc["verdict"] is None and "\x1b[2J" in esc["problems"][0]
for mountpoint in ("/mnt/inf", "/mnt/huge", "/mnt/tiny", "/mnt/wrap", "/mnt/2g"):
    m = by[("good.example:9100", mountpoint)]
    ok = ok and m["recommended_read_ahead_bytes"] is None and m["problems"]
ok = ok and any(m["mountpoint"].startswith("/mnt/a\u2028\n- name: evil") for m in mounts)
print("hostile labels read as sent, values refused" if ok else "got %r" % mounts)
sys.exit(0 if ok else 1)
PY
expect "hostile labels, the playbook" 0 '1 change written' 5 -- --prometheus "$odd/hostile/" \
    --playbook "$work/hostile.yml"
terminal_bytes "fleet --playbook's messages" "$work/err"
/usr/bin/python3 "$here/read-playbook.py" <"$work/hostile.yml" >"$work/hostile.json" ||
    fail "hostile labels: PyYAML or libyaml refuse the playbook, or read it apart"
/usr/bin/python3 - "$work/hostile.json" <<'PY' || fail "hostile labels: the playbook holds more than the fleet"
import json, sys
plays = json.load(open(sys.argv[1]))["document"]
ok = len(plays) == 1 and plays[0]["hosts"] == "good.example"
task = plays[0]["tasks"] if ok else []
ok = ok and len(task) == 1 and task[0]["nfstuner.tuning.readahead"]["rules"] == {"/mnt/good": 1024}
print("one play, good.example, one rule" if ok else "got %r" % plays)
sys.exit(0 if ok else 1)
PY
# The playbook as Ansible runs it: an inventory of the fine host and a
# bystander, each on a copy of a real-kernel root (connection local).
mkdir -p "$work/ansible"
cp -a "$source/tests/fixtures/roots/advice-6.1/root" "$work/ansible/root"
cat >"$work/ansible/inventory.yml" <<YAML
all:
  hosts:
    good.example: {ansible_connection: local, ansible_python_interpreter: /usr/bin/python3, nfstuner_root: '$work/ansible/root'}
    bystander: {ansible_connection: local, ansible_python_interpreter: /usr/bin/python3, nfstuner_root: '$work/ansible/root'}
YAML
(
    export HOME="$work/ansible/home" ANSIBLE_LOCAL_TEMP="$work/ansible/home/tmp"
    export ANSIBLE_COLLECTIONS_PATH="$source/packaging/ansible" ANSIBLE_NOCOLOR=1
    export ANSIBLE_LOCALHOST_WARNING=false PATH="$(dirname "$cli"):$PATH"
    mkdir -p "$HOME/tmp"
    cd "$work/ansible"
    ansible-playbook -i inventory.yml --syntax-check "$work/hostile.yml" >syntax.out 2>&1 ||
        { cat syntax.out; echo "FAIL: hostile playbook: --syntax-check"; exit 1; }
    ansible-playbook -i inventory.yml --list-hosts "$work/hostile.yml" >hosts.out 2>&1 ||
        { cat hosts.out; echo "FAIL: hostile playbook: --list-hosts"; exit 1; }
    [ "$(sed -n 's/^      \([^ ]\)/\1/p' hosts.out)" = good.example ] ||
        { cat hosts.out; echo "FAIL: hostile playbook: it reaches more than good.example"; exit 1; }
    ansible-playbook -i inventory.yml --check --diff "$work/hostile.yml" >check.out 2>&1 ||
        { tail -n 30 check.out; echo "FAIL: hostile playbook: --check"; exit 1; }
    grep -q '^good.example .*changed=1' check.out && ! grep -q '^bystander' check.out ||
        { tail -n 8 check.out; echo "FAIL: hostile playbook: changed not exactly good.example"; exit 1; }
    echo "ok: the hostile playbook: one play, good.example changed, the bystander untouched"
) || status=1
if ls "$work"/canary* >/dev/null 2>&1; then
    fail "a label's command ran: $(ls "$work"/canary*)"
fi
expect "terminal controls in Prometheus's error" 2 'parse error' 5 -- --prometheus "$odd/hostile-error/"
terminal_bytes "fleet's error message" "$work/err"
expect "a password in the URL" 2 'HTTP 500' 5 -- --prometheus "http://admin:hunter2@127.0.0.1:$(cat "$work/odd.port")/error500/"
! grep -q hunter2 "$work/err" "$work/out" || fail "a password in the URL: printed ($(cat "$work/err"))"
printf 'admin:x\n' >"$work/readable"
chmod 0644 "$work/readable"
expect "a secret others can read" 2 'can be read by other users' 5 -- --prometheus "$odd/error500/" \
    --basic-auth-file "$work/readable"
chmod 0600 "$work/readable"
expect "a secret only its owner reads" 2 'HTTP 500' 5 -- --prometheus "$odd/error500/" \
    --basic-auth-file "$work/readable"
! grep -q 'can be read by other users' "$work/err" || fail "a secret only its owner reads: warned"

# --- A proxy from the environment: a name only the proxy resolves is read
# through it; no_proxy (libproxy's: a leading dot for a domain) goes around.
python3 "$(dirname "$0")/forward-proxy.py" "$work/proxy.log" >"$work/proxy.port" &
pids+=($!)
for _ in $(seq 1 50); do [ -s "$work/proxy.port" ] && break; sleep 0.1; done
proxied="http://prometheus.fleet.test:$(cat "$work/odd.port")/odd/"
http_proxy="http://127.0.0.1:$(cat "$work/proxy.port")" \
    expect "through http_proxy" 0 'odd' 5 -- --prometheus "$proxied" --json
grep -q '^http://prometheus.fleet.test:.*/odd/api/v1/query?query=nfstuner_mount_info$' "$work/proxy.log" ||
    fail "through http_proxy: the proxy was not asked ($(head -c 300 "$work/proxy.log"))"
http_proxy="http://127.0.0.1:$(cat "$work/proxy.port")" no_proxy=.fleet.test \
    expect "no_proxy" 2 'prometheus.fleet.test' 5 -- --prometheus "$proxied"

# --- The real prometheus with TLS and basic auth from its web
# configuration, under a path prefix (--web.route-prefix).
openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=fleet test CA" \
    -keyout "$work/ca.key" -out "$work/ca.pem" 2>/dev/null
openssl req -newkey rsa:2048 -nodes -subj "/CN=127.0.0.1" \
    -keyout "$work/server.key" -out "$work/server.csr" 2>/dev/null
printf 'subjectAltName=IP:127.0.0.1\n' >"$work/san.ext"
openssl x509 -req -in "$work/server.csr" -CA "$work/ca.pem" -CAkey "$work/ca.key" \
    -CAcreateserial -days 2 -extfile "$work/san.ext" -out "$work/server.pem" 2>/dev/null
# Debian's python, where python3-bcrypt is (crypt is gone from Python 3.13).
hash=$(/usr/bin/python3 -c 'import bcrypt; print(bcrypt.hashpw(b"fleet secret", bcrypt.gensalt()).decode())')
cat >"$work/web.yml" <<YAML
tls_server_config:
  cert_file: $work/server.pem
  key_file: $work/server.key
basic_auth_users:
  admin: '$hash'
YAML
printf 'admin:fleet secret\n' >"$work/basic"
printf 'admin:wrong\n' >"$work/wrong"
printf 'a-token\n' >"$work/token"
chmod 0600 "$work/basic" "$work/wrong" "$work/token"
PROMETHEUS_WEB_CONFIG="$work/web.yml" PROMETHEUS_ROUTE_PREFIX=/prometheus start_fleet "$cli" "$source"
url+=/prometheus
https_url=${url/http:/https:}
for _ in $(seq 1 60); do
    "$cli" fleet --prometheus "$https_url" --ca-file "$work/ca.pem" --basic-auth-file "$work/basic" \
        --json >"$work/tls.json" 2>"$work/tls.err" &&
        python3 -c 'import json, sys; sys.exit(0 if {m["host"] for m in json.load(open(sys.argv[1]))["mounts"]} == {"alpha", "bravo", "charlie"} else 1)' "$work/tls.json" &&
        break
    sleep 1
done
python3 "$(dirname "$0")/check-fleet-mounts.py" "$work/tls.json" "$work" "" ||
    fail "over TLS with basic auth: $(cat "$work/tls.err")"
expect "a wrong password" 3 'refused the credentials \(HTTP 401\)' 5 -- --prometheus "$https_url" \
    --ca-file "$work/ca.pem" --basic-auth-file "$work/wrong"
expect "a bearer token where basic auth is wanted" 3 'refused the credentials \(HTTP 401\)' 5 -- \
    --prometheus "$https_url" --ca-file "$work/ca.pem" --bearer-token-file "$work/token"
expect "the CA not given" 2 '[Cc]ertificate' 5 -- --prometheus "$https_url" --basic-auth-file "$work/basic"
expect "http to the TLS port" 2 "127.0.0.1" 5 -- --prometheus "$url" --basic-auth-file "$work/basic"
expect "a CA file that is no certificate" 2 'holds no PEM certificate' 2 -- --prometheus "$https_url" \
    --ca-file "$work/basic" --basic-auth-file "$work/basic"
exit $status
