# A sanitized build: AddressSanitizer and UndefinedBehaviorSanitizer on all
# of the project's code. Two ways to ask for one: NFSTUNER_SANITIZE=ON, or
# flags in the environment as packagers give theirs (CXXFLAGS with
# -fsanitize=address: the plain build of ./scripts/test.sh --sanitize).
# Either way errors stop the program, so a test that runs into one fails.
# NFSTUNER_FUZZ: the same plus libFuzzer's coverage, with clang
# (./scripts/fuzz.sh).
option(NFSTUNER_SANITIZE "Build with AddressSanitizer and UndefinedBehaviorSanitizer" OFF)
option(NFSTUNER_FUZZ "Build the libFuzzer targets (clang; implies the sanitizers)" OFF)
if(NFSTUNER_SANITIZE OR NFSTUNER_FUZZ)
    add_compile_options(-fsanitize=address,undefined)
    add_link_options(-fsanitize=address,undefined)
elseif(NOT "${CMAKE_CXX_FLAGS}" MATCHES "-fsanitize=[a-z,]*address")
    return()
endif()
# The sanitizers replace what fortification checks, and disagree with it.
set(NFSTUNER_HARDENING OFF CACHE BOOL "Build with hardening flags" FORCE)
add_compile_options(-fno-sanitize-recover=all -fno-omit-frame-pointer)
# For the few checks that mean nothing under ASan (RSS growth: freed memory
# sits in its quarantine).
add_compile_definitions(NFSTUNER_SANITIZED)
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    # GCC's flow analysis sees through the sanitizers' checks poorly and
    # warns of uninitialised values it cannot tell are set (GCC documents
    # -Wmaybe-uninitialized false positives under -fsanitize).
    add_compile_options(-Wno-maybe-uninitialized)
endif()
if(CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    # Qt calls slots through function pointers cast to a common type, which
    # clang's -fsanitize=function (part of "undefined") reports.
    add_compile_options(-fno-sanitize=function)
endif()
if(NFSTUNER_FUZZ)
    if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
        message(FATAL_ERROR "NFSTUNER_FUZZ needs clang (CXX=clang++)")
    endif()
    add_compile_options(-fsanitize=fuzzer-no-link)
endif()
