#!/usr/bin/env python3
"""What a delete and a rename in a 100,000-item folder cost end to end in `apparch drive`, save included.

Writes a library of N recordings in the root folder (the document every pattern opens, as PatternCost's
`LibraryDocument` writes it), and for each pattern runs, on a fresh copy of it, a drive script with `lap`
steps around D deletes of the first recordings, then around R renames of the recording the player shows
(typed into its Name field and submitted, alternately with and without a trailing "b", so it keeps its
row). A lap is the wall time of its steps, each with what drive waits for after a step (the app settled,
the change's journal record appended and synced) and the script's own look for the row or field on screen.
A run's figure is a lap over its count of changes; the tables give each run, the median, and each pattern's
median over MVC's. The first rows are deleted, so each delete moves the whole sorted array where a pattern
keeps one.

    python3 Benchmarks/drive-delete.py .build/release/apparch [--items 100000] [--deletes 100] [--renames 100]
        [--runs 3]
"""
import argparse
import math
import pathlib
import re
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import time
import uuid
import wave

PATTERNS = ["mvc", "tea", "mavb"]


def library(items, played):
    """The store document: "Folder" with 10 recordings, then `items` recordings named in sorted order, the
    one at `played` with the identity returned (its audio is written beside the document)."""
    def recording(name, identity=None):
        return '{"recording":{"name":"%s","uuid":"%s"}}' % (name, identity or new_uuid())
    played_uuid = new_uuid()
    inner = ",".join(recording(f"Inner {n}") for n in range(10))
    parts = ['{"folder":{"name":"Folder","uuid":"%s","contents":[%s]}}' % (new_uuid(), inner)]
    parts += [recording(f"Recording {n:06d}", played_uuid if n == played else None) for n in range(items)]
    return '{"name":"","uuid":"%s","contents":[%s]}' % (new_uuid(), ",".join(parts)), played_uuid


def new_uuid():
    return str(uuid.uuid4()).upper()


def write_tone(path, seconds=2, rate=8000):
    """A 16-bit mono PCM WAV of a 440 Hz tone, the audio the player opens."""
    with wave.open(str(path), "wb") as audio:
        audio.setnchannels(1)
        audio.setsampwidth(2)
        audio.setframerate(rate)
        audio.writeframes(b"".join(struct.pack("<h", int(8000 * math.sin(2 * math.pi * 440 * n / rate)))
                                   for n in range(seconds * rate)))


def run(binary, pattern, directory, script):
    """Runs the script; returns the process's wall time and the laps it printed, in ms."""
    started = time.perf_counter()
    result = subprocess.run(
        [binary, "drive", "recordings", "--pattern", pattern, "--data-dir", str(directory), "--fresh",
         "--size", "regular"],
        input=script, text=True, capture_output=True)
    wall = time.perf_counter() - started
    if result.returncode != 0:
        sys.exit(f"{pattern}: drive exited with {result.returncode}\n{result.stdout[-2000:]}{result.stderr[-2000:]}")
    laps = {m.group(1): float(m.group(2)) for m in re.finditer(r'^lap "([^"]*)": ([0-9.]+) ms$', result.stdout, re.M)}
    if "deletes" not in laps or "renames" not in laps:
        sys.exit(f"{pattern}: no lap in drive's output:\n{result.stdout[-2000:]}")
    return wall, laps


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--items", type=int, default=100_000)
    parser.add_argument("--deletes", type=int, default=100)
    parser.add_argument("--renames", type=int, default=100)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    if not 0 < args.deletes < args.items:
        sys.exit("--deletes must be between 1 and --items - 1")
    if args.renames < 2 or args.renames % 2:
        sys.exit("--renames must be even (the name comes back) and at least 2")
    work = pathlib.Path(tempfile.mkdtemp())
    try:
        document = work / "store.json"
        text, played = library(args.items, args.deletes)
        document.write_text(text)
        tone = work / "tone.wav"
        write_tone(tone)
        deletes = "".join(f'delete "Recording {n:06d}"\n' for n in range(args.deletes))
        renamed = f"Recording {args.deletes:06d}"
        renames = "".join(f'type "{renamed}{"b" if n % 2 == 0 else ""}" into "Name"\nsubmit\n'
                          for n in range(args.renames))
        # The checks after the laps prove the changes reached the screen: the deleted rows are gone, and the
        # renamed one has its name back after an even number of renames and shows the next one in its row.
        script = (f'lap "opened"\n{deletes}lap "deletes"\n'
                  f'expect-not "Recording {args.deletes - 1:06d}"\nselect "{renamed}"\nexpect "{renamed}"\n'
                  f'lap "selected"\n{renames}lap "renames"\nexpect-not "{renamed}b"\n'
                  f'type "{renamed}b" into "Name"\nsubmit\nexpect "Recording {args.deletes:06d}b  ›"\n')
        kinds = {"deletes": args.deletes, "renames": args.renames}
        per_change = {kind: {pattern: [] for pattern in PATTERNS} for kind in kinds}
        walls = {pattern: [] for pattern in PATTERNS}
        # Runs alternate between the patterns, so a slow minute of the machine falls on all of them.
        for _ in range(args.runs):
            for pattern in PATTERNS:
                directory = work / pattern
                shutil.rmtree(directory, ignore_errors=True)
                directory.mkdir()
                shutil.copy(document, directory / "store.json")
                shutil.copy(tone, directory / f"{played}.wav")
                wall, laps = run(args.binary, pattern, directory, script)
                for kind, count in kinds.items():
                    per_change[kind][pattern].append(laps[kind] / count)
                walls[pattern].append(wall)
        print(f"{args.items:,}-recording folder ({document.stat().st_size / 1e6:.1f} MB store.json), "
              f"`drive --size regular`, {args.runs} runs alternating; process wall (s): "
              + "; ".join(f"{p} {', '.join(f'{w:.2f}' for w in walls[p])}" for p in PATTERNS))
        for kind, count in kinds.items():
            print()
            print(f"| pattern | one of {count} {kind}, save included (ms; median) | runs (ms) | ÷ MVC |")
            print("|---|---|---|---|")
            mvc = statistics.median(per_change[kind]["mvc"])
            for pattern in PATTERNS:
                times = per_change[kind][pattern]
                median = statistics.median(times)
                print(f"| {pattern} | {median:.3f} | {', '.join(f'{t:.3f}' for t in times)} | {median / mvc:.2f}× |")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
