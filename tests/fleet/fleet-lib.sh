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

# Three hosts, alpha, bravo and charlie, each a real-kernel fixture root
# with the textfile `nfs-tuner-cli metrics --root` made of it, served by a
# real node_exporter (textfile and mountstats collectors) on a loopback
# port and scraped every second by the real prometheus
# (PROMETHEUS_WEB_CONFIG: its --web.config.file; PROMETHEUS_ROUTE_PREFIX:
# served under that path, as behind a reverse proxy). Sets $url,
# $read_export (alpha's first export) and grow (a function making alpha's
# bytes it read grow by 50 MB a second for 40 s).
#   start_fleet NFS_TUNER_CLI SOURCE_DIR
start_fleet() {
    local cli=$1 source=$2 host root port targets= prometheus_port
    declare -A roots=([alpha]=advice-6.1 [bravo]=v3-v42-7.3 [charlie]=shared-superblock)
    for host in alpha bravo charlie; do
        root="$work/$host/root"
        mkdir -p "$work/$host/textfile" "$work/$host/proc/1"
        cp -a "$source/tests/fixtures/roots/${roots[$host]}/root" "$root"
        mkdir -p "$root/etc"
        [ -f "$root/etc/nfs.conf" ] || cp "$source/tests/fixtures/nfsconf/debian12-nfs.conf" "$root/etc/nfs.conf"
        "$cli" metrics --root "$root" --textfile "$work/$host/textfile"
        # node_exporter's procfs reads self through a link to a pid.
        cp "$root/proc/self/mountstats" "$root/proc/self/mountinfo" "$work/$host/proc/1/"
        ln -s 1 "$work/$host/proc/self"
        port=$(free_port)
        prometheus-node-exporter --web.listen-address="127.0.0.1:$port" \
            --collector.disable-defaults --collector.textfile --collector.mountstats \
            --path.procfs="$work/$host/proc" \
            --collector.textfile.directory="$work/$host/textfile" >"$work/$host/exporter.log" 2>&1 &
        pids+=($!)
        targets+="      - targets: ['127.0.0.1:$port']
        labels: {instance: $host}
"
    done
    [ "${FLEET_BACKFILL:-}" ] && backfill_day
    prometheus_port=$(free_port)
    cat >"$work/prometheus.yml" <<YAML
global:
  scrape_interval: 1s
scrape_configs:
  - job_name: node
    static_configs:
$targets
YAML
    prometheus --config.file="$work/prometheus.yml" --storage.tsdb.path="$work/data" \
        --web.listen-address="127.0.0.1:$prometheus_port" ${PROMETHEUS_WEB_CONFIG:+--web.config.file="$PROMETHEUS_WEB_CONFIG"} \
        ${PROMETHEUS_ROUTE_PREFIX:+--web.route-prefix="$PROMETHEUS_ROUTE_PREFIX"} \
        >"$work/prometheus.log" 2>&1 &
    pids+=($!)
    url="http://127.0.0.1:$prometheus_port"
    read_export=$(awk '$1 == "device" && $7 == "fstype" && ($8 == "nfs" || $8 == "nfs4") { print $2; exit }' "$work/alpha/proc/1/mountstats")
}

# A day of history of alpha's first NFS mount, backfilled with promtool
# into the data folder prometheus is to start on (backfill-day.py says
# what); its expected figures in $work/history.json.
backfill_day() {
    local info mountpoint bdi export
    info=$(grep -m1 '^nfstuner_mount_info{' "$work/alpha/textfile/nfs_tuner.prom")
    bdi=$(echo "$info" | sed -n 's/.*bdi="\([^"]*\)".*/\1/p')
    mountpoint=$(echo "$info" | sed -n 's/.*mountpoint="\([^"]*\)".*/\1/p')
    export=$(echo "$info" | sed -n 's/.*server="\([^"]*\)".*export="\([^"]*\)".*/\1:\2/p')
    python3 "$(dirname "${BASH_SOURCE[0]}")/backfill-day.py" "$work/day.om" alpha "$bdi" "$export" \
        "$mountpoint" >"$work/history.json"
    mkdir -p "$work/data"
    promtool tsdb create-blocks-from openmetrics -q "$work/day.om" "$work/data" >"$work/backfill.log" 2>&1 ||
        { cat "$work/backfill.log"; echo "FAIL: promtool could not backfill"; exit 1; }
}

# alpha's first mount reads: the bytes its mountstats says it read grow by 50 MB
# a second for 40 s while prometheus scrapes.
grow() {
    for _ in $(seq 1 40); do
        python3 "$(dirname "${BASH_SOURCE[0]}")/grow-reads.py" "$work/alpha/proc/1/mountstats"
        sleep 1
    done
}

# An inventory of the three hosts for ansible-playbook (connection local,
# each host's root its fixture copy), the project's collection from the
# source tree, results as JSON per host in $work/results (ansible-core's
# tree callback): $work/inventory.yml.
#   fleet_inventory SOURCE_DIR NFS_TUNER_CLI
fleet_inventory() {
    local source=$1 cli=$2
    export HOME="$work/home" ANSIBLE_LOCAL_TEMP="$work/home/tmp" ANSIBLE_REMOTE_TEMP="$work/home/tmp"
    # Each host's result as JSON, by ansible-core's own tree callback.
    export ANSIBLE_COLLECTIONS_PATH="$source/packaging/ansible"
    export ANSIBLE_CALLBACKS_ENABLED=ansible.builtin.tree ANSIBLE_CALLBACK_TREE_DIR="$work/results"
    export ANSIBLE_LOCALHOST_WARNING=false ANSIBLE_INVENTORY_UNPARSED_WARNING=false ANSIBLE_NOCOLOR=1
    export PATH="$(dirname "$cli"):$PATH"
    mkdir -p "$HOME/tmp"
    {
        echo "all:"
        echo "  hosts:"
        for host in alpha bravo charlie; do
            echo "    $host: {ansible_connection: local, ansible_python_interpreter: /usr/bin/python3, nfstuner_root: '$work/$host/root'}"
        done
    } > "$work/inventory.yml"
}
