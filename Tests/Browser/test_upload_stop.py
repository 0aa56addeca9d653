"""A stop of `apparch serve` while a named take's upload is on its way (SIGINT, SIGTERM or kill -9; before the
upload starts, with half its body sent, or with all of it sent) either finishes the upload or leaves no trace
of the take: after the stop and the next launch the library lists the take exactly when its WAV is on disk,
and no mark or partial upload is left behind.

The tab's own upload is held back (routed, never sent), so the take is named and in the library while its
audio is still missing; the test then sends the held body itself over a plain socket, as a slow browser
would, and stops the server."""

import pathlib
import signal
import socket
import time
import urllib.parse

import pytest
from playwright.sync_api import expect

from conftest import rows, server_ends, settle, wait_until

SIGNALS = {"SIGINT": signal.SIGINT, "SIGTERM": signal.SIGTERM, "SIGKILL": signal.SIGKILL}


def name_a_take_whose_upload_is_held(page, server):
    """Records a take, names it "Slow take" and returns the held upload request (its audio is not sent)."""
    held = []
    page.route("**/upload/**", lambda route: held.append(route))
    page.goto(server.link())
    settle(page)
    page.get_by_role("button", name="New Recording").first.click()
    expect(page.get_by_text("0:00:01")).to_be_visible()
    page.get_by_role("button", name="Stop").click()
    page.get_by_placeholder("Name for recording").fill("Slow take")
    page.locator(".alert").get_by_role("button", name="Save").click()
    expect(page.locator(".row", has_text="Slow take")).to_have_count(1)
    # NB: the route handler runs while Playwright dispatches, so the poll goes through the page, not a sleep.
    deadline = time.monotonic() + 30
    while not held and time.monotonic() < deadline:
        page.wait_for_timeout(20)
    assert held, "the tab never started its upload"
    return held


def send_upload(server, request, fraction):
    """Opens a connection and sends `fraction` of the held upload (headers always); returns the socket."""
    body = request.post_data_buffer or b""
    target = urllib.parse.urlsplit(request.url)
    path = target.path + (f"?{target.query}" if target.query else "")
    host = f"127.0.0.1:{server.port}"
    head = (
        f"POST {path} HTTP/1.1\r\nHost: {host}\r\nOrigin: http://{host}\r\n"
        f"Authorization: Bearer {server.token}\r\nContent-Type: audio/wav\r\nContent-Length: {len(body)}\r\n\r\n"
    )
    connection = socket.create_connection(("127.0.0.1", server.port), timeout=5)
    connection.sendall(head.encode() + body[: int(len(body) * fraction)])
    return connection


def wait_until_read(server, connection):
    """Waits until the server has read every byte of `connection` that reached it, or has already answered and
    closed it."""
    port = connection.getsockname()[1]
    seen = False

    def has_read():
        nonlocal seen
        end = server_ends(server, [port])[port]
        if end is None:
            return seen
        seen = True
        return end["unread"] == 0

    wait_until(has_read, "the server never read the upload")


def leftovers(data_dir):
    """Marks of audio on its way and partial uploads."""
    return sorted(
        p.name
        for p in pathlib.Path(data_dir).iterdir()
        if p.name.endswith(".wav.pending") or (p.name.startswith(".") and ".wav." in p.name and p.name.endswith(".tmp"))
    )


def stop_during_upload_and_check(serve, context, data_dir, pattern, sig, point):
    server = serve("recordings", extra=["--pattern", pattern])
    page = context.new_page()
    held = name_a_take_whose_upload_is_held(page, server)
    request = held[0].request
    wav = pathlib.Path(data_dir) / urllib.parse.urlsplit(request.url).path.rsplit("/", 1)[-1]
    connection = None
    if point != "before-upload":
        connection = send_upload(server, request, 0.5 if point == "mid-upload" else 1.0)
        # Any moment is a moment of the upload; the stop comes once the server has read what was sent (or, for the
        # whole upload, answered and closed it).
        wait_until_read(server, connection)
    server.process.send_signal(sig)
    server.process.wait(timeout=15)
    if connection:
        connection.close()
    for route in held:
        try:
            route.abort()
        except Exception:  # noqa: BLE001 - the page may already be gone with its server
            pass
    page.close()
    if sig != signal.SIGKILL:
        assert leftovers(data_dir) == [], "a graceful stop settles the take before the process ends"

    again = serve("recordings", extra=["--pattern", pattern])
    page = context.new_page()
    page.goto(again.link())
    settle(page)
    listed = any("Slow take" in row for row in rows(page))
    assert listed == wav.exists(), f"listed: {listed}, audio on disk: {wav.exists()}"
    if point != "whole-upload":
        assert not listed, "an upload that never finished leaves no trace of the take"
    assert leftovers(data_dir) == []
    page.close()


@pytest.mark.parametrize("point", ["before-upload", "mid-upload", "whole-upload"])
@pytest.mark.parametrize("sig", SIGNALS.values(), ids=SIGNALS.keys())
def test_a_stop_during_an_upload_leaves_store_and_files_agreeing(serve, context, data_dir, sig, point):
    stop_during_upload_and_check(serve, context, data_dir, "mvc", sig, point)


@pytest.mark.parametrize("pattern", ["mvvmc", "mvvm", "mvcvs", "mavb", "tea"])
def test_every_local_pattern_leaves_no_take_without_audio_after_kill_9(serve, context, data_dir, pattern):
    stop_during_upload_and_check(serve, context, data_dir, pattern, signal.SIGKILL, "mid-upload")
