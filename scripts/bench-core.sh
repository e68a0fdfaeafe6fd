#!/usr/bin/env bash
# Per-core throughput of each endpoint family, for capacity planning (docs/deployment.md):
# the service runs one HTTP worker pinned to one core (taskset), as a pod with a CPU limit of
# 1 does, and wrk drives it at saturation from another core. For each case: req/s, the CPU
# the service used (from /proc/PID/stat: user + system time of all its threads, the solver's
# blocking pool included), requests per CPU-second (req/s divided by the cores used: the
# figure that carries to a pod, even when a neighbour steals some of the core), latency.
#
#   scripts/bench-core.sh                       # 9 cases, 15 s x 2 rounds: ~5 min
#   DURATION=30 ROUNDS=3 scripts/bench-core.sh
#   CASES="health suggest-13" scripts/bench-core.sh
#
# Settings (environment): DURATION (s, 15), ROUNDS (2), CONNECTIONS (32), SERVER_CPU (0),
# CLIENT_CPU (1), PORT (18280), CASES (all), NO_BUILD=1, KEEP_WORK=1, SERVICE_BIN
# (target/release/hakam), LOG (warn). Needs 2 cores or more, taskset (util-linux) and wrk.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bench-common.sh

DURATION=${DURATION:-15}
ROUNDS=${ROUNDS:-2}
THREADS=1
CONNECTIONS=${CONNECTIONS:-32}
SERVER_CPU=${SERVER_CPU:-0}
CLIENT_CPU=${CLIENT_CPU:-1}
PORT=${PORT:-18280}
SERVICE_BIN=${SERVICE_BIN:-target/release/hakam}
LOG=${LOG:-warn}

# case | family | path | body file ("-" for a GET)
ALL_CASES="
health|health|/health|-
evaluate-1|chor-voli combinations/evaluate, 1 combination|/v1/chor-voli/combinations/evaluate|evaluate-1.json
evaluate-10000|chor-voli combinations/evaluate, 10 000 combinations|/v1/chor-voli/combinations/evaluate|evaluate-10000.json
suggest-13|chor-voli partitions/suggest, 13 cards|/v1/chor-voli/partitions/suggest|suggest-13.json
deals-resolve|chor-voli deals/resolve, 4 players|/v1/chor-voli/deals/resolve|deals-resolve.json
cp-deals-resolve|court-piece deals/resolve, 7 tricks|/v1/court-piece/deals/resolve|cp-deals-resolve.json
cp-deals-resolve-view|court-piece deals/resolve, 7 tricks, a view|/v1/court-piece/deals/resolve|cp-deals-resolve-view.json
cp-advise|court-piece deals/advise, trick 3, 16 worlds, the deal|/v1/court-piece/deals/advise|cp-advise.json
cp-advise-view|court-piece deals/advise, trick 3, 16 worlds, the seat's view only|/v1/court-piece/deals/advise|cp-advise-view.json
"
CASES=${CASES:-$(awk -F'|' 'NF {print $1}' <<<"$ALL_CASES" | tr '\n' ' ')}

need_tools
command -v taskset >/dev/null || die "taskset is needed (util-linux)"
(($(nproc) >= 2)) || die "needs 2 cores: one for the service, one for wrk"
WORK=$(mktemp -d /tmp/bench-core.XXXXXX)
trap bench_cleanup EXIT
trap 'exit 130' INT TERM

if [[ -z ${NO_BUILD:-} ]]; then
    echo "building (cargo build --release --bin hakam)" >&2
    cargo build --release --quiet --bin hakam
fi
port_free "$PORT" || die "port $PORT is taken (set PORT)"
HAKAM_HOST=127.0.0.1 HAKAM_PORT=$PORT HAKAM_WORKERS=1 HAKAM_LOG=$LOG \
    start_server SERVICE "$WORK/service.log" taskset -c "$SERVER_CPU" "$SERVICE_BIN"
SERVICE=http://127.0.0.1:$PORT
# shellcheck disable=SC2153 # SERVICE_PID is set by start_server
wait_ready "$SERVICE/health" "$SERVICE_PID"
sleep 1
RSS_START=$(rss_kib "$SERVICE_PID")

make_bodies "$WORK" "$SERVICE"
declare -A URL_OF LUA_OF
for c in $CASES; do
    line=$(grep "^$c|" <<<"$ALL_CASES") || die "unknown case $c"
    IFS="|" read -r _ _ path body <<<"$line"
    URL_OF[$c]=$SERVICE$path
    if [[ $body == - ]]; then
        LUA_OF[$c]=$(lua_for -)
        code=$(curl -s -o /dev/null --max-time 20 -w '%{http_code}' "$SERVICE$path")
    else
        LUA_OF[$c]=$(lua_for "$WORK/$body")
        code=$(post "$SERVICE$path" "$WORK/$body")
        check_answer "${body%.json}" "$WORK/$body" || die "$c: unexpected answer: $(head -c 400 "$WORK/$body.out")"
    fi
    [[ $code == 200 ]] || die "$c: the service answered $code"
done

# cpu_ticks PID: user + system clock ticks of every thread of PID so far.
cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
TCK=$(getconf CLK_TCK)
# wrk on its own core: it must not take the service's.
run_pinned() { taskset -c "$CLIENT_CPU" bash -c "$(declare -f run_wrk); THREADS=$THREADS CONNECTIONS=$CONNECTIONS run_wrk \"\$@\"" _ "$@"; }

echo "warm-up: 3 s per case" >&2
for c in $CASES; do run_pinned "${URL_OF[$c]}" "${LUA_OF[$c]}" 3 >/dev/null; done
echo "service on cpu $SERVER_CPU (1 worker), wrk -t1 -c$CONNECTIONS on cpu $CLIENT_CPU, ${DURATION}s x $ROUNDS; load average $(cut -d' ' -f1-3 /proc/loadavg)" >&2
: >"$WORK/results.tsv"
for round in $(seq "$ROUNDS"); do
    for c in $CASES; do
        t0=$(cpu_ticks "$SERVICE_PID")
        line=$(run_pinned "${URL_OF[$c]}" "${LUA_OF[$c]}" "$DURATION")
        t1=$(cpu_ticks "$SERVICE_PID")
        kill -0 "$SERVICE_PID" 2>/dev/null || die "the service died during $c ($(died_how "$SERVICE_PID"))"
        secs=$(awk -v d="$(field "$line" duration_us)" 'BEGIN {print d / 1e6}')
        cores=$(awk -v a="$t0" -v b="$t1" -v t="$TCK" -v s="$secs" 'BEGIN {printf "%.3f", (s > 0 ? (b - a) / t / s : 0)}')
        bad=$(($(field "$line" non2xx) + $(field "$line" connect) + $(field "$line" read) + $(field "$line" write) + $(field "$line" timeout)))
        printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$c" "$round" "$(field "$line" rps)" "$cores" \
            "$(field "$line" p50_us)" "$(field "$line" p99_us)" "$bad" "$(cut -d' ' -f1 /proc/loadavg)" >>"$WORK/results.tsv"
        printf '  round %s  %-17s %10.0f req/s  %s cores\n' "$round" "$c" "$(field "$line" rps)" "$cores" >&2
    done
done
RSS_HWM=$(hwm_kib "$SERVICE_PID")

echo
echo "per-core throughput $(date -u +%Y-%m-%dT%H:%MZ), $(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')),"
echo "service $SERVICE_BIN pinned to cpu $SERVER_CPU with 1 worker, wrk -t1 -c$CONNECTIONS pinned to cpu $CLIENT_CPU, ${DURATION}s x $ROUNDS rounds"
echo "req/s and req per CPU-second: mean over rounds (min-max); latency: median of rounds; load: 1-min load average seen"
awk -F'\t' -v cases="$CASES" '
    { k = $1; n[k]++; s[k] += $3; c[k] += $4; e = $4 > 0 ? $3 / $4 : 0; pc[k] += e
      if (!(k in lo) || $3 < lo[k]) lo[k] = $3; if ($3 > hi[k]) hi[k] = $3
      if (!(k in plo) || e < plo[k]) plo[k] = e; if (e > phi[k]) phi[k] = e
      p50[k, n[k]] = $5; p99[k, n[k]] = $6; bad[k] += $7; load[k] = load[k] (load[k] == "" ? "" : ",") $8 }
    function med(k, arr,   i, j, m, v, t) { m = n[k]; for (i = 1; i <= m; i++) v[i] = arr[k, i]
        for (i = 1; i <= m; i++) for (j = i + 1; j <= m; j++) if (v[j] < v[i]) { t = v[i]; v[i] = v[j]; v[j] = t }
        return m % 2 ? v[(m + 1) / 2] : (v[m / 2] + v[m / 2 + 1]) / 2 }
    function ms(us) { return us >= 10000 ? sprintf("%.0fms", us / 1000) : sprintf("%.2fms", us / 1000) }
    END {
        printf "%-17s %22s %6s %24s %9s %9s %5s %s\n", "case", "req/s", "cores", "req per CPU-second", "p50", "p99", "bad", "load"
        split(cases, cs, " ")
        for (i = 1; i in cs; i++) { k = cs[i]
            printf "%-17s %8.0f (%6.0f-%6.0f) %6.2f %8.0f (%6.0f-%6.0f) %9s %9s %5d %s\n", k, s[k] / n[k], lo[k], hi[k],
                c[k] / n[k], pc[k] / n[k], plo[k], phi[k], ms(med(k, p50)), ms(med(k, p99)), bad[k], load[k] }
    }' "$WORK/results.tsv"
echo "service RSS: $(mib "$RSS_START") MiB at start, peak (VmHWM) $(mib "$RSS_HWM") MiB"
echo "5xx logged by the service: $(grep -c 'request failed' "$WORK/service.log" || true)"
if [[ -n ${KEEP_WORK:-} ]]; then echo "raw results: $WORK/results.tsv"; fi
