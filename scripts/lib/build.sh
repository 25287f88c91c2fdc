# Sourced by the scripts: configures and builds into a build folder.
#   configure_and_build BUILD_DIR [CMAKE_ARGS...]
configure_and_build() {
    local dir=$1; shift
    cmake -S "$top" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@"
    cmake --build "$dir" -j"$(nproc)"
}
