#!/bin/sh
# Rewrites the golden assessments (tests/golden) from the current build; review `git diff
# tests/golden` before committing. Usage: tools/update-golden.sh [BUILD_DIR]
set -eu
cd "$(dirname "$0")/.."
build="${1:-build}"
cmake -DCLI="$build/app/acceldecide-cli" -DDIR=tests/golden -DUPDATE=ON -P tests/golden/golden.cmake
