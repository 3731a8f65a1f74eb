#!/bin/sh
# fuzz.sh BUILD_DIR SECONDS [TARGET...]
#
# Runs the fuzz targets of BUILD_DIR (configured with ACCELDECIDE_FUZZERS=ON, see docs/fuzzing.md)
# for SECONDS each, as many at a time as there are cores. Each starts from its seed corpus and
# regression inputs with its dictionary; the corpus it grows is kept in BUILD_DIR/fuzz/corpus/,
# so a second run goes on from there. A crash, sanitizer report, timeout or out-of-memory fails
# the script; the input is left in BUILD_DIR/fuzz/artifacts/ and the report is printed. Without
# TARGET, every fuzz_* program of the build is run. Prints executions, executions per second and
# corpus size per target. Inputs are at most 4 kB (libFuzzer's usual limit; the few larger seeds
# are cut); FUZZ_OPTIONS adds libFuzzer options, e.g. FUZZ_OPTIONS=-runs=10000000.
set -eu
build=$(cd "${1:?usage: fuzz.sh BUILD_DIR SECONDS [TARGET...]}" && pwd)
seconds=${2:?usage: fuzz.sh BUILD_DIR SECONDS [TARGET...]}
shift 2
fuzz="$build/tests/fuzz"
work="$build/fuzz"
if [ $# -eq 0 ]; then
    set -- $(cd "$fuzz" && ls fuzz_* 2>/dev/null | sed -n 's/^fuzz_\([a-z]*\)$/\1/p')
fi
[ $# -gt 0 ] || { echo "fuzz.sh: no fuzz targets in $fuzz (ACCELDECIDE_FUZZERS=ON?)" >&2; exit 2; }
mkdir -p "$work/artifacts" "$work/logs"

run_one() {
    name=$1
    mkdir -p "$work/corpus/$name"
    # shellcheck disable=SC2046 # one directory per line
    # shellcheck disable=SC2086 # FUZZ_OPTIONS is a list of options
    "$fuzz/fuzz_$name" -max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
        -print_final_stats=1 -dict="$fuzz/seeds/$name.dict" ${FUZZ_OPTIONS:-} \
        -artifact_prefix="$work/artifacts/$name-" \
        "$work/corpus/$name" $(cat "$fuzz/seeds/$name.dirs") >"$work/logs/$name.log" 2>&1
}

summary() {
    name=$1
    log="$work/logs/$name.log"
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
    corpus=$(grep -o 'corp: [0-9]*/[0-9]*[a-zA-Z]*' "$log" | tail -n 1 | cut -d' ' -f2)
    printf '%-10s %10s execs %7s exec/s  corpus %s\n' "$name" "${execs:-?}" "${rate:-?}" \
        "${corpus:-?}"
}

jobs=$(nproc)
failed=""
set -- "$@" ""
while [ -n "$1" ]; do
    batch=""
    while [ -n "$1" ] && [ "$(echo $batch | wc -w)" -lt "$jobs" ]; do
        batch="$batch $1"
        shift
    done
    pids=""
    for name in $batch; do
        run_one "$name" &
        pids="$pids $!"
    done
    i=1
    for pid in $pids; do
        name=$(echo $batch | cut -d' ' -f$i)
        if wait "$pid"; then
            summary "$name"
        else
            failed="$failed $name"
            echo "fuzz.sh: $name FAILED; its report:" >&2
            grep -v -e '^#[0-9]' -e '^INFO:' "$work/logs/$name.log" | tail -n 60 >&2
        fi
        i=$((i + 1))
    done
done
if [ -n "$failed" ]; then
    echo "fuzz.sh: failed:$failed (inputs in $work/artifacts/)" >&2
    exit 1
fi
