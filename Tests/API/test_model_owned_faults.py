"""The model-owned client as a process against `apparch api recordings` as a process: changes made with
the server down reach it exactly once, however often the client is killed (SIGKILL) while it syncs and
whatever the server does meanwhile. Prints the fault table of the issue's closing note."""

import json
import os
import pathlib
import random
import signal
import socket
import subprocess
import time

import pytest

from conftest import BIN, ENGINES, APIServer

FOLDERS = [f"F{n:02d}" for n in range(1, 36)]
RECORDINGS = [f"Rec {n}" for n in range(1, 6)]
RENAMED = {f"Rec {n}": f"Renamed {n}" for n in range(1, 6)}
DELETED = FOLDERS[30:]
# What the server must hold afterwards: 30 folders and 5 renamed recordings.
EXPECTED = sorted([(name, True) for name in FOLDERS[:30]] + [(name, False) for name in RENAMED.values()])


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def drive(address, data, script, timeout=120):
    result = subprocess.run(
        [BIN, "drive", "recordings", "--pattern", "model-owned", "--server", address, "--data-dir", str(data)],
        input=script, text=True, capture_output=True, timeout=timeout)
    assert result.returncode == 0, result.stdout + result.stderr
    return result.stdout


def make_fifty_changes_offline(address, data):
    """40 creates in one session, then 5 renames and 5 deletes in another: 50 changes, none sent. The
    queue holds 45: a deletion replaces the queued create of the same item (the server deletes it if that
    create ever landed), while the renames stay apart from creates that may have been sent."""
    lines = []
    for name in FOLDERS:
        lines += ['tap "New Folder"', f'type "{name}"', 'tap "Create"']
    for name in RECORDINGS:
        lines += ['tap "New Recording"', "wait 1", 'tap "Stop"', f'type "{name}"', 'tap "Save"']
    drive(address, data, "\n".join(lines))
    lines = []
    for old, new in RENAMED.items():
        lines += [f'select "{old}"', f'type "{new}" into "Name"', "submit", "back"]
    for name in DELETED:
        lines += [f'delete "{name}"']
    lines += ["screen"]
    screen = drive(address, data, "\n".join(lines))
    assert "45 changes waiting for the server" in screen, screen
    return pending(data)


def pending(data):
    return json.loads((pathlib.Path(data) / "sync.json").read_text())["pending"]


def server_items(server):
    tree = server.tree()
    return sorted((name, is_folder) for (_, name, is_folder) in tree.values())


@pytest.mark.parametrize("storage", ENGINES, indirect=True)
def test_fifty_offline_changes_survive_kills_while_syncing_and_land_once(storage, tmp_path):
    """The acceptance run: 50 changes with the server down; the server starts; the client is killed at
    random points while it syncs, eight times; after a final run the server holds the 50 changes once."""
    port = free_port()
    token = "faulttest0123456789"
    address = f"http://127.0.0.1:{port}/?token={token}"
    data = tmp_path / "client"
    queued = make_fifty_changes_offline(address, data)
    assert len(queued) == 45

    server = APIServer(storage, "--port", str(port), "--token", token)
    rng = random.Random(int(os.environ.get("APPARCH_FAULT_SEED", "17")))
    remaining = [len(queued)]
    try:
        # Each run is killed at a random point of the queue: once the server shows a random part of the
        # creates still to come (or, for the renames and deletes at the end, after a random few
        # milliseconds), plus a random few milliseconds, so the kill lands anywhere in sending, saving or
        # merging. The client saves its queue only every so many confirmations, so a kill often makes it
        # send again what the server has: that must change nothing.
        while remaining[-1] > 0 and len(remaining) <= 25:
            on_server = len(server.contents(server.root()))
            target = on_server + 1 + rng.randrange(0, max(1, (40 - on_server) // 3))
            client = subprocess.Popen(
                [BIN, "drive", "recordings", "--pattern", "model-owned", "--server", address, "--data-dir",
                 str(data)],
                stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, text=True)
            client.stdin.write("wait 1\n" * 60)
            client.stdin.close()
            deadline = time.monotonic() + (30 if on_server < 40 else rng.uniform(0.05, 0.4))
            while time.monotonic() < deadline and client.poll() is None:
                if on_server < 40 and len(server.contents(server.root())) >= target:
                    break
                time.sleep(0.002)
            time.sleep(rng.uniform(0, 0.004))
            client.send_signal(signal.SIGKILL)
            client.wait()
            remaining.append(len(pending(data)))
        kills_mid_queue = sum(1 for count in remaining[1:] if count > 0)
        assert kills_mid_queue >= 3, f"the client was killed mid-queue at least three times: {remaining}"
        final = drive(address, data, "wait 5\nwait 5\nscreen")
        assert pending(data) == []
        items = server_items(server)
        local = (pathlib.Path(data) / "store.json").read_text()
        assert items == EXPECTED, f"{items}\n{final}\n{local}\n{server.output()}"
        root = server.root()
        for entry in server.contents(root):
            if not entry["isFolder"]:
                status, body = server.request("GET", f"stream/{entry['uuid']}")
                assert status == 200 and body.startswith(b"RIFF"), "each recording arrived with its audio"
    finally:
        server.stop()
    engine = "PostgreSQL" if storage[0] == "--database" else "SQLite"
    print(f"\nkill -9 while syncing ({engine}): {len(remaining) - 1} kills, pending after each {remaining}, "
          f"changes made 50, on the server {len(EXPECTED)} items = the 50 changes, once")


def test_the_server_stopping_while_the_queue_drains_loses_nothing(tmp_path):
    port = free_port()
    token = "faulttest0123456789"
    address = f"http://127.0.0.1:{port}/?token={token}"
    data = tmp_path / "client"
    make_fifty_changes_offline(address, data)
    library = tmp_path / "server"
    for round_ in range(6):
        server = APIServer(["--data-dir", str(library)], "--port", str(port), "--token", token)
        client = subprocess.Popen(
            [BIN, "drive", "recordings", "--pattern", "model-owned", "--server", address, "--data-dir", str(data)],
            stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, text=True)
        client.stdin.write("wait 1\n" * 8)
        client.stdin.close()
        time.sleep(0.05 + 0.05 * round_)
        server.stop(signal.SIGKILL if round_ % 2 else signal.SIGINT)
        client.wait(timeout=60)
    server = APIServer(["--data-dir", str(library)], "--port", str(port), "--token", token)
    try:
        drive(address, data, "wait 5\nwait 5")
        assert pending(data) == []
        assert server_items(server) == EXPECTED
    finally:
        server.stop()
    print("\nserver killed or stopped six times while the queue drained: changes made 50, "
          f"on the server {len(EXPECTED)} items = the 50 changes, once")
