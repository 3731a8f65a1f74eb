#!/bin/sh
# Quick start, step 1: install what is needed, build, and run AccelDecide on its built-in default
# scenario. The desktop application starts when it has been built and a display is available;
# otherwise the command-line companion prints the same assessment in the terminal.
set -eu
. "$(dirname "$0")/setup.sh"

install_packages
build_project

gui="$BUILD_DIR/app/acceldecide"
cli="$BUILD_DIR/app/acceldecide-cli"
if [ -x "$gui" ] && { [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; }; then
    exec "$gui" "$@"
fi
if [ -x "$gui" ]; then
    echo "No display found: printing the assessment in the terminal instead of opening the window." >&2
fi
exec "$cli" evaluate "$@"
