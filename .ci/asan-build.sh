#!/bin/sh
# asan-build.sh BUILD_DIR: the checked build. Clang 14 with AddressSanitizer and
# UndefinedBehaviorSanitizer on every target, and the loaders' libFuzzer targets; without the GUI
# (the core, the CLI and their tests; the CLI's report command still links the Qt library).
# -Werror holds here too.
set -eu
cd "$(dirname "$0")/.."
build=${1:?usage: asan-build.sh BUILD_DIR}
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++-14 \
    -DACCELDECIDE_BUILD_GUI=OFF -DACCELDECIDE_SANITIZE=address,undefined \
    -DACCELDECIDE_FUZZERS=ON -DACCELDECIDE_WERROR=ON "$@"
cmake --build "$build" -j"$(nproc)"
