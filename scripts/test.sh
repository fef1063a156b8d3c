#!/usr/bin/env bash
# Installs everything a fresh machine lacks (Node 22, pnpm, the workspace, Debian's chromium)
# and runs every test: lint, typecheck, unit and server tests, stories in chromium with axe
# and the visual baseline. The README's test command; .ci/run calls only this.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
started=$SECONDS

# shellcheck source=bootstrap.sh
source scripts/bootstrap.sh

# The browser tests run in chromium's headless shell (scripts/chromium.mjs), the stories' pixel
# baseline is its rendering; the apps' own browser checks (perf) use chromium.
if [ -z "${CHROMIUM_PATH:-}" ] && ! { command -v chromium-headless-shell && command -v chromium; } >/dev/null 2>&1; then
  echo "test: installing Debian's chromium and its headless shell (browser tests never download a browser of their own)"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-headless-shell >/dev/null
fi
bash scripts/install-ocr.sh

log="$(mktemp)"
trap 'rm -f "$log"' EXIT
pnpm run test 2>&1 | tee "$log"

# One closing line for the whole run, summed from vitest's, the story runner's and Playwright's
# summaries (Playwright prints '  N passed (1.2m)' and '  N failed' on lines of their own).
summary="$(sed 's/\x1b\[[0-9;]*m//g' "$log" | awk '
  /^ *(@[^ ]+: +)?Tests +[0-9]+ passed/ || /^Tests: +[0-9]+ passed/ ||
  /^ *(@[^ ]+: +)? *[0-9]+ (passed|failed|flaky) \([0-9.]+(ms|s|m|h)\)$/ || /^ *(@[^ ]+: +)? *[0-9]+ (failed|flaky)$/ {
    for (i = 1; i <= NF; i++) {
      if ($i ~ /^passed/) passed += $(i - 1)
      if ($i ~ /^failed/) failed += $(i - 1)
    }
  }
  END { printf "%d passed, %d failed", passed, failed }')"
echo "test: all suites passed in $((SECONDS - started)) s"
echo "$summary"
