#!/usr/bin/env bash
# The playground's browser test: plays whole Hokm, Double Sar, Trup kasiet (as seat 2), Dabba
# Rang (as seat 1) and Chor Voli deals through /play/ in headless Chromium
# (tests/playground/play.mjs, driven by playwright-core) and checks what the page shows against
# the API; it also calls a Trup kasiet redeal, reads the rules pages at 375 and 1280 px (no
# example cut at the right edge) and plays a Hokm deal against three bots by the hint
# (deals/advise). Screenshots land in target/playground/*.png.
#   HAKAM_URL: test a service already running there; else target/debug/hakam is built and
#              started on a free port, and stopped on exit.
#   SERVICE_BIN: start this binary instead, already built (nothing is built).
#   CHROMIUM (default /usr/bin/chromium): installed from Debian's package when missing.
# Needs Node.js 20 or later and npm.
set -euo pipefail
cd "$(dirname "$0")/.."
export CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
stage_started=$SECONDS
stage() { echo "== $1 ($((SECONDS - stage_started)) s)"; stage_started=$SECONDS; }

if ! node -e 'process.exit(Number(process.versions.node.split(".")[0]) >= 20 ? 0 : 1)' 2>/dev/null; then
  echo "the playground test needs Node.js 20 or later (and npm): playwright-core requires it" >&2
  exit 1
fi

if [ ! -x "$CHROMIUM" ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  # A fresh machine may have no package lists yet.
  $sudo apt-get install -y --no-install-recommends chromium \
    || { $sudo apt-get update && $sudo apt-get install -y --no-install-recommends chromium; }
  stage "chromium installed"
fi

npm ci --prefix tests/playground --no-audit --no-fund --loglevel=error
stage "playwright-core installed (npm ci)"

server=""
cleanup() { if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi; }
trap cleanup EXIT
if [ -z "${HAKAM_URL:-}" ]; then
  # SERVICE_BIN: a binary already built (as in scripts/schemathesis.sh).
  if [ -z "${SERVICE_BIN:-}" ]; then
    cargo build --locked --quiet --bin hakam
    stage "hakam built"
  fi
  port=$(node -e "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });")
  mkdir -p target/playground
  HAKAM_PORT=$port HAKAM_LOG=warn "${SERVICE_BIN:-target/debug/hakam}" > target/playground/server.log 2>&1 &
  server=$!
  export HAKAM_URL="http://127.0.0.1:$port"
  for _ in $(seq 100); do
    if node -e "fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))" "$HAKAM_URL/health"; then
      break
    fi
    kill -0 "$server" 2>/dev/null || { echo "hakam exited; see target/playground/server.log" >&2; exit 1; }
    sleep 0.1
  done
fi

node tests/playground/play.mjs
stage "browser test passed against $HAKAM_URL"
