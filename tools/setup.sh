# Shared by run-app.sh and run-tests.sh (sourced, POSIX sh): installs the Debian 12 packages the
# build needs, then configures and builds in $BUILD_DIR (default: build/ at the repository root).

# The Debian packages, one purpose each: compiler and CMake; Qt Widgets, Charts, PrintSupport,
# Test and Linguist; PDF reading for report tests; nlohmann/json; a font for rendering; an X
# server for GUI tests; pdftotext for reading reports back.
ACCELDECIDE_PACKAGES="build-essential cmake
    qt6-base-dev qt6-charts-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-pdf-dev
    libgl-dev nlohmann-json3-dev fonts-dejavu-core xvfb xauth poppler-utils"

ROOT_DIR=$(cd "$(dirname "$0")/.." && pwd)
BUILD_DIR=${BUILD_DIR:-"$ROOT_DIR/build"}

install_packages() {
    missing=""
    for package in $ACCELDECIDE_PACKAGES; do
        status=$(dpkg-query -W -f='${db:Status-Status}' "$package" 2>/dev/null || true)
        [ "$status" = "installed" ] || missing="$missing $package"
    done
    if [ -z "$missing" ]; then
        return 0
    fi
    echo "Installing Debian packages:$missing"
    as_root=""
    if [ "$(id -u)" -ne 0 ]; then
        if command -v sudo >/dev/null 2>&1; then
            as_root="sudo"
        else
            echo "error: installing packages needs root; run this script as root" >&2
            exit 1
        fi
    fi
    $as_root env DEBIAN_FRONTEND=noninteractive apt-get update
    # shellcheck disable=SC2086 # the list is meant to split into words
    $as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $missing
}

build_project() {
    cmake -S "$ROOT_DIR" -B "$BUILD_DIR" -DCMAKE_BUILD_TYPE=Release
    cmake --build "$BUILD_DIR" -j"$(nproc)"
}
