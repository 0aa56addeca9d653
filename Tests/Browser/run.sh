#!/usr/bin/env bash
# Browser end-to-end tests: installs what is missing (Debian's Chromium, Playwright and pytest in a venv),
# builds apparch, and runs pytest. Screenshots go to browser-artifacts/ (or $APPARCH_ARTIFACTS).
# Playwright's own browser download is never used: the tests launch /usr/bin/chromium.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"

# Chromium, and an emoji font so the screenshots show the apps' 📁 and 🔊 rows as a person sees them.
if ! command -v chromium >/dev/null 2>&1 || ! dpkg -s fonts-noto-color-emoji >/dev/null 2>&1; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-color-emoji >/dev/null
fi

venv="$root/.venv-browser"
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
if ! "$venv/bin/python" -c "import playwright, pytest, websockets" 2>/dev/null; then
    "$venv/bin/pip" install -q playwright pytest websockets
fi

# NB: scripts/check passes the binary it already built (APPARCH_BIN); run alone, this builds its own.
if [ -z "${APPARCH_BIN:-}" ]; then
    scratch="${APPARCH_SCRATCH:-.build-web}"
    swift build --scratch-path "$scratch" --product apparch
    export APPARCH_BIN="$root/$scratch/debug/apparch"
fi
export APPARCH_ARTIFACTS="${APPARCH_ARTIFACTS:-$root/browser-artifacts}"

# The documentation tests open the site `apparch serve` shows at /docs; scripts/check builds it before this
# script, and a run of this script alone builds it when missing.
if [ ! -f "$root/.build/docs-site/index.html" ]; then
    bash "$root/scripts/docs"
fi

exec "$venv/bin/python" -m pytest "$root/Tests/Browser" -p no:cacheprovider -rA "$@"
