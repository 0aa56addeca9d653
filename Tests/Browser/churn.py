"""Server memory under tab churn (not a test: prints figures; issue 31, item 4).

  .venv-browser/bin/python Tests/Browser/churn.py [path/to/apparch] [--app recordings] [--rounds 5] [--tabs 3000] [--mount KEY]

Starts `apparch serve --idle-grace 2`, opens and closes one warm-up round of tabs, then `--rounds` rounds of
`--tabs` tabs: each tab connects, says hello, reads its welcome (its window is open) and closes. After each
round the script waits for the idle sweep to close the windows (grace + two sweeps) and prints the server's
RSS. The goal: the rounds after warm-up change RSS by less than 2 MB in total.
"""

import argparse
import json
import os
import pathlib
import sys
import tempfile
import time

from websockets.sync.client import connect

sys.path.insert(0, str(pathlib.Path(__file__).parent))
import conftest  # noqa: E402

GRACE = 2


def rss_kib(pid):
    for line in pathlib.Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def churn(url, tabs):
    hello = json.dumps({"type": "hello", "token": None, "width": 1024, "height": 800})
    for _ in range(tabs):
        with connect(url, max_size=None) as ws:
            ws.send(hello)
            ws.recv(timeout=30)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary", nargs="?", default=str(conftest.BINARY))
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--tabs", type=int, default=3000)
    parser.add_argument("--app", default="recordings", help="the app `apparch serve` runs at / (default: recordings)")
    parser.add_argument("--mount", default="", help="mount key (default: the main app at /)")
    args = parser.parse_args()
    conftest.BINARY = pathlib.Path(args.binary)
    data = pathlib.Path(tempfile.mkdtemp(prefix="apparch-churn-")) / "data"
    data.mkdir(parents=True)
    server = conftest.Server(args.app, data, extra=["--idle-grace", str(GRACE)])
    server.start()
    url = server.ws_url(f"mount={args.mount}" if args.mount else "")
    settle = GRACE + 2.5
    try:
        figures = []
        start = time.time()
        churn(url, args.tabs)
        time.sleep(settle)
        figures.append(rss_kib(server.process.pid))
        print(f"warm-up ({args.tabs} tabs, {time.time() - start:.0f} s): {figures[-1] / 1024:.1f} MB", flush=True)
        for round in range(1, args.rounds + 1):
            start = time.time()
            churn(url, args.tabs)
            time.sleep(settle)
            figures.append(rss_kib(server.process.pid))
            print(f"round {round} ({time.time() - start:.0f} s): {figures[-1] / 1024:.1f} MB", flush=True)
        grown = (figures[-1] - figures[0]) / 1024
        per_tab = (figures[-1] - figures[0]) * 1024 / (args.rounds * args.tabs)
        print(f"after warm-up: {grown:+.2f} MB over {args.rounds} x {args.tabs} tabs ({per_tab:.0f} B per closed tab)")
    finally:
        server.stop()


if __name__ == "__main__":
    os.environ.setdefault("PYTHONUNBUFFERED", "1")
    main()
