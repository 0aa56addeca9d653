"""`apparch api koober` as a process: the web host's limits and Host rules, the body limit, private files,
a prompt stop, what it prints, and two servers on one PostgreSQL database."""

import base64
import concurrent.futures
import json
import os
import stat
import subprocess
import time

import pytest

from conftest import (
    BIN,
    ENGINES,
    POSTGRES,
    APIServer,
    assert_names_the_database_without_its_password,
    assert_stops_at_once_whatever_a_peer_holds,
    fresh_postgres_database,
    raw,
)

JOHNNY = {"Authorization": "Basic " + base64.b64encode(b"johnny@gmail.com:password").decode()}


def koober(storage, *extra):
    return APIServer(storage, *extra, app="koober")


def sign_in(server, headers=JOHNNY):
    status, body = server.request("POST", "login", headers=headers)
    assert status == 200, body
    return json.loads(body)


@pytest.mark.parametrize("storage", ENGINES, indirect=True)
def test_limits_hold_and_the_server_goes_on(storage):
    server = koober(storage, "--max-connections", "2")
    try:
        big = "x" * (20 * 1024)
        head = f"POST /login HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: {big}\r\n\r\n".encode()
        assert raw(server.port, head).startswith(b"HTTP/1.1 431")
        body = json.dumps({"fullName": "x" * (70 * 1024)}).encode()
        status, answer = server.request("POST", "signUp", body, headers={"Content-Type": "application/json"})
        assert status == 413 and "64 KiB" in json.loads(answer)["error"]
        # Heads that never end are idle: at the cap the one idle longest is closed to make room.
        held = [raw_socket(server.port) for _ in range(2)]
        request = b"GET /rideOptions HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
        try:
            time.sleep(0.3)
            assert raw(server.port, request).startswith(b"HTTP/1.1 401")
        finally:
            for sock in held:
                sock.close()
        time.sleep(0.3)
        # Requests in progress (their bodies never end) are busy: with the cap full of them, 503.
        held = [busy_socket(server.port) for _ in range(2)]
        try:
            time.sleep(0.3)
            assert raw(server.port, request).startswith(b"HTTP/1.1 503")
        finally:
            for sock in held:
                sock.close()
        time.sleep(0.3)
        assert sign_in(server)["profile"]["name"] == "Johnny Appleseed"
    finally:
        server.stop()


def raw_socket(port):
    import socket

    sock = socket.create_connection(("127.0.0.1", port))
    sock.sendall(b"GET /rideOptions HTTP/1.1\r\n")  # a head that never ends
    return sock


def busy_socket(port):
    import socket

    sock = socket.create_connection(("127.0.0.1", port))
    sock.sendall(  # a request whose body never ends
        b"POST /signUp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{")
    return sock


def test_pages_and_rebinding_hosts_are_refused(storage):
    server = koober(storage)
    try:
        status, body = server.request("POST", "login", headers={**JOHNNY, "Host": "rebind.test"})
        assert status == 403 and json.loads(body) == {"error": "the Host header must name this server"}
        origin = {**JOHNNY, "Origin": f"http://127.0.0.1:{server.port}"}
        assert server.request("POST", "login", headers=origin)[0] == 403
        assert server.request("POST", "login", headers={**JOHNNY, "Host": f"localhost:{server.port}"})[0] == 200
        status, body = server.request("GET", "rideOptions?latitude=0&longitude=0")
        assert status == 401 and "Bearer" in json.loads(body)["error"], "no session, no answer"
    finally:
        server.stop()


def test_the_data_is_private_to_its_owner_and_the_server_says_where_it_is(tmp_path):
    directory = tmp_path / "koober"
    server = koober(["--data-dir", str(directory)])
    output = server.output()
    assert server.stop() == 0
    assert f"Serving the Koober API at {server.url}" in output
    assert f"Data: SQLite at {directory / 'koober.sqlite'}" in output
    assert f"Clients: --server '{server.url}'" in output
    assert stat.S_IMODE(os.stat(directory).st_mode) == 0o700
    assert stat.S_IMODE(os.stat(directory / "koober.sqlite").st_mode) == 0o600


def test_ctrl_c_stops_at_once_whatever_a_peer_holds(storage):
    assert_stops_at_once_whatever_a_peer_holds(koober(storage), "/rideOptions")


def test_a_token_is_for_recordings_only(tmp_path):
    result = subprocess.run(
        [BIN, "api", "koober", "--token", "abcdefabcdef123456", "--data-dir", str(tmp_path)],
        capture_output=True, text=True, timeout=30)
    assert result.returncode != 0 and "--token is for recordings" in result.stderr


@pytest.mark.skipif(not POSTGRES, reason="needs the test command's PostgreSQL cluster")
def test_two_servers_started_at_once_on_one_postgresql_database_serve_one_set_of_accounts():
    url, drop = fresh_postgres_database()
    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        first, second = pool.map(lambda _: koober(["--database", url]), range(2))
    try:
        account = {"fullName": "Ada Lovelace", "nickname": "Ada", "email": "ada@example.com",
                   "mobileNumber": "555-0100", "password": "analytical engine"}
        status, body = first.request("POST", "signUp", account, headers={"Content-Type": "application/json"})
        assert status == 200, body
        ada = {"Authorization": "Basic " + base64.b64encode(b"ada@example.com:analytical engine").decode()}
        session = sign_in(second, ada)
        assert session["profile"]["email"] == "ada@example.com"
        assert second.request("POST", "signUp", account)[0] == 409, "one account for one email"
        second.token = session["token"]
        status, body = second.request("GET", "rideOptions?latitude=-33.86&longitude=151.21")
        assert status == 200 and [option["name"] for option in json.loads(body)] == ["Wallabee", "Wallaroo", "Kangaroo"]
        first.token = session["token"]
        assert first.request("POST", "logout")[0] == 200
        assert second.request("GET", "rideOptions?latitude=0&longitude=0")[0] == 401, "signed out on both"
        accounts = subprocess.run(
            ["psql", "-tA", url, "-c", "SELECT count(*) FROM accounts WHERE email_key = 'johnny@gmail.com'"],
            check=True, capture_output=True, text=True).stdout.strip()
        assert accounts == "1", "the sample's account was seeded once"
        assert_names_the_database_without_its_password(first, url, label="Data")
    finally:
        first.stop()
        second.stop()
        drop()
