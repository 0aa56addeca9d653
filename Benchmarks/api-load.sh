#!/usr/bin/env bash
# The Recordings API under load from a second process (api-load.py), on SQLite and on PostgreSQL, three
# runs each: creates per second and latency percentiles at 16 connections. Every create is one durable
# transaction on both engines (the PostgreSQL cluster this starts syncs to disk).
# Usage: APPARCH_BIN=.build/release/apparch Benchmarks/api-load.sh [connections] [creates per connection]
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/postgres.sh
bin="${APPARCH_BIN:?set APPARCH_BIN to a release build of apparch}"
connections="${1:-16}"
requests="${2:-300}"
token="loadtestloadtest1234"
work="$(mktemp -d)"
server=""
cleanup() {
    if [ -n "$server" ]; then kill -INT "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
    postgres_stop
    rm -rf "$work"
}
trap cleanup EXIT
APPARCH_PG_FSYNC=on postgres_start

run() {
    local label="$1"
    shift
    local log="$work/api-$RANDOM.log"
    "$bin" api recordings --port 0 --token "$token" --max-connections 256 "$@" >"$log" 2>&1 &
    server=$!
    local url=""
    for _ in $(seq 1 100); do
        url="$(grep -o 'at http://[^ ]*' "$log" | head -1 | cut -c4- || true)"
        [ -n "$url" ] && break
        sleep 0.1
    done
    echo "-- $label"
    python3 Benchmarks/api-load.py "$url" "$token" --connections "$connections" --requests "$requests"
    kill -INT "$server"
    wait "$server"
    server=""
}

for attempt in 1 2 3; do
    run "SQLite, run $attempt" --data-dir "$work/sqlite-$attempt"
    database="apparch_load_$attempt"
    psql -q "$APPARCH_TEST_POSTGRES_URL" -c "CREATE DATABASE $database"
    run "PostgreSQL, run $attempt" --database "${APPARCH_TEST_POSTGRES_URL/\/postgres?/\/$database?}"
done
