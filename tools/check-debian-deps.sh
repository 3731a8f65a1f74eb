#!/bin/sh
# check-debian-deps.sh BUILD_DIR [PACKAGE_LIST_FILE]
#
# Would the package list alone, installed with --no-install-recommends on a fresh Debian machine,
# bring in every CMake package this configured build found? A machine where a package was once
# installed by hand (or came in as a Recommends) configures fine and hides a missing line; a fresh
# one stops at configure. CI runs this after configuring.
#
# How: each <Name>_DIR under /usr in BUILD_DIR/CMakeCache.txt is mapped to the Debian package that
# owns its *Config.cmake (dpkg -S); each must be in the Depends/Pre-Depends closure of the list
# (apt-cache depends --recurse, Recommends not followed). Exit 1 names the missing packages.
set -u
build=${1:?usage: check-debian-deps.sh BUILD_DIR [PACKAGE_LIST_FILE]}
list=${2:-"$(dirname "$0")/debian-packages.txt"}
cache="$build/CMakeCache.txt"
[ -f "$cache" ] || { echo "check-debian-deps: no $cache; configure the build first" >&2; exit 2; }
[ -f "$list" ] || { echo "check-debian-deps: no package list $list" >&2; exit 2; }
packages=$(sed -e 's/#.*//' "$list")

closure=$(apt-cache depends --recurse --no-recommends --no-suggests --no-conflicts --no-breaks \
              --no-replaces --no-enhances $packages 2>/dev/null \
          | sed -n 's/^ *\(Pre\)\{0,1\}Depends: //p; /^[a-z0-9]/p' | tr -d '<>' | sed 's/:.*//' \
          | sort -u)
[ -n "$closure" ] || { echo "check-debian-deps: apt-cache gave no dependency closure" >&2; exit 2; }

used=$(sed -n 's/^[A-Za-z0-9_]*_DIR:PATH=\(\/usr\/.*\)$/\1/p' "$cache" | while read -r dir; do
           config=$(ls "$dir"/*Config.cmake "$dir"/*-config.cmake 2>/dev/null | head -n 1)
           [ -n "$config" ] && dpkg -S "$config" 2>/dev/null | cut -d: -f1
       done | sort -u)
[ -n "$used" ] || { echo "check-debian-deps: no CMake package found in $cache" >&2; exit 2; }

missing=""
for package in $used; do
    printf '%s\n' "$closure" | grep -qx "$package" || missing="$missing $package"
done
if [ -n "$missing" ]; then
    echo "check-debian-deps: the build uses packages that $list does not bring in:$missing" >&2
    echo "(they are installed here, by hand or as a Recommends; add them to the list)" >&2
    exit 1
fi
echo "check-debian-deps: all $(echo "$used" | wc -w) CMake packages the build uses come with $list"
