#!/bin/sh
# check-deb.sh BUILD_DIR
#
# Builds the Debian package from a configured and built BUILD_DIR (cpack -G DEB) and checks it as
# a distribution would: lintian finds no error or warning; the desktop entry and the AppStream
# metadata validate; apt can resolve its Depends on this system's release; dpkg installs it into a
# scratch root, where acceldecide-cli evaluates the default scenario and writes a report (through
# the acceldecide-report helper in the installed libexec folder), both programs answer --version,
# and every program has its manual page; dpkg removes it again without leaving files.
# Needs the packages in tools/debian-packages-ci.txt. Run as root (dpkg --root, apt-get -s).
set -eu
build=$(cd "${1:?usage: check-deb.sh BUILD_DIR}" && pwd)
version=$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "$build/CMakeCache.txt")

rm -f "$build"/acceldecide_*.deb
(cd "$build" && cpack -G DEB >/dev/null)
deb=$(ls "$build"/acceldecide_*.deb)
echo "check-deb: $(basename "$deb"), $(du -k "$deb" | cut -f1) kB"

echo "check-deb: lintian (informational tags are shown, errors and warnings fail)"
lintian --fail-on error,warning --display-info "$deb"

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
dpkg-deb -x "$deb" "$scratch/contents"
desktop-file-validate "$scratch"/contents/usr/share/applications/*.desktop
appstreamcli validate --no-net --explain "$scratch"/contents/usr/share/metainfo/*.metainfo.xml

echo "check-deb: Depends resolve on this release"
apt-get install --simulate --no-install-recommends "$deb" >/dev/null

echo "check-deb: dpkg -i into a scratch root"
root="$scratch/root"
mkdir -p "$root/var/lib/dpkg/info" "$root/var/lib/dpkg/updates"
: >"$root/var/lib/dpkg/status"
# The Depends are on this system, not in the scratch root's empty package database.
dpkg --root="$root" --force-depends -i "$deb" >/dev/null 2>&1 \
    || { dpkg --root="$root" --force-depends -i "$deb"; exit 1; }
dpkg --root="$root" -s acceldecide | grep -qx 'Status: install ok installed'

"$root/usr/bin/acceldecide-cli" evaluate >"$scratch/evaluate.txt"
grep -q '^Recommendation: ' "$scratch/evaluate.txt"
"$root/usr/bin/acceldecide-cli" report --output "$scratch/report.pdf" --date 2026-01-01
[ -s "$scratch/report.pdf" ]
"$root/usr/bin/acceldecide-cli" --version | grep -qx "acceldecide-cli $version"
QT_QPA_PLATFORM=offscreen "$root/usr/bin/acceldecide" --version 2>/dev/null \
    | grep -qx "AccelDecide $version"
for program in "$root"/usr/bin/*; do
    page="$root/usr/share/man/man1/$(basename "$program").1.gz"
    [ -f "$page" ] || { echo "check-deb: no manual page for $(basename "$program")" >&2; exit 1; }
    warnings=$(LC_ALL=C.UTF-8 MANROFFSEQ='' man --warnings -E UTF-8 -l -Tutf8 -Z "$page" 2>&1 >/dev/null)
    [ -z "$warnings" ] || { echo "check-deb: $page: $warnings" >&2; exit 1; }
done
echo "check-deb: installed; 'acceldecide-cli evaluate' and 'report' ran from the scratch root"

dpkg --root="$root" --purge acceldecide >/dev/null
left=$(find "$root/usr" -type f 2>/dev/null | head -n 5)
[ -z "$left" ] || { echo "check-deb: files left after purge: $left" >&2; exit 1; }
echo "check-deb: purged cleanly"
