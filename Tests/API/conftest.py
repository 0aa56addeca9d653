"""Helpers for the process-level tests of the books' servers and the Recordings clients: start `apparch api
recordings|koober` on a throwaway library (SQLite, or a fresh PostgreSQL database when the test command started
a cluster), talk to it over HTTP, and make fresh PostgreSQL databases."""

import json
import os
import pathlib
import re
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid

import pytest

BIN = os.environ.get("APPARCH_BIN", "")
POSTGRES = os.environ.get("APPARCH_TEST_POSTGRES_URL", "")
ENGINES = ["sqlite", "postgres"] if POSTGRES else ["sqlite"]


def psql(statement, url=None):
    subprocess.run(["psql", "-q", url or POSTGRES, "-c", statement], check=True, capture_output=True)


def fresh_postgres_database():
    """A new, empty database on the test cluster; returns its URL and a function that drops it."""
    name = "apparch_pytest_" + uuid.uuid4().hex
    psql(f"CREATE DATABASE {name}")
    parts = urllib.parse.urlsplit(POSTGRES)
    return urllib.parse.urlunsplit(parts._replace(path="/" + name)), lambda: psql(f"DROP DATABASE {name} WITH (FORCE)")


class APIServer:
    """One `apparch api recordings` process (or `apparch api koober`, whose requests carry no server token:
    `token` is then None until a test signs in and sets it)."""

    def __init__(self, storage, *extra, app="recordings"):
        assert BIN, "set APPARCH_BIN to the apparch binary"
        extra = list(extra)
        self.token = "pytest" + uuid.uuid4().hex if app == "recordings" else None
        if "--token" in extra:
            index = extra.index("--token")
            self.token = extra[index + 1]
            del extra[index:index + 2]
        token_options = ["--token", self.token] if app == "recordings" else []
        self.log = tempfile.NamedTemporaryFile("w+", suffix=".log", delete=False)
        self.process = subprocess.Popen(
            [BIN, "api", app, "--port", str(extra_port(extra)), *token_options, *storage, *strip_port(extra)],
            stdout=self.log, stderr=subprocess.STDOUT)
        self.url = None
        for _ in range(200):
            text = pathlib.Path(self.log.name).read_text()
            match = re.search(r"at (http://\S+)", text)
            if match:
                self.url = match.group(1)
                break
            if self.process.poll() is not None:
                break
            time.sleep(0.05)
        assert self.url, "apparch api did not start:\n" + pathlib.Path(self.log.name).read_text()
        self.port = int(urllib.parse.urlsplit(self.url).port)

    @property
    def client_address(self):
        return f"{self.url}?token={self.token}"

    def request(self, method, path, body=None, headers=None):
        """Returns (status, body bytes)."""
        data = json.dumps(body).encode() if isinstance(body, dict) else body
        request = urllib.request.Request(self.url + path.lstrip("/"), data=data, method=method)
        if self.token:
            request.add_header("Authorization", "Bearer " + self.token)
        for name, value in (headers or {}).items():
            request.add_header(name, value)
        try:
            with urllib.request.urlopen(request, timeout=10) as response:
                return response.status, response.read()
        except urllib.error.HTTPError as error:
            return error.code, error.read()

    def root(self):
        status, body = self.request("GET", "uuid")
        assert status == 200
        return body.decode().strip()

    def contents(self, *path):
        status, body = self.request("GET", "contents/" + "/".join(path))
        assert status == 200, body
        return json.loads(body)

    def tree(self):
        """Every item below the root, as {uuid: (parent uuid, name, is folder)}."""
        result = {}
        pending = [[self.root()]]
        while pending:
            path = pending.pop()
            for item in self.contents(*path):
                result[item["uuid"]] = (path[-1], item["name"], item["isFolder"])
                if item["isFolder"]:
                    pending.append(path + [item["uuid"]])
        return result

    def stop(self, sig=signal.SIGINT):
        if self.process.poll() is None:
            self.process.send_signal(sig)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                raise AssertionError("apparch api did not stop within 10 s of " + signal.Signals(sig).name)
        return self.process.returncode

    def output(self):
        return pathlib.Path(self.log.name).read_text()


def raw(port, data, timeout=5.0):
    """Sends `data` as is and returns everything the server answers until it closes (or the timeout)."""
    with socket.create_connection(("127.0.0.1", port)) as sock:
        sock.settimeout(timeout)
        sock.sendall(data)
        answer = b""
        try:
            while chunk := sock.recv(65536):
                answer += chunk
        except (socket.timeout, ConnectionResetError):
            pass
        return answer


def assert_stops_at_once_whatever_a_peer_holds(server, path):
    """Holds a connection with half a request head for `path` open, then expects SIGINT to stop `server`
    within 5 s with status 0."""
    held = socket.create_connection(("127.0.0.1", server.port))
    held.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n".encode())
    try:
        started = time.monotonic()
        assert server.stop(signal.SIGINT) == 0
        assert time.monotonic() - started < 5
    finally:
        held.close()


def assert_names_the_database_without_its_password(server, url, label="Library"):
    """The server's output names the PostgreSQL database at `url` as `<label>: PostgreSQL at user@host…`,
    never with its password."""
    parts = urllib.parse.urlsplit(url)
    output = server.output()
    assert f"{label}: PostgreSQL at {parts.username}@" in output and parts.password not in output


def extra_port(extra):
    return extra[extra.index("--port") + 1] if "--port" in extra else 0


def strip_port(extra):
    if "--port" not in extra:
        return list(extra)
    index = extra.index("--port")
    return list(extra[:index]) + list(extra[index + 2:])


@pytest.fixture
def storage(request, tmp_path):
    """Command-line options for a fresh library on the engine the test is parametrised with."""
    engine = getattr(request, "param", "sqlite")
    if engine == "postgres":
        url, drop = fresh_postgres_database()
        yield ["--database", url]
        drop()
    else:
        yield ["--data-dir", str(tmp_path / "library")]


def wav_base64(seconds=0.1):
    """A short silent PCM WAV, base64-encoded, as clients upload recordings."""
    import base64
    import io
    import wave

    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(8000)
        wav.writeframes(b"\x00\x00" * int(8000 * seconds))
    return base64.b64encode(buffer.getvalue()).decode()
