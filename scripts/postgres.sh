# Sourced by scripts/check: a throwaway PostgreSQL cluster on loopback for the tests, installed from
# Debian's packages when missing. `postgres_start` exports APPARCH_TEST_POSTGRES_URL (the cluster's
# maintenance database, with a random password); `postgres_stop` stops the cluster and removes it.
# The tests' cluster does not sync to disk (APPARCH_PG_FSYNC=on makes it, for benchmarks).

postgres_bin() {
    local dir
    for dir in /usr/lib/postgresql/*/bin; do
        if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then
            echo "$dir"
            return 0
        fi
    done
    return 1
}

postgres_install() {
    postgres_bin >/dev/null && return 0
    echo "Installing PostgreSQL from Debian's packages…"
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq postgresql >/dev/null
    postgres_bin >/dev/null
}

postgres_start() {
    postgres_install || { echo "PostgreSQL could not be installed" >&2; return 1; }
    local bin
    bin="$(postgres_bin)"
    APPARCH_PG_DIR="$(mktemp -d /tmp/apparch-postgres.XXXXXX)"
    local port password as_user=()
    port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
    password="$(python3 -c 'import secrets; print(secrets.token_hex(16))')"
    printf '%s\n' "$password" >"$APPARCH_PG_DIR/password"
    # NB: PostgreSQL refuses to run as root; the Debian package's postgres user runs it then.
    if [ "$(id -u)" -eq 0 ]; then
        chown -R postgres "$APPARCH_PG_DIR"
        as_user=(runuser -u postgres --)
    fi
    chmod 700 "$APPARCH_PG_DIR"
    "${as_user[@]}" "$bin/initdb" -D "$APPARCH_PG_DIR/data" -U apparch --pwfile="$APPARCH_PG_DIR/password" \
        --auth=scram-sha-256 --no-sync --encoding=UTF8 --locale=C.UTF-8 >"$APPARCH_PG_DIR/initdb.log" 2>&1 \
        || { cat "$APPARCH_PG_DIR/initdb.log" >&2; return 1; }
    "${as_user[@]}" "$bin/pg_ctl" -D "$APPARCH_PG_DIR/data" -l "$APPARCH_PG_DIR/server.log" -w -t 60 \
        -o "-h 127.0.0.1 -p $port -k $APPARCH_PG_DIR -c fsync=${APPARCH_PG_FSYNC:-off} -c max_connections=200" start >/dev/null \
        || { cat "$APPARCH_PG_DIR/server.log" >&2; return 1; }
    APPARCH_PG_CTL=("${as_user[@]}" "$bin/pg_ctl")
    export APPARCH_TEST_POSTGRES_URL="postgres://apparch:$password@127.0.0.1:$port/postgres?sslmode=disable"
    echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port (throwaway, in $APPARCH_PG_DIR)"
}

postgres_stop() {
    [ -n "${APPARCH_PG_DIR:-}" ] || return 0
    "${APPARCH_PG_CTL[@]}" -D "$APPARCH_PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$APPARCH_PG_DIR"
    APPARCH_PG_DIR=""
}
