#!/usr/bin/env python3
"""How long the model-owned client takes to send 1,000 changes made offline to a local server.

Makes N folders with `apparch drive` while no server listens (each a change in the queue, saved in
sync.journal beside sync.json), and the same N folders with the MVC pattern (no queue): the difference is
what recording the changes in the queue costs. Then starts `apparch api recordings` and times a client run
that only waits for the app to be idle (drive settles before its first step: the queue is sent one request
at a time until empty), minus the same run with nothing to send. Checks that the server then holds
exactly N more folders than before the drain (a PostgreSQL database may keep earlier runs' folders).

    python3 Benchmarks/queue-drain.py .build/release/apparch [--changes 1000] [--database postgres://…]
"""
import argparse
import json
import pathlib
import re
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def drive(binary, address, data, script, pattern="model-owned"):
    server = ["--server", address] if pattern == "model-owned" else []
    started = time.perf_counter()
    result = subprocess.run(
        [binary, "drive", "recordings", "--pattern", pattern, *server, "--data-dir", data],
        input=script, text=True, capture_output=True)
    elapsed = time.perf_counter() - started
    if result.returncode != 0:
        sys.exit(result.stdout + result.stderr)
    return elapsed, result.stdout


def root_folder_count(port, token):
    """How many items the server's root folder holds."""
    headers = {"Authorization": f"Bearer {token}"}
    request = urllib.request.Request(f"http://127.0.0.1:{port}/uuid", headers=headers)
    root = urllib.request.urlopen(request).read().decode()
    request = urllib.request.Request(f"http://127.0.0.1:{port}/contents/{root}", headers=headers)
    return len(json.loads(urllib.request.urlopen(request).read()))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--changes", type=int, default=1000)
    parser.add_argument("--database", help="a PostgreSQL database for the server (SQLite by default)")
    args = parser.parse_args()
    work = pathlib.Path(tempfile.mkdtemp())
    port = free_port()
    token = "draintestdraintest12"
    address = f"http://127.0.0.1:{port}/?token={token}"
    client = str(work / "client")

    script = "".join(f'tap "New Folder"\ntype "Folder {n:04d}"\ntap "Create"\n' for n in range(args.changes))
    plain, _ = drive(args.binary, address, str(work / "mvc"), script + "screen\n", pattern="mvc")
    made, _ = drive(args.binary, address, client, script + "screen\n")
    queued = len(json.loads((work / "client" / "sync.json").read_text())["pending"])
    print(f"{args.changes} folders made offline in {made:.2f} s; {queued} changes queued; the same script in MVC "
          f"{plain:.2f} s: the queue's cost {made - plain:.2f} s ({(made - plain) / args.changes * 1000:.2f} ms a change)")

    storage = ["--database", args.database] if args.database else ["--data-dir", str(work / "server")]
    log = open(work / "api.log", "w+")
    server = subprocess.Popen([args.binary, "api", "recordings", "--port", str(port), "--token", token, *storage],
                              stdout=log, stderr=subprocess.STDOUT)
    for _ in range(100):
        if re.search(r"Serving", pathlib.Path(log.name).read_text()):
            break
        time.sleep(0.05)
    try:
        # NB: a PostgreSQL database may hold an earlier run's folders: the check counts what this run adds.
        before = root_folder_count(port, token)
        drained, _ = drive(args.binary, address, client, "screen\n")
        left = len(json.loads((work / "client" / "sync.json").read_text())["pending"])
        idle, _ = drive(args.binary, address, client, "screen\n")
        on_server = root_folder_count(port, token) - before
    finally:
        server.terminate()
        server.wait()
    print(f"drained in {drained:.2f} s (process included); the same run with nothing to send {idle:.2f} s; "
          f"queue {queued} → {left}; the server holds {on_server} more folders")
    print(f"drain time {drained - idle:.2f} s: {queued / max(drained - idle, 1e-9):.0f} changes/s")
    if left or on_server != args.changes:
        sys.exit("the queue did not drain into the server exactly")


if __name__ == "__main__":
    main()
