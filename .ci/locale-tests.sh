#!/bin/sh
# locale-tests.sh BUILD_DIR: the whole suite again with LC_ALL=de_DE.UTF-8 (decimal comma, period
# for thousands), on the build the first run tested. Only the test locale changes: a configure, no
# compile. The build directory is set back to C.UTF-8 afterwards, pass or fail.
set -eu
cd "$(dirname "$0")/.."
build=${1:?usage: locale-tests.sh BUILD_DIR}
if ! locale -a | grep -qix 'de_DE\.utf-\?8'; then
    echo "locale-tests.sh: de_DE.UTF-8 is not generated (see .ci/install-packages.sh)" >&2
    exit 1
fi
trap 'cmake -S . -B "$build" -DACCELDECIDE_TEST_LOCALE=C.UTF-8 >/dev/null' EXIT
cmake -S . -B "$build" -DACCELDECIDE_TEST_LOCALE=de_DE.UTF-8 >/dev/null
ctest --test-dir "$build" -j"$(nproc)" --output-on-failure
