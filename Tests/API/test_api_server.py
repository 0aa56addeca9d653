"""`apparch api recordings` as a process: the web host's limits and Host rules, private files, a prompt
stop, and two servers on one PostgreSQL database."""

import os
import socket
import stat
import time
import uuid

import pytest

from conftest import (
    ENGINES,
    POSTGRES,
    APIServer,
    assert_names_the_database_without_its_password,
    assert_stops_at_once_whatever_a_peer_holds,
    fresh_postgres_database,
    raw,
    wav_base64,
)


@pytest.mark.parametrize("storage", ENGINES, indirect=True)
def test_headers_over_the_limit_get_431_and_the_server_goes_on(storage):
    server = APIServer(storage)
    try:
        big = "x" * (20 * 1024)
        head = f"GET /uuid HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: {big}\r\n\r\n".encode()
        assert raw(server.port, head).startswith(b"HTTP/1.1 431")
        assert server.request("GET", "uuid")[0] == 200
    finally:
        server.stop()


def test_connections_over_the_cap_get_503(storage):
    server = APIServer(storage, "--max-connections", "2")
    held = [socket.create_connection(("127.0.0.1", server.port)) for _ in range(2)]
    try:
        # Heads that never end are idle: at the cap the one idle longest is closed to make room.
        for sock in held:
            sock.sendall(b"GET /uuid HTTP/1.1\r\n")
        time.sleep(0.3)
        request = b"GET /uuid HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
        assert raw(server.port, request).startswith(b"HTTP/1.1 401")
        # Requests in progress (their bodies never end) are busy: with the cap full of them, 503.
        for sock in held:
            sock.close()
        time.sleep(0.3)
        held = [socket.create_connection(("127.0.0.1", server.port)) for _ in range(2)]
        for sock in held:
            sock.sendall(
                f"POST /change/create/{uuid.uuid4()} HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                f"Authorization: Bearer {server.token}\r\nContent-Type: application/json\r\n"
                f"Content-Length: 100\r\n\r\n{{".encode())
        time.sleep(0.3)
        assert raw(server.port, request).startswith(b"HTTP/1.1 503")
    finally:
        for sock in held:
            sock.close()
        server.stop()


def test_a_peer_that_sends_nothing_is_disconnected(storage):
    server = APIServer(storage, "--idle-timeout", "1")
    try:
        with socket.create_connection(("127.0.0.1", server.port)) as sock:
            sock.settimeout(5)
            started = time.monotonic()
            assert sock.recv(1) == b""
            assert time.monotonic() - started < 4
    finally:
        server.stop()


def test_pages_and_rebinding_hosts_are_refused(storage):
    server = APIServer(storage)
    try:
        assert server.request("GET", "uuid", headers={"Host": "rebind.test"})[0] == 403
        assert server.request("GET", "uuid", headers={"Origin": f"http://127.0.0.1:{server.port}"})[0] == 403
        assert server.request("GET", "uuid", headers={"Host": f"localhost:{server.port}"})[0] == 200
        answer = raw(server.port, b"GET /uuid HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        assert answer.startswith(b"HTTP/1.1 401"), "no token, no answer"
    finally:
        server.stop()


def test_the_library_is_private_to_its_owner(tmp_path):
    directory = tmp_path / "library"
    server = APIServer(["--data-dir", str(directory)])
    server.stop()
    assert stat.S_IMODE(os.stat(directory).st_mode) == 0o700
    assert stat.S_IMODE(os.stat(directory / "recordings.sqlite").st_mode) == 0o600


def test_ctrl_c_stops_at_once_whatever_a_peer_holds(storage):
    assert_stops_at_once_whatever_a_peer_holds(APIServer(storage), "/uuid")


@pytest.mark.skipif(not POSTGRES, reason="needs the test command's PostgreSQL cluster")
def test_two_server_processes_on_one_postgresql_database_serve_one_library():
    url, drop = fresh_postgres_database()
    first = APIServer(["--database", url])
    second = APIServer(["--database", url])
    try:
        root = first.root()
        assert second.root() == root
        recording = str(uuid.uuid4()).upper()
        audio = wav_base64()
        change = {"name": "Take", "uuid": recording, "isFolder": False, "fileDataKey": audio}
        assert first.request("POST", f"change/create/{root}", change)[0] == 200
        assert second.contents(root) == [{"name": "Take", "uuid": recording, "isFolder": False}]
        status, body = second.request("GET", f"stream/{recording}")
        import base64

        assert status == 200 and body == base64.b64decode(audio)
        assert second.request("POST", f"change/create/{root}", change)[0] == 409, "created once"
        assert second.request("POST", f"change/delete/{root}", change)[0] == 200
        assert first.contents(root) == []
        assert_names_the_database_without_its_password(first, url)
    finally:
        first.stop()
        second.stop()
        drop()
