# The helper runs as root and every program parses files others control, so
# everything is built the way Debian hardens its packages (dpkg-buildflags):
# stack protector, fortified libc calls, full RELRO, immediate binding.
option(NFSTUNER_HARDENING "Build with hardening flags" ON)
if(NOT NFSTUNER_HARDENING)
    return()
endif()
add_compile_options(-fstack-protector-strong -fstack-clash-protection -fcf-protection)
# Fortify needs optimisation; a distribution's own flags may set it already.
if(NOT "${CMAKE_CXX_FLAGS}" MATCHES "_FORTIFY_SOURCE")
    add_compile_options($<$<NOT:$<CONFIG:Debug>>:-D_FORTIFY_SOURCE=2>)
endif()
add_link_options(LINKER:-z,relro LINKER:-z,now)
