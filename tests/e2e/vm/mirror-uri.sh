#!/bin/bash
# Prints the Debian mirror this machine's apt uses for its own release, read
# from its apt sources at run time (deb822 .sources files and one-line .list
# files), so that no mirror is ever written into the project.
set -euo pipefail
codename=$(. /etc/os-release && echo "${VERSION_CODENAME:-}")
[ -n "$codename" ] || { echo "mirror-uri.sh: no VERSION_CODENAME in /etc/os-release" >&2; exit 1; }
shopt -s nullglob
for file in /etc/apt/sources.list.d/*.sources; do
    # Stanzas are separated by blank lines; take the first enabled deb
    # stanza whose Suites name the release itself.
    uri=$(awk -v want="$codename" '
        function flush() { if (types ~ /(^| )deb( |$)/ && enabled != "no" && (" " suites " ") ~ (" " want " ")) { print uri; found = 1; exit } types = suites = uri = ""; enabled = "" }
        /^[ \t]*$/ { flush(); next }
        /^Types:/ { sub(/^Types:[ \t]*/, ""); types = $0 }
        /^URIs:/ { uri = $2 }
        /^Suites:/ { sub(/^Suites:[ \t]*/, ""); suites = $0 }
        /^Enabled:/ { enabled = tolower($2) }
        END { if (!found) flush() }' "$file")
    [ -n "$uri" ] && { echo "$uri"; exit 0; }
done
for file in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
    [ -f "$file" ] || continue
    # deb [options] URI SUITE COMPONENT...
    uri=$(awk -v want="$codename" '$1 == "deb" {
            i = 2; if ($i ~ /^\[/) { while ($i !~ /\]$/) i++; i++ }
            if ($(i + 1) == want) { print $i; exit } }' "$file")
    [ -n "$uri" ] && { echo "$uri"; exit 0; }
done
echo "mirror-uri.sh: no apt source for $codename found in /etc/apt" >&2
exit 1
