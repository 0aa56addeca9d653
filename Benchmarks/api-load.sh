#!/usr/bin/env bash
# The Recordings API under load, beside its ceilings, in one run. wrk (Debian's package) makes the load:
# api-create.lua makes every request a new folder under the root, at 16 and at 64 connections, against
# `apparch api recordings` on SQLite and on PostgreSQL (a throwaway cluster this starts, syncing to disk:
# every create is one durable transaction on both). Beside them, in the same run:
#   - SQLite ceiling: the same create straight into SQLite with the server's settings (sqlite-ceiling.py,
#     one create per transaction: look up the parent, look up the uuid, insert);
#   - PostgreSQL ceiling: pgbench with the same statements (api-create.pgbench), at 16 and 64 clients;
#   - HTTP ceiling: wrk on GET /uuid (api-get.lua), the cheapest authenticated route.
# Failures: wrk counts every response above 399 and every socket error; after each server run the rows in
# the database are counted too: every acknowledged create must be there (a few more may be, the requests
# in flight when wrk stopped).
# Prints each measurement, then the medians of the rounds as a table of ratios (server ÷ ceiling).
# Usage: APPARCH_BIN=.build/release/apparch Benchmarks/api-load.sh [seconds per measurement] [rounds]
#   (defaults 10 and 3: about five minutes). SQLITE_CEILING_JOURNAL=delete|wal forces the ceiling's journal
#   mode (default: the one the server left in the file).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/postgres.sh
bin="${APPARCH_BIN:?set APPARCH_BIN to a release build of apparch}"
seconds="${1:-10}"
rounds="${2:-3}"
for tool in wrk pgbench psql python3; do
    command -v "$tool" >/dev/null || { echo "api-load.sh needs $tool (apt-get install wrk postgresql-client)" >&2; exit 1; }
done
token="loadtestloadtest1234"
work="$(mktemp -d)"
results="$work/results"
server=""
cleanup() {
    if [ -n "$server" ]; then kill -INT "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
    postgres_stop
    rm -rf "$work"
}
trap cleanup EXIT
APPARCH_PG_FSYNC=on postgres_start
echo "apparch $("$bin" --version 2>/dev/null || echo "at $bin"), commit $(git rev-parse --short HEAD 2>/dev/null || echo unknown)," \
    "$(nproc) cores, $(date -u +%Y-%m-%dT%H:%MZ), ${seconds} s per measurement, $rounds rounds"

# Starts the server with the given storage options; sets $server, $url and $root.
start_server() {
    local log="$work/api-$RANDOM.log"
    "$bin" api recordings --port 0 --token "$token" --max-connections 256 "$@" >"$log" 2>&1 &
    server=$!
    url=""
    for _ in $(seq 1 100); do
        url="$(grep -o 'at http://[^ ]*' "$log" | head -1 | cut -c4- || true)"
        [ -n "$url" ] && break
        sleep 0.1
    done
    [ -n "$url" ] || { cat "$log" >&2; exit 1; }
    root="$(python3 -c 'import sys, urllib.request as u; print(u.urlopen(u.Request(sys.argv[1] + "uuid", headers={"Authorization": "Bearer " + sys.argv[2]})).read().decode())' "$url" "$token")"
}

stop_server() {
    kill -INT "$server"
    wait "$server"
    server=""
}

acknowledged=0
in_flight=0
# wrk_run ROUND NAME CONNECTIONS SCRIPT [ARGS]: one wrk measurement, recorded as "ROUND NAME CONNECTIONS RESULT…".
wrk_run() {
    local round="$1" name="$2" connections="$3" script="$4"
    shift 4
    local output line
    local duration="$seconds"
    [ "$round" != warm-up ] || duration=2
    output="$(wrk -t2 -c"$connections" -d"${duration}s" --latency -s "$script" "$url" -- "$@")"
    line="$(grep '^RESULT' <<<"$output")"
    [ "$round" = warm-up ] || echo "$round $name $connections $line" | tee -a "$results"
    if [[ "$name" == *-create ]]; then
        local requests non2xx
        requests="$(grep -o 'requests=[0-9]*' <<<"$line" | cut -d= -f2)"
        non2xx="$(grep -o 'non2xx=[0-9]*' <<<"$line" | cut -d= -f2)"
        acknowledged=$((acknowledged + requests - non2xx))
        in_flight=$((in_flight + connections))
    fi
}

# check_rows ROUND NAME ROWS: every acknowledged create is in the database.
check_rows() {
    local round="$1" name="$2" rows="$3"
    local extra=$((rows - acknowledged))
    echo "$round $name-rows 0 RESULT rows=$rows acknowledged=$acknowledged extra=$extra in_flight_bound=$in_flight" | tee -a "$results"
    if [ "$extra" -lt 0 ] || [ "$extra" -gt "$in_flight" ]; then
        echo "FAILURE: $name holds $rows new rows for $acknowledged acknowledged creates" >&2
        exit 1
    fi
}

# A fresh 8-hex-digit prefix for the uuids of one wrk run.
nonce() { printf '%04X%04X' $((RANDOM)) $((RANDOM)); }

postgres_url_database() { echo "${APPARCH_TEST_POSTGRES_URL/\/postgres?/\/$1?}"; }

for round in $(seq 1 "$rounds"); do
    # SQLite: the server, then GET /uuid on it, then the ceiling on the same file.
    start_server --data-dir "$work/sqlite-$round"
    acknowledged=0
    in_flight=0
    wrk_run warm-up sqlite-create 16 Benchmarks/api-create.lua "$token" "$root" "$(nonce)"
    for connections in 16 64; do
        wrk_run "$round" sqlite-create "$connections" Benchmarks/api-create.lua "$token" "$root" "$(nonce)"
    done
    for connections in 16 64; do
        wrk_run "$round" http-get "$connections" Benchmarks/api-get.lua "$token"
    done
    stop_server
    check_rows "$round" sqlite "$(python3 -c 'import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute("SELECT COUNT(*) - 1 FROM items").fetchone()[0])' "$work/sqlite-$round/recordings.sqlite")"
    echo "$round sqlite-ceiling 1 $(python3 Benchmarks/sqlite-ceiling.py "$work/sqlite-$round/recordings.sqlite" "$seconds" "${SQLITE_CEILING_JOURNAL:-}")" | tee -a "$results"

    # PostgreSQL: the server, then pgbench on the same database.
    database="apparch_load_$round"
    psql -q "$APPARCH_TEST_POSTGRES_URL" -c "CREATE DATABASE $database"
    start_server --database "$(postgres_url_database "$database")"
    acknowledged=0
    in_flight=0
    wrk_run warm-up postgres-create 16 Benchmarks/api-create.lua "$token" "$root" "$(nonce)"
    for connections in 16 64; do
        wrk_run "$round" postgres-create "$connections" Benchmarks/api-create.lua "$token" "$root" "$(nonce)"
    done
    stop_server
    check_rows "$round" postgres "$(psql -tA "$(postgres_url_database "$database")" -c "SELECT COUNT(*) - 1 FROM items")"
    for connections in 16 64; do
        log="$work/pgbench-$round-$connections"
        tps="$(pgbench -n -M simple -f Benchmarks/api-create.pgbench -c "$connections" -j 2 -T "$seconds" \
            -l --log-prefix="$log" -D "root='$root'" "$(postgres_url_database "$database")" 2>&1 |
            grep -o 'tps = [0-9.]*' | head -1 | cut -d' ' -f3)"
        # NB: pgbench's log has a line per transaction, its latency in microseconds third.
        percentiles="$(cat "$log".* | python3 -c 'import sys; l = sorted(int(x.split()[2]) for x in sys.stdin); print(f"p50_us={l[len(l) // 2]} p99_us={l[min(len(l) - 1, len(l) * 99 // 100)]}")')"
        echo "$round postgres-ceiling $connections RESULT creates_per_s=$tps $percentiles" | tee -a "$results"
    done
done

python3 - "$results" "$seconds" <<'PYTHON'
import statistics, sys
rows = {}
for line in open(sys.argv[1]):
    round_, name, connections, _, *fields = line.split()
    values = dict(field.split("=", 1) for field in fields)
    rows.setdefault((name, int(connections)), []).append(values)

def median(name, connections, value):
    runs = rows.get((name, connections), [])
    return statistics.median(value(run) for run in runs) if runs else float("nan")

rate = lambda run: (int(run["requests"]) - int(run["non2xx"])) / float(run["seconds"])
failures = lambda name, c: sum(int(r["non2xx"]) + int(r["socket_errors"]) for r in rows.get((name, c), []))
sqlite_ceiling = median("sqlite-ceiling", 1, lambda r: int(r["creates"]) / float(r["seconds"]))
journal = rows["sqlite-ceiling", 1][0]["journal"]
print()
print(f"Medians of {len(rows['sqlite-ceiling', 1])} rounds. Ceilings: SQLite {sqlite_ceiling:,.0f} creates/s "
      f"(one connection, journal_mode={journal}, synchronous=FULL); PostgreSQL pgbench at the same clients.")
print()
print("| Engine | Conns | Creates/s | p50 ms | p99 ms | Failures | Ceiling/s | Ceiling p99 ms | Server ÷ ceiling "
      "| GET /uuid/s | Server ÷ HTTP |")
print("|---|---|---|---|---|---|---|---|---|---|---|")
goals = []
for engine in ("sqlite", "postgres"):
    for c in (16, 64):
        creates = median(f"{engine}-create", c, rate)
        p50 = median(f"{engine}-create", c, lambda r: int(r["p50_us"]) / 1000)
        p99 = median(f"{engine}-create", c, lambda r: int(r["p99_us"]) / 1000)
        ceiling = sqlite_ceiling if engine == "sqlite" else median("postgres-ceiling", c, lambda r: float(r["creates_per_s"]))
        ceiling_p99 = median(f"{engine}-ceiling", 1 if engine == "sqlite" else c, lambda r: int(r["p99_us"]) / 1000)
        http = median("http-get", c, rate)
        label = "SQLite" if engine == "sqlite" else "PostgreSQL"
        print(f"| {label} | {c} | {creates:,.0f} | {p50:.1f} | {p99:.1f} | {failures(engine + '-create', c)} | "
              f"{ceiling:,.0f} | {ceiling_p99:.1f} | {creates / ceiling:.2f} | {http:,.0f} | {creates / http:.2f} |")
        goals.append((f"{label} {c} conns ≥ 0.5 of its ceiling", creates / ceiling >= 0.5))
        if c == 16:
            goals.append((f"{label} p99 at 16 conns < 50 ms", p99 < 50))
print()
for goal, met in goals:
    print(f"{'met    ' if met else 'NOT met'}  {goal}")
PYTHON
