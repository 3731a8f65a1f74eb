# The layers_check_fixtures test: check_layers.cmake passes a sound tree and fails broken ones,
# naming each fault.
#   cmake -DSCRIPT=<check_layers.cmake> -DFIXTURES=<fixtures/> [-DNAMESPACES=<check_namespaces.cmake>]
#         -P check_fixtures.cmake
cmake_minimum_required(VERSION 3.25)

set(failures "")

# expectRun(NAME PASS|FAIL COMMAND <command...> SAYS [message...]): runs the command and checks
# its outcome and that its output holds every message.
function(expectRun name outcome)
    cmake_parse_arguments(PARSE_ARGV 2 arg "" "" "COMMAND;SAYS")
    execute_process(COMMAND ${arg_COMMAND}
                    RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
    set(found "")
    if(outcome STREQUAL "PASS" AND NOT result EQUAL 0)
        list(APPEND found "${name}: expected to pass, failed (${result})")
    elseif(outcome STREQUAL "FAIL" AND result EQUAL 0)
        list(APPEND found "${name}: expected to fail, passed")
    endif()
    foreach(message IN LISTS arg_SAYS)
        string(FIND "${output}" "${message}" at)
        if(at EQUAL -1)
            list(APPEND found "${name}: the output does not say \"${message}\"")
        endif()
    endforeach()
    if(found)
        string(REPLACE ";" "\n" found "${found}")
        set(failures "${failures}${found}\n--- output of ${name}:\n${output}\n" PARENT_SCOPE)
    endif()
endfunction()

# expect(NAME TREE LAYERS QUALIFIED PASS|FAIL [message...]): check_layers.cmake on FIXTURES/TREE.
macro(expect name tree layers qualified outcome)
    expectRun(${name} ${outcome}
              COMMAND ${CMAKE_COMMAND} -DTREE=${FIXTURES}/${tree} "-DLAYERS=${layers}"
                      -DQUALIFIED=${qualified} -P ${SCRIPT}
              SAYS ${ARGN})
endmacro()

expect(sound sound "low:|high:low" ON PASS "sound/high uses low" "sound/low uses no other folder")
expect(cycle sound "low:high|high:low" ON FAIL
       "low, high cannot be ordered: they use each other in a circle")
expect(undeclared_use sound "low:|high:low,nowhere" ON FAIL
       "sound/high uses nowhere, which is not a declared folder")
expect(missing_folder sound "low:|high:low|gone:" ON FAIL
       "sound/gone/ is declared but does not exist")
expect(broken broken "low:|high:low" ON FAIL
       "broken/low/low.h: #include \"high/high.h\": broken/low does not use broken/high"
       "broken/high/high.h: #include \"../../core/model/quantity.h\": a relative include"
       "broken/high/high.cpp: #include \"../low/low.h\": a relative include"
       "broken/high/bare.cpp: #include \"high.h\": write it as \"high/high.h\""
       "broken/extra/ is not declared in broken/CMakeLists.txt"
       "broken/stray.h lies outside every folder of broken/")
# Without QUALIFIED a bare include of the own folder is allowed (ui/ writes them so).
execute_process(COMMAND ${CMAKE_COMMAND} -DTREE=${FIXTURES}/broken "-DLAYERS=low:|high:low"
                        -DQUALIFIED=OFF -P ${SCRIPT}
                ERROR_VARIABLE output OUTPUT_VARIABLE output)
string(FIND "${output}" "bare.cpp" at)
if(NOT at EQUAL -1)
    set(failures "${failures}unqualified: bare.cpp reported without QUALIFIED:\n${output}\n")
endif()

# The namespace rule (check_namespaces.cmake, run with -DNAMESPACES=<script>).
# expectNamespaces(NAME TREE PASS|FAIL [message...]): check_namespaces.cmake on
# FIXTURES/namespaces/TREE.
macro(expectNamespaces name tree outcome)
    expectRun(${name} ${outcome}
              COMMAND ${CMAKE_COMMAND} -DTREE=${FIXTURES}/namespaces/${tree} -P ${NAMESPACES}
              SAYS ${ARGN})
endmacro()
if(NAMESPACES)
    expectNamespaces(namespaces_sound sound PASS "sound/: 1 headers follow the namespace rule")
    expectNamespaces(namespaces_broken broken FAIL
        "broken/broken.h:3: a plain struct at global scope"
        "broken/broken.h:6: an enum at global scope"
        "broken/broken.h:7: a constant at global scope"
        "broken/broken.h:8: a type alias at global scope"
        "broken/broken.h:9: a free function at global scope"
        "broken/broken.h:13: only forward declarations may be written in ad"
        "broken/broken.h:15: only forward declarations may be written in ad"
        "broken/open.h: a namespace or a block is not closed")
endif()

if(failures)
    message(FATAL_ERROR "check_layers.cmake misjudged a fixture:\n${failures}")
endif()
message(STATUS "check_layers.cmake (and check_namespaces.cmake when given) pass the sound fixtures and name each fault of the broken")
