#!/bin/sh
# Every Debian package the project lists, as a fresh machine gets them (without Recommends): what
# users need to build and run (tools/debian-packages.txt) and to test
# (tools/debian-packages-tests.txt), and what only CI needs (tools/debian-packages-ci.txt);
# then the German locale the suite runs under a second time (.ci/locale-tests.sh).
set -eu
cd "$(dirname "$0")/.."
export DEBIAN_FRONTEND=noninteractive
apt-get update
# shellcheck disable=SC2046 # one package per word
apt-get install -y --no-install-recommends \
    $(sed -e 's/#.*//' tools/debian-packages.txt tools/debian-packages-tests.txt \
                      tools/debian-packages-ci.txt)
# A fresh Debian machine generates only the locales /etc/locale.gen enables, none by default.
sed -i 's/^# *\(de_DE\.UTF-8 UTF-8\)/\1/' /etc/locale.gen
locale-gen
