# Sourced by .ci/run (bash): `stage NAME COMMAND...` runs one stage and records its wall time;
# a failing stage stops CI with its name. `report_stages` prints the times.
stage_names=()
stage_seconds=()

stage() {
    local name=$1 start
    shift
    echo "ci: ---- $name: $*"
    start=$(date +%s)
    if ! "$@"; then
        echo "ci: stage '$name' FAILED after $(( $(date +%s) - start )) s" >&2
        report_stages >&2
        exit 1
    fi
    stage_names+=("$name")
    stage_seconds+=($(( $(date +%s) - start )))
}

report_stages() {
    local i total=0
    echo "ci: stage wall times"
    for i in "${!stage_names[@]}"; do
        printf 'ci:   %-22s %5d s\n' "${stage_names[$i]}" "${stage_seconds[$i]}"
        total=$(( total + stage_seconds[i] ))
    done
    printf 'ci:   %-22s %5d s\n' "total" "$total"
}
