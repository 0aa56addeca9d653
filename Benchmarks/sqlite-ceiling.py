#!/usr/bin/env python3
"""The SQLite ceiling for `api-load.sh`: the durable create `apparch api recordings` makes, straight into
SQLite with the server's settings (the journal mode the server left in the file, WAL since the server
chose it, or the mode given; synchronous=FULL; foreign keys on), one create per transaction:
look up the parent, look up the new uuid, insert; as many as fit in the given seconds, on one connection
(SQLite takes one writer at a time). Prints `RESULT creates=N seconds=S p50_us=… p99_us=… journal=…
synchronous=…`, the percentiles of one create's time.

Python's sqlite3 module, not the sqlite3 shell: the shell starts a process (or parses a script) per
transaction, which would make the ceiling slower than the server; the module keeps its statements prepared,
so what is left per create is SQLite's own work and the sync of each commit.

    python3 Benchmarks/sqlite-ceiling.py DATA_DIR/recordings.sqlite SECONDS [JOURNAL_MODE]
"""
import sqlite3
import sys
import time
import uuid

LOOKUP = "SELECT uuid, parent_uuid, name, is_folder FROM items WHERE uuid = ?"
INSERT = (
    "INSERT INTO items (uuid, parent_uuid, name, is_folder, audio, arrival) "
    "VALUES (?, ?, ?, 1, NULL, (SELECT COALESCE(MAX(arrival), 0) + 1 FROM items))"
)


def main():
    path, seconds = sys.argv[1], float(sys.argv[2])
    mode = sys.argv[3] if len(sys.argv) > 3 and sys.argv[3] else None
    database = sqlite3.connect(path, isolation_level=None)
    journal = database.execute(f"PRAGMA journal_mode = {mode}" if mode else "PRAGMA journal_mode").fetchone()[0]
    database.execute("PRAGMA synchronous = FULL")
    database.execute("PRAGMA foreign_keys = ON")
    database.execute("PRAGMA busy_timeout = 5000")
    synchronous = database.execute("PRAGMA synchronous").fetchone()[0]
    (root,) = database.execute("SELECT uuid FROM items WHERE parent_uuid IS NULL").fetchone()
    creates = 0
    latencies = []
    started = time.perf_counter()
    deadline = started + seconds
    while (begun := time.perf_counter()) < deadline:
        database.execute("BEGIN IMMEDIATE")
        database.execute(LOOKUP, (root,)).fetchone()
        new = str(uuid.uuid4()).upper()
        if database.execute(LOOKUP, (new,)).fetchone() is not None:
            raise SystemExit(f"{new} already exists")
        database.execute(INSERT, (new, root, f"Folder {creates}"))
        database.execute("COMMIT")
        creates += 1
        latencies.append(time.perf_counter() - begun)
    elapsed = time.perf_counter() - started
    database.close()
    latencies.sort()
    p50, p99 = (int(latencies[min(len(latencies) - 1, int(p * len(latencies)))] * 1e6) for p in (0.5, 0.99))
    print(f"RESULT creates={creates} seconds={elapsed:.3f} p50_us={p50} p99_us={p99} journal={journal} "
          f"synchronous={synchronous}")


if __name__ == "__main__":
    main()
