#!/usr/bin/env python3
"""Issue 31's lock-out probe, run against an `apparch` binary (outside the test command).

    python3 Tests/Security/probe.py [--bin .build/debug/apparch] [--only malformed,flood,slow,timeouts,fetch]
        [--per-process N --processes N]

It starts its own servers on free ports with fresh data folders and prints three tables:

- malformed: each malformed request to the web host and both API servers: the status, and whether the
  server closed the connection within --wait seconds;
- flood: 20,200 idle connections held by two processes (10,100 each) against `apparch serve`, then the
  owner's page load (the page, its stylesheet and main module, with the token): statuses and seconds;
- slow: a client that stops reading a 40 MB recording, and a tab that keeps resizing its window but never
  reads: seconds until the server lets go of the connection (`ss` shows the socket no longer the
  server's), or "held" after --slow-limit seconds;
- timeouts: connections that never speak, stop halfway through their head, or go quiet after one request:
  seconds until `apparch serve` (default 30 s idle timeout) closes each; and 32 silent connections to a
  server near its cap (`--max-connections 40`): how many close at the shorter timeout, and when;
- fetch: a request with the token for a recording and for the inspector with each `Sec-Fetch-Site`.

Linux only (uses `ss`); needs `ulimit -n` above 10,100.
"""

import argparse
import json
import multiprocessing
import os
import re
import shutil
import signal
import socket
import struct
import subprocess
import sys
import tempfile
import threading
import time
import uuid

TOKEN = "probe-token-0123456789abcdef"
API_TOKEN = "probetoken0123456789abcdef"

MALFORMED = [
    ("HTTP/9.9", b"GET / HTTP/9.9\r\nHost: 127.0.0.1\r\n\r\n"),
    ("unknown method", b"FROB / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"),
    ("binary junk", bytes([0x16, 0x03, 0x01, 0x02, 0x00, 0x01, 0x00, 0x01, 0xFC, 0x03, 0x03, 0xFF, 0xFE]) + b"\r\n\r\n"),
    ("NUL in path", b"GET /a\x00b HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"),
    ("space in path", b"GET /a b HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"),
    ("Content-Length: -1", b"POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: -1\r\n\r\n"),
    ("Content-Length + chunked",
     b"POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n"),
    ("two Content-Lengths", b"POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n"),
    ("header without colon", b"GET / HTTP/1.1\r\nHost 127.0.0.1\r\n\r\n"),
    ("WebSocket upgrade, no token",
     b"GET /ws?mount= HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
     b"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\nOrigin: http://127.0.0.1\r\n\r\n"),
]


class Server:
    """An apparch server started on a free port; `port` once it printed its URL."""

    def __init__(self, binary, arguments, environment=None):
        self.process = subprocess.Popen(
            [binary] + arguments, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
            env={**os.environ, **(environment or {})})
        self.port = None
        deadline = time.time() + 60
        while time.time() < deadline:
            line = self.process.stdout.readline()
            if not line:
                break
            found = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
            if found:
                self.port = int(found.group(1))
                break
        if self.port is None:
            self.stop()
            raise SystemExit(f"{arguments[0]} did not start")
        threading.Thread(target=self.process.stdout.read, daemon=True).start()

    def stop(self):
        self.process.send_signal(signal.SIGINT)
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def exchange(port, payload, wait):
    """(status, closed, seconds): what the server answered and whether it closed within `wait`."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=wait)
    start = time.time()
    sock.sendall(payload)
    received = b""
    closed = False
    try:
        while time.time() - start < wait:
            sock.settimeout(max(0.01, wait - (time.time() - start)))
            chunk = sock.recv(65536)
            if not chunk:
                closed = True
                break
            received += chunk
    except socket.timeout:
        pass
    except ConnectionResetError:
        closed = True
    sock.close()
    found = re.match(rb"HTTP/1\.[01] (\d{3})", received)
    return (int(found.group(1)) if found else None, closed, time.time() - start)


def malformed(binary, wait):
    data = tempfile.mkdtemp(prefix="probe-")
    servers = {
        "web host": Server(binary, ["serve", "todo", "--port", "0", "--data-dir", data + "/web", "--token", TOKEN]),
        "api recordings": Server(
            binary, ["api", "recordings", "--port", "0", "--data-dir", data + "/rec", "--token", API_TOKEN]),
        "api koober": Server(binary, ["api", "koober", "--port", "0", "--data-dir", data + "/koober"]),
    }
    try:
        results = {}

        def run(name, case, payload, port):
            results[(name, case)] = exchange(port, payload, wait)

        threads = [
            threading.Thread(target=run, args=(name, case, payload, server.port))
            for name, server in servers.items() for case, payload in MALFORMED
        ]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        print(f"\n## Malformed requests (closed: the server closed the connection within {wait:g} s)\n")
        print("| request | " + " | ".join(servers) + " |")
        print("|---|" + "---|" * len(servers))
        for case, _ in MALFORMED:
            cells = []
            for name in servers:
                status, closed, seconds = results[(name, case)]
                shown = str(status) if status else "no answer"
                cells.append(f"{shown}, {'closed in %.2f s' % seconds if closed else 'open'}")
            print(f"| {case} | " + " | ".join(cells) + " |")
    finally:
        for server in servers.values():
            server.stop()
        shutil.rmtree(data, ignore_errors=True)


def hold(port, count, ready, release):
    """Opens `count` connections that never speak and holds them until `release` is set."""
    held = []
    for _ in range(count):
        try:
            sock = socket.socket()
            sock.setblocking(False)
            sock.connect_ex(("127.0.0.1", port))
            held.append(sock)
        except OSError:
            break
    ready.put(len(held))
    release.wait()
    for sock in held:
        sock.close()


def owner_page_load(port):
    """The owner's page load with the token: [(path, status)] and the seconds it took."""
    start = time.time()
    results = []
    for path in ["/", "/static/app.css", "/static/client/main.js"]:
        try:
            status, _, _ = exchange(
                port, f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAuthorization: Bearer {TOKEN}\r\n"
                f"Connection: close\r\n\r\n".encode(), 10)
        except OSError as error:
            status = f"error {error.errno}"
        results.append((path, status))
    return results, time.time() - start


def flood(binary, per_process, processes):
    data = tempfile.mkdtemp(prefix="probe-")
    server = Server(binary, ["serve", "todo", "--port", "0", "--data-dir", data, "--token", TOKEN])
    try:
        before, seconds_before = owner_page_load(server.port)
        ready = multiprocessing.Queue()
        release = multiprocessing.Event()
        workers = [
            multiprocessing.Process(target=hold, args=(server.port, per_process, ready, release))
            for _ in range(processes)
        ]
        for worker in workers:
            worker.start()
        opened = sum(ready.get(timeout=300) for _ in workers)
        time.sleep(2)
        during, seconds_during = owner_page_load(server.port)
        release.set()
        for worker in workers:
            worker.join()
        print(f"\n## Flood: {opened:,} idle connections from {processes} processes, then the owner's page load\n")
        print("| when | statuses | seconds |")
        print("|---|---|---|")
        print(f"| before the flood | {', '.join(f'{p} {s}' for p, s in before)} | {seconds_before:.2f} |")
        print(f"| {opened:,} connections held | {', '.join(f'{p} {s}' for p, s in during)} | {seconds_during:.2f} |")
    finally:
        server.stop()
        shutil.rmtree(data, ignore_errors=True)


def server_holds(server_port, client_port):
    """Whether a process still owns the server's end of the connection from `client_port`."""
    output = subprocess.run(
        ["ss", "-Htnp", f"( sport = :{server_port} and dport = :{client_port} )"], capture_output=True,
        text=True).stdout
    return "users:" in output


def wait_until_released(server_port, client_port, limit):
    start = time.time()
    while time.time() - start < limit:
        if not server_holds(server_port, client_port):
            return time.time() - start
        time.sleep(0.5)
    return None


def websocket_frame(text):
    payload = text.encode()
    mask = os.urandom(4)
    header = bytes([0x81])
    if len(payload) < 126:
        header += bytes([0x80 | len(payload)])
    else:
        header += bytes([0x80 | 126]) + struct.pack("!H", len(payload))
    return header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


def slow(binary, limit):
    data = tempfile.mkdtemp(prefix="probe-")
    os.makedirs(data, mode=0o700, exist_ok=True)
    name = f"{uuid.uuid4()}".upper() + ".wav"
    server = Server(binary, ["serve", "clocks", "--port", "0", "--data-dir", data, "--token", TOKEN])
    with open(os.path.join(data, name), "wb") as wav:
        wav.write(b"RIFF" + b"\0" * (40 * 1024 * 1024))
    rows = []
    try:
        # An HTTP client that asks for a recording and stops reading.
        sock = socket.socket()
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        sock.connect(("127.0.0.1", server.port))
        sock.sendall(f"GET /audio/{name}?mount= HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n"
                     f"Authorization: Bearer {TOKEN}\r\n\r\n".encode())
        released = wait_until_released(server.port, sock.getsockname()[1], limit)
        rows.append(("HTTP client that stops reading a 40 MB recording", released))
        sock.close()

        # A tab that keeps resizing its window (each resize re-renders) and never reads.
        sock = socket.socket()
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        sock.connect(("127.0.0.1", server.port))
        sock.sendall(f"GET /ws?mount= HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nUpgrade: websocket\r\n"
                     f"Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                     f"Sec-WebSocket-Version: 13\r\nOrigin: http://127.0.0.1:{server.port}\r\n"
                     f"Authorization: Bearer {TOKEN}\r\n\r\n".encode())
        sock.sendall(websocket_frame(json.dumps({"type": "hello", "token": None, "width": 390, "height": 844})))
        client_port = sock.getsockname()[1]
        stop = threading.Event()

        def resize():
            width = 390
            sock.setblocking(False)
            while not stop.is_set():
                width = 1200 if width == 390 else 390
                try:
                    sock.send(websocket_frame(json.dumps({"type": "resize", "width": width, "height": 844})))
                except (BlockingIOError, OSError):
                    pass
                time.sleep(0.01)

        pump = threading.Thread(target=resize, daemon=True)
        pump.start()
        released = wait_until_released(server.port, client_port, limit)
        stop.set()
        pump.join()
        rows.append(("tab that resizes its window and never reads", released))
        sock.close()
        print(f"\n## Slow readers (seconds until the server let go; held: still the server's after {limit:g} s)\n")
        print("| client | released after |")
        print("|---|---|")
        for label, seconds in rows:
            print(f"| {label} | {'held' if seconds is None else '%.1f s' % seconds} |")
    finally:
        server.stop()
        shutil.rmtree(data, ignore_errors=True)


def closed_after(sock, limit):
    """Seconds until the server closes `sock` (reads what it sends), or None after `limit` seconds."""
    start = time.time()
    sock.settimeout(0.25)
    while time.time() - start < limit:
        try:
            if not sock.recv(65536):
                return time.time() - start
        except socket.timeout:
            continue
        except ConnectionResetError:
            return time.time() - start
    return None


def timeouts(binary, limit):
    data = tempfile.mkdtemp(prefix="probe-")
    rows = []
    try:
        server = Server(binary, ["serve", "todo", "--port", "0", "--data-dir", data + "/alone", "--token", TOKEN])
        try:
            cases = {
                "never speaks": b"",
                "half a head": b"GET / HTTP/1.1\r\nHost: 127",
                "quiet after one request": f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n"
                f"Authorization: Bearer {TOKEN}\r\n\r\n".encode(),
            }
            results = {}

            def run(case, payload):
                sock = socket.create_connection(("127.0.0.1", server.port))
                if payload:
                    sock.sendall(payload)
                results[case] = closed_after(sock, limit)
                sock.close()

            threads = [threading.Thread(target=run, args=item) for item in cases.items()]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            for case in cases:
                shown = "open" if results[case] is None else "%.1f s" % results[case]
                rows.append(("alone (cap 512)", case, shown))
        finally:
            server.stop()

        # Near the cap: 32 silent connections to a server that allows 40 (three quarters is 30).
        server = Server(binary, ["serve", "todo", "--port", "0", "--data-dir", data + "/near", "--token", TOKEN,
                                 "--max-connections", "40"])
        try:
            socks = [socket.create_connection(("127.0.0.1", server.port)) for _ in range(32)]
            start = time.time()
            for sock in socks:
                sock.setblocking(False)
            closed = {}
            while time.time() - start < limit and len(closed) < len(socks):
                for index, sock in enumerate(socks):
                    if index in closed:
                        continue
                    try:
                        if not sock.recv(100):
                            closed[index] = time.time() - start
                    except BlockingIOError:
                        pass
                    except ConnectionResetError:
                        closed[index] = time.time() - start
                time.sleep(0.05)
            for sock in socks:
                sock.close()
            times = sorted(closed.values())
            groups = {}
            for seconds in times:
                groups.setdefault(round(seconds), []).append(seconds)
            shown = "; ".join(f"{len(group)} after {min(group):.1f}-{max(group):.1f} s" for group in groups.values())
            still = len(socks) - len(closed)
            rows.append(("near the cap (cap 40)", "32 that never speak", shown + (f"; {still} open" if still else "")))
        finally:
            server.stop()
        print(f"\n## Timeouts (seconds until the server closed the connection; open: still open after {limit:g} s)\n")
        print("| server | connection | closed after |")
        print("|---|---|---|")
        for label, case, shown in rows:
            print(f"| {label} | {case} | {shown} |")
    finally:
        shutil.rmtree(data, ignore_errors=True)


def fetch_metadata(binary):
    data = tempfile.mkdtemp(prefix="probe-")
    server = Server(binary, ["serve", "clocks", "--port", "0", "--data-dir", data, "--token", TOKEN])
    try:
        print("\n## Fetch Metadata (with the token; the recording does not exist, so 404 means let through)\n")
        print("| request | Sec-Fetch-Site | status |")
        print("|---|---|---|")
        for label, path, mode, destination in [
            ("<audio> of a recording", f"/audio/{uuid.uuid4()}.wav?mount=", "no-cors", "audio"),
            ("fetch of the inspector", "/inspect/", "cors", "empty"),
        ]:
            for site in ["cross-site", "same-site", "same-origin", "none", None]:
                fields = "" if site is None else (
                    f"Sec-Fetch-Site: {site}\r\nSec-Fetch-Mode: {mode}\r\nSec-Fetch-Dest: {destination}\r\n")
                status, _, _ = exchange(
                    server.port, f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n"
                    f"Authorization: Bearer {TOKEN}\r\n{fields}Connection: close\r\n\r\n".encode(), 10)
                print(f"| {label} | {site or '(none sent)'} | {status} |")
    finally:
        server.stop()
        shutil.rmtree(data, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bin", default=".build/debug/apparch")
    parser.add_argument("--only", default="malformed,flood,slow,timeouts,fetch")
    parser.add_argument("--wait", type=float, default=10, help="seconds a malformed request's connection may stay")
    parser.add_argument("--per-process", type=int, default=10_100)
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--slow-limit", type=float, default=75)
    arguments = parser.parse_args()
    only = arguments.only.split(",")
    print(f"apparch: {arguments.bin}; {os.cpu_count()} cores, shared machine; {time.strftime('%Y-%m-%d %H:%M:%S')}")
    if "malformed" in only:
        malformed(arguments.bin, arguments.wait)
    if "flood" in only:
        flood(arguments.bin, arguments.per_process, arguments.processes)
    if "slow" in only:
        slow(arguments.bin, arguments.slow_limit)
    if "timeouts" in only:
        timeouts(arguments.bin, arguments.slow_limit)
    if "fetch" in only:
        fetch_metadata(arguments.bin)


if __name__ == "__main__":
    sys.exit(main())
