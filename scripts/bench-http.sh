#!/usr/bin/env bash
# HTTP throughput of the service against its floor: the same requests sent with wrk to the
# service and to a bare actix-web echo server (examples/echo.rs) with the same settings,
# alternating between the two, on loopback. Prints req/s, p50 and p99 latency, non-2xx
# answers and the ratio to echo for each case, the batch evaluation rate, the service's RSS
# idle and under load, and whether each goal of docs/performance.md is met.
#
#   scripts/bench-http.sh                       # 10 s per run, 2 alternations
#   DURATION=30 ROUNDS=3 scripts/bench-http.sh
#   CASES="evaluate-1 validate" scripts/bench-http.sh
#
# Settings (environment): DURATION (s, 10), ROUNDS (2), THREADS (wrk threads, 1),
# CONNECTIONS (32), WORKERS (server workers, number of cores), PORT (18080; echo on PORT+1),
# CASES (all), NO_BUILD=1 (use the binaries already built), KEEP_WORK=1 (keep the temp dir),
# SERVICE_BIN (target/release/hakam; e.g. an older build, to compare), LOG (the
# service's HAKAM_LOG, warn; "info" measures the cost of a log line per request).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bench-common.sh

DURATION=${DURATION:-10}
ROUNDS=${ROUNDS:-2}
THREADS=${THREADS:-1}
CONNECTIONS=${CONNECTIONS:-32}
WORKERS=${WORKERS:-$(nproc)}
PORT=${PORT:-18080}
ECHO_PORT=$((PORT + 1))
SERVICE_BIN=${SERVICE_BIN:-target/release/hakam}
LOG=${LOG:-warn}

# case name | service path | body file (the echo server gets the same body on /echo)
ALL_CASES="
evaluate-1|/v1/chor-voli/combinations/evaluate|evaluate-1.json
evaluate-10000|/v1/chor-voli/combinations/evaluate|evaluate-10000.json
compare|/v1/chor-voli/combinations/compare|compare.json
validate|/v1/chor-voli/partitions/validate|validate.json
suggest-13|/v1/chor-voli/partitions/suggest|suggest-13.json
suggest-17|/v1/chor-voli/partitions/suggest|suggest-17.json
deals|/v1/chor-voli/deals|deals.json
deals-resolve|/v1/chor-voli/deals/resolve|deals-resolve.json
games-resolve|/v1/chor-voli/games/resolve|games-resolve.json
cp-deals-resolve|/v1/court-piece/deals/resolve|cp-deals-resolve.json
cp-deals-resolve-view|/v1/court-piece/deals/resolve|cp-deals-resolve-view.json
"
CASES=${CASES:-$(awk -F'|' 'NF {print $1}' <<<"$ALL_CASES" | tr '\n' ' ')}

need_tools
WORK=$(mktemp -d /tmp/bench-http.XXXXXX)
trap bench_cleanup EXIT
trap 'exit 130' INT TERM

if [[ -z ${NO_BUILD:-} ]]; then
    echo "building (cargo build --release --bin hakam --example echo)" >&2
    cargo build --release --quiet --bin hakam --example echo
fi
port_free "$PORT" || die "port $PORT is taken (set PORT)"
port_free "$ECHO_PORT" || die "port $ECHO_PORT is taken (set PORT)"

export HAKAM_HOST=127.0.0.1 HAKAM_WORKERS=$WORKERS
HAKAM_PORT=$PORT HAKAM_LOG=$LOG start_server SERVICE "$WORK/service.log" "$SERVICE_BIN"
HAKAM_PORT=$ECHO_PORT HAKAM_LOG=warn start_server ECHO "$WORK/echo.log" target/release/examples/echo
SERVICE=http://127.0.0.1:$PORT
ECHO=http://127.0.0.1:$ECHO_PORT
wait_ready "$SERVICE/health" "$SERVICE_PID"
wait_ready "$ECHO/echo" "$ECHO_PID"
sleep 1
RSS_START=$(rss_kib "$SERVICE_PID")
ECHO_RSS_START=$(rss_kib "$ECHO_PID")

make_bodies "$WORK" "$SERVICE"
declare -A PATH_OF LUA_OF
for c in $CASES; do
    line=$(grep "^$c|" <<<"$ALL_CASES") || die "unknown case $c"
    IFS='|' read -r _ path body <<<"$line"
    PATH_OF[$c]=$path
    LUA_OF[$c]=$(lua_for "$WORK/$body")
    code=$(post "$SERVICE$path" "$WORK/$body")
    [[ $code == 200 ]] || die "$c: the service answered $code: $(head -c 400 "$WORK/$body.out")"
    check_answer "$c" "$WORK/$body" || die "$c: unexpected answer: $(head -c 400 "$WORK/$body.out")"
    code=$(post "$ECHO/echo" "$WORK/$body")
    [[ $code == 200 ]] || die "$c: the echo server answered $code"
done
echo "every body answers 200 from both servers; RSS at start: service $(mib "$RSS_START") MiB, echo $(mib "$ECHO_RSS_START") MiB" >&2

# The service's RSS, sampled every 0.5 s while the runs go on.
(while kill -0 "$SERVICE_PID" 2>/dev/null; do rss_kib "$SERVICE_PID"; sleep 0.5; done) >"$WORK/rss.samples" &
STARTED_PIDS+=("$!")

echo "wrk -t$THREADS -c$CONNECTIONS, ${DURATION}s per run, $ROUNDS rounds, $WORKERS workers; load average: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
: >"$WORK/results.tsv"
for round in $(seq "$ROUNDS"); do
    for c in $CASES; do
        # Alternate which server goes first, so that a drift in the machine's load hits both.
        if ((round % 2)); then order="service echo"; else order="echo service"; fi
        for target in $order; do
            if [[ $target == service ]]; then url=$SERVICE${PATH_OF[$c]}; else url=$ECHO/echo; fi
            line=$(run_wrk "$url" "${LUA_OF[$c]}" "$DURATION")
            printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$c" "$target" "$round" \
                "$(field "$line" rps)" "$(field "$line" p50_us)" "$(field "$line" p99_us)" \
                "$(field "$line" non2xx)" \
                "$(($(field "$line" connect) + $(field "$line" read) + $(field "$line" write) + $(field "$line" timeout)))" \
                >>"$WORK/results.tsv"
            printf '  round %s  %-15s %-7s %10.0f req/s\n' "$round" "$c" "$target" "$(field "$line" rps)" >&2
        done
    done
done
RSS_LOAD=$(sort -n "$WORK/rss.samples" | tail -1)
RSS_HWM=$(hwm_kib "$SERVICE_PID")
sleep 2
RSS_AFTER=$(rss_kib "$SERVICE_PID")
ECHO_RSS_HWM=$(hwm_kib "$ECHO_PID")
FIVEXX=$(grep -c 'request failed' "$WORK/service.log" || true)

echo
echo "HTTP benchmark $(date -u +%Y-%m-%dT%H:%MZ), $(nproc) cores, wrk -t$THREADS -c$CONNECTIONS, ${DURATION}s x $ROUNDS per server, $WORKERS workers, $SERVICE_BIN at log $LOG"
echo "req/s: mean over rounds (min-max); latency: median over rounds; ratio: service/echo mean (min-max of rounds)"
awk -F'\t' -v cases="$CASES" '
    { k = $1 SUBSEP $2; n[k]++; s[k] += $4; if (!(k in lo) || $4 < lo[k]) lo[k] = $4; if ($4 > hi[k]) hi[k] = $4
      p50[k, n[k]] = $5; p99[k, n[k]] = $6; bad[k] += $7; sock[k] += $8; r[$1, $2, $3] = $4; rounds[$1] = $3 > rounds[$1] ? $3 : rounds[$1] }
    function med(k, arr,   i, j, m, v, t) { m = n[k]; for (i = 1; i <= m; i++) v[i] = arr[k, i]
        for (i = 1; i <= m; i++) for (j = i + 1; j <= m; j++) if (v[j] < v[i]) { t = v[i]; v[i] = v[j]; v[j] = t }
        return m % 2 ? v[(m + 1) / 2] : (v[m / 2] + v[m / 2 + 1]) / 2 }
    function ms(us) { return us >= 10000 ? sprintf("%.0f ms", us / 1000) : sprintf("%.2f ms", us / 1000) }
    END {
        printf "%-15s %20s %9s %9s %6s %20s %18s\n", "case", "service req/s", "p50", "p99", "non2xx", "echo req/s", "ratio"
        split(cases, cs, " ")
        for (i = 1; i in cs; i++) { c = cs[i]; a = c SUBSEP "service"; b = c SUBSEP "echo"
            rlo = 1e9; rhi = 0
            for (q = 1; q <= rounds[c]; q++) { x = r[c, "echo", q] > 0 ? r[c, "service", q] / r[c, "echo", q] : 0
                if (x < rlo) rlo = x; if (x > rhi) rhi = x }
            ratio = s[b] > 0 ? (s[a] / n[a]) / (s[b] / n[b]) : 0
            printf "%-15s %8.0f (%5.0f-%5.0f) %9s %9s %6d %8.0f (%5.0f-%5.0f) %5.2f (%4.2f-%4.2f)\n", c,
                s[a] / n[a], lo[a], hi[a], ms(med(a, p50)), ms(med(a, p99)), bad[a] + sock[a],
                s[b] / n[b], lo[b], hi[b], ratio, rlo, rhi
            printf "RATIO %s %.4f %.4f %.4f %.1f %.1f %.1f\n", c, ratio, rlo, rhi, s[a] / n[a], lo[a], hi[a] > "/dev/stderr"
        }
    }' "$WORK/results.tsv" 2>"$WORK/ratios"
echo "echo p50/p99 per case (median over rounds):"
awk -F'\t' '$2 == "echo" { print $1, $5, $6 }' "$WORK/results.tsv" | sort -s -k1,1 |
    awk '{ k = $1; c[k]++; a[k] = a[k] " " $2 "/" $3 } END { for (k in c) printf "  %-15s p50/p99 us:%s\n", k, a[k] }' | sort
echo "service RSS: $(mib "$RSS_START") MiB at start, $(mib "$RSS_LOAD") MiB highest sample under load (VmHWM $(mib "$RSS_HWM") MiB), $(mib "$RSS_AFTER") MiB idle after; echo VmHWM $(mib "$ECHO_RSS_HWM") MiB"
echo "service 5xx logged: $FIVEXX"

# Goals (docs/performance.md).
echo
echo "goals:"
ratio() { awk -v c="$1" '$2 == c {print $3}' "$WORK/ratios"; }
goal() { # label value op target unit
    local ok
    ok=$(awk -v v="$2" -v t="$4" -v op="$3" 'BEGIN { print (op == ">=" ? v >= t : v <= t) ? "met" : "NOT met" }')
    printf '  %-44s %10s %s %-8s %s\n' "$1" "$2" "$3" "$4$5" "$ok"
}
for c in evaluate-1; do [[ -n $(ratio $c) ]] && goal "evaluate (1 combination) / echo" "$(ratio $c)" ">=" 0.9 ""; done
for c in validate deals deals-resolve cp-deals-resolve; do [[ -n $(ratio $c) ]] && goal "$c / echo" "$(ratio $c)" ">=" 0.7 ""; done
if [[ -n $(ratio cp-deals-resolve-view) && -n $(ratio cp-deals-resolve) ]]; then
    view=$(awk '$2 == "cp-deals-resolve-view" {a = $6} $2 == "cp-deals-resolve" {b = $6}
        END {printf "%.2f", a / b}' "$WORK/ratios")
    goal "cp-deals-resolve, a view / the whole answer" "$view" ">=" 0.9 ""
fi
[[ -n $(ratio suggest-13) ]] && goal "suggest (13 cards) / echo" "$(ratio suggest-13)" ">=" 0.6 ""
if [[ -n $(ratio evaluate-10000) ]]; then
    combos=$(awk '$2 == "evaluate-10000" {printf "%.2f", $6 * 10000 / 1e6}' "$WORK/ratios")
    goal "batch evaluation, million combinations/s" "$combos" ">=" 10 ""
fi
goal "RSS at start, MiB" "$(mib "$RSS_START")" "<=" 20 ""
goal "RSS idle after load, MiB" "$(mib "$RSS_AFTER")" "<=" 20 ""
goal "RSS under load (peak), MiB" "$(mib "$RSS_HWM")" "<=" 64 ""
if [[ -n ${KEEP_WORK:-} ]]; then echo "raw results: $WORK/results.tsv"; fi
