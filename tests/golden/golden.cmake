# Golden assessments: the whole text answer of `acceldecide-cli evaluate` for a handful of
# scenarios, reviewed by hand and pinned here, so that any change to a figure, a score, a reason or
# the verdict shows up as a diff to read before it is accepted (docs/testing.md).
#
#   check:   cmake -DCLI=build/app/acceldecide-cli -DDIR=tests/golden -P tests/golden/golden.cmake
#   update:  the same with -DUPDATE=ON (or tools/update-golden.sh), then read `git diff tests/golden`
#
cmake_minimum_required(VERSION 3.25)

# Each case: a file name, then the arguments after `evaluate`, all separated by "|".
set(cases
    "default-scenario"
    "seed001-startup-70b|--preset|seed001-startup-70b"
    "seed000-large-pretraining-aws|--preset|seed000-large-pretraining-aws"
    "seed001-multi-cloud-enterprise|--preset|seed001-multi-cloud-enterprise"
    "seed003-new-architecture-research|--preset|seed003-new-architecture-research"
    "seed000-spot-batch-inference|--preset|seed000-spot-batch-inference"
    "impossible-405b-plan|--set|workload.model_preset=llama3-405b|--set|workload.training.tokens_per_run_b=2000|--set|workload.training.chips=64")

if(NOT CLI OR NOT DIR)
    message(FATAL_ERROR "give -DCLI=path/to/acceldecide-cli and -DDIR=tests/golden")
endif()
set(failed "")
foreach(case IN LISTS cases)
    string(REPLACE "|" ";" parts "${case}")
    list(POP_FRONT parts name)
    set(args ${parts})
    execute_process(COMMAND "${CLI}" evaluate ${args}
                    OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0)
        message(SEND_ERROR "${name}: acceldecide-cli evaluate ${args} exited ${rc}: ${err}")
        continue()
    endif()
    set(golden "${DIR}/${name}.txt")
    if(UPDATE)
        file(WRITE "${golden}" "${out}")
        message(STATUS "wrote ${golden}")
        continue()
    endif()
    if(NOT EXISTS "${golden}")
        message(SEND_ERROR "${name}: no golden file ${golden}; run with -DUPDATE=ON and review it")
        continue()
    endif()
    file(READ "${golden}" expected)
    if(NOT out STREQUAL expected)
        file(WRITE "${CMAKE_CURRENT_BINARY_DIR}/${name}.actual.txt" "${out}")
        execute_process(COMMAND diff -u "${golden}" "${CMAKE_CURRENT_BINARY_DIR}/${name}.actual.txt")
        list(APPEND failed "${name}")
    endif()
endforeach()
if(failed)
    message(FATAL_ERROR "the assessment changed for: ${failed}. If the change is intended, update "
                        "the golden files (tools/update-golden.sh) and review the diff.")
endif()
