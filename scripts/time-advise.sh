#!/usr/bin/env bash
# Times `deals/advise` requests one at a time against the service on its defaults (every
# core, the default node bounds), the machine otherwise idle: the arena's slow decisions
# (`SLOW=s cargo run --release --example arena`, whose stderr lines "slow 12.3 s: {body}"
# this reads) asked again alone, as a client would ask them.
#
#   SLOW=5 PRESET=satat target/release/examples/arena 20 2> slow.txt
#   scripts/time-advise.sh slow.txt
#
# Settings (environment): PORT (18090), SERVICE_BIN (target/release/hakam), NO_BUILD=1 (use
# the binary already built). Prints, per request, the arena's time, the time alone, the
# HTTP status and the answer's `stopped` and `samples`; then the slowest.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bench-common.sh

INPUT=${1:?"a file of the arena lines: slow 12.3 s: {body}"}
PORT=${PORT:-18090}
SERVICE_BIN=${SERVICE_BIN:-target/release/hakam}
command -v curl >/dev/null || die "curl is needed"
command -v jq >/dev/null || die "jq is needed (apt-get install -y jq)"
[[ -n "${NO_BUILD:-}" ]] || cargo build --release --quiet
[[ -x "$SERVICE_BIN" ]] || die "no $SERVICE_BIN"

WORK=$(mktemp -d)
trap bench_cleanup EXIT
HAKAM_PORT=$PORT HAKAM_LOG=warn start_server SERVICE "$WORK/service.log" "$SERVICE_BIN"
wait_ready "http://127.0.0.1:$PORT/health" "$SERVICE_PID"

URL="http://127.0.0.1:$PORT/v1/court-piece/deals/advise"
n=0
while IFS= read -r line; do
    [[ $line == slow\ * ]] || continue
    arena=${line#slow }
    arena=${arena%% s:*}
    body=${line#*s: }
    # curl's own clock: the request's whole time on loopback, in seconds.
    out=$(curl -s -o "$WORK/answer.json" -w '%{http_code} %{time_total}' \
        -H 'Content-Type: application/json' --max-time 60 -d "$body" "$URL") || out="000 60"
    read -r status took <<<"$out"
    stopped=$(jq -r '.stopped // .code // "?"' "$WORK/answer.json" 2>/dev/null || echo "?")
    samples=$(jq -r '.samples // "-"' "$WORK/answer.json" 2>/dev/null || echo "-")
    printf 'arena %6.2f s  alone %6.2f s  %s  stopped %s, %s samples\n' \
        "$arena" "$took" "$status" "$stopped" "$samples"
    echo "$took" >>"$WORK/times"
    n=$((n + 1))
done <"$INPUT"
echo "$n requests, the slowest alone $(sort -g "$WORK/times" 2>/dev/null | tail -1) s"
