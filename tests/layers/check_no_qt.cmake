# The cli_links_no_qt test: acceldecide-cli loads no Qt library (only its `report` command needs
# Qt, and it runs in the acceldecide-report helper).
#   cmake -DPROGRAM=<path of acceldecide-cli> -P check_no_qt.cmake
cmake_minimum_required(VERSION 3.25)
execute_process(COMMAND ldd "${PROGRAM}" OUTPUT_VARIABLE libraries ERROR_VARIABLE error
                RESULT_VARIABLE result)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "ldd ${PROGRAM} failed (${result}): ${error}")
endif()
string(REGEX MATCHALL "libQt[^ \t\n]*" qt "${libraries}")
if(qt)
    list(REMOVE_DUPLICATES qt)
    list(JOIN qt ", " qt)
    message(FATAL_ERROR "${PROGRAM} loads Qt: ${qt}")
endif()
string(REGEX MATCHALL "\n" lines "${libraries}")
list(LENGTH lines count)
message(STATUS "${PROGRAM}: ${count} shared libraries, none of Qt")
