#!/bin/sh
# Quick start, step 2: install what is needed, build, and run the whole test suite.
set -eu
. "$(dirname "$0")/setup.sh"

# shellcheck disable=SC2086 # the list is meant to split into words
install_packages $ACCELDECIDE_TEST_PACKAGES
build_project
ctest --test-dir "$BUILD_DIR" --output-on-failure
