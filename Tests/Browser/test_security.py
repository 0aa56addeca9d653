"""Hostile clients: malformed and oversized messages, events for elements that cannot be reached, and
foreign origins are refused, and the server keeps serving."""

import json
import urllib.request

import pytest
from websockets.sync.client import connect
from websockets.exceptions import ConnectionClosed, InvalidStatus

from playwright.sync_api import expect

from conftest import rows, settle
from test_todo import add_item

HOSTILE = [
    "not json",
    "[1, 2, 3]",
    json.dumps({"type": "launch-missiles"}),
    json.dumps({"type": "event", "id": "1", "action": "tap"}),
    json.dumps({"type": "event", "id": 987654321, "action": "tap"}),
    json.dumps({"type": "event", "id": 1, "action": "format-disk"}),
    json.dumps({"type": "event", "id": 1, "action": "slide", "value": "NaN"}),
    json.dumps({"type": "event", "action": "type", "text": "x" * 70_000}),
]


def hostile_session(url):
    with connect(url, max_size=None) as ws:
        ws.send(json.dumps({"type": "hello", "token": None, "width": 800, "height": 600}))
        welcome = json.loads(ws.recv(timeout=5))
        assert welcome["type"] == "welcome"
        errors = []
        for message in HOSTILE:
            ws.send(message)
            errors.append(json.loads(ws.recv(timeout=5)))
        return errors


def refused(url, origin):
    with pytest.raises(InvalidStatus):
        with connect(url, additional_headers={"Origin": origin}):
            pass


def test_hostile_messages_get_errors_and_change_nothing(serve, context):
    server = serve("todo")
    page = context.new_page()
    page.goto(server.link())
    settle(page)
    add_item(page, "Keep me")
    before = page.evaluate("window.__apparch.stats.patches")
    ws_url = server.ws_url()
    errors = hostile_session(ws_url)
    assert [error["type"] for error in errors] == ["error"] * len(HOSTILE)
    assert all(error["message"] for error in errors)
    # The honest tab saw nothing and still works. The hostile messages were all answered, so a patch they caused
    # would have been queued for the honest tab before its barrier.
    settle(page)
    assert page.evaluate("window.__apparch.stats.patches") == before
    add_item(page, "Still works")
    expect(page.locator(".row .text")).to_have_text(["Keep me", "Still works"])


def test_a_huge_frame_closes_only_that_connection(serve, context):
    server = serve("todo")
    page = context.new_page()
    page.goto(server.link())
    settle(page)

    with connect(server.ws_url(), max_size=None) as ws:
        # The server refuses the frame once it has read the header, closing with 1009 while this client
        # may still be writing the rest: the end then shows on `send` (the socket is reset) or on `recv`.
        with pytest.raises(ConnectionClosed) as closed:
            ws.send("x" * (2 << 20))
            ws.recv(timeout=5)
        received = closed.value.rcvd
        assert received is None or received.code == 1009
    add_item(page, "After the flood")
    expect(page.locator(".row .text")).to_have_text(["After the flood"])


def test_foreign_origins_are_refused(serve, context):
    server = serve("todo")
    ws_url = server.ws_url()
    refused(ws_url, "http://evil.example")
    refused(ws_url, f"http://evil.example:{server.port}")
    page = context.new_page()
    page.goto(server.link())
    settle(page)
    add_item(page, "Still serving")
    expect(page.locator(".row .text")).to_have_text(["Still serving"])


def test_audio_paths_only_accept_uuids(serve):
    server = serve("todo")
    for path in ["audio/..%2F..%2Fetc%2Fpasswd", "audio/notes.wav", "audio/00000000-0000-0000-0000-000000000000.wav"]:
        with pytest.raises(urllib.error.HTTPError) as error:
            server.get(path)
        assert error.value.code == 404


def test_the_index_lists_every_app(serve, context):
    server = serve(None)
    page = context.new_page()
    page.goto(server.link())
    links = page.locator("a").all_inner_texts()
    assert "mvc" in links
    assert "ViewKit catalog" in links
    page.get_by_role("link", name="mvc").first.click()
    settle(page)
    assert page.locator(".navbar").count() >= 1
