#!/usr/bin/env bash
# The books' servers as running programs: schemathesis (from PyPI, in a venv) against `apparch api
# recordings` and `apparch api koober` on SQLite and, when the test command started a PostgreSQL cluster
# (APPARCH_TEST_POSTGRES_URL), on PostgreSQL too: every documented operation, with generated valid and
# invalid requests, must answer as the OpenAPI description says. Then the process-level tests (pytest):
# limits, Host checks, two servers on one database, and the networked clients against a real server,
# killed and restarted.
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

# Starts `apparch api <app>` with the given storage options and sets $url and $server (and $token for
# recordings, whose requests all need it).
start_api() {
    local app="$1"
    shift
    local log="$work/api-$RANDOM.log"
    local options=()
    if [ "$app" = recordings ]; then
        token="schemathesis$(date +%s)token"
        options=(--token "$token")
    fi
    "$bin" api "$app" --port 0 "${options[@]}" "$@" >"$log" 2>&1 &
    server=$!
    url=""
    for _ in $(seq 1 100); do
        url="$(grep -o 'at http://[^ ]*' "$log" | head -1 | cut -c4- || true)"
        [ -n "$url" ] && break
        sleep 0.1
    done
    if [ -z "$url" ]; then
        echo "apparch api $app did not start:" >&2
        cat "$log" >&2
        exit 1
    fi
}

stop_api() {
    kill -INT "$server"
    wait "$server"
    server=""
}

schemathesis_recordings() {
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

# Koober Cloud: the Basic endpoint signs in as the seeded account, the Bearer ones take the token of an
# account signed up here; /logout runs last, on its own token, since it revokes the one it is given.
schemathesis_koober() {
    export KOOBER_EMAIL="johnny@gmail.com" KOOBER_PASSWORD="password"
    local email="schemathesis$RANDOM@example.com"
    KOOBER_TOKEN="$("$venv/bin/python" -c '
import json, sys, urllib.request
account = {"fullName": "Schema Thesis", "nickname": "ST", "email": sys.argv[2], "mobileNumber": "555-0100",
           "password": "schemathesis"}
request = urllib.request.Request(sys.argv[1] + "signUp", data=json.dumps(account).encode(), method="POST",
                                 headers={"Content-Type": "application/json"})
print(json.load(urllib.request.urlopen(request))["token"])' "$url" "$email")"
    export KOOBER_TOKEN
    local run=("$venv/bin/st" --config-file "$root/Tests/API/schemathesis-koober.toml" run
        "$root/Sources/Koober/Cloud/openapi.yaml" --url "${url%/}" --max-examples 40 --seed 1 --no-color)
    "${run[@]}" --exclude-path /logout
    "${run[@]}" --include-path /logout
}

# Makes a new database on the test cluster, for one server, and sets $database_url (dropped at the end).
fresh_database() {
    local database="apparch_schemathesis_$RANDOM"
    psql -q "$APPARCH_TEST_POSTGRES_URL" -c "CREATE DATABASE $database"
    databases+=("$database")
    database_url="$(python3 -c 'import sys, urllib.parse as u
p = u.urlsplit(sys.argv[1]); print(u.urlunsplit(p._replace(path="/" + sys.argv[2])))' "$APPARCH_TEST_POSTGRES_URL" "$database")"
}

databases=()
for app in recordings koober; do
    echo "-- schemathesis on SQLite: $app"
    start_api "$app" --data-dir "$work/$app"
    "schemathesis_$app"
    stop_api

    if [ -n "${APPARCH_TEST_POSTGRES_URL:-}" ]; then
        echo "-- schemathesis on PostgreSQL: $app"
        fresh_database
        start_api "$app" --database "$database_url"
        "schemathesis_$app"
        stop_api
    fi
done
for database in "${databases[@]}"; do
    psql -q "$APPARCH_TEST_POSTGRES_URL" -c "DROP DATABASE $database WITH (FORCE)"
done

echo "-- process tests"
"$venv/bin/pytest" -q -p no:cacheprovider "$root/Tests/API" "$@"
