#!/usr/bin/env bash
# The Recordings API as a running program: schemathesis (from PyPI, in a venv) against `apparch api
# recordings` on SQLite and, when the test command started a PostgreSQL cluster (APPARCH_TEST_POSTGRES_URL),
# on PostgreSQL too: every documented operation, with generated valid and invalid requests, must answer as
# the OpenAPI description says. Then the process-level tests (pytest): limits, Host checks, two servers
# on one database, and the networked clients against a real server, killed and restarted.
# Usage: APPARCH_BIN=path/to/apparch Tests/API/run.sh [pytest arguments]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
venv="$root/.venv-api"
if [ ! -x "$venv/bin/st" ] || [ ! -x "$venv/bin/pytest" ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install -q schemathesis pytest
fi
bin="${APPARCH_BIN:?set APPARCH_BIN to the apparch binary}"
export APPARCH_BIN="$bin"
work="$(mktemp -d)"
server=""
cleanup() {
    if [ -n "$server" ]; then kill -INT "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
    rm -rf "$work"
}
trap cleanup EXIT

# Starts `apparch api recordings` with the given storage options and sets $url, $token and $server.
start_api() {
    local log="$work/api-$RANDOM.log"
    token="schemathesis$(date +%s)token"
    "$bin" api recordings --port 0 --token "$token" "$@" >"$log" 2>&1 &
    server=$!
    url=""
    for _ in $(seq 1 100); do
        url="$(grep -o 'at http://[^ ]*' "$log" | head -1 | cut -c4- || true)"
        [ -n "$url" ] && break
        sleep 0.1
    done
    if [ -z "$url" ]; then
        echo "apparch api did not start:" >&2
        cat "$log" >&2
        exit 1
    fi
}

stop_api() {
    kill -INT "$server"
    wait "$server"
    server=""
}

schemathesis() {
    # NB: positive_data_acceptance is left out: a schema-valid create whose base64 audio is not WAV is
    # refused on purpose (400, malformedChangeObject), which no JSON schema can express.
    RECORDINGS_ROOT="$("$venv/bin/python" -c '
import sys, urllib.request
request = urllib.request.Request(sys.argv[1] + "uuid", headers={"Authorization": "Bearer " + sys.argv[2]})
print(urllib.request.urlopen(request).read().decode())' "$url" "$token")"
    export RECORDINGS_ROOT
    "$venv/bin/st" --config-file "$root/Tests/API/schemathesis.toml" run \
        "$root/Sources/Recordings/Server/openapi.yaml" --url "${url%/}" \
        -H "Authorization: Bearer $token" --max-examples 40 --seed 1 --no-color \
        --exclude-checks positive_data_acceptance
}

echo "-- schemathesis on SQLite"
start_api --data-dir "$work/library"
schemathesis
stop_api

if [ -n "${APPARCH_TEST_POSTGRES_URL:-}" ]; then
    echo "-- schemathesis on PostgreSQL"
    database="apparch_schemathesis_$RANDOM"
    psql -q "$APPARCH_TEST_POSTGRES_URL" -c "CREATE DATABASE $database"
    start_api --database "$(python3 -c 'import sys, urllib.parse as u
p = u.urlsplit(sys.argv[1]); print(u.urlunsplit(p._replace(path="/" + sys.argv[2])))' "$APPARCH_TEST_POSTGRES_URL" "$database")"
    schemathesis
    stop_api
    psql -q "$APPARCH_TEST_POSTGRES_URL" -c "DROP DATABASE $database WITH (FORCE)"
fi

echo "-- process tests"
"$venv/bin/pytest" -q -p no:cacheprovider "$root/Tests/API" "$@"
