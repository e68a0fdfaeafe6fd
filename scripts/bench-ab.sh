#!/usr/bin/env bash
# Two builds of the engines side by side in one run: the Court piece replay, the double-dummy
# solve (its nodes must be equal: the same search), the Court piece trump advice and the Chor
# Voli advice, each build in turn ROUNDS times, so that whatever else loads the machine falls
# on both. Used to show that a change that should cost nothing (a refactor) costs nothing.
#   BASE          git ref to compare the working tree with (default: origin's main, else HEAD~1)
#   BASE_TARGET   an already built target dir of BASE (skips building it)
#   ROUNDS (3); PASSES (2000 replays of the 2 000 deals: CPU time is counted in 10 ms ticks,
#   so a run must be long); DEALS (40 solves); SAMPLES (40 a trump advice); RUNS (5 Chor Voli
#   advice calls)
# Prints each measure per build and round and writes nothing else. Release builds: the first
# run takes several minutes per build on two cores. For instructions rather than time, run a
# bench binary of each build under `valgrind --tool=callgrind` (docs/performance.md).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
ROUNDS=${ROUNDS:-3} PASSES=${PASSES:-2000} DEALS=${DEALS:-40} SAMPLES=${SAMPLES:-40} RUNS=${RUNS:-5}
BASE=${BASE:-$(git rev-parse -q --verify origin/main || git rev-parse HEAD~1)}

build() { (cd "$1" && CARGO_TARGET_DIR=$2 cargo build --release --quiet --benches --examples); }
newest() { ls -t "$1"/release/deps/"$2"-* 2>/dev/null | grep -v '\.d$' | head -1; }

if [ -z "${BASE_TARGET:-}" ]; then
  base_tree=$ROOT/target/ab/base
  rm -rf "$base_tree" && git worktree prune
  git worktree add --quiet --detach "$base_tree" "$BASE"
  trap 'git -C "$ROOT" worktree remove --force "$base_tree"' EXIT
  BASE_TARGET=$ROOT/target/ab/base-target
  build "$base_tree" "$BASE_TARGET"
fi
build "$ROOT" "$ROOT/target"

measure() { # label target-dir
  local t=$2
  echo "--- $1: replay (CPU time a deal)"
  COURT_PIECE_PASSES=$PASSES "$(newest "$t" court_piece)"
  echo "--- $1: double-dummy solves and a trump advice of $SAMPLES samples"
  DD_TABLES=0 DD_ADVISE=$SAMPLES "$t/release/examples/double_dummy" "$DEALS" | grep -v '^deal '
  echo "--- $1: Chor Voli advice"
  RUNS=$RUNS THREADS=1 "$(newest "$t" advise)"
}
for round in $(seq 1 "$ROUNDS"); do
  echo "===== round $round of $ROUNDS"
  measure "base $(git rev-parse --short "$BASE")" "$BASE_TARGET"
  measure "this tree" "$ROOT/target"
done
