# Packages with CPack: a .deb (dependencies computed by dpkg-shlibdeps) and
# the source tarball packaging/rpm/nfs-tuner.spec builds from.
# ./scripts/package.sh makes both packages.
set(CPACK_PACKAGE_NAME nfs-tuner)
set(CPACK_PACKAGE_VENDOR "The NFS Tuner developers")
set(CPACK_PACKAGE_CONTACT "The NFS Tuner developers <nfs-tuner@users.noreply.github.com>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "tune the readahead of NFS client mounts")
set(CPACK_PACKAGE_DESCRIPTION
    "Since Linux 5.4 the NFS client reads ahead only 128 KiB, and streaming reads
lost much of their throughput. NFS Tuner shows every NFS mount with its
backing device (BDI), rsize, wsize, version and readahead, charts live
per-mount throughput, changes readahead right away and edits the
[nfsrahead] settings of nfs.conf that nfsrahead applies to new mounts.
.
The desktop application (nfs-tuner) and the command line tool
(nfs-tuner-cli) run as the user; a small D-Bus helper authorised by polkit
makes the changes.")
set(CPACK_PACKAGE_HOMEPAGE_URL ${PROJECT_HOMEPAGE_URL})
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/COPYING)
set(CPACK_STRIP_FILES ON)
# Binary packages install below the prefix the paths compiled in (the
# helper's, the translations') were made for.
configure_file(${CMAKE_CURRENT_LIST_DIR}/NfsTunerCPackOptions.cmake.in
               ${PROJECT_BINARY_DIR}/NfsTunerCPackOptions.cmake @ONLY)
set(CPACK_PROJECT_CONFIG_FILE ${PROJECT_BINARY_DIR}/NfsTunerCPackOptions.cmake)
set(CPACK_GENERATOR DEB)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION admin)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# What dpkg-shlibdeps cannot see: the system bus and polkit the helper needs.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "default-dbus-system-bus | dbus-system-bus, polkitd")
# nfsrahead and its udev rule apply the saved settings to new mounts.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "nfs-common")
set(CPACK_DEBIAN_PACKAGE_CONTROL_EXTRA
    ${PROJECT_SOURCE_DIR}/packaging/debian/postinst
    ${PROJECT_SOURCE_DIR}/packaging/debian/prerm
    ${PROJECT_SOURCE_DIR}/packaging/debian/postrm)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)

set(CPACK_SOURCE_GENERATOR TGZ)
set(CPACK_SOURCE_PACKAGE_FILE_NAME nfs-tuner-${PROJECT_VERSION})
set(CPACK_SOURCE_IGNORE_FILES "/\\\\.git/" "/build/" "/\\\\.cache/" "~$")

include(CPack)
