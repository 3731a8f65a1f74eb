#!/bin/sh
# Quick start, step 1: install what is needed, build, and run AccelDecide on its built-in default
# scenario. The desktop application starts when it has been built and a display is available;
# otherwise the command-line companion prints the same assessment in the terminal.
set -eu
. "$(dirname "$0")/setup.sh"

install_packages

# Only the program about to run is built, so the window opens without waiting for the test
# suites, benchmarks and fuzz targets; tools/run-tests.sh builds those.
gui="$BUILD_DIR/app/acceldecide"
cli="$BUILD_DIR/app/acceldecide-cli"
if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
    build_project acceldecide
    exec "$gui" "$@"
fi
echo "No display found: printing the assessment in the terminal instead of opening the window." >&2
build_project acceldecide-cli
exec "$cli" evaluate "$@"
