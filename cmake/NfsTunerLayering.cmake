# Fails the configure step when a target reaches QtGui or QtWidgets through
# its link libraries, direct or transitive (CONTRIBUTING.md: core is QtCore,
# QtDBus and libmount only).
function(_nfstuner_collect_links target out_var)
    set(seen ${${out_var}})
    foreach(property LINK_LIBRARIES INTERFACE_LINK_LIBRARIES)
        get_target_property(links ${target} ${property})
        if(NOT links)
            continue()
        endif()
        foreach(link IN LISTS links)
            # Strip generator expressions such as $<LINK_ONLY:...>.
            string(REGEX REPLACE "^\\$<LINK_ONLY:(.*)>$" "\\1" link "${link}")
            if(link IN_LIST seen OR link MATCHES "^\\$<")
                continue()
            endif()
            list(APPEND seen ${link})
            if(TARGET ${link})
                _nfstuner_collect_links(${link} seen)
            endif()
        endforeach()
    endforeach()
    set(${out_var} ${seen} PARENT_SCOPE)
endfunction()

function(nfstuner_assert_no_gui target)
    set(links "")
    _nfstuner_collect_links(${target} links)
    foreach(link IN LISTS links)
        if(link MATCHES "Qt[0-9]*::(Gui|Widgets|Charts|OpenGL)")
            message(FATAL_ERROR "${target} must not link ${link}: core/ is QtCore, QtDBus and libmount only")
        endif()
    endforeach()
endfunction()

# Fails the configure step when a program that runs as root (the helper,
# nfs-tuner-rahead) reaches the client library, directly or through another
# library: what root runs is core/system and the helper's own code only
# (CONTRIBUTING.md, "The privilege line"). tests/layering checks the linked
# result as well.
function(nfstuner_assert_root_program target)
    set(links "")
    _nfstuner_collect_links(${target} links)
    foreach(link IN LISTS links)
        if(link STREQUAL "nfstuner-client" OR link STREQUAL "nfstuner-ui")
            message(FATAL_ERROR "${target} runs as root and must not link ${link}: "
                                "root programs link nfstuner-system only (core/system)")
        endif()
    endforeach()
endfunction()
