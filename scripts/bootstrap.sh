#!/usr/bin/env bash
# Brings in the pinned toolchain (Node 22 LTS and pnpm, from the npm registry, into .tools/)
# and installs the workspace. Sourced by start.sh and test.sh so both commands work on a
# machine that has only Node 20 and npm.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
NODE_VERSION="22.23.3"
PNPM_VERSION="12.21.0"
TOOLS="$ROOT/.tools"

node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(node_major)" -lt 22 ]; then
  if [ ! -x "$TOOLS/node_modules/.bin/node" ] || [ "$("$TOOLS/node_modules/.bin/node" -v)" != "v$NODE_VERSION" ]; then
    echo "bootstrap: installing Node $NODE_VERSION into .tools/"
    npm install --silent --no-audit --no-fund --prefix "$TOOLS" "node@$NODE_VERSION" >/dev/null
  fi
  export PATH="$TOOLS/node_modules/.bin:$PATH"
fi

if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm -v 2>/dev/null)" != "$PNPM_VERSION" ]; then
  if [ ! -x "$TOOLS/pnpm/node_modules/.bin/pnpm" ]; then
    echo "bootstrap: installing pnpm $PNPM_VERSION into .tools/"
    npm install --silent --no-audit --no-fund --prefix "$TOOLS/pnpm" "pnpm@$PNPM_VERSION" >/dev/null
  fi
  export PATH="$TOOLS/pnpm/node_modules/.bin:$PATH"
fi

echo "bootstrap: node $(node -v), pnpm $(pnpm -v)"
cd "$ROOT"
pnpm install --reporter=append-only  # frozen lockfile automatically when CI=true
