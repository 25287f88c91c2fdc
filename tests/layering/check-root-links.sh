#!/bin/sh
# Fails when a program that runs as root carries code of the client library
# (core/client): a function or datum the client archive defines that the
# program defines too. The configure step refuses such a link already
# (cmake/NfsTunerLayering.cmake); this looks at what was linked, so client
# sources added to a root program's own list are caught as well.
# Usage: check-root-links.sh SYSTEM_ARCHIVE CLIENT_ARCHIVE PROGRAM...
set -eu
system_archive=$1
client_archive=$2
shift 2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Strong definitions only (text, data, bss, read-only): inline functions and
# template instances are weak and may rightly be in both.
defined() {
    nm -C --defined-only "$1" | sed -n 's/^[0-9a-f]* [TDBR] //p' | sort -u
}
defined "$system_archive" > "$work/system"
defined "$client_archive" > "$work/client"
# Vacuous if nm found nothing, e.g. on a stripped or empty archive.
[ "$(wc -l < "$work/client")" -gt 100 ] || { echo "too few symbols in $client_archive" >&2; exit 1; }

status=0
for program in "$@"; do
    defined "$program" > "$work/program"
    uses_system=$(comm -12 "$work/system" "$work/program" | wc -l)
    carried=$(comm -12 "$work/client" "$work/program")
    name=$(basename "$program")
    if [ "$uses_system" -eq 0 ]; then
        echo "$name: defines nothing of $system_archive; the check sees nothing" >&2
        status=1
    elif [ -n "$carried" ]; then
        echo "$name runs as root and carries client code:" >&2
        echo "$carried" | head -20 >&2
        status=1
    else
        echo "$name: $uses_system definitions from the system library, none from the client library"
    fi
done
exit $status
