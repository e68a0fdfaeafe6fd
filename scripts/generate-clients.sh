#!/usr/bin/env bash
# Regenerates the clients from openapi/openapi.json, the only source of their code:
#   clients/python/hakam_client/ (+ pyproject.toml)  by openapi-python-client
#   clients/typescript/src/schema.ts                  by openapi-typescript
# Everything generated is committed; CI (scripts/clients.sh) reruns this and fails on a diff.
# The generators are pinned: openapi-python-client (and the ruff that formats its output) in a
# virtual environment under target/, openapi-typescript by clients/typescript/package-lock.json.
# --install-only: install them (when missing or at other versions) and stop.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
OPC_VERSION=0.29.1
RUFF_VERSION=0.17.6
VENV=${CLIENTS_VENV:-$ROOT/target/clients-venv}

if ! "$VENV/bin/openapi-python-client" --version 2>/dev/null | grep -q " $OPC_VERSION\$" ||
   ! "$VENV/bin/ruff" --version 2>/dev/null | grep -q " $RUFF_VERSION\$"; then
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install --quiet --disable-pip-version-check \
    "openapi-python-client==$OPC_VERSION" "ruff==$RUFF_VERSION"
fi
if [ ! -x clients/typescript/node_modules/.bin/openapi-typescript ] ||
   ! cmp -s clients/typescript/package-lock.json clients/typescript/node_modules/.hakam-installed-lock.json; then
  (cd clients/typescript && npm ci --no-audit --no-fund --loglevel=error)
  cp clients/typescript/package-lock.json clients/typescript/node_modules/.hakam-installed-lock.json
fi

if [ "${1:-}" = "--install-only" ]; then
  exit 0
fi

# Python: generate into a scratch folder, then replace the generated parts only (the config,
# README and examples beside them, and hakam_client/extras.py, are written by hand).
scratch=$(mktemp -d "${TMPDIR:-/tmp}/hakam-clients.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
(cd "$scratch" && PATH="$VENV/bin:$PATH" "$VENV/bin/openapi-python-client" generate \
  --path "$ROOT/openapi/openapi.json" \
  --config "$ROOT/clients/python/openapi-python-client.yaml" \
  --meta uv --fail-on-warning >/dev/null)
cp clients/python/hakam_client/extras.py "$scratch/hakam-client/hakam_client/extras.py"
rm -rf clients/python/hakam_client
cp -R "$scratch/hakam-client/hakam_client" clients/python/hakam_client
cp "$scratch/hakam-client/pyproject.toml" clients/python/pyproject.toml

# TypeScript: the paths, operations and schemas as types; openapi-fetch types calls by them.
# --root-types also names each schema as Python does (ChorVoliDealRequest for chor_voli.DealRequest).
(cd clients/typescript && node_modules/.bin/openapi-typescript ../../openapi/openapi.json \
  --root-types --root-types-no-schema-prefix --output src/schema.ts >/dev/null)
echo "clients regenerated from openapi/openapi.json"
