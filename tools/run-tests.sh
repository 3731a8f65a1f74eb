#!/bin/sh
# Quick start, step 2: install what is needed, build, and run the whole test suite.
set -eu
. "$(dirname "$0")/setup.sh"

install_packages
build_project
ctest --test-dir "$BUILD_DIR" --output-on-failure
