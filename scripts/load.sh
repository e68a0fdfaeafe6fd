#!/usr/bin/env bash
# Soak: drives each endpoint of the service at saturation with wrk on loopback, one after the
# other, and reports req/s, latency percentiles, non-2xx answers, 5xx answers (counted from
# the service's own log, which logs each 5xx at error level) and the service's RSS.
# Goal: no error, no 5xx, and RSS growth under 10 % across the soak.
#
#   scripts/load.sh                      # 60 s per endpoint, 10 endpoints: about 11 minutes
#   DURATION=10 scripts/load.sh          # a quick pass
#   ENDPOINTS="evaluate deals" scripts/load.sh
#
# RSS is read from /proc/PID/status (VmRSS): at start (idle), after a 5 s warm-up of every
# endpoint (the allocator's arenas and actix's buffers have then grown to their working
# size), after each pass of the soak, and the peak (VmHWM). Growth is judged from after the
# warm-up to after the soak: what a leak would add. The heaviest endpoint (evaluate, 10 000
# combinations on every connection) can lift the allocator's high-water mark above what a
# short warm-up reached; with PASSES=2 the soak runs twice and growth is also judged from the
# end of the first pass to the end of the last, which only a leak moves.
#
# Settings (environment): DURATION (s per endpoint, 60), WARMUP (s per endpoint, 5),
# PASSES (1), THREADS (wrk threads, 1), CONNECTIONS (64), WORKERS (server workers, cores),
# PORT (18180), ENDPOINTS (all), NO_BUILD=1, KEEP_WORK=1, SERVICE_BIN.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bench-common.sh

DURATION=${DURATION:-60}
WARMUP=${WARMUP:-5}
PASSES=${PASSES:-1}
THREADS=${THREADS:-1}
CONNECTIONS=${CONNECTIONS:-64}
WORKERS=${WORKERS:-$(nproc)}
PORT=${PORT:-18180}
SERVICE_BIN=${SERVICE_BIN:-target/release/hakam}

# endpoint | path | body file ("-" for a GET)
ALL_ENDPOINTS="
presets|/v1/chor-voli/rules/presets|-
evaluate|/v1/chor-voli/combinations/evaluate|evaluate-10000.json
compare|/v1/chor-voli/combinations/compare|compare.json
rounds|/v1/chor-voli/rounds/resolve|rounds.json
validate|/v1/chor-voli/partitions/validate|validate.json
suggest|/v1/chor-voli/partitions/suggest|suggest-17.json
deals|/v1/chor-voli/deals|deals.json
deals-resolve|/v1/chor-voli/deals/resolve|deals-resolve.json
games-resolve|/v1/chor-voli/games/resolve|games-resolve.json
health|/health|-
"
ENDPOINTS=${ENDPOINTS:-$(awk -F'|' 'NF {print $1}' <<<"$ALL_ENDPOINTS" | tr '\n' ' ')}

need_tools
WORK=$(mktemp -d /tmp/load.XXXXXX)
trap bench_cleanup EXIT
trap 'exit 130' INT TERM

if [[ -z ${NO_BUILD:-} ]]; then
    echo "building (cargo build --release --bin hakam)" >&2
    cargo build --release --quiet --bin hakam
fi
port_free "$PORT" || die "port $PORT is taken (set PORT)"
# warn: the service logs every 5xx at error level, and nothing per request otherwise.
HAKAM_HOST=127.0.0.1 HAKAM_PORT=$PORT HAKAM_WORKERS=$WORKERS HAKAM_LOG=warn \
    start_server SERVICE "$WORK/service.log" "$SERVICE_BIN"
SERVICE=http://127.0.0.1:$PORT
wait_ready "$SERVICE/health" "$SERVICE_PID"
sleep 1
RSS_START=$(rss_kib "$SERVICE_PID")

make_bodies "$WORK" "$SERVICE"
declare -A URL_OF LUA_OF
for e in $ENDPOINTS; do
    line=$(grep "^$e|" <<<"$ALL_ENDPOINTS") || die "unknown endpoint $e"
    IFS='|' read -r _ path body <<<"$line"
    URL_OF[$e]=$SERVICE$path
    if [[ $body == - ]]; then
        LUA_OF[$e]=$(lua_for -)
        code=$(curl -s -o /dev/null --max-time 20 -w '%{http_code}' "$SERVICE$path")
    else
        LUA_OF[$e]=$(lua_for "$WORK/$body")
        code=$(post "$SERVICE$path" "$WORK/$body")
    fi
    [[ $code == 200 ]] || die "$e: the service answered $code"
done

echo "warm-up: ${WARMUP}s per endpoint" >&2
for e in $ENDPOINTS; do run_wrk "${URL_OF[$e]}" "${LUA_OF[$e]}" "$WARMUP" >/dev/null; done
sleep 1
RSS_WARM=$(rss_kib "$SERVICE_PID")

echo "soak: ${DURATION}s per endpoint, wrk -t$THREADS -c$CONNECTIONS, $WORKERS workers; load average $(cut -d' ' -f1-3 /proc/loadavg)" >&2
printf '%-14s %9s %9s %9s %9s %9s %9s %7s %7s %5s %8s\n' endpoint "req/s" p50 p90 p99 p99.9 max non2xx sockerr 5xx "RSS MiB" >"$WORK/table"
FAILED=0
RSS_PASS=()
for pass in $(seq "$PASSES"); do
for e in $ENDPOINTS; do
    before_5xx=$(grep -c 'request failed' "$WORK/service.log" || true)
    line=$(run_wrk "${URL_OF[$e]}" "${LUA_OF[$e]}" "$DURATION")
    after_5xx=$(grep -c 'request failed' "$WORK/service.log" || true)
    if ! kill -0 "$SERVICE_PID" 2>/dev/null; then
        KEEP_WORK=1
        die "the service died during $e ($(died_how "$SERVICE_PID")); its log: $WORK/service.log"
    fi
    sock=$(($(field "$line" connect) + $(field "$line" read) + $(field "$line" write) + $(field "$line" timeout)))
    non2xx=$(field "$line" non2xx)
    fivexx=$((after_5xx - before_5xx))
    ((non2xx == 0 && sock == 0 && fivexx == 0)) || FAILED=1
    ms() { awk -v u="$1" 'BEGIN {printf (u >= 10000 ? "%.0fms" : "%.2fms"), u / 1000}'; }
    printf '%-14s %9.0f %9s %9s %9s %9s %9s %7d %7d %5d %8s\n' "$e" "$(field "$line" rps)" \
        "$(ms "$(field "$line" p50_us)")" "$(ms "$(field "$line" p90_us)")" "$(ms "$(field "$line" p99_us)")" \
        "$(ms "$(field "$line" p999_us)")" "$(ms "$(field "$line" max_us)")" "$non2xx" "$sock" "$fivexx" \
        "$(mib "$(rss_kib "$SERVICE_PID")")" | tee -a "$WORK/table" >&2
done
RSS_PASS+=("$(rss_kib "$SERVICE_PID")")
done
sleep 2
RSS_END=$(rss_kib "$SERVICE_PID")
RSS_HWM=$(hwm_kib "$SERVICE_PID")
TOTAL_5XX=$(grep -c 'request failed' "$WORK/service.log" || true)

echo
echo "soak $(date -u +%Y-%m-%dT%H:%MZ), $(nproc) cores, ${DURATION}s per endpoint x $PASSES pass(es), wrk -t$THREADS -c$CONNECTIONS, $WORKERS workers"
cat "$WORK/table"
growth=$(awk -v a="$RSS_WARM" -v b="$RSS_END" 'BEGIN {printf "%.1f", (b - a) * 100 / a}')
echo "RSS: start $(mib "$RSS_START") MiB, after warm-up $(mib "$RSS_WARM") MiB, after soak $(mib "$RSS_END") MiB (growth $growth %), peak $(mib "$RSS_HWM") MiB"
echo "threads: $(awk '/^Threads:/ {print $2}' "/proc/$SERVICE_PID/status") (workers, and the blocking pool the solver runs on)"
echo "5xx logged by the service: $TOTAL_5XX"
ok=met
((FAILED == 0)) || ok="NOT met"
echo "goal no errors, no 5xx: $ok"
awk -v g="$growth" 'BEGIN {print "goal RSS growth < 10 % (from after the warm-up): " (g < 10 ? "met" : "NOT met")}'
if ((PASSES > 1)); then
    first=${RSS_PASS[0]}
    growth2=$(awk -v a="$first" -v b="$RSS_END" 'BEGIN {printf "%.1f", (b - a) * 100 / a}')
    echo "RSS after each pass: $(for k in "${RSS_PASS[@]}"; do printf '%s ' "$(mib "$k")"; done)MiB"
    awk -v g="$growth2" 'BEGIN {print "goal RSS growth < 10 % (from the end of pass 1): " (g < 10 ? "met" : "NOT met") " (" g " %)"}'
fi
