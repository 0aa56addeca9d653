"""The Recordings mini player in the browser, in MVC and in TEA: playback goes on after going back from the
player, the bar at the bottom of the primary column pauses it and brings the player back; in a narrow and
a wide tab."""

import pytest
from playwright.sync_api import expect

from conftest import settle, shot
from test_todo import swipe_delete


PATTERNS = ["mvc", "tea", "mvvmc", "mvvm", "mvcvs", "mavb"]


def mini_player(page):
    return page.locator('.stack.horizontal[aria-label="Now Playing"]')


def open_sample(serve, browser, pattern, width, height):
    server = serve("recordings", extra=["--pattern", pattern, "--sample"])
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    page.goto(server.link())
    settle(page)
    return context, page


def wait_for_progress(page):
    """Waits until the bar shows the playback under way (its progress past the start)."""
    page.wait_for_function(
        "() => document.querySelector('.stack.horizontal[aria-label=\"Now Playing\"] progress').value > 0")


def assert_at_bottom_of_primary_column(page):
    bar = mini_player(page).bounding_box()
    column = page.locator(".pane.primary").bounding_box()
    assert bar is not None and column is not None
    assert abs((bar["y"] + bar["height"]) - (column["y"] + column["height"])) < 2, (bar, column)
    assert bar["x"] >= column["x"] - 1 and bar["x"] + bar["width"] <= column["x"] + column["width"] + 1


@pytest.mark.parametrize("pattern", PATTERNS)
def test_mini_player_compact(serve, browser, pattern):
    context, page = open_sample(serve, browser, pattern, 390, 780)
    try:
        expect(mini_player(page)).to_have_count(0)
        page.locator(".row", has_text="Meeting Notes").click()
        page.locator(".row", has_text="Kickoff").click()
        page.get_by_role("button", name="Play", exact=True).click()
        expect(page.get_by_role("button", name="Pause", exact=True)).to_be_visible()
        # NB: no settle while audio plays: its position patches the screen ten times a second.
        page.locator(".back").click()
        # The folder screen, with the recording still playing in the bar at the bottom.
        expect(page.locator(".row", has_text="Kickoff")).to_have_count(1)
        bar = mini_player(page)
        expect(bar).to_be_visible()
        expect(bar.get_by_role("button", name="Kickoff")).to_be_visible()
        expect(bar.get_by_role("button", name="Pause", exact=True)).to_be_visible()
        wait_for_progress(page)
        assert_at_bottom_of_primary_column(page)
        shot(page, f"recordings-mini-player-compact-{pattern}")
        # Its pause pauses the one playback.
        bar.get_by_role("button", name="Pause", exact=True).click()
        expect(bar.get_by_role("button", name="Resume", exact=True)).to_be_visible()
        # The playback stays while the person moves to another folder.
        page.locator(".back").click()
        expect(page.locator(".navbar .title").first).to_have_text("Recordings")
        expect(mini_player(page).get_by_role("button", name="Kickoff")).to_be_visible()
        # Tapping the name shows the player of that recording, paused where it was.
        mini_player(page).get_by_role("button", name="Kickoff").click()
        expect(page.get_by_label("Name", exact=True)).to_have_value("Kickoff")
        expect(page.get_by_role("button", name="Resume", exact=True)).to_be_visible()
        expect(mini_player(page)).to_have_count(0)
    finally:
        context.close()


@pytest.mark.parametrize("pattern", PATTERNS)
def test_mini_player_regular(serve, browser, pattern):
    context, page = open_sample(serve, browser, pattern, 1024, 700)
    try:
        page.locator(".row", has_text="Meeting Notes").click()
        page.locator(".row", has_text="Kickoff").click()
        detail = page.locator(".pane.secondary")
        detail.get_by_role("button", name="Play", exact=True).click()
        bar = mini_player(page)
        expect(bar.get_by_role("button", name="Pause", exact=True)).to_be_visible()
        expect(detail.get_by_role("button", name="Pause", exact=True)).to_be_visible()
        assert_at_bottom_of_primary_column(page)
        wait_for_progress(page)
        shot(page, f"recordings-mini-player-regular-{pattern}")
        # Either control drives the one playback; both show it.
        bar.get_by_role("button", name="Pause", exact=True).click()
        expect(detail.get_by_role("button", name="Resume", exact=True)).to_be_visible()
        expect(bar.get_by_role("button", name="Resume", exact=True)).to_be_visible()
        # Deleting the loaded recording stops playback and removes the bar.
        swipe_delete(page, "Kickoff")
        expect(mini_player(page)).to_have_count(0)
        expect(detail.get_by_text("No recording selected")).to_be_visible()
    finally:
        context.close()
