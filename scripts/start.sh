#!/usr/bin/env bash
# Installs everything a fresh machine lacks (Node 22, pnpm, the workspace) and starts the
# product on its embedded defaults: API on PGlite with demo data, the sandbox stand-ins for
# the external services, the web app and Storybook. The README's start command.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# shellcheck source=bootstrap.sh
source scripts/bootstrap.sh
bash scripts/install-ocr.sh
exec pnpm run dev
