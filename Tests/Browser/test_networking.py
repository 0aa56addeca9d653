"""The networking chapter's clients in the browser against a real `apparch api recordings`: the
controller-owned one (every change sent first, the row kept until the server confirms) and the
model-owned one (local first, marked until the server has it, offline included); the server's library is
read over HTTP to check what reached it."""

import json
import re
import secrets
import subprocess
import time
import urllib.request

import pytest
from playwright.sync_api import expect

from conftest import BINARY, free_port, settle, shot
from test_recordings import create_folder
from test_todo import swipe_delete


class API:
    """One `apparch api recordings` process on a fixed port, so it can stop and come back."""

    def __init__(self, directory):
        self.directory = directory
        self.port = free_port()
        self.token = secrets.token_hex(16)
        self.process = None

    @property
    def address(self):
        return f"http://127.0.0.1:{self.port}/?token={self.token}"

    def start(self):
        self.process = subprocess.Popen(
            [str(BINARY), "api", "recordings", "--port", str(self.port), "--token", self.token, "--data-dir",
             str(self.directory)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(100):
            try:
                self.get("uuid")
                return self
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("apparch api did not start")

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=10)

    def get(self, path):
        request = urllib.request.Request(
            f"http://127.0.0.1:{self.port}/{path}", headers={"Authorization": f"Bearer {self.token}"})
        return urllib.request.urlopen(request, timeout=5).read()

    def names(self, *path):
        """The names in the folder at `path` (names of folders in the root), by name."""
        uuids = [self.get("uuid").decode()]
        for name in path:
            entries = json.loads(self.get("contents/" + "/".join(uuids)))
            uuids.append(next(entry["uuid"] for entry in entries if entry["name"] == name))
        return [entry["name"] for entry in json.loads(self.get("contents/" + "/".join(uuids)))]

    def wait_for(self, expected, *path, timeout=30):
        deadline = time.time() + timeout
        while time.time() < deadline:
            if self.names(*path) == expected:
                return
            time.sleep(0.1)
        assert self.names(*path) == expected


@pytest.fixture
def api(tmp_path):
    server = API(tmp_path / "api").start()
    yield server
    server.stop()


@pytest.mark.parametrize("pattern", ["controller-owned", "model-owned"])
def test_networked_recordings_flow(serve, context, api, pattern, tmp_path):
    server = serve("recordings", extra=["--pattern", pattern, "--server", api.address])
    page = context.new_page()
    page.goto(server.link())
    settle(page)
    expect(page.locator(".navbar .title").first).to_have_text("Recordings")
    create_folder(page, "Demos")
    api.wait_for(["Demos"])
    page.locator(".row", has_text="Demos").click()
    expect(page.locator(".navbar .title").first).to_have_text("Demos")

    page.get_by_role("button", name="New Recording").first.click()
    expect(page.get_by_text("0:00:02")).to_be_visible()
    page.get_by_role("button", name="Stop").click()
    page.get_by_placeholder("Name for recording").fill("First take")
    page.locator(".alert").get_by_role("button", name="Save").click()
    expect(page.locator(".row", has_text="First take")).to_have_count(1)
    api.wait_for(["First take"], "Demos")
    shot(page, f"recordings-networked-folder-{pattern}")

    page.locator(".row", has_text="First take").click()
    expect(page.get_by_role("button", name="Play")).to_be_enabled()
    page.get_by_role("button", name="Play").click()
    expect(page.get_by_role("button", name="Pause")).to_be_visible()
    name = page.get_by_label("Name", exact=True)
    name.fill("Renamed take")
    page.keyboard.press("Enter")
    api.wait_for(["Renamed take"], "Demos")
    settle(page)
    page.locator(".back").click()
    expect(page.locator(".row", has_text="Renamed take")).to_have_count(1)
    swipe_delete(page, "Renamed take")
    expect(page.locator(".row", has_text="Renamed take")).to_have_count(0)
    api.wait_for([], "Demos")

    # Another client's folder shows after a refresh (the browser's pull-to-refresh is a button).
    page.locator(".back").click()
    settle(page)
    # NB: a data folder of its own, so the window another run of this test left (drive restores it) does
    # not decide where this client starts.
    subprocess.run(
        [str(BINARY), "drive", "recordings", "--pattern", "controller-owned", "--server", api.address,
         "--data-dir", str(tmp_path / "elsewhere")],
        input='tap "New Folder"\ntype "From Elsewhere"\ntap "Create"\n', text=True, check=True,
        capture_output=True)
    page.get_by_role("button", name="↻ Refresh").first.click()
    expect(page.locator(".row", has_text="From Elsewhere")).to_have_count(1)


def test_model_owned_works_offline_and_catches_up(serve, context, api):
    server = serve("recordings", extra=["--pattern", "model-owned", "--server", api.address])
    page = context.new_page()
    page.goto(server.link())
    settle(page)
    api.stop()
    create_folder(page, "Made Offline")
    expect(page.locator(".row", has_text="Made Offline")).to_contain_text("not on the server yet")
    expect(page.get_by_text(re.compile("1 change waiting for the server"))).to_be_visible()
    shot(page, "recordings-model-owned-offline")
    api.start()
    # A successful reload sends what waits at once, without waiting for the retry timer.
    page.get_by_role("button", name="↻ Refresh").first.click()
    api.wait_for(["Made Offline"])
    expect(page.locator(".row", has_text="Made Offline")).not_to_contain_text("not on the server yet")
    expect(page.get_by_text(re.compile("waiting for the server"))).to_have_count(0)


def test_controller_owned_keeps_the_row_when_the_server_is_gone(serve, context, api):
    server = serve("recordings", extra=["--pattern", "controller-owned", "--server", api.address])
    page = context.new_page()
    page.goto(server.link())
    settle(page)
    create_folder(page, "Keep Me")
    expect(page.locator(".row", has_text="Keep Me")).to_have_count(1)
    api.stop()
    swipe_delete(page, "Keep Me")
    expect(page.locator(".alert")).to_contain_text("was not deleted")
    expect(page.locator(".row", has_text="Keep Me")).to_have_count(1)
    shot(page, "recordings-controller-owned-delete-failed")
