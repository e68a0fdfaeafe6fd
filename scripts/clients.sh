#!/usr/bin/env bash
# CI for the generated clients and the spec they come from:
#   1. regenerating clients/ from openapi/openapi.json gives no diff (they are not hand-edited);
#   2. redocly and spectral lint the spec: 0 errors (warnings are justified in docs/api-lint.md);
#   3. the Python and the TypeScript example each play a whole Chor Voli deal and a whole
#      Court piece deal against a running service (target/debug/hakam on a free port, unless
#      HAKAM_URL names one);
#   4. as a user meets them: fresh projects in a temporary folder outside the repository install
#      each client from its path (pip install <repo>/clients/python into a new virtual
#      environment, npm install <repo>/clients/typescript into a new npm project), type-check a
#      short Hokm program strictly (tests/clients/hokm.py with mypy --strict, hokm.ts with
#      tsc --strict --noEmit) and play it against the service;
#   5. the TypeScript quickstart exactly as clients/typescript/README.md writes it, in a new
#      folder from `npm init -y` on (tests/clients/quickstart.mjs takes its steps from there).
# Installs are pinned and cached: virtual environments under target/, node_modules beside the
# package-lock.json files (clients/typescript, tools/lint), reinstalled when a lock changes; the
# fresh projects install from pip's and npm's own caches, which those installs fill.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
export REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true NO_UPDATE_NOTIFIER=1
# The generator has its own virtual environment (generate-clients.sh); the Python example has
# this one: the client's two dependencies, and mypy to type-check the example strictly.
VENV=${CLIENTS_EXAMPLE_VENV:-$ROOT/target/clients-example-venv}
EXAMPLE_PINS="httpx==0.28.1 attrs==26.1.0 mypy==2.4.1"
started=$SECONDS
step() { echo "== clients: $* ($((SECONDS - started)) s)"; }

# npm ci for the lock in $1 unless node_modules was installed from that very lock.
npm_install() {
  local dir=$1
  if ! cmp -s "$dir/package-lock.json" "$dir/node_modules/.hakam-installed-lock.json"; then
    (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error)
    cp "$dir/package-lock.json" "$dir/node_modules/.hakam-installed-lock.json"
  fi
}

step "installs (pinned, cached)"
npm_install tools/lint
npm_install clients/typescript
if [ "$(cat "$VENV/.hakam-example-pins" 2>/dev/null)" != "$EXAMPLE_PINS" ]; then
  python3 -m venv "$VENV"
  # shellcheck disable=SC2086 # one argument per pin
  "$VENV/bin/pip" install --quiet --disable-pip-version-check $EXAMPLE_PINS
  echo "$EXAMPLE_PINS" > "$VENV/.hakam-example-pins"
fi

bash scripts/generate-clients.sh --install-only

step "regenerate the clients: no diff allowed"
bash scripts/generate-clients.sh
# Only what the generators write: the examples and READMEs beside it are written by hand.
generated=(clients/python/hakam_client clients/python/pyproject.toml clients/typescript/src/schema.ts)
if ! git diff --exit-code --stat -- "${generated[@]}" ||
   [ -n "$(git status --porcelain -- "${generated[@]}")" ]; then
  git status --short -- "${generated[@]}"
  echo "clients/ is not what scripts/generate-clients.sh makes of openapi/openapi.json:" >&2
  echo "run it and commit the result" >&2
  exit 1
fi

step "lint the spec: redocly"
tools/lint/node_modules/.bin/redocly lint --config redocly.yaml --format=stylish 2>&1 |
  grep -v -e '║' -e '╔' -e '╚' # drop redocly's Node.js deprecation banner
step "lint the spec: spectral"
tools/lint/node_modules/.bin/spectral lint --ruleset .spectral.yaml --fail-severity=error \
  openapi/openapi.json

step "lint and type-check the Python example (ruff, mypy --strict)"
# The hand-written Python: the example, the layer over the generated code, the fresh program.
handwritten=(clients/python/examples clients/python/hakam_client/extras.py tests/clients/hokm.py)
"${CLIENTS_VENV:-$ROOT/target/clients-venv}/bin/ruff" check --quiet "${handwritten[@]}"
"${CLIENTS_VENV:-$ROOT/target/clients-venv}/bin/ruff" format --check --quiet "${handwritten[@]}"
(cd clients/python && MYPYPATH=. "$VENV/bin/mypy" --strict --no-error-summary \
  --cache-dir "$ROOT/target/clients-mypy-cache" examples/play.py hakam_client/extras.py)
step "build the TypeScript client into dist/ and compile its example (strict)"
(cd clients/typescript && node_modules/.bin/tsc -p . && node_modules/.bin/tsc -p examples)

server=
fresh=$(mktemp -d "${TMPDIR:-/tmp}/hakam-clients-fresh.XXXXXX")
cleanup() {
  if [ -n "$server" ]; then kill "$server" 2>/dev/null || true; fi
  rm -rf "$fresh"
}
trap cleanup EXIT
if [ -z "${HAKAM_URL:-}" ]; then
  # SERVICE_BIN: a binary already built (as in scripts/schemathesis.sh).
  hakam=${SERVICE_BIN:-${CARGO_TARGET_DIR:-target}/debug/hakam}
  step "start $hakam"
  if [ -z "${SERVICE_BIN:-}" ]; then
    cargo build --locked --quiet --bin hakam
  fi
  port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  HAKAM_PORT=$port HAKAM_LOG=warn "$hakam" > target/clients-server.log 2>&1 &
  server=$!
  export HAKAM_URL=http://127.0.0.1:$port
  python3 - "$HAKAM_URL" <<'PY'
import sys, time, urllib.request
for _ in range(100):
    try:
        urllib.request.urlopen(f"{sys.argv[1]}/health", timeout=1)
        sys.exit(0)
    except OSError:
        time.sleep(0.1)
sys.exit("the server did not start: see target/clients-server.log")
PY
fi

step "python example against $HAKAM_URL"
PYTHONPATH=clients/python "$VENV/bin/python" clients/python/examples/play.py
step "typescript example against $HAKAM_URL"
node clients/typescript/dist/examples/play.js

# A user's projects: nothing from the repository but the client's path.
step "fresh Python project in $fresh/py: pip install $ROOT/clients/python, mypy --strict, play"
mkdir "$fresh/py"
cp tests/clients/hokm.py "$fresh/py/hokm.py"
python3 -m venv "$fresh/py/venv"
"$fresh/py/venv/bin/pip" install --quiet --disable-pip-version-check "$ROOT/clients/python"
# The pinned mypy of the example's environment, checking against the fresh one's packages.
(cd "$fresh/py" && "$VENV/bin/mypy" --strict --no-error-summary --python-executable venv/bin/python \
  --cache-dir "$fresh/py/.mypy_cache" hokm.py)
(cd "$fresh/py" && venv/bin/python hokm.py)

step "fresh TypeScript project in $fresh/ts: npm install $ROOT/clients/typescript, tsc --strict, play"
mkdir "$fresh/ts"
cp tests/clients/hokm.ts "$fresh/ts/hokm.ts"
ts_pins=$(cd clients/typescript && node -p 'const d = require("./package.json").devDependencies;
  `typescript@${d.typescript} @types/node@${d["@types/node"]}`')
(
  cd "$fresh/ts"
  echo '{ "name": "hakam-fresh-project", "private": true, "type": "module" }' > package.json
  # shellcheck disable=SC2086 # one argument per pin
  npm install --no-audit --no-fund --prefer-offline --loglevel=error "$ROOT/clients/typescript" $ts_pins
  flags=(--strict --target es2022 --module nodenext --types node)
  node_modules/.bin/tsc "${flags[@]}" --noEmit hokm.ts
  node_modules/.bin/tsc "${flags[@]}" --outDir out hokm.ts
  node out/hokm.js
)
step "the TypeScript quickstart as its README writes it, from npm init -y, in $fresh/quickstart"
mkdir "$fresh/quickstart"
node tests/clients/quickstart.mjs "$fresh/quickstart"
(
  cd "$fresh/quickstart"
  # npm's settings through its environment, the commands as written: from the cache, quietly.
  export npm_config_prefer_offline=true npm_config_audit=false npm_config_fund=false \
    npm_config_loglevel=error npm_config_update_notifier=false
  bash steps.sh > quickstart.out
  cat quickstart.out
  # The seat to play first, then the cards it may play (node prints a long list over lines).
  { grep -Eq "^[0-3] \[" quickstart.out && grep -Eq "'[2-9TJQKA][cdhs]'" quickstart.out; } ||
    { echo "the quickstart printed no seat and legal cards" >&2; exit 1; }
)
step "done"
echo "clients: 5 passed, 0 failed"
