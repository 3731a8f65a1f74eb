# cmake -DPROGRAM=... -DNAME=... -DOUTPUT=NAME.1.gz [...] -P ManPage.cmake
#
# Writes the manual page of PROGRAM from its own --help (and, with COMMANDS, from 'PROGRAM help
# COMMAND' for each command its --help lists), so the page cannot drift from the program.
# help2roff.awk does the conversion. Variables:
#   PROGRAM    the built executable            NAME       its installed name
#   OUTPUT     the .1.gz to write              AWK, GZIP  the tools
#   DATE       date of the page (the release)  VERSION    AccelDecide's version
#   SUMMARY    NAME line when the help has no "NAME - summary" first line
#   INTRO      paragraph opening DESCRIPTION   COMMANDS   ON: add a COMMANDS section
#   SEE_ALSO   the other page to refer to      DOCS       where the documentation is installed
#   DOC        the file in DOCS about this program
foreach(var PROGRAM NAME OUTPUT AWK GZIP DATE VERSION)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "ManPage.cmake: ${var} is not set")
    endif()
endforeach()
set(converter "${CMAKE_CURRENT_LIST_DIR}/help2roff.awk")
get_filename_component(work "${OUTPUT}" DIRECTORY)
set(work "${work}/${NAME}.work")
file(MAKE_DIRECTORY "${work}")
# The GUI parses its options after starting Qt; no display is needed for that.
set(ENV{QT_QPA_PLATFORM} offscreen)
set(ENV{LC_ALL} C.UTF-8)

function(run_help output)
    execute_process(COMMAND "${PROGRAM}" ${ARGN} OUTPUT_VARIABLE text ERROR_VARIABLE errors
                    RESULT_VARIABLE result)
    if(NOT result EQUAL 0 OR text STREQUAL "")
        message(FATAL_ERROR "ManPage.cmake: '${NAME} ${ARGN}' failed (${result}): ${errors}")
    endif()
    file(WRITE "${output}" "${text}")
    set(help_text "${text}" PARENT_SCOPE)
endfunction()

function(to_roff input output)
    execute_process(COMMAND "${AWK}" ${ARGN} -f "${converter}" "${input}"
                    OUTPUT_FILE "${output}" RESULT_VARIABLE result)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "ManPage.cmake: converting ${input} failed")
    endif()
endfunction()

run_help("${work}/help.txt" --help)
set(page_options -v mode=page -v "prog=${NAME}" -v "summary_file=${work}/summary.txt")
if(DEFINED INTRO)
    list(APPEND page_options -v "intro=${INTRO}")
endif()

if(COMMANDS)
    # The command names: the first word of each line under "Commands:".
    string(REGEX MATCH "\nCommands:\n(  [a-z][^\n]*\n)+" listing "${help_text}")
    string(REGEX MATCHALL "\n  [a-z][a-z-]*" names "${listing}")
    if(NOT names)
        message(FATAL_ERROR "ManPage.cmake: no commands found in '${NAME} --help'")
    endif()
    file(WRITE "${work}/commands.roff" "")
    foreach(name IN LISTS names)
        string(STRIP "${name}" name)
        run_help("${work}/${name}.txt" help "${name}")
        to_roff("${work}/${name}.txt" "${work}/${name}.roff" -v mode=command
                -v "prog=${NAME} ${name}")
        file(READ "${work}/${name}.roff" roff)
        file(APPEND "${work}/commands.roff" ".SS ${name}\n${roff}")
    endforeach()
    list(APPEND page_options -v replace=Commands -v "replace_file=${work}/commands.roff")
endif()

file(REMOVE "${work}/summary.txt")
to_roff("${work}/help.txt" "${work}/body.roff" ${page_options})
file(READ "${work}/body.roff" body)
if(EXISTS "${work}/summary.txt")
    file(STRINGS "${work}/summary.txt" SUMMARY LIMIT_COUNT 1)
endif()
if(NOT SUMMARY)
    message(FATAL_ERROR "ManPage.cmake: no summary for the NAME section of ${NAME}")
endif()

string(TOUPPER "${NAME}" title)
string(REPLACE "-" "\\-" name_roff "${NAME}")
string(REPLACE "-" "\\-" summary_roff "${SUMMARY}")
string(REPLACE "-" "\\-" title "${title}")
set(page ".\\\" Generated from '${NAME} --help' by packaging/ManPage.cmake: edit the help text.\n")
string(APPEND page ".TH ${title} 1 \"${DATE}\" \"AccelDecide ${VERSION}\" \"User Commands\"\n")
string(APPEND page ".SH NAME\n${name_roff} \\- ${summary_roff}\n${body}")
string(APPEND page ".SH SEE ALSO\n")
if(DEFINED SEE_ALSO)
    string(REPLACE "-" "\\-" other "${SEE_ALSO}")
    string(APPEND page ".BR ${other} (1)\n.PP\n")
endif()
if(DEFINED DOCS)
    string(REPLACE "-" "\\-" docs "${DOCS}")
    string(APPEND page "The documentation is in\n.IR ${docs} :\nREADME.md")
    if(DEFINED DOC)
        string(REPLACE "-" "\\-" doc "${DOC}")
        string(APPEND page ", and ${doc} on this program in detail")
    endif()
    string(APPEND page ".\n")
endif()
file(WRITE "${work}/${NAME}.1" "${page}")

# -n: no name or time stamp inside, so the same page gives the same bytes (reproducible builds).
execute_process(COMMAND "${GZIP}" -9n -c "${work}/${NAME}.1" OUTPUT_FILE "${OUTPUT}"
                RESULT_VARIABLE result)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "ManPage.cmake: gzip failed")
endif()
