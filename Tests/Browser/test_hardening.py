"""The web host against other local users, hostile pages and peers that misbehave: the access token, Host
checks against DNS rebinding (Chromium's --host-resolver-rules), private files, planted links and FIFOs,
bounded memory for a tab that stops reading, connections that never finish, and no data lost to SIGKILL."""

import base64
import json
import os
import pathlib
import shutil
import signal
import socket
import stat
import subprocess
import time
import uuid

import pytest
from playwright.sync_api import expect

from conftest import (
    CHROMIUM, Server, client_ports, rows, settle, wait_until_accepted, wait_until_released)
from test_todo import add_item

REBIND = "rebind.test"


# MARK: Raw peers


def raw_request(port, data, timeout=30.0):
    """Sends `data` as is and returns everything the server answers: until it closes the connection, or until
    an answer with a `Content-Length` is complete. A server that keeps the connection open without a whole
    answer for `timeout` seconds fails the test."""
    with socket.create_connection(("127.0.0.1", port)) as sock:
        sock.settimeout(timeout)
        sock.sendall(data)
        answer = b""
        try:
            while not is_whole_answer(answer) and (chunk := sock.recv(65536)):
                answer += chunk
        except ConnectionResetError:
            pass
        except socket.timeout:
            raise AssertionError(
                f"the server kept the connection open for {timeout} s without a whole answer: {answer[:80]!r}")
        return answer


def is_whole_answer(answer):
    """Whether `answer` holds a response head and all of the body its `Content-Length` announces."""
    head, separator, body = answer.partition(b"\r\n\r\n")
    if not separator:
        return False
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length" and value.strip().isdigit():
            return len(body) >= int(value)
    return False


def ws_frame(text):
    """A masked WebSocket text frame, as a client sends it."""
    data = text.encode()
    mask = os.urandom(4)
    length = len(data)
    if length < 126:
        header = bytes([0x81, 0x80 | length])
    elif length < 65536:
        header = bytes([0x81, 0x80 | 126]) + length.to_bytes(2, "big")
    else:
        header = bytes([0x81, 0x80 | 127]) + length.to_bytes(8, "big")
    return header + mask + bytes(byte ^ mask[index % 4] for index, byte in enumerate(data))


def raw_websocket(port, path):
    """A WebSocket opened by hand, so the test decides whether it ever reads or answers a close."""
    sock = socket.create_connection(("127.0.0.1", port))
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall(
        (
            f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
        ).encode()
    )
    sock.settimeout(5)
    head = b""
    while b"\r\n\r\n" not in head:
        chunk = sock.recv(1)
        if not chunk:
            break
        head += chunk
    return sock, head.split(b"\r\n", 1)[0].decode()


def rss_mb(pid, field="VmRSS"):
    for line in pathlib.Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field):
            return int(line.split()[1]) / 1024
    return 0.0


def peak_rss_mb(pid):
    """The most memory the process has held at once since it started (VmHWM)."""
    return rss_mb(pid, "VmHWM")


# MARK: The access token


def test_without_the_token_nothing_is_served(serve):
    server = serve("todo")
    answer = raw_request(server.port, f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n\r\n".encode())
    assert answer.startswith(b"HTTP/1.1 401")
    assert b"Open the link printed by apparch serve" in answer
    for path in ["static/client/main.js", "static/app.css", "audio/" + str(uuid.uuid4()) + ".wav"]:
        answer = raw_request(server.port, f"GET /{path} HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n\r\n".encode())
        assert answer.startswith(b"HTTP/1.1 401"), path
    # A WebSocket upgrade without the token, or with a wrong one, gets the 401 of every other request;
    # the same handshake with the token is upgraded.
    for path in ["/ws", "/ws?token=" + "0" * 32]:
        sock, status = raw_websocket(server.port, path)
        sock.close()
        assert status.startswith("HTTP/1.1 401"), status
    sock, status = raw_websocket(server.port, f"/ws?token={server.token}")
    sock.close()
    assert status.startswith("HTTP/1.1 101"), status


def test_the_printed_link_opens_the_app_and_the_bare_address_does_not(serve, context):
    server = serve("recordings", extra=["--sample"])
    log = pathlib.Path(server.log.name).read_text()
    printed = f"Serving recordings (mvc) at http://127.0.0.1:{server.port}/?token={server.token}"
    assert printed in log
    page = context.new_page()
    response = page.goto(server.url)
    assert response.status == 401
    expect(page.get_by_text("Open the link printed by apparch serve")).to_be_visible()
    page.goto(server.link())
    settle(page)
    # The token left the address bar for an HttpOnly, SameSite=Strict cookie.
    assert "token=" not in page.url
    cookies = {cookie["name"]: cookie for cookie in context.cookies()}
    cookie = cookies[f"apparch_token_{server.port}"]
    assert cookie["httpOnly"] and cookie["sameSite"] == "Strict"
    assert page.evaluate("document.cookie") == ""
    assert "Welcome" in " ".join(rows(page))


def test_another_user_can_neither_drive_the_app_nor_read_its_files(serve, data_dir):
    setpriv = shutil.which("setpriv")
    if os.geteuid() != 0 or setpriv is None:
        pytest.skip("needs root and setpriv to act as another user (nobody)")
    server = serve("recordings", extra=["--sample"])
    store = data_dir / "store.json"
    assert store.exists()
    assert stat.S_IMODE(data_dir.stat().st_mode) == 0o700
    assert stat.S_IMODE(store.stat().st_mode) == 0o600
    audio = next(data_dir.glob("*.wav"))
    assert stat.S_IMODE(audio.stat().st_mode) == 0o600
    probe = f"""
import socket, sys
for path in sys.argv[1:]:
    try:
        open(path, 'rb').read()
        print('READ', path)
    except OSError as error:
        print('DENIED', type(error).__name__)
sock = socket.create_connection(('127.0.0.1', {server.port}))
sock.sendall(b'GET /ws HTTP/1.1\\r\\nHost: 127.0.0.1:{server.port}\\r\\nUpgrade: websocket\\r\\nConnection: Upgrade\\r\\n'
             b'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\\r\\nSec-WebSocket-Version: 13\\r\\n\\r\\n')
print('WS', sock.recv(64).split(b'\\r\\n')[0].decode())
"""
    result = subprocess.run(
        [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups", "/usr/bin/python3", "-c", probe,
         str(store), str(audio)],
        capture_output=True, text=True, timeout=20, cwd="/")
    lines = result.stdout.splitlines()
    assert lines[:2] == ["DENIED PermissionError", "DENIED PermissionError"], result.stdout + result.stderr
    # The upgrade is refused with the 401 of every request without the token (with it, it would be 101).
    assert lines[2].startswith("WS HTTP/1.1 401"), result.stdout + result.stderr


# MARK: DNS rebinding


@pytest.fixture
def rebinding_browser(browser):
    """Chromium resolving rebind.test to this machine, as a rebinding attacker's domain would."""
    rebinding = browser.browser_type.launch(
        executable_path=CHROMIUM, args=[f"--host-resolver-rules=MAP {REBIND} 127.0.0.1", "--no-sandbox"])
    yield rebinding
    rebinding.close()


@pytest.mark.parametrize("bind", ["127.0.0.1", "0.0.0.0"])
def test_a_rebinding_page_can_neither_connect_upload_nor_read_audio(serve, data_dir, rebinding_browser, bind):
    server = serve("recordings", extra=["--sample", "--host", bind])
    audio = next(data_dir.glob("*.wav")).name
    context = rebinding_browser.new_context(bypass_csp=True)
    page = context.new_page()
    # Even with the token (which the attacker does not have), a Host that is not this server is refused.
    response = page.goto(f"http://{REBIND}:{server.port}/?token={server.token}")
    assert response.status == 403
    outcome = page.evaluate(
        """async ([port, token, audio]) => {
            const audioStatus = (await fetch(`/audio/${audio}?token=${token}`)).status;
            const upload = (await fetch(`/upload/${audio}?token=${token}`,
                {method: 'POST', body: new Uint8Array(64)})).status;
            const socket = await new Promise((resolve) => {
                const ws = new WebSocket(`ws://${location.host}/ws?token=${token}`);
                ws.onopen = () => resolve('open');
                ws.onerror = () => resolve('refused');
            });
            return {audioStatus, upload, socket};
        }""",
        [server.port, server.token, audio])
    assert outcome == {"audioStatus": 403, "upload": 403, "socket": "refused"}
    context.close()
    # The real address still works, with the token.
    assert server.get("audio/" + audio).status == 200


def test_a_non_loopback_host_warns_and_prints_a_link_a_browser_can_open(serve):
    server = serve("todo", extra=["--host", "0.0.0.0"])
    log = pathlib.Path(server.log.name).read_text()
    assert "reachable from your network" in log
    assert f"at http://127.0.0.1:{server.port}/?token={server.token}" in log
    assert "http://0.0.0.0" not in log


# MARK: Files


def test_planted_links_and_fifos_are_never_served(serve, data_dir):
    server = serve(None)
    catalog = data_dir / "catalog"
    assert catalog.is_dir() and stat.S_IMODE(catalog.stat().st_mode) == 0o700
    secret = data_dir.parent / "secret.txt"
    secret.write_text("only the server's user may read this")
    link, fifo = str(uuid.uuid4()).upper(), str(uuid.uuid4()).upper()
    (catalog / f"{link}.wav").symlink_to(secret)
    os.mkfifo(catalog / f"{fifo}.wav")
    for name in [link, fifo]:
        answer = raw_request(
            server.port,
            f"GET /audio/{name}.wav?mount=catalog HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n"
            f"Authorization: Bearer {server.token}\r\nConnection: close\r\n\r\n".encode())
        # NB: a server that opened the FIFO would wait for a writer forever: raw_request fails the test then.
        assert answer.startswith(b"HTTP/1.1 404"), answer[:80]
        assert b"only the server" not in answer


# MARK: Limits and timeouts


def test_oversized_headers_get_431_and_the_connection_cap_a_clear_503(serve):
    server = serve("todo", extra=["--max-connections", "4"])
    host = f"Host: 127.0.0.1:{server.port}\r\n".encode()
    assert raw_request(server.port, b"GET / HTTP/1.1\r\n" + host + b"X-Big: " + b"a" * 100_000 + b"\r\n\r\n") \
        .startswith(b"HTTP/1.1 431")
    assert raw_request(server.port, b"GET /" + b"a" * 100_000 + b" HTTP/1.1\r\n" + host + b"\r\n") \
        .startswith(b"HTTP/1.1 431")
    # Connections that say nothing make room at the cap: the one idle longest is closed and the new
    # request is answered (401: it has no token).
    held = [socket.create_connection(("127.0.0.1", server.port)) for _ in range(4)]
    ports = client_ports(held)
    try:
        wait_until_accepted(server, ports)
        answer = raw_request(server.port, b"GET / HTTP/1.1\r\n" + host + b"Connection: close\r\n\r\n")
        assert answer.startswith(b"HTTP/1.1 401"), answer[:80]
    finally:
        for sock in held:
            sock.close()
    wait_until_released(server, ports)
    # Only when every connection is busy (a WebSocket is, for as long as it lasts) is a new one told 503.
    sockets = [raw_websocket(server.port, f"/ws?token={server.token}") for _ in range(4)]
    ports = client_ports(sock for sock, _ in sockets)
    try:
        assert all(status.startswith("HTTP/1.1 101") for _, status in sockets), [status for _, status in sockets]
        answer = raw_request(server.port, b"GET / HTTP/1.1\r\n" + host + b"\r\n")
        assert answer.startswith(b"HTTP/1.1 503"), answer[:80]
        assert b"as many connections as it allows (4)" in answer
    finally:
        for sock, _ in sockets:
            sock.close()
    wait_until_released(server, ports)
    assert server.get("static/app.css").status == 200


def test_silent_and_half_sent_requests_are_closed(serve):
    server = serve("todo", extra=["--idle-timeout", "1"])
    for data in [b"", f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nX-Slow:".encode()]:
        started = time.time()
        assert raw_request(server.port, data) == b""
        # Closed by the one-second idle timeout, not the default 30 s (nor never: raw_request fails then).
        assert time.time() - started < 15


def test_a_tab_that_stops_reading_is_disconnected_and_memory_stays_bounded(serve):
    # The tab stops reading long before its queue reaches the 4 MiB limit: the idle timeout closes it.
    server = serve("recordings", extra=["--sample", "--idle-timeout", "2"])
    before = rss_mb(server.process.pid)
    sock, status = raw_websocket(server.port, f"/ws?token={server.token}")
    assert "101" in status
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.sendall(ws_frame(json.dumps({"type": "hello", "token": None, "width": 1200, "height": 900})))
    narrow = ws_frame(json.dumps({"type": "resize", "width": 390, "height": 900}))
    wide = ws_frame(json.dumps({"type": "resize", "width": 1200, "height": 900}))
    for index in range(4000):
        try:
            sock.sendall(narrow if index % 2 == 0 else wide)
        except (BrokenPipeError, ConnectionResetError):
            break
    # The server gives up on the tab: its end of the connection goes, whatever the kernel still holds.
    wait_until_released(server, client_ports([sock]))
    peak = peak_rss_mb(server.process.pid)
    # Reading now drains what the kernel held, then the end.
    sock.settimeout(30)
    closed = False
    try:
        while sock.recv(1 << 20):
            pass
        closed = True
    except ConnectionResetError:
        closed = True
    sock.close()
    print(f"\nRSS with a non-reading client after 4,000 messages: {before:.0f} MB before, at most {peak:.0f} MB")
    assert closed
    assert peak - before < 64
    assert server.get("static/app.css").status == 200


def test_sigint_stops_the_server_at_once_whatever_the_peers_do(serve, context, data_dir):
    server = serve("todo")
    page = context.new_page()
    page.goto(server.link())
    settle(page)
    add_item(page, "Saved at SIGINT")
    idle = socket.create_connection(("127.0.0.1", server.port))
    partial = socket.create_connection(("127.0.0.1", server.port))
    partial.sendall(f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nX-Half".encode())
    stubborn, status = raw_websocket(server.port, f"/ws?token={server.token}")
    assert "101" in status
    stubborn.sendall(ws_frame(json.dumps({"type": "hello", "token": None, "width": 800, "height": 600})))
    # The welcome's first bytes: the server has the tab's window.
    stubborn.settimeout(30)
    assert stubborn.recv(1)
    wait_until_accepted(server, client_ports([idle, partial, stubborn]))
    started = time.time()
    server.process.send_signal(signal.SIGINT)
    code = server.process.wait(timeout=30)
    elapsed = time.time() - started
    for sock in [idle, partial, stubborn]:
        sock.close()
    assert code == 0
    # At once: not after the peers' 30 s idle timeout, which a stop that waited for them would take.
    assert elapsed < 10, f"SIGINT took {elapsed:.2f} s"
    assert "Saved at SIGINT" in (data_dir / "items.json").read_text()


def test_sigkill_after_adding_todo_items_loses_none(serve, context, data_dir):
    server = serve("todo")
    page = context.new_page()
    page.goto(server.link())
    settle(page)
    for name in ["First", "Second", "Third"]:
        add_item(page, name)
    page.locator(".row", has_text="Second").click()
    settle(page)
    server.process.send_signal(signal.SIGKILL)
    server.process.wait(timeout=10)
    again = Server("todo", data_dir, port=server.port, token=server.token).start()
    try:
        fresh = context.new_page()
        fresh.goto(again.link())
        settle(fresh)
        expect(fresh.locator(".row .text")).to_have_text(["First", "Second", "Third"])
        expect(fresh.locator(".row", has_text="Second").locator(".accessory")).to_have_text("✓")
    finally:
        again.stop()


def test_the_app_is_cross_origin_isolated_and_reads_a_fine_clock(serve, context):
    server = serve("recordings", extra=["--sample"])
    page = context.new_page()
    page.goto(server.link())
    settle(page)
    assert page.evaluate("self.crossOriginIsolated") is True
    assert "Welcome" in " ".join(rows(page))
    # An isolated page's clock moves in steps of microseconds, not of 0.1 ms: `measure.py` times taps with it.
    step = page.evaluate("""() => {
      let smallest = Infinity;
      let last = performance.now();
      for (let i = 0; i < 1000000 && smallest > 0.02; i++) {
        const now = performance.now();
        if (now > last) { smallest = Math.min(smallest, now - last); last = now; }
      }
      return smallest;
    }""")
    assert step < 0.05, f"performance.now() moves in steps of {step} ms"
