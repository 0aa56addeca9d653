"""Browser-side measurements of the web host (not a test: prints figures).

  .venv-browser/bin/python Tests/Browser/measure.py [path/to/apparch]

- tap-to-DOM-updated round trip (catalog Long List, Rename) vs a bare WebSocket echo round trip, both from
  Chromium's page JavaScript, medians of 40;
- DOM rows with a 100,000-row table;
- server memory per open tab (RSS growth over 40 tabs' sessions, each a window).
"""

import json
import os
import pathlib
import statistics
import sys
import tempfile
import threading
import time

from playwright.sync_api import sync_playwright
from websockets.sync.client import connect
from websockets.sync.server import serve as ws_serve

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from conftest import BINARY, CHROMIUM, Server, free_port  # noqa: E402

ROUNDS = 40


def rss_kib(pid):
    for line in pathlib.Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def main():
    binary = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else BINARY
    os.environ["APPARCH_BIN"] = str(binary)
    data = pathlib.Path(tempfile.mkdtemp(prefix="apparch-measure-")) / "data"
    server = Server(None, data)
    import conftest
    conftest.BINARY = binary
    server.start()
    echo_port = free_port()
    echo = ws_serve(lambda ws: [ws.send(message) for message in ws], "127.0.0.1", echo_port)
    threading.Thread(target=echo.serve_forever, daemon=True).start()
    results = {}
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            page = browser.new_page(viewport={"width": 1100, "height": 800})
            page.goto(server.link("catalog"))
            page.wait_for_function("() => window.__apparch.stats.welcomes > 0")
            page.locator(".pane.primary .row", has_text="Long List").click()
            page.wait_for_selector(".pane.secondary .row:has-text('Item 1')")
            results["dom_rows_100k_table"] = page.locator(".pane.secondary .row").count()
            results["tap_to_dom_ms"] = page.evaluate(
                """async (rounds) => {
                  const times = [];
                  const button = () => document.querySelector('.pane.secondary [data-identifier="rename"]');
                  const firstRow = () => document.querySelector('.pane.secondary .row .text');
                  for (let i = 0; i < rounds; i++) {
                    const before = firstRow().textContent;
                    const start = performance.now();
                    await new Promise((resolve) => {
                      const observer = new MutationObserver(() => {
                        if (firstRow().textContent !== before) { observer.disconnect(); resolve(); }
                      });
                      observer.observe(document.getElementById('app'), { subtree: true, characterData: true, childList: true });
                      button().click();
                    });
                    times.push(performance.now() - start);
                  }
                  times.sort((a, b) => a - b);
                  return times[Math.floor(times.length / 2)];
                }""",
                ROUNDS,
            )
            # NB: a blank page, since the app's content security policy allows sockets to its own server only.
            blank = browser.new_page()
            results["ws_echo_ms"] = blank.evaluate(
                """async ([port, rounds]) => {
                  const socket = new WebSocket(`ws://127.0.0.1:${port}/`);
                  await new Promise((resolve) => socket.onopen = resolve);
                  const times = [];
                  for (let i = 0; i < rounds; i++) {
                    const start = performance.now();
                    await new Promise((resolve) => { socket.onmessage = resolve; socket.send('{"type":"event","id":1,"action":"tap"}'); });
                    times.push(performance.now() - start);
                  }
                  socket.close();
                  times.sort((a, b) => a - b);
                  return times[Math.floor(times.length / 2)];
                }""",
                [echo_port, ROUNDS],
            )
            results["tap_to_dom_over_echo"] = results["tap_to_dom_ms"] / max(results["ws_echo_ms"], 1e-6)
            browser.close()
        # Memory per tab: each session is a window of the shared application.
        sockets = []
        url = server.ws_url("mount=catalog")
        warm = connect(url)
        warm.send(json.dumps({"type": "hello", "token": None, "width": 1024, "height": 800}))
        warm.recv(timeout=10)
        time.sleep(0.5)
        before = rss_kib(server.process.pid)
        tabs = 40
        for _ in range(tabs):
            ws = connect(url, max_size=None)
            ws.send(json.dumps({"type": "hello", "token": None, "width": 1024, "height": 800}))
            ws.recv(timeout=10)
            sockets.append(ws)
        time.sleep(0.5)
        after = rss_kib(server.process.pid)
        results["server_kib_per_tab"] = round((after - before) / tabs, 1)
        for ws in sockets + [warm]:
            ws.close()
    finally:
        echo.shutdown()
        server.stop()
    for key, value in results.items():
        print(f"{key}: {round(value, 3) if isinstance(value, float) else value}")


if __name__ == "__main__":
    main()
