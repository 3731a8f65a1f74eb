# The layering check of one source tree (core/ or ui/): its folders use each other in one direction
# only, as the tree's CMakeLists.txt declares. The core_layers and ui_layers tests run it, and so
# does every configure (cmake/LayerCheck.cmake), which stops on a violation.
#   cmake -DTREE=<dir> -DLAYERS=<folder:used,used|folder:...> [-DQUALIFIED=ON] -P check_layers.cmake
# It fails when
#   - the declared graph has a cycle, or a folder uses one that is not declared;
#   - a folder of the tree is not declared, a declared folder does not exist, or a source lies
#     outside every folder;
#   - a source includes "other/..." for a folder `other` of the tree that its folder does not use;
#   - an include path holds "./" or "../" (a relative path hides which folder it reaches);
#   - with QUALIFIED, a source includes a header of its own folder without the folder's name.
cmake_minimum_required(VERSION 3.25)
get_filename_component(TREE "${TREE}" ABSOLUTE)
get_filename_component(tree "${TREE}" NAME)

string(REPLACE "|" ";" layers "${LAYERS}")
set(folders "")
foreach(layer IN LISTS layers)
    string(FIND "${layer}" ":" colon)
    string(SUBSTRING "${layer}" 0 ${colon} folder)
    math(EXPR colon "${colon} + 1")
    string(SUBSTRING "${layer}" ${colon} -1 uses)
    string(REPLACE "," ";" uses "${uses}")
    list(APPEND folders ${folder})
    set(uses_${folder} ${uses})
endforeach()

set(problems "")

# The table and the tree name the same folders, and every source is in one of them.
file(GLOB entries LIST_DIRECTORIES true RELATIVE "${TREE}" "${TREE}/*")
foreach(entry IN LISTS entries)
    if(IS_DIRECTORY "${TREE}/${entry}")
        if(NOT entry IN_LIST folders)
            list(APPEND problems "${tree}/${entry}/ is not declared in ${tree}/CMakeLists.txt")
        endif()
    elseif(entry MATCHES "\\.(h|cpp)$")
        list(APPEND problems "${tree}/${entry} lies outside every folder of ${tree}/")
    endif()
endforeach()
foreach(folder IN LISTS folders)
    if(NOT IS_DIRECTORY "${TREE}/${folder}")
        list(APPEND problems "${tree}/${folder}/ is declared but does not exist")
    endif()
    foreach(used IN LISTS uses_${folder})
        if(NOT used IN_LIST folders)
            list(APPEND problems "${tree}/${folder} uses ${used}, which is not a declared folder")
        endif()
    endforeach()
endforeach()

# The declared graph is acyclic: folders whose uses are all placed are placed, until none is left.
set(placed "")
set(left ${folders})
while(left)
    set(progress FALSE)
    foreach(folder IN LISTS left)
        set(ready TRUE)
        foreach(used IN LISTS uses_${folder})
            if(NOT used IN_LIST placed AND used IN_LIST folders)
                set(ready FALSE)
            endif()
        endforeach()
        if(ready)
            list(APPEND placed ${folder})
            list(REMOVE_ITEM left ${folder})
            set(progress TRUE)
        endif()
    endforeach()
    if(NOT progress)
        list(JOIN left ", " stuck)
        list(APPEND problems "${stuck} cannot be ordered: they use each other in a circle")
        break()
    endif()
endwhile()

# Every include: no relative path, another folder only when this one uses it, and (QUALIFIED) the
# own folder by name too.
set(include_line "^[ \t]*#[ \t]*include[ \t]*[\"<]([^\">]*)[\">]")
foreach(folder IN LISTS folders)
    file(GLOB_RECURSE sources "${TREE}/${folder}/*.h" "${TREE}/${folder}/*.cpp")
    foreach(source IN LISTS sources)
        file(RELATIVE_PATH shown "${TREE}/.." "${source}")
        file(STRINGS "${source}" includes REGEX "${include_line}")
        foreach(line IN LISTS includes)
            string(REGEX REPLACE "${include_line}.*" "\\1" path "${line}")
            string(STRIP "${line}" line)
            if(path MATCHES "(^|/)\\.\\.?/")
                string(CONCAT problem "${shown}: ${line}: a relative include, name the header "
                                      "by its path from the include root (\"folder/file.h\")")
                list(APPEND problems "${problem}")
            elseif(path MATCHES "^([A-Za-z0-9_]+)/")
                set(other "${CMAKE_MATCH_1}")
                if(other IN_LIST folders AND NOT other STREQUAL folder
                   AND NOT other IN_LIST uses_${folder})
                    list(APPEND problems
                         "${shown}: ${line}: ${tree}/${folder} does not use ${tree}/${other}")
                endif()
            elseif(QUALIFIED AND EXISTS "${TREE}/${folder}/${path}")
                list(APPEND problems "${shown}: ${line}: write it as \"${folder}/${path}\"")
            endif()
        endforeach()
    endforeach()
endforeach()

# The problems go out unwrapped, one a line (FATAL_ERROR would re-wrap them), then the failure.
if(problems)
    list(JOIN problems "\n  " text)
    message(NOTICE "${tree} layering broken:\n  ${text}\n"
                   "Declared in ${tree}/CMakeLists.txt: ${LAYERS}")
    list(LENGTH problems count)
    message(FATAL_ERROR "${tree}/: ${count} layering problem(s), listed above")
endif()
foreach(folder IN LISTS placed)
    set(uses ${uses_${folder}})
    if(NOT uses)
        set(uses "no other folder")
    endif()
    list(JOIN uses ", " uses)
    message(STATUS "${tree}/${folder} uses ${uses}")
endforeach()
