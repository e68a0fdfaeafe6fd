#!/usr/bin/env bash
# Property-based contract testing: starts the service and runs schemathesis with every check
# over every operation of its own OpenAPI document. Any failure fails the script.
#   MAX_EXAMPLES (default 60): examples per operation and phase, which bounds the run's time.
#   SERVICE_BIN: the service binary to run (default: target/debug/hakam, built first).
# schemathesis is installed from PyPI into a virtual environment under target/.
set -euo pipefail
cd "$(dirname "$0")/.."
VERSION=4.32.5
VENV=${SCHEMATHESIS_VENV:-target/schemathesis-venv}
PORT=${SCHEMATHESIS_PORT:-18765}
if ! "$VENV/bin/st" --version 2>/dev/null | grep -q "$VERSION"; then
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install --quiet --disable-pip-version-check "schemathesis==$VERSION"
fi
# SERVICE_BIN: a binary already built (CI passes the one `cargo test` built: a `cargo build`
# after it compiles some forty dependencies again under other features).
if [ -z "${SERVICE_BIN:-}" ]; then
  cargo build --locked --quiet --bin hakam
fi
hakam=${SERVICE_BIN:-target/debug/hakam}
# Small search budgets: every analysis and advice answers within a second or two in this
# debug build (a 422 ANALYSIS_BUDGET past them, which the contract documents).
HAKAM_PORT=$PORT HAKAM_LOG=warn HAKAM_COURT_PIECE_ANALYSIS_BUDGET=${ANALYSIS_BUDGET:-200000} \
  HAKAM_COURT_PIECE_ADVISE_BUDGET=${ADVISE_BUDGET:-500000} "$hakam" > target/schemathesis-server.log 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
python3 - "$PORT" <<'PY'
import sys, time, urllib.request
for _ in range(100):
    try:
        urllib.request.urlopen(f"http://127.0.0.1:{sys.argv[1]}/health", timeout=1)
        sys.exit(0)
    except OSError:
        time.sleep(0.1)
sys.exit("the server did not start")
PY
export SCHEMATHESIS_HOOKS=hooks PYTHONPATH=.ci/schemathesis SCHEMATHESIS_BASE_URL="http://127.0.0.1:$PORT"
"$VENV/bin/st" --config-file .ci/schemathesis/schemathesis.toml run "http://127.0.0.1:$PORT/openapi.json" \
  --checks all \
  --max-examples "${MAX_EXAMPLES:-60}" \
  --workers 2 \
  --continue-on-failure \
  --seed "${SCHEMATHESIS_SEED:-20261122}" \
  --no-color
