#!/usr/bin/env bash
# A short run of every fuzz target, for CI: builds the targets of fuzz/ with libFuzzer's
# coverage instrumentation on the stable toolchain (no cargo-fuzz, no nightly: the sanitizer
# is left out, debug assertions and overflow checks stay on), seeds the corpora from the
# documented examples, and runs each target for FUZZ_SECONDS (default 30). A crash, a panic or
# a broken invariant fails the script. Longer runs with AddressSanitizer: fuzz/README.md.
set -euo pipefail
cd "$(dirname "$0")/../fuzz"
SECONDS_EACH=${FUZZ_SECONDS:-30}
export CARGO_TARGET_DIR=${FUZZ_TARGET_DIR:-target/smoke}
export RUSTFLAGS="--cfg fuzzing -Cdebug-assertions -Coverflow-checks \
-Cpasses=sancov-module -Cllvm-args=-sanitizer-coverage-level=4 \
-Cllvm-args=-sanitizer-coverage-inline-8bit-counters -Cllvm-args=-sanitizer-coverage-pc-table \
-Cllvm-args=-sanitizer-coverage-trace-compares"
# Optimised at level 1, not 3: from a clean checkout the instrumented build of every
# dependency took 287 s instead of 360 s on the 2-core VM (2026-11-28), for about half the
# executions in a smoke run's seconds. FUZZ_OPT_LEVEL=3 for the release default.
export CARGO_PROFILE_RELEASE_OPT_LEVEL=${FUZZ_OPT_LEVEL:-1}
# An explicit --target keeps the instrumentation off build scripts and proc macros.
HOST=$(rustc -vV | sed -n 's/^host: //p')
cargo build --locked --release --quiet --bins --target "$HOST"
python3 seeds.py > /dev/null
for target in card_parse request_bodies view_leaks; do
    dict=dict/requests.dict
    [[ $target == card_parse ]] && dict=dict/cards.dict
    mkdir -p "corpus/$target" "artifacts/$target"
    echo "== fuzz $target for ${SECONDS_EACH}s"
    log=$CARGO_TARGET_DIR/$target.log
    rc=0
    "$CARGO_TARGET_DIR/$HOST/release/$target" "corpus/$target" -dict="$dict" \
        -max_total_time="$SECONDS_EACH" -artifact_prefix="artifacts/$target/" \
        -print_final_stats=1 > "$log" 2>&1 || rc=$?
    grep -E "^stat::(number_of_executed_units|average_exec_per_sec|new_units_added)" "$log" || true
    if [[ $rc != 0 ]]; then
        tail -40 "$log" >&2
        echo "fuzz $target failed (exit $rc); the input is in fuzz/artifacts/$target/" >&2
        exit 1
    fi
done
echo "fuzz smoke: no crash"
