"""The Recordings store (`Store`, `StoreJournalRecord`, `JournalFile`) as a process: a library whose snapshot
is over 64 KiB saves each change as one record appended to `store.journal`, and a change the app has shown
is on disk. Twelve times over one library of 3,000 recordings, `apparch drive recordings --pattern mvc`
deletes and renames recordings and is killed (SIGKILL) at a random moment after the test has seen a
random one of its changes on screen: anywhere in the change after it, or just after that change's record
reached the journal, before its screen. Reopening the library through the app then shows every change the
test saw, none lost and none half made, and at most the one change the app was making when it died beyond
the screens it printed, with no notice of an unreadable file. APPARCH_FAULT_SEED picks the changes and the
moments (17 by default).

What the drive does with its streams, found by experiment: it reads its whole script to the end of
standard input before it performs the first step, so a test cannot hand it one step at a time; and its
standard output is the C library's, flushed in 4 KiB blocks when it is a pipe (a screen printed after
a change may sit in the process until later steps fill the block, and dies with it) but at each line
when it is a terminal. So each run gets its whole script at once, its standard output is a
pseudo-terminal, as a person watching it would have, and each change is followed by a `screen` step:
a change counts as acknowledged once the test has read the screen printed after it. The screens that
reached the terminal before the kill bound the changes that can have been made: those, plus the one
under way."""

import base64
import json
import os
import pathlib
import pty
import random
import re
import select
import shutil
import signal
import subprocess
import tempfile
import time
import uuid

import pytest

from conftest import BIN, wav_base64

RECORDINGS = 3000
ROUNDS = 12
# Store's `StoreCompaction.standard`: below this snapshot size every change rewrites `store.json`.
JOURNAL_THRESHOLD = 64 * 1024
SCREEN_START = "window compact"


@pytest.fixture
def library():
    """A library of RECORDINGS recordings, each with a short WAV, in the root folder: `store.json` as the
    app writes it (a folder is `{"name", "uuid", "contents"}`, each entry `{"recording": {"name",
    "uuid"}}`), well over 64 KiB. Removed afterwards, whatever the test did."""
    directory = pathlib.Path(tempfile.mkdtemp(prefix="apparch-store-kill-"))
    try:
        audio = base64.b64decode(wav_base64(0.05))
        contents = []
        for number in range(RECORDINGS):
            recording = {"name": f"Take {number:04d}", "uuid": str(uuid.uuid4()).upper()}
            contents.append({"recording": recording})
            (directory / f"{recording['uuid']}.wav").write_bytes(audio)
        root = {"name": "", "uuid": str(uuid.uuid4()).upper(), "contents": contents, "journalSequence": 0}
        (directory / "store.json").write_text(json.dumps(root, indent=2, sort_keys=True))
        yield directory
    finally:
        shutil.rmtree(directory, ignore_errors=True)


def tree(directory):
    """The root folder's recordings in `store.json`, as {uuid: name}."""
    document = json.loads((directory / "store.json").read_text())
    assert all(set(entry) == {"recording"} for entry in document["contents"]), "only recordings in the root"
    return {entry["recording"]["uuid"]: entry["recording"]["name"] for entry in document["contents"]}


def journal_lines(directory):
    """The complete records of `store.journal` (a torn last record, which the store cuts off, is not one)."""
    path = directory / "store.journal"
    if not path.exists():
        return []
    data = path.read_bytes()
    return data[:data.rfind(b"\n") + 1].splitlines()


def apply(state, change):
    """The library after `change`, ("delete", name) or ("rename", name, new name), made to `state`."""
    state = dict(state)
    key = next(key for key, name in state.items() if name == change[1])
    if change[0] == "delete":
        del state[key]
    else:
        state[key] = change[2]
    return state


def shows(state, change):
    """Whether `state` shows `change` made."""
    if change[0] == "delete":
        return change[1] not in state.values()
    return change[2] in state.values() and change[1] not in state.values()


def unexplained(before, after, changes):
    """The recordings of `before` that `after` lacks or names differently although no change names them."""
    touched = {change[1] for change in changes}
    return sorted(name for key, name in before.items() if name not in touched and after.get(key) != name)


def plan(state, rng):
    """A round's changes: 16-30 distinct recordings of `state`, about a quarter renamed (only those still
    named `Take …`, to `Renamed …`), the rest deleted; and the drive script making them, a `screen` after
    each change."""
    names = sorted(state.values())
    targets = rng.sample(names, rng.randint(16, 30))
    changes, lines = [], []
    for name in targets:
        if name.startswith("Take ") and rng.random() < 0.25:
            new = "Renamed " + name.removeprefix("Take ")
            changes.append(("rename", name, new))
            # NB: the name is stored when the field is submitted; the screen after it is the acknowledgement.
            lines += [f'select "{name}"', f'type "{new}" into "Name"', "submit", "screen", "back"]
        else:
            changes.append(("delete", name))
            lines += [f'delete "{name}"', "screen"]
    return changes, "\n".join(lines) + "\n"


class Terminal:
    """A pseudo-terminal for a drive's standard output: what the drive printed, as the test has read it, and
    when each screen arrived."""

    def __init__(self):
        self.master, self.slave = pty.openpty()
        self.data = b""
        self.arrivals = []

    @property
    def screens(self):
        return len(self.arrivals)

    @property
    def text(self):
        return self.data.decode(errors="replace").replace("\r", "")

    def read(self, timeout):
        """Reads what arrives within `timeout` seconds; False once the drive has gone and all it printed
        was read."""
        ready, _, _ = select.select([self.master], [], [], max(0.0, timeout))
        if not ready:
            return True
        try:
            chunk = os.read(self.master, 65536)
        except OSError:
            # NB: Linux answers EIO on the master once no slave descriptor is open and the buffer is empty.
            chunk = b""
        if not chunk:
            return False
        self.data += chunk
        screens = sum(1 for line in self.data.split(b"\n")[:-1] if line.rstrip(b"\r") == SCREEN_START.encode())
        self.arrivals += [time.monotonic()] * (screens - len(self.arrivals))
        return True

    def close(self):
        for descriptor in (self.master, self.slave):
            if descriptor is not None:
                os.close(descriptor)
        self.master = self.slave = None


def drive_until_killed(directory, script, acknowledge, on_record, rng):
    """Runs the drive on `script` with its standard output on a pseudo-terminal and kills it with SIGKILL
    once `acknowledge` screens have arrived: with `on_record`, 0-2 ms after the next change's record reached
    the journal (between that change's save and its screen, mostly); otherwise after a random part of 1.2
    times the last change's duration as the screens' arrivals showed it (anywhere in the next change:
    finding its row, saving it, updating the table, printing). Checks, once the first screen has arrived,
    that the journal holds a record. Returns the screens read before the kill (the acknowledged changes),
    the screens the drive printed in all, and what it printed."""
    terminal = Terminal()
    errors = tempfile.TemporaryFile()
    process = None

    def read_or_fail(deadline, waiting_for, at_most=None):
        """Reads what the drive prints until `deadline`, or for `at_most` seconds; fails if it stops."""
        left = deadline - time.monotonic()
        if left < 0 or not terminal.read(left if at_most is None else min(left, at_most)):
            errors.seek(0)
            raise AssertionError(
                f"the drive {'hung' if process.poll() is None else 'stopped'} waiting for {waiting_for} "
                f"(status {process.poll()}):\n{terminal.text}\n{errors.read().decode(errors='replace')}")

    try:
        process = subprocess.Popen(
            [BIN, "drive", "recordings", "--pattern", "mvc", "--data-dir", str(directory), "--fresh"],
            stdin=subprocess.PIPE, stdout=terminal.slave, stderr=errors)
        os.close(terminal.slave)
        terminal.slave = None
        process.stdin.write(script.encode())
        process.stdin.close()
        deadline = time.monotonic() + 30
        journal_checked = False
        while terminal.screens < acknowledge:
            read_or_fail(deadline, f"screen {terminal.screens + 1}")
            if terminal.screens >= 1 and not journal_checked:
                journal = directory / "store.journal"
                assert journal.exists() and journal.stat().st_size > 0, \
                    "a change made on a library over 64 KiB is appended to store.journal"
                journal_checked = True
        if on_record:
            records = len(journal_lines(directory))
            while len(journal_lines(directory)) == records:
                read_or_fail(deadline, "the next change's record in the journal", at_most=0.0002)
            time.sleep(rng.uniform(0, 0.002))
        else:
            arrivals = terminal.arrivals
            last = arrivals[-1] - arrivals[-2] if len(arrivals) > 1 else 0.05
            time.sleep(rng.uniform(0, 1.2 * last))
        acknowledged = terminal.screens
        assert process.poll() is None, "the drive was still making changes when it was killed"
        process.send_signal(signal.SIGKILL)
        process.wait()
        # Everything the drive printed before it died is in the terminal's buffer.
        while terminal.read(5):
            pass
        return acknowledged, terminal.screens, terminal.text
    finally:
        if process is not None and process.poll() is None:
            process.kill()
            process.wait()
        terminal.close()
        errors.close()


def reopen(directory):
    """Opens the library as a person does (a fresh `apparch drive … screen`) and returns the screen; the app
    quits normally, which folds the journal into `store.json`."""
    result = subprocess.run(
        [BIN, "drive", "recordings", "--pattern", "mvc", "--data-dir", str(directory), "--fresh"],
        input="screen\n", text=True, capture_output=True, timeout=60)
    assert result.returncode == 0 and result.stderr == "", result.stdout + result.stderr
    return result.stdout


def test_every_acknowledged_change_survives_sigkill_on_the_journal_path(library):
    """Twelve kills over one library: after each, the reopened library is the one before the round with a
    prefix of the round's changes made, at least every acknowledged one and at most one more than the
    screens the drive printed; the journal held one record for each change made and the snapshot was not
    rewritten; the app opens the library without an error, an alert or a file kept aside as unreadable."""
    rng = random.Random(int(os.environ.get("APPARCH_FAULT_SEED", "17")))
    reopen(library)  # NB: the app writes its own form of the snapshot, with its `journalSequence`.
    state = tree(library)
    assert len(state) == RECORDINGS
    acknowledged_counts, made_counts, unprinted, on_records = [], [], 0, 0
    started = time.monotonic()
    for round_ in range(ROUNDS):
        snapshot = (library / "store.json").read_bytes()
        assert len(snapshot) > JOURNAL_THRESHOLD, "the library is big enough for the journal path"
        assert not (library / "store.journal").exists(), "the last clean quit folded the journal"
        changes, script = plan(state, rng)
        acknowledge = rng.randint(1, len(changes) - 4)
        on_record = rng.random() < 1 / 3
        acknowledged, printed, output = drive_until_killed(library, script, acknowledge, on_record, rng)
        assert acknowledged >= acknowledge
        records = journal_lines(library)
        assert (library / "store.json").read_bytes() == snapshot, \
            "no change rewrote store.json: each was appended to the journal"

        screen = reopen(library)
        after = tree(library)
        prefixes = [state]
        for change in changes:
            prefixes.append(apply(prefixes[-1], change))
        made = next((count for count, expected in enumerate(prefixes) if expected == after), None)
        assert made is not None, (
            f"round {round_ + 1}: the reopened library is not the one before the round with a prefix of its "
            f"changes made; {acknowledged} acknowledged, of which missing: "
            f"{[change for change in changes[:acknowledged] if not shows(after, change)]}; "
            f"items changed by no change of the round: {unexplained(state, after, changes)}\n{screen}")
        assert acknowledged <= made <= printed + 1, (
            f"round {round_ + 1}: {made} changes made, {acknowledged} acknowledged, {printed} screens printed: "
            f"{'an acknowledged change was lost' if made < acknowledged else 'more than the one under way'}"
            f"\n{output}")
        assert len(records) == made, f"the journal held {len(records)} records for {made} changes"
        assert re.search(rf"^\s*table \({len(after)} rows\)$", screen, re.MULTILINE), screen
        assert not re.search(r"^alert ", screen, re.MULTILINE), f"the reopened library shows an alert:\n{screen}"
        kept_aside = [path.name for path in library.iterdir() if ".unreadable-" in path.name]
        assert kept_aside == [], f"files kept aside as unreadable: {kept_aside}"
        acknowledged_counts.append(acknowledged)
        made_counts.append(made)
        unprinted += made > printed
        on_records += on_record
        state = after
    print(f"\nkill -9 on the journal path: {ROUNDS} kills ({on_records} as a record reached the journal) over "
          f"{RECORDINGS} recordings in {time.monotonic() - started:.1f} s; acknowledged per kill "
          f"{acknowledged_counts}, made per kill {made_counts}; {unprinted} kills fell between a change's save "
          f"and its screen; every acknowledged change kept, {len(state)} recordings left, no file kept aside")
