"""Browser-side measurements of the web host (not a test: prints figures; issue 30, item 2).

  .venv-browser/bin/python Tests/Browser/measure.py [path/to/apparch] [--runs 3] [--rounds 40]

Each run starts its own servers and measures, in one Chromium:

- a bare WebSocket echo's round trip from page JavaScript (a Python echo server in its own process on
  this machine), twice: paced as the taps are (30 ms between round trips, the peer of the taps' ratios),
  and back to back (both ends stay busy, so it is the faster of the two);
- the host's own round trip, paced as the taps are: a message the server refuses (malformed JSON), sent
  from the player's page on a socket of its own and answered with an `error` on the main actor. It makes a
  tap's hops (the tab's reading task, the main actor, the channel's event loop) and does no app work (its
  reply is encoded by Foundation's `JSONEncoder`, not the patches' writer), so a tap's time above it is the
  app's work, the server's and the client's;
- the browser's own cost of one DOM write after the same pause: the player's Play button given the text it
  has (Chromium replaces the text node, and schedules a frame, as for any change), timed alone. With the
  host's round trip it is the least a tap can cost;
- tap to DOM updated for three taps, from the click to the end of applying the patch message that makes
  the change visible: Play/Pause in a Recordings (MVC) player, selecting a recording row (the player of
  the other recording shows), and the catalog's Long List rename (100,000 rows); each as a median of
  `--rounds`, and as a ratio to the paced echo and to the back-to-back one. The element tapped is found
  before the clock starts. The echo and the taps take turns in five blocks of a fifth of the rounds, so
  the echo is measured beside the taps all through the run;
- for each tap, its time above the host's round trip (the app's work), what the client spent per patch
  message (JSON.parse, applying the patches) and the bytes per patch message;
- the DOM rows with the 100,000-row table open;
- server memory per open tab (RSS growth over 40 tabs, each a window of the app) in Recordings with 10
  and with 10,000 recordings in the root folder, whose table is on screen, and where it goes: what a
  connection costs open (TCP only), after serving a page and kept alive, and upgraded to a WebSocket
  before its hello opens a window;
- the server's own time per event (decode, app, render, wire tree, diff, encode, queue), which
  `APPARCH_WEB_TIMINGS=1` makes the server log when it stops.

Every page it times from is cross-origin isolated (the app's pages and the echo server's), so its clock,
`performance.now()`, moves in microseconds rather than in Chromium's steps of 0.1 ms; the script stops if
one is not.

With several runs it prints each run and then the medians.
"""

import argparse
import contextlib
import json
import os
import pathlib
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import uuid

from playwright.sync_api import sync_playwright
from websockets.sync.client import connect

sys.path.insert(0, str(pathlib.Path(__file__).parent))
import conftest  # noqa: E402

TABS = 40
# The blocks a run's round trips come in, the echo's and each tap's taking turns (see `one_run`).
BLOCKS = 5
# Milliseconds between two taps (so a tap's trailing messages, audio position say, are not the next one's),
# and between two round trips of the echo measured beside them.
PAUSE_MS = 30

# A WebSocket server that sends every message back, on the port given as its argument.
# The echo server also answers a plain GET with an empty page that is cross-origin isolated, as the app's
# pages are: the echo is timed from that page, with the same clock as the taps (an isolated page's
# `performance.now()` moves in microseconds, another page's in steps of 0.1 ms).
ECHO_SERVER = """
import sys
from http import HTTPStatus
from websockets.sync.server import serve

def page(connection, request):
    if request.headers.get("Upgrade", "").lower() == "websocket":
        return None
    response = connection.respond(HTTPStatus.OK, "<!doctype html><title>echo</title>")
    del response.headers["Content-Type"]
    response.headers["Content-Type"] = "text/html; charset=utf-8"
    response.headers["Cross-Origin-Opener-Policy"] = "same-origin"
    response.headers["Cross-Origin-Embedder-Policy"] = "require-corp"
    return response

with serve(lambda ws: [ws.send(message) for message in ws], "127.0.0.1", int(sys.argv[1]),
           process_request=page) as server:
    server.serve_forever()
"""

# Installs a hook that runs after each patch message is applied, and times a tap until `done()` holds: from
# the click on the element `target()` finds (found, and the state `done()` compares with noted, before the
# clock starts, as a person's finger is on the button before the tap) to the end of applying the patch
# message after which `done()` holds. Returns each round's time, and what the client spent on the patch
# messages it applied meanwhile (milliseconds parsing and applying, bytes, messages).
TAP = """async ([rounds, target, done, pause]) => {
  const stats = window.__apparch.stats;
  let patches = stats.patches;
  let check = null;
  Object.defineProperty(stats, 'patches', {
    configurable: true,
    get: () => patches,
    set: (value) => { patches = value; if (check) check(); },
  });
  const find = new Function('round', target);
  const isDone = new Function('round', done);
  const times = [];
  const before = { parse: stats.parseMs || 0, apply: stats.applyMs || 0, bytes: stats.bytes, patches };
  for (let round = 0; round < rounds; round++) {
    const element = find(round);
    const start = performance.now();
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => { check = null; reject(new Error('no DOM change in 5 s, round ' + round)); }, 5000);
      check = () => { if (isDone(round)) { clearTimeout(timer); check = null; resolve(); } };
      element.click();
    });
    times.push(performance.now() - start);
    // NB: a pause between taps, so a tap's trailing messages (audio position, say) are not the next one's.
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
  return {
    times,
    parse_ms: (stats.parseMs || 0) - before.parse,
    apply_ms: (stats.applyMs || 0) - before.apply,
    bytes: stats.bytes - before.bytes,
    messages: patches - before.patches,
  };
}"""

SECONDARY_SHOWS = """
  const name = round % 2 === 0 ? 'Action Items' : 'Kickoff';
  const pane = document.querySelector('.pane.secondary');
  if (!pane) return false;
  return [...pane.querySelectorAll('input')].some((input) => input.value === name);
"""

SELECT_ROW = """
  const name = round % 2 === 0 ? 'Action Items' : 'Kickoff';
  return [...document.querySelectorAll('.pane.primary .row')].find((r) => r.textContent.includes(name));
"""

PLAY_BUTTON = """
  const pane = document.querySelector('.pane.secondary');
  return [...pane.querySelectorAll('button')].find((b) => ['Play', 'Pause', 'Resume'].includes(b.textContent.trim()));
"""

TAP_PLAY = f"""
  const button = (() => {{ {PLAY_BUTTON} }})();
  window.__playWas = button.textContent.trim();
  return button;
"""
PLAY_CHANGED = f"""
  const button = (() => {{ {PLAY_BUTTON} }})();
  return button && button.textContent.trim() !== window.__playWas;
"""

TAP_RENAME = """
  window.__renameWas = document.querySelector('.pane.secondary .row .text').textContent;
  return document.querySelector('.pane.secondary [data-identifier="rename"]');
"""
RENAME_SHOWN = """
  return document.querySelector('.pane.secondary .row .text').textContent !== window.__renameWas;
"""

# Round trips of `message` on a WebSocket to `url`, `pause` ms apart (as TAP has between taps); returns each
# round trip's time, and stops when a reply's `type` is not `reply_type`. The echo's: a tap's message, sent back
# as it is. The host's: malformed JSON, which the host refuses with an `error` on the main actor before any app
# sees it (`AppHost.receive`), on a socket of the app page's own that never says hello.
ROUND_TRIP = """async ([url, rounds, pause, message, replyType]) => {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => { socket.onopen = resolve; socket.onerror = reject; });
  const times = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    const reply = await new Promise((resolve) => { socket.onmessage = resolve; socket.send(message); });
    times.push(performance.now() - start);
    if (JSON.parse(reply.data).type !== replyType) throw new Error('not a reply of type ' + replyType + ': ' + reply.data);
    if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
  }
  socket.close();
  return times;
}"""
ECHO_MESSAGE = '{"type":"event","id":1,"action":"tap"}'
# The WebSocket address of the app an app page shows: a socket of the page's own, from its origin.
PAGE_SOCKET_URL = """() =>
  `ws://${location.host}/ws?mount=${encodeURIComponent(location.pathname.replace(/^\\/+|\\/+$/g, ''))}`"""

# One DOM write in an app page, `pause` ms after the one before, timed alone: the player's Play button given the
# text it has. Returns each write's time.
DOM_WRITE = f"""async ([rounds, pause]) => {{
  const button = (() => {{ {PLAY_BUTTON} }})();
  const times = [];
  for (let i = 0; i < rounds; i++) {{
    const text = button.textContent;
    const start = performance.now();
    button.textContent = text;
    times.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, pause));
  }}
  return times;
}}"""


def port_open(port):
    try:
        socket.create_connection(("127.0.0.1", port), timeout=1).close()
        return True
    except OSError:
        return False


def rss_kib(pid):
    for line in pathlib.Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def fresh_data():
    data = pathlib.Path(tempfile.mkdtemp(prefix="apparch-measure-")) / "data"
    data.mkdir(parents=True)
    return data


def library(data, count):
    """A Recordings library of `count` recordings in the root folder, for `serve recordings` (MVC)."""
    folder = data / "recordings" / "mvc"
    folder.mkdir(parents=True)
    items = ",".join(
        json.dumps({"recording": {"name": f"Recording {index:06d}", "uuid": str(uuid.uuid4()).upper()}})
        for index in range(count))
    (folder / "store.json").write_text(f'{{"name":"","uuid":"{str(uuid.uuid4()).upper()}","contents":[{items}]}}')


def server_timings(server):
    """The server's per-event timings line (logged at stop with APPARCH_WEB_TIMINGS=1), or None."""
    path = server.data_dir.parent / f"server-{server.port}.log"
    lines = [line for line in path.read_text().splitlines() if "tab updates:" in line]
    return lines[-1].split("tab updates:", 1)[1].strip() if lines else None


def memory_per_tab(count):
    """Server memory per open tab (KiB), and where it goes: what each of TABS connections costs once it is
    open (TCP only), once a page has been served on it and it is kept alive, once it is upgraded to a
    WebSocket, and once a hello has opened a window of the app on it (a tab)."""
    data = fresh_data()
    library(data, count)
    server = conftest.Server("recordings", data).start()
    stages = {}
    # The WebSockets, closed on every path (websockets wants a connection entered as a context).
    sockets = contextlib.ExitStack()
    raw = []
    try:
        url = server.ws_url()
        hello = json.dumps({"type": "hello", "token": None, "width": 1024, "height": 800})
        warm = sockets.enter_context(connect(url, max_size=None))
        warm.send(hello)
        warm.recv(timeout=30)

        def settled_rss():
            time.sleep(0.5)
            return rss_kib(server.process.pid)

        before = settled_rss()
        for _ in range(TABS):
            raw.append(socket.create_connection(("127.0.0.1", server.port)))
        stages["tcp"] = (settled_rss() - before) / TABS
        before = settled_rss()
        for connection in raw:
            connection.sendall(b"GET /static/app.css HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            answer = b""
            while b"\r\n\r\n" not in answer:
                answer += connection.recv(65536)
        stages["http"] = stages["tcp"] + (settled_rss() - before) / TABS
        before = settled_rss()
        upgraded = [sockets.enter_context(connect(url, max_size=None)) for _ in range(TABS)]
        stages["websocket"] = (settled_rss() - before) / TABS
        before = settled_rss()
        for ws in upgraded:
            ws.send(hello)
            ws.recv(timeout=30)
        stages["tab"] = stages["websocket"] + (settled_rss() - before) / TABS
        return {name: round(value, 1) for name, value in stages.items()}
    finally:
        sockets.close()
        for connection in raw:
            connection.close()
        server.stop()


def require_fine_clock(page):
    """Stops the measurement unless `page` is cross-origin isolated, so its clock moves in microseconds: a
    page that is not reads time in steps of 0.1 ms, a tenth of the round trips measured here."""
    if not page.evaluate("self.crossOriginIsolated"):
        raise SystemExit(f"{page.url} is not cross-origin isolated: its clock moves in steps of 0.1 ms")


def median(values):
    return statistics.median(values) if values else 0.0


def one_run(rounds, echo_port):
    """One run's figures. The echo and the taps take turns, in BLOCKS blocks of `rounds` / BLOCKS round trips
    each (the paced echo, then each tap, then the back-to-back echo), so the echo is measured beside the
    taps all through the run rather than once before them: the machine's pace drifts within a run by more
    than a goal's margin. Each figure is the median of all its round trips."""
    results = {}
    timings = {}
    per_block = max(2, rounds // BLOCKS // 2 * 2)  # NB: even, so each block starts on the same row
    recordings = conftest.Server("recordings", fresh_data(), extra=["--sample"]).start()
    catalog = conftest.Server(None, fresh_data()).start()
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=conftest.CHROMIUM,
                args=["--no-sandbox", "--autoplay-policy=no-user-gesture-required"])
            # NB: the echo server's own page, since the app's content security policy allows sockets to its own
            # server only.
            echo_page = browser.new_page()
            echo_page.goto(f"http://127.0.0.1:{echo_port}/")
            require_fine_clock(echo_page)

            player = browser.new_page(viewport={"width": 1100, "height": 800})
            player.goto(recordings.link())
            player.wait_for_function("() => window.__apparch.stats.welcomes > 0")
            require_fine_clock(player)
            player.locator(".pane.primary .row", has_text="Meeting Notes").click()
            player.locator(".pane.primary .row", has_text="Kickoff").click()
            player.wait_for_function("() => [...document.querySelectorAll('.pane.secondary input')]"
                                     ".some((i) => i.value === 'Kickoff')")

            table = browser.new_page(viewport={"width": 1100, "height": 800})
            table.goto(catalog.link("catalog"))
            table.wait_for_function("() => window.__apparch.stats.welcomes > 0")
            require_fine_clock(table)
            table.locator(".pane.primary .row", has_text="Long List").click()
            table.wait_for_selector(".pane.secondary .row:has-text('Item 1')")
            results["dom_rows_100k_table"] = table.locator(".pane.secondary .row").count()

            taps = {
                "select_row": (player, SELECT_ROW, SECONDARY_SHOWS),
                "play_pause": (player, TAP_PLAY, PLAY_CHANGED),
                "rename": (table, TAP_RENAME, RENAME_SHOWN),
            }
            echo_url = f"ws://127.0.0.1:{echo_port}/"
            host_url = player.evaluate(PAGE_SOCKET_URL)
            echo, back_to_back, host, dom_write = [], [], [], []
            seen = {name: {"times": [], "parse_ms": 0.0, "apply_ms": 0.0, "bytes": 0, "messages": 0} for name in taps}
            for _ in range(BLOCKS):
                echo += echo_page.evaluate(ROUND_TRIP, [echo_url, per_block, PAUSE_MS, ECHO_MESSAGE, "event"])
                host += player.evaluate(ROUND_TRIP, [host_url, per_block, PAUSE_MS, "{", "error"])
                dom_write += player.evaluate(DOM_WRITE, [per_block, PAUSE_MS])
                for name, (page, target, done) in taps.items():
                    tap = page.evaluate(TAP, [per_block, target, done, PAUSE_MS])
                    for key, value in tap.items():
                        seen[name][key] += value
                back_to_back += echo_page.evaluate(ROUND_TRIP, [echo_url, per_block, 0, ECHO_MESSAGE, "event"])
            browser.close()
        results["ws_echo_ms"] = median(echo)
        results["ws_echo_back_to_back_ms"] = median(back_to_back)
        def over_echo(ms):
            return ms / max(results["ws_echo_ms"], 1e-6)

        results["host_round_trip_ms"] = median(host)
        results["host_round_trip_over_echo"] = over_echo(results["host_round_trip_ms"])
        results["dom_write_after_pause_ms"] = median(dom_write)
        # NB: the least a tap can cost: the host's round trip and one DOM write, each after the pause.
        results["tap_floor_over_echo"] = over_echo(results["host_round_trip_ms"] + results["dom_write_after_pause_ms"])
        for name in ("play_pause", "select_row", "rename"):
            tap = seen[name]
            messages = max(1, tap["messages"])
            results[f"{name}_ms"] = median(tap["times"])
            results[f"{name}_over_echo"] = over_echo(results[f"{name}_ms"])
            results[f"{name}_over_back_to_back_echo"] = (
                results[f"{name}_ms"] / max(results["ws_echo_back_to_back_ms"], 1e-6))
            # NB: the app's work, the server's and the client's, and what it costs to run after an idle pause.
            results[f"{name}_above_host_ms"] = results[f"{name}_ms"] - results["host_round_trip_ms"]
            results[f"{name}_client_parse_ms"] = tap["parse_ms"] / messages
            results[f"{name}_client_apply_ms"] = tap["apply_ms"] / messages
            results[f"{name}_bytes_per_message"] = tap["bytes"] / messages
    finally:
        recordings.stop()
        catalog.stop()
    timings["recordings"] = server_timings(recordings)
    timings["catalog"] = server_timings(catalog)
    for count in (10, 10_000):
        for stage, kib in memory_per_tab(count).items():
            name = "per_tab" if stage == "tab" else f"per_connection_{stage}"
            results[f"server_kib_{name}_{count}_items"] = kib
    return results, timings


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary", nargs="?", default=str(conftest.BINARY))
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--rounds", type=int, default=40)
    args = parser.parse_args()
    conftest.BINARY = pathlib.Path(args.binary)
    os.environ["APPARCH_WEB_TIMINGS"] = "1"
    echo_port = conftest.free_port()
    # NB: its own process, as the app's server is, so it shares no interpreter lock with this script's driver.
    echo = subprocess.Popen([sys.executable, "-c", ECHO_SERVER, str(echo_port)])
    conftest.wait_until(lambda: port_open(echo_port), "the echo server to listen")
    runs = []
    try:
        for run in range(args.runs):
            results, timings = one_run(args.rounds, echo_port)
            runs.append(results)
            print(f"run {run + 1}:", flush=True)
            for key, value in results.items():
                print(f"  {key}: {round(value, 3) if isinstance(value, float) else value}")
            for mount, line in timings.items():
                print(f"  server time per event ({mount}): {line}")
    finally:
        echo.terminate()
        echo.wait()
    if len(runs) > 1:
        print(f"medians of {len(runs)} runs:")
        for key in runs[0]:
            value = statistics.median(run[key] for run in runs)
            print(f"  {key}: {round(value, 3) if isinstance(value, float) else value}")


if __name__ == "__main__":
    main()
