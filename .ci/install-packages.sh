#!/bin/sh
# Every Debian package the project lists, as a fresh machine gets them (without Recommends): what
# users need (tools/debian-packages.txt) and what only CI needs (tools/debian-packages-ci.txt).
set -eu
cd "$(dirname "$0")/.."
export DEBIAN_FRONTEND=noninteractive
apt-get update
# shellcheck disable=SC2046 # one package per word
apt-get install -y --no-install-recommends \
    $(sed -e 's/#.*//' tools/debian-packages.txt tools/debian-packages-ci.txt)
