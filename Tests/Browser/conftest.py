"""Fixtures for the browser end-to-end tests: a real `apparch serve` on a free port with a temporary data
directory, and Debian's Chromium driven by Playwright (fake microphone and camera)."""

import os
import pathlib
import secrets
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import urllib.request

import pytest
from playwright.sync_api import expect, sync_playwright

ROOT = pathlib.Path(__file__).resolve().parents[2]
ARTIFACTS = pathlib.Path(os.environ.get("APPARCH_ARTIFACTS", ROOT / "browser-artifacts"))
BINARY = pathlib.Path(os.environ.get("APPARCH_BIN", ROOT / ".build-web" / "debug" / "apparch"))
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Server:
    """One `apparch serve` process."""

    def __init__(self, app, data_dir, port=None, extra=(), token=None):
        self.app = app
        self.data_dir = data_dir
        self.port = port or free_port()
        self.extra = list(extra)
        self.process = None
        self.output = []
        self.token = token or secrets.token_hex(16)

    @property
    def url(self):
        """The server's address, without the access token."""
        return f"http://127.0.0.1:{self.port}/"

    def link(self, path=""):
        """The address of `path` with the access token, as `apparch serve` prints it."""
        return f"{self.url}{path}{'&' if '?' in path else '?'}token={self.token}"

    def ws_url(self, query=""):
        """The WebSocket address (with `query`, e.g. `mount=catalog`) and the access token."""
        return self.link("ws" + (f"?{query}" if query else "")).replace("http", "ws", 1)

    def get(self, path, headers=None):
        """Fetches `path` with the token in an `Authorization: Bearer` header."""
        request = urllib.request.Request(
            self.url + path, headers={"Authorization": f"Bearer {self.token}", **(headers or {})})
        return urllib.request.urlopen(request, timeout=5)

    def start(self):
        args = [str(BINARY), "serve"] + ([self.app] if self.app else [])
        args += ["--port", str(self.port), "--data-dir", str(self.data_dir), "--idle-grace", "30"]
        args += ["--token", self.token] + self.extra
        self.log = open(self.data_dir.parent / f"server-{self.port}.log", "a")
        self.process = subprocess.Popen(args, stdout=self.log, stderr=subprocess.STDOUT)
        deadline = time.time() + 30
        while time.time() < deadline:
            try:
                self.get("static/app.css")
                return self
            except OSError:
                if self.process.poll() is not None:
                    raise RuntimeError(f"apparch serve exited with {self.process.returncode}")
                time.sleep(0.1)
        raise RuntimeError("apparch serve did not start within 30 s")

    def stop(self, sig=signal.SIGINT):
        if self.process and self.process.poll() is None:
            self.process.send_signal(sig)
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.log.close()
        return self.process.returncode


# Every wait is for a state; its timeout only bounds how long a failing test takes to say so, so it is generous
# enough for a two-core machine that builds while the suite runs.
expect.set_options(timeout=20_000)


@pytest.fixture(scope="session", autouse=True)
def artifacts():
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    print(f"\nScreenshots go to {ARTIFACTS}")
    return ARTIFACTS


@pytest.fixture(scope="session")
def browser():
    if not BINARY.exists():
        pytest.exit(f"{BINARY} is missing; run Tests/Browser/run.sh, which builds it")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM,
            args=[
                "--use-fake-ui-for-media-stream",
                "--use-fake-device-for-media-stream",
                "--autoplay-policy=no-user-gesture-required",
                "--no-sandbox",
            ],
        )
        yield browser
        browser.close()


@pytest.fixture
def data_dir():
    base = pathlib.Path(tempfile.mkdtemp(prefix="apparch-browser-"))
    yield base / "data"
    shutil.rmtree(base, ignore_errors=True)


@pytest.fixture
def serve(data_dir):
    servers = []

    def start(app, **options):
        server = Server(app, data_dir, **options).start()
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.stop()


@pytest.fixture
def context(browser):
    context = browser.new_context(viewport={"width": 390, "height": 780})
    context.set_default_timeout(60_000)
    context.grant_permissions(["microphone"])
    yield context
    context.close()


def settle(page):
    """Waits until the server has handled everything the tab sent so far and the tab has applied every patch
    that caused (the `sync` barrier of PROTOCOL.md). What changes on its own later (a timer, an upload, another
    tab) is waited for with `expect` or `wait_until`, never with a pause."""
    page.wait_for_function("() => window.__apparch && window.__apparch.stats.welcomes > 0")
    barrier = page.evaluate("() => window.__apparch.sync()")
    page.wait_for_function(f"() => window.__apparch.stats.synced >= {barrier}")


def wait_until(predicate, what, timeout=30):
    """Polls `predicate` (a state outside the page: a file, a process, a socket) until it holds; fails after
    `timeout` seconds saying `what` never happened. The timeout only bounds a failure: a passing test waits
    exactly as long as the state takes."""
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError(f"{what} within {timeout} s")
        time.sleep(0.02)


def _socket_inodes(pid):
    inodes = set()
    for fd in pathlib.Path(f"/proc/{pid}/fd").iterdir():
        try:
            target = os.readlink(fd)
        except OSError:
            continue  # closed while we looked
        if target.startswith("socket:["):
            inodes.add(int(target[8:-1]))
    return inodes


def client_ports(clients):
    """The local ports of the client sockets `clients` (take them before closing the sockets)."""
    return [client.getsockname()[1] for client in clients]


def server_ends(server, ports):
    """The server's end of the connection from each client port in `ports`, as /proc/net/tcp shows it (`None`
    where the server process does not hold one: not accepted yet, or closed), by port: a dict with `state`,
    `sent` (bytes the kernel still has to deliver) and `unread` (bytes the process has not read yet)."""
    ports = set(ports)
    held = _socket_inodes(server.process.pid)
    ends = {port: None for port in ports}
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            lines = pathlib.Path(table).read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            fields = line.split()
            local, remote = int(fields[1].rsplit(":", 1)[1], 16), int(fields[2].rsplit(":", 1)[1], 16)
            if local == server.port and remote in ports and int(fields[9]) in held:
                sent, unread = (int(part, 16) for part in fields[4].split(":"))
                ends[remote] = {"state": int(fields[3], 16), "sent": sent, "unread": unread}
    return ends


def wait_until_accepted(server, ports):
    """Waits until the server process holds its end of the connection from every client port in `ports`."""
    wait_until(lambda: all(server_ends(server, ports).values()), "the server never accepted every connection")


def wait_until_released(server, ports):
    """Waits until the server process has closed its end of the connection from every client port in `ports`."""
    wait_until(lambda: not any(server_ends(server, ports).values()), "the server never closed every connection")


def rows(page):
    return page.locator(".row .text").all_inner_texts()


def shot(page, name):
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"))
