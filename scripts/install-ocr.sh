#!/usr/bin/env bash
# Installs Debian's tesseract-ocr (5.x) when it is missing: the extraction package reads scans
# with it about twice as fast as with its WebAssembly build and in a third of the memory
# (packages/extraction/README.md). Only the binary: the language models come from the npm
# packages (@tesseract.js-data/*), so both engines read with the same models. When apt cannot
# run (no root, no sudo, no Debian), scans are still read, by tesseract.js, and this says so.
# Called by scripts/start.sh and scripts/test.sh.
set -uo pipefail

if command -v tesseract >/dev/null 2>&1 || [ -n "${OCR_ENGINE:-}" ]; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then SUDO="sudo -n"; else SUDO="none"; fi
fi
if [ "$SUDO" = "none" ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "install-ocr: cannot apt-get install tesseract-ocr here; scans will be read by tesseract.js (slower)"
  exit 0
fi
echo "install-ocr: installing Debian's tesseract-ocr (scans are read about twice as fast)"
if ! { $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends tesseract-ocr >/dev/null; }; then
  echo "install-ocr: apt-get failed; scans will be read by tesseract.js (slower)"
fi
exit 0
