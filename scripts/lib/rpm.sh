# Sourced: builds the .rpm from a CPack source tarball with the project's
# spec, in its own rpmbuild tree. The build requirements are Debian
# packages here, which rpm's database does not know: --nodeps.
#   build_rpm SPEC TARBALL TOPDIR [RPMBUILD_ARGS...]
#       (prints the path of the binary .rpm)
build_rpm() {
    local spec=$1 tarball=$2 rpmtop=$3
    shift 3
    rm -rf "$rpmtop"
    mkdir -p "$rpmtop/SOURCES"
    cp "$tarball" "$rpmtop/SOURCES/"
    rpmbuild -bb --nodeps --define "_topdir $rpmtop" "$@" "$spec" >"$rpmtop/rpmbuild.log" 2>&1 || {
        tail -40 "$rpmtop/rpmbuild.log" >&2
        return 1
    }
    ls "$rpmtop"/RPMS/*/nfs-tuner-[0-9]*.rpm
}
