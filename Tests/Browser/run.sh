#!/usr/bin/env bash
# Browser end-to-end tests: installs what is missing (Debian's Chromium, Playwright and pytest in a venv),
# builds apparch, and runs pytest. Screenshots go to browser-artifacts/ (or $APPARCH_ARTIFACTS). What it
# installs is Tests/Browser/setup.sh's.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"

source "$root/Tests/Browser/setup.sh"
browser_setup "$root"
venv="$browser_venv"

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
