# Shared by run-app.sh and run-tests.sh (sourced, POSIX sh): installs the Debian 12 packages the
# build needs, then configures and builds in $BUILD_DIR (default: build/ at the repository root).

ROOT_DIR=$(cd "$(dirname "$0")/.." && pwd)
BUILD_DIR=${BUILD_DIR:-"$ROOT_DIR/build"}

# The packages live in lists, one per line, each with the reason it is there: what building and
# running needs (CI checks that it brings in every CMake package the build finds,
# tools/check-debian-deps.sh), and what only the test suite needs on top.
ACCELDECIDE_PACKAGES=$(sed -e 's/#.*//' "$ROOT_DIR/tools/debian-packages.txt")
ACCELDECIDE_TEST_PACKAGES=$(sed -e 's/#.*//' "$ROOT_DIR/tools/debian-packages-tests.txt")

# install_packages [PACKAGE...]: those of ACCELDECIDE_PACKAGES and the ones named that are missing.
install_packages() {
    missing=""
    for package in $ACCELDECIDE_PACKAGES "$@"; do
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

configure_project() {
    cmake -S "$ROOT_DIR" -B "$BUILD_DIR" -DCMAKE_BUILD_TYPE=Release "$@"
}

# With target names, builds those and what they need; without, everything (tests, benchmarks,
# fuzz targets, manual pages).
build_project() {
    configure_project
    if [ "$#" -gt 0 ]; then
        cmake --build "$BUILD_DIR" -j"$(nproc)" --target "$@"
    else
        cmake --build "$BUILD_DIR" -j"$(nproc)"
    fi
}
