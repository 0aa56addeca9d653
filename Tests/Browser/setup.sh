# Sourced by Tests/Browser/run.sh and Benchmarks/every-figure.sh: `browser_setup ROOT` installs what the
# browser tests and measurements need when it is missing (Debian's Chromium with an emoji font, and a venv
# at ROOT/.venv-browser with Playwright, pytest and websockets from PyPI) and sets `browser_venv` to the venv.
# Playwright's own browser download is never used: the tests launch /usr/bin/chromium.

browser_setup() {
    local root="$1"
    # Chromium, and an emoji font so the screenshots show the apps' 📁 and 🔊 rows as a person sees them.
    if ! command -v chromium >/dev/null 2>&1 || ! dpkg -s fonts-noto-color-emoji >/dev/null 2>&1; then
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-color-emoji >/dev/null
    fi
    browser_venv="$root/.venv-browser"
    if [ ! -x "$browser_venv/bin/python" ]; then
        python3 -m venv "$browser_venv"
    fi
    if ! "$browser_venv/bin/python" -c "import playwright, pytest, websockets" 2>/dev/null; then
        "$browser_venv/bin/pip" install -q playwright pytest websockets
    fi
}
