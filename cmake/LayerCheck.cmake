# acceldecide_check_layers(TREE LAYERS [QUALIFIED]): runs the layering check of
# PROJECT_SOURCE_DIR/TREE (tests/layers/check_layers.cmake) while configuring, so that an include
# the tree's table does not allow, a relative include or a cycle stops the configure, not only the
# ctest run. LAYERS is the tree's table as a CMake list of "folder:used,used" entries; with
# QUALIFIED, an include of the source's own folder must name the folder too.
function(acceldecide_check_layers tree layers)
    list(JOIN layers "|" joined)
    set(qualified OFF)
    if("QUALIFIED" IN_LIST ARGN)
        set(qualified ON)
    endif()
    execute_process(
        COMMAND ${CMAKE_COMMAND} -DTREE=${PROJECT_SOURCE_DIR}/${tree} "-DLAYERS=${joined}"
                -DQUALIFIED=${qualified} -P ${PROJECT_SOURCE_DIR}/tests/layers/check_layers.cmake
        RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
    if(NOT result EQUAL 0)
        string(REGEX REPLACE "CMake Error at .*" "" output "${output}") # the script's own trailer
        message(FATAL_ERROR "The ${tree}/ layering check failed:\n${output}")
    endif()
endfunction()
