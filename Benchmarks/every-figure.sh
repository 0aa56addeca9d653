#!/usr/bin/env bash
# Every figure of Benchmarks/README.md in one run, in turn, on this checkout's commit (issue 30, item 7): the
# ListDiff, Redux and web host benchmarks, three runs of the paired PatternCost benchmarks (TEA and MAVB each
# beside MVC), `drive-delete.py` (three runs), `Tests/Browser/measure.py --runs 3`, `api-load.sh`,
# `queue-drain.py` (three runs on SQLite, three on PostgreSQL) and `scripts/compare` (the unpaired
# PatternCost run and the suite's coverage, written to Comparison/ and the README's table).
#
# Each step's output goes to its own file in the output directory, with the UTC times of its start and end
# in `times.txt`, so a figure copied into the README can name when it was taken. Run it with nothing else on
# the machine: every figure is a ratio to a peer or a ceiling from the same run, but both sides share the
# 2 cores with whatever else runs.
#
# Installs what is missing, as the test command does: wrk and PostgreSQL (Debian's packages), Chromium and
# Playwright (Tests/Browser/setup.sh, as the browser tests install them).
#
# Usage: bash Benchmarks/every-figure.sh [output directory]   (default .build/every-figure/<commit>; about
# 25 minutes once built, and a release build of both packages first)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
commit="$(git rev-parse --short HEAD)"
out="${1:-$root/.build/every-figure/$commit}"
mkdir -p "$out"
times="$out/times.txt"
: >"$times"

# Runs one step: its name, then its command; its output goes to $out/<name>.txt and to the terminal.
step() {
    local name="$1"
    shift
    printf '\n== %s ==\n' "$name"
    local start
    start="$(date -u +%H:%M:%S)"
    set +e
    "$@" 2>&1 | tee "$out/$name.txt"
    local status=${PIPESTATUS[0]}
    set -e
    printf '%s %s-%s UTC (exit %s)\n' "$name" "$start" "$(date -u +%H:%M:%S)" "$status" | tee -a "$times"
    return "$status"
}

# What the steps need, installed before the first measurement so no install runs between two of them.
if ! command -v wrk >/dev/null 2>&1; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null
fi
source scripts/postgres.sh
postgres_install
source Tests/Browser/setup.sh
browser_setup "$root"
venv="$browser_venv"

printf '== builds (release) ==\n'
swift build -c release --product apparch
bin="$root/.build/release/apparch"
(cd Benchmarks && swift build -c release --scratch-path .build-bench)

echo "commit $commit, $(nproc) cores, $(free -g | awk '/^Mem:/ { print $2 }') GB, $(swift --version 2>&1 | head -1)" | tee "$out/machine.txt"

bench() { (cd Benchmarks && swift package --scratch-path .build-bench benchmark --no-progress "$@"); }

step listdiff bench --target ListDiff
step redux bench --target ReduxBenchmarks --scale
step webhost bench --target WebHostBenchmarks
for run in 1 2 3; do
    step "paired-$run" bench --target PatternCost --filter '.*-vs-mvc/.*'
done
step drive-delete python3 Benchmarks/drive-delete.py "$bin" --runs 3
step measure "$venv/bin/python" Tests/Browser/measure.py "$bin" --runs 3
step api-load env APPARCH_BIN="$bin" bash Benchmarks/api-load.sh
for run in 1 2 3; do
    step "queue-drain-sqlite-$run" python3 Benchmarks/queue-drain.py "$bin"
done
# A fresh server database for each run: a throwaway cluster, syncing to disk as api-load.sh's does.
trap postgres_stop EXIT
for run in 1 2 3; do
    APPARCH_PG_FSYNC=on postgres_start
    step "queue-drain-postgres-$run" python3 Benchmarks/queue-drain.py "$bin" --database "$APPARCH_TEST_POSTGRES_URL"
    postgres_stop
done
trap - EXIT
step compare bash scripts/compare

printf '\nEvery step'"'"'s output is in %s; their times are in %s.\n' "$out" "$times"
