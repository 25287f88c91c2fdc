# The helper runs as root and every program parses files others control, so
# everything is built the way Debian hardens its packages (dpkg-buildflags):
# stack protector, fortified libc calls, RELRO.
option(NFSTUNER_HARDENING "Build with hardening flags" ON)
if(NOT NFSTUNER_HARDENING)
    function(nfstuner_full_relro target)
    endfunction()
    return()
endif()
add_compile_options(-fstack-protector-strong -fstack-clash-protection -fcf-protection)
# Fortify needs optimisation; a distribution's own flags may set it already.
if(NOT "${CMAKE_CXX_FLAGS}" MATCHES "_FORTIFY_SOURCE")
    add_compile_options($<$<NOT:$<CONFIG:Debug>>:-D_FORTIFY_SOURCE=2>)
endif()
add_link_options(LINKER:-z,relro)
# Immediate binding (full RELRO) for the privileged helper, where it
# matters; the user's programs keep lazy binding, which starts them in
# half the time (see helper/CMakeLists.txt).
function(nfstuner_full_relro target)
    target_link_options(${target} PRIVATE LINKER:-z,now)
endfunction()
