# Shared by scripts/bench-http.sh and scripts/load.sh (sourced, not run): building, starting
# and stopping servers, the request bodies, wrk with a Lua script per case, and RSS readings.
# Everything runs on loopback; every wait is bounded.

# Processes started here, stopped by id on exit.
STARTED_PIDS=()

bench_cleanup() {
    local pid
    for pid in "${STARTED_PIDS[@]}"; do
        kill "$pid" 2>/dev/null || true
    done
    for pid in "${STARTED_PIDS[@]}"; do
        # SIGTERM lets actix drain; give it 5 s, then insist.
        for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
        kill -9 "$pid" 2>/dev/null || true
    done
    STARTED_PIDS=()
    if [[ -n "${WORK:-}" && -z "${KEEP_WORK:-}" ]]; then
        rm -rf "$WORK"
    fi
}

die() {
    echo "error: $*" >&2
    exit 1
}

need_tools() {
    command -v curl >/dev/null || die "curl is needed"
    command -v jq >/dev/null || die "jq is needed (apt-get install -y jq)"
    if ! command -v wrk >/dev/null; then
        if [[ $(id -u) == 0 ]] && command -v apt-get >/dev/null; then
            echo "installing wrk (apt-get install -y wrk)" >&2
            apt-get install -y -qq wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk >/dev/null; } ||
                die "could not install wrk"
        else
            die "wrk is needed: sudo apt-get install -y wrk (Debian/Ubuntu) or build github.com/wg/wrk"
        fi
    fi
}

# rss_kib PID: the resident set in KiB (VmRSS), or 0 when the process is gone.
rss_kib() { awk '/^VmRSS:/ {print $2; f=1} END {if (!f) print 0}' "/proc/$1/status" 2>/dev/null || echo 0; }
# hwm_kib PID: the peak resident set since start (VmHWM).
hwm_kib() { awk '/^VmHWM:/ {print $2; f=1} END {if (!f) print 0}' "/proc/$1/status" 2>/dev/null || echo 0; }
mib() { awk -v k="$1" 'BEGIN {printf "%.1f", k / 1024}'; }

# start_server NAME LOGFILE CMD...: starts CMD in the background with the HAKAM_* settings
# already exported by the caller, records its pid in the variable NAME_PID.
start_server() {
    local name=$1 log=$2
    shift 2
    "$@" >"$log" 2>&1 &
    local pid=$!
    STARTED_PIDS+=("$pid")
    printf -v "${name}_PID" '%s' "$pid"
}

# wait_ready URL PID: waits up to 10 s for URL to answer at all.
wait_ready() {
    local url=$1 pid=$2
    for _ in $(seq 100); do
        kill -0 "$pid" 2>/dev/null || die "the server for $url exited; see its log"
        if curl -s -o /dev/null --max-time 1 "$url"; then return 0; fi
        sleep 0.1
    done
    die "$url did not answer within 10 s"
}

# died_how PID: how a child that is gone ended (its exit status, or the signal that ended it).
died_how() {
    local status=0
    wait "$1" 2>/dev/null || status=$?
    if ((status > 128)); then echo "killed by signal $((status - 128)) ($(kill -l $((status - 128)) 2>/dev/null))"; else echo "exit status $status"; fi
}

port_free() { ! curl -s -o /dev/null --max-time 1 "http://127.0.0.1:$1/"; }

# post URL FILE: prints the status code, the answer into FILE.out.
post() {
    curl -s --max-time 20 -o "$2.out" -w '%{http_code}' -H 'content-type: application/json' \
        --data-binary "@$2" "$1"
}

# make_bodies DIR BASE: writes the request bodies into DIR, taking real hands from BASE
# (the running service). The deal worked by hand is that of tests/api/deals.rs.
make_bodies() {
    local dir=$1 base=$2
    mkdir -p "$dir"
    # The hand-worked deal: four partitions of thirteen cards, dealer 0.
    cat >"$dir/players.json" <<'EOF'
[
 {"hand": ["As","Ah","Ad","Ks","Qs","Js","Th","9d","8c","7s","5h","2d","3c"],
  "combinations": [["As","Ah","Ad"],["Ks","Qs","Js"],["Th","9d","8c"],["7s","5h","2d"]], "discards": ["3c"]},
 {"hand": ["Kh","Kd","Kc","Ts","9s","8s","Qh","Jd","Tc","6s","4h","2c","Ac"],
  "combinations": [["Kh","Kd","Kc"],["Ts","9s","8s"],["Qh","Jd","Tc"],["6s","4h","2c"]], "discards": ["Ac"]},
 {"hand": ["9h","8h","7h","6d","5d","4d","5s","4c","3h","Jc","9c","7c","Qd"],
  "combinations": [["9h","8h","7h"],["6d","5d","4d"],["5s","4c","3h"],["Jc","9c","7c"]], "discards": ["Qd"]},
 {"hand": ["4s","3s","2s","Qc","6c","5c","Jh","6h","2h","Td","8d","7d","3d"],
  "combinations": [["4s","3s","2s"],["Qc","6c","5c"],["Jh","6h","2h"],["Td","8d","7d"]], "discards": ["3d"]}
]
EOF
    jq -c '{combinations: [.[0].combinations[0]]}' "$dir/players.json" >"$dir/evaluate-1.json"
    # 10 000 triples of distinct cards, a fixed mix of combinations and non-combinations.
    jq -nc '["2","3","4","5","6","7","8","9","T","J","Q","K","A"] as $r | ["c","d","h","s"] as $s
        | [$r[] as $a | $s[] as $b | $a + $b] as $deck
        | {combinations: [range(10000) as $i | ($i % 52) as $a
            | (1 + (($i / 52 | floor) % 25)) as $d1 | (1 + (($i / 1300 | floor) % 25)) as $d2
            | [$deck[$a], $deck[($a + $d1) % 52], $deck[($a + $d1 + $d2) % 52]]]}' \
        >"$dir/evaluate-10000.json"
    # The four first combinations shown in the hand-worked deal.
    jq -c '{combinations: [.[].combinations[0]]}' "$dir/players.json" >"$dir/compare.json"
    jq -c '{plays: [.[1], .[2], .[3], .[0]] | to_entries
        | map({player: ((.key + 1) % 4), combination: .value.combinations[0]})}' \
        "$dir/players.json" >"$dir/rounds.json"
    jq -c '.[0]' "$dir/players.json" >"$dir/validate.json"
    jq -c '{dealer: 0, players: .}' "$dir/players.json" >"$dir/deals-resolve.json"
    jq -c '{chips: [20, 20, 20, 20], first_dealer: 0, deals: [range(10) as $i | {players: .}]}' \
        "$dir/players.json" >"$dir/games-resolve.json"
    echo '{"seed": "bench-http deal"}' >"$dir/deals.json"
    # Court piece: the README's Hokm deal, finished (a kot in seven tricks), from its hands.
    echo '{"rules": {"preset": "hokm"}, "seed": "readme hokm", "dealer": 0}' >"$dir/cp-deal.json"
    code=$(post "$base/v1/court-piece/deals" "$dir/cp-deal.json")
    [[ $code == 200 ]] || die "POST /v1/court-piece/deals answered $code"
    jq -c '{rules: {preset: "hokm"}, dealer: 0, hands: .hands, trump: "s",
        plays: ["Ks","As","Ts","8s","Ac","Kc","Qc","Tc","Qs","6s","7s","9s","Js","Ad","4s","5s",
                "Jd","9d","Kd","Td","Ah","Kh","Th","Qh","Qd","5d","7d","8d"]}' \
        "$dir/cp-deal.json.out" >"$dir/cp-deals-resolve.json"
    # The same deal as seat 1 may see it (issue 24: a view costs little).
    jq -c '. + {view: 1}' "$dir/cp-deals-resolve.json" >"$dir/cp-deals-resolve-view.json"
    # Issue 34: seat 2's advice after two tricks, a fixed work (16 worlds, every option), asked
    # with the deal and with only the seat's view (deals/resolve's answer to seat 2).
    jq -c '{rules: {preset: "hokm"}, dealer: 0, hands: .hands, trump: "s",
        plays: ["Ks","As","Ts","8s","Ac","Kc","Qc","Tc"], view: 2}' \
        "$dir/cp-deal.json.out" >"$dir/cp-seat-view.json"
    code=$(post "$base/v1/court-piece/deals/resolve" "$dir/cp-seat-view.json")
    [[ $code == 200 ]] || die "POST /v1/court-piece/deals/resolve (view) answered $code"
    jq -c '. + {samples: 16, stop: "never"}' "$dir/cp-seat-view.json" >"$dir/cp-advise.json"
    jq -c '{rules: {preset: "hokm"}, dealer: 0, view: 2, samples: 16, stop: "never",
        seat_view: .}' "$dir/cp-seat-view.json.out" >"$dir/cp-advise-view.json"
    # Real hands, dealt by the service.
    local code
    echo '{"seed": "bench-http 13"}' >"$dir/deal-13.json"
    code=$(post "$base/v1/chor-voli/deals" "$dir/deal-13.json")
    [[ $code == 200 ]] || die "POST /v1/chor-voli/deals answered $code"
    jq -c '{hand: .hands[0]}' "$dir/deal-13.json.out" >"$dir/suggest-13.json"
    echo '{"seed": "bench-http 17", "rules": {"preset": "ramchi-3"}}' >"$dir/deal-17.json"
    code=$(post "$base/v1/chor-voli/deals" "$dir/deal-17.json")
    [[ $code == 200 ]] || die "POST /v1/chor-voli/deals (ramchi-3) answered $code"
    jq -c '{rules: {preset: "ramchi-3"}, hand: .hands[0]}' "$dir/deal-17.json.out" >"$dir/suggest-17.json"
}

# check_answer CASE FILE: beyond the 200, that the answer is the full work, not a short cut.
check_answer() {
    local case=$1 out=$2.out
    case $case in
    evaluate-10000) jq -e '.results | length == 10000' "$out" >/dev/null ;;
    validate) jq -e '.valid == true' "$out" >/dev/null ;;
    deals-resolve) jq -e '.valid == true and (.rounds | length == 4)' "$out" >/dev/null ;;
    cp-deals-resolve) jq -e '.valid and .complete and .result.kind == "kot"' "$out" >/dev/null ;;
    cp-deals-resolve-view) jq -e '.valid and .complete and .view == 1 and (.hand | type == "array")' "$out" >/dev/null ;;
    cp-advise | cp-advise-view) jq -e '.seat == 2 and .samples == 16 and .decision.kind == "play"' "$out" >/dev/null ;;
    games-resolve) jq -e '(.deals | length == 10) and .finished == false' "$out" >/dev/null ;;
    suggest-*) jq -e '.suggestions | length == 5' "$out" >/dev/null ;;
    *) true ;;
    esac
}

# lua_for FILE: a wrk script posting FILE as JSON (or a plain GET when FILE is "-"), whose
# done() prints one machine-readable line.
lua_for() {
    local body=$1 lua=$1.lua
    [[ $body == - ]] && lua=$WORK/get.lua
    {
        if [[ $body != - ]]; then
            cat <<EOF
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
local f = assert(io.open("$body", "rb"))
wrk.body = f:read("*a")
f:close()
EOF
        fi
        cat <<'EOF'
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    "WRK requests=%d duration_us=%d rps=%.1f p50_us=%d p90_us=%d p99_us=%d p999_us=%d max_us=%d non2xx=%d connect=%d read=%d write=%d timeout=%d\n",
    summary.requests, summary.duration, summary.requests / (summary.duration / 1e6),
    latency:percentile(50), latency:percentile(90), latency:percentile(99),
    latency:percentile(99.9), latency.max, e.status, e.connect, e.read, e.write, e.timeout))
end
EOF
    } >"$lua"
    echo "$lua"
}

# run_wrk URL LUA SECONDS: prints wrk's WRK line (and keeps its full output in LUA.log).
run_wrk() {
    local url=$1 lua=$2 secs=$3
    timeout $((secs + 30)) wrk -t"${THREADS}" -c"${CONNECTIONS}" -d"${secs}s" --timeout 10s \
        --latency -s "$lua" "$url" >"$lua.log" 2>&1 || true
    grep '^WRK ' "$lua.log" || echo "WRK requests=0 rps=0 p50_us=0 p99_us=0 non2xx=-1"
}

# field LINE NAME: the value of NAME=... in a WRK line.
field() { sed -n "s/.*[ ]$2=\([^ ]*\).*/\1/p" <<<"$1"; }
