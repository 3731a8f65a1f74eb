# The ui_layers test: ui/ folders used in one direction only, as ui/CMakeLists.txt declares.
#   cmake -DUI_DIR=<ui/> -DLAYERS=<folder:used,used|folder:...> -P check_ui_layers.cmake
# Fails when the declared graph has a cycle, when a folder of ui/ is not declared, or when a
# source includes "other/..." for a ui folder `other` its folder does not use.
cmake_minimum_required(VERSION 3.25)
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

# Every folder with sources is declared.
file(GLOB entries LIST_DIRECTORIES true RELATIVE "${UI_DIR}" "${UI_DIR}/*")
foreach(entry IN LISTS entries)
    if(IS_DIRECTORY "${UI_DIR}/${entry}" AND NOT entry IN_LIST folders)
        list(APPEND problems "ui/${entry}/ is not declared in ui/CMakeLists.txt")
    endif()
endforeach()

# The declared graph is acyclic: folders whose uses are all placed are placed, until none is left.
set(placed "")
set(left ${folders})
while(left)
    set(progress FALSE)
    foreach(folder IN LISTS left)
        set(ready TRUE)
        foreach(used IN LISTS uses_${folder})
            if(NOT used IN_LIST placed)
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
        list(APPEND problems
             "${stuck} cannot be ordered: they use each other in a circle or use an undeclared folder")
        break()
    endif()
endwhile()

# Every include of another ui folder names a folder this one uses.
foreach(folder IN LISTS folders)
    file(GLOB sources "${UI_DIR}/${folder}/*.h" "${UI_DIR}/${folder}/*.cpp")
    foreach(source IN LISTS sources)
        file(STRINGS "${source}" includes REGEX "^[ \t]*#[ \t]*include[ \t]*[\"<][A-Za-z0-9_]+/")
        foreach(line IN LISTS includes)
            string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*[\"<]([A-Za-z0-9_]+)/.*" "\\1" other
                   "${line}")
            if(other IN_LIST folders AND NOT other STREQUAL folder
               AND NOT other IN_LIST uses_${folder})
                file(RELATIVE_PATH shown "${UI_DIR}/.." "${source}")
                string(STRIP "${line}" line)
                list(APPEND problems
                     "${shown}: ${line}: ui/${folder} does not use ui/${other}")
            endif()
        endforeach()
    endforeach()
endforeach()

if(problems)
    list(JOIN problems "\n  " text)
    message(FATAL_ERROR "ui layering broken:\n  ${text}\n"
                        "Declared in ui/CMakeLists.txt: ${LAYERS}")
endif()
foreach(folder IN LISTS placed)
    set(uses ${uses_${folder}})
    if(NOT uses)
        set(uses "the core only")
    endif()
    list(JOIN uses ", " uses)
    message(STATUS "ui/${folder} uses ${uses}")
endforeach()
