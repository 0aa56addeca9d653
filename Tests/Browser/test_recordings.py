"""The Recordings app (MVC, MVVM-C and MVVM) in the browser: folders, recording from the (fake) microphone, saving, playing,
pausing, seeking, renaming and deleting; a pause right after play; and two tabs on one library staying in
sync."""

import pathlib

import pytest

from playwright.sync_api import expect

from conftest import settle, shot, wait_until
from test_todo import swipe_delete


def create_folder(page, name):
    page.get_by_role("button", name="New Folder").first.click()
    page.get_by_placeholder("Folder Name").fill(name)
    page.locator(".alert").get_by_role("button", name="Create").click()
    expect(page.locator(".alert")).to_have_count(0)
    settle(page)


@pytest.mark.parametrize("pattern", ["mvc", "mvvmc", "mvvm", "mvcvs", "mavb"])
def test_recordings_flow(serve, context, data_dir, pattern):
    server = serve("recordings", extra=["--pattern", pattern])
    page = context.new_page()
    page.goto(server.link())
    settle(page)
    expect(page.locator(".navbar .title").first).to_have_text("Recordings")
    create_folder(page, "Demos")
    page.locator(".row", has_text="Demos").click()
    expect(page.locator(".navbar .title").first).to_have_text("Demos")
    shot(page, f"recordings-folder-{pattern}")

    page.get_by_role("button", name="New Recording").first.click()
    # The fake microphone records; the server counts seconds as the tab reports them.
    expect(page.get_by_text("0:00:03")).to_be_visible()
    shot(page, f"recordings-recording-{pattern}")
    page.get_by_role("button", name="Stop").click()
    page.get_by_placeholder("Name for recording").fill("First take")
    page.locator(".alert").get_by_role("button", name="Save").click()
    expect(page.locator(".row", has_text="First take")).to_have_count(1)
    # The tab uploads the take's audio after saving it, over HTTP beside the WebSocket.
    wait_until(
        lambda: [wav.stat().st_size > 44 for wav in pathlib.Path(data_dir).glob("*.wav")] == [True],
        "the take's audio never reached the data folder")

    page.locator(".row", has_text="First take").click()
    expect(page.get_by_role("button", name="Play")).to_be_visible()
    page.get_by_role("button", name="Play").click()
    expect(page.get_by_role("button", name="Pause")).to_be_visible()
    progress = page.get_by_label("Progress").element_handle()
    page.wait_for_function("slider => Number(slider.value) > 0", arg=progress)
    shot(page, f"recordings-playing-{pattern}")
    page.get_by_role("button", name="Pause").click()
    expect(page.get_by_role("button", name="Resume")).to_be_visible()
    slider = page.get_by_label("Progress")
    slider.evaluate("el => { el.value = 0.5; el.dispatchEvent(new Event('change')); }")
    settle(page)
    assert abs(float(slider.input_value()) - 0.5) < 0.01

    # Rename through the name field, as the book's play screen does.
    name = page.get_by_label("Name", exact=True)
    name.fill("Renamed take")
    page.keyboard.press("Enter")
    settle(page)
    page.locator(".back").click()
    expect(page.locator(".row", has_text="Renamed take")).to_have_count(1)
    swipe_delete(page, "Renamed take")
    expect(page.locator(".row", has_text="Renamed take")).to_have_count(0)
    shot(page, f"recordings-after-delete-{pattern}")


def test_pause_right_after_play_pauses(serve, context):
    """Play and Pause tapped back to back: the pause reaches the tab while its audio element is still
    starting, so the element's play() rejects with an AbortError. That is the pause working, not a failure:
    the player stays, paused, instead of being dropped ("No recording selected")."""
    server = serve("recordings")
    page = context.new_page()
    page.goto(server.link())
    settle(page)
    create_folder(page, "Quick")
    page.locator(".row", has_text="Quick").click()
    page.get_by_role("button", name="New Recording").first.click()
    expect(page.get_by_text("0:00:02")).to_be_visible()
    page.get_by_role("button", name="Stop").click()
    page.get_by_placeholder("Name for recording").fill("Short take")
    page.locator(".alert").get_by_role("button", name="Save").click()
    expect(page.locator(".row", has_text="Short take")).to_have_count(1)
    settle(page)
    page.locator(".row", has_text="Short take").click()
    expect(page.get_by_role("button", name="Play")).to_be_visible()

    # Note how each play() of the page's audio elements ends.
    page.evaluate(
        """() => {
          window.playOutcomes = [];
          const play = HTMLMediaElement.prototype.play;
          HTMLMediaElement.prototype.play = function () {
            const started = play.call(this);
            started.then(() => playOutcomes.push('playing'), (error) => playOutcomes.push(error.name));
            return started;
          };
        }"""
    )
    # Hold the audio download, as a slow network would, so play() is still pending when the pause comes.
    held = []
    page.route("**/audio/**", lambda route: held.append(route))
    # A position past the start (the first command, which makes the tab's audio element): paused there, the
    # player offers "Resume".
    page.get_by_label("Progress").evaluate("el => { el.value = 0.5; el.dispatchEvent(new Event('change')); }")
    settle(page)
    button = page.get_by_role("button", name="Resume")
    expect(button).to_be_visible()

    button.evaluate("el => { el.click(); el.click(); }")
    page.wait_for_function("() => window.playOutcomes.length > 0")
    assert page.evaluate("window.playOutcomes") == ["AbortError"]
    for route in held:
        route.continue_()
    page.unroute("**/audio/**")
    # A `failed` report would have been sent when play() rejected, so it is before the barrier settle sends.
    settle(page)
    expect(page.get_by_role("button", name="Resume")).to_be_visible()
    expect(page.get_by_text("No recording selected")).to_have_count(0)
    shot(page, "recordings-paused-right-after-play")


def test_selecting_another_recording_keeps_the_players_elements(serve, browser):
    """MVC makes a new player screen for each recording selected, as the book does. The server sends it as
    the old screen's elements reused (`reuse` patches, PROTOCOL.md): the tab keeps its name field, slider and
    buttons and changes what differs. The kept elements belong to the new screen: they show its recording,
    text typed into the old field does not carry over, and a tap reaches the new screen's button."""
    server = serve("recordings", extra=["--sample"])
    page = browser.new_page(viewport={"width": 1100, "height": 800})
    page.goto(server.link())
    settle(page)
    page.locator(".pane.primary .row", has_text="Meeting Notes").click()
    page.locator(".pane.primary .row", has_text="Kickoff").click()
    name = page.locator(".pane.secondary").get_by_label("Name", exact=True)
    expect(name).to_have_value("Kickoff")
    old_id = name.evaluate("el => { el.dataset.mark = 'kept'; return Number(el.dataset.id); }")
    name.fill("Kickoff draft")
    settle(page)

    page.locator(".pane.primary .row", has_text="Action Items").click()
    settle(page)
    expect(name).to_have_value("Action Items")
    # The same element, under the new screen's identity; the tab holds nothing under the old one.
    assert name.evaluate("el => el.dataset.mark") == "kept"
    new_id = name.evaluate("el => Number(el.dataset.id)")
    assert new_id != old_id
    assert page.evaluate(f"() => window.__apparch.nodes.has({old_id})") is False
    assert page.evaluate(f"() => window.__apparch.nodes.get({new_id}).element.dataset.mark") == "kept"
    expect(page.locator(".navbar .title", has_text="Action Items")).to_have_count(1)

    page.locator(".pane.secondary").get_by_role("button", name="Play").click()
    expect(page.locator(".pane.secondary").get_by_role("button", name="Pause")).to_be_visible()
    page.locator(".pane.secondary").get_by_role("button", name="Pause").click()
    expect(page.locator(".pane.secondary").get_by_role("button", name="Pause")).to_have_count(0)
    page.locator(".pane.primary .row", has_text="Kickoff").click()
    expect(name).to_have_value("Kickoff")
    expect(page.locator(".pane.secondary").get_by_role("button", name="Play")).to_be_visible()
    page.close()


def test_two_tabs_stay_in_sync(serve, context, browser):
    server = serve("recordings")
    first = context.new_page()
    first.goto(server.link())
    settle(first)
    other = browser.new_context(viewport={"width": 1024, "height": 700})
    second = other.new_page()
    second.goto(server.link())
    settle(second)
    create_folder(first, "Shared")
    expect(second.locator(".row", has_text="Shared")).to_have_count(1)
    swipe_delete(second, "Shared")
    expect(first.locator(".row", has_text="Shared")).to_have_count(0)
    shot(second, "recordings-wide-second-tab")
    other.close()
