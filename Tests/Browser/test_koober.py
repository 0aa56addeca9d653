"""Koober in MVVM, Redux and Elements in the browser, on the sample's fakes and a real clock: sign in,
find the pick-up, choose the Opera House and a Wallaroo, request the ride, sign out; the map is drawn on
the page and no request leaves the host; the sign-in form makes room for the keyboard the visual
viewport reports."""

from urllib.parse import urlsplit

import pytest
from playwright.sync_api import expect

from conftest import settle, shot
from test_catalog_koober_controls import FAKE_VISUAL_VIEWPORT


@pytest.mark.parametrize("pattern", ["mvvm", "redux", "elements"])
def test_a_whole_ride_in_the_browser(serve, context, pattern):
    server = serve("koober", extra=["--pattern", pattern])
    requests = []
    context.on("request", lambda request: requests.append(request.url))
    page = context.new_page()
    page.goto(server.link())
    settle(page)
    page.get_by_role("button", name="Sign In").click()
    settle(page)
    page.get_by_label("Email").fill("johnny@gmail.com")
    page.get_by_label("Password").fill("password")
    settle(page)
    page.get_by_role("button", name="Sign In").click()
    expect(page.get_by_text("Finding your location...")).to_be_visible()
    shot(page, f"koober-{pattern}-finding-location")
    where_to = page.get_by_role("button", name="Where to?")
    expect(where_to).to_be_visible()
    drawing = page.locator(".map")
    expect(drawing.locator(".annotation-title")).to_have_text(["Pickup"])
    where_to.click()
    expect(page.locator(".navbar .title", has_text="Where To?")).to_be_visible()
    opera = page.locator(".row", has_text="Opera House")
    expect(opera).to_be_visible()
    opera.click()
    expect(drawing.locator(".annotation-title")).to_have_text(["Pickup", "Opera House"])
    page.get_by_role("button", name="Wallaroo").click()
    settle(page)
    expect(page.get_by_role("button", name="Wallaroo")).to_have_attribute("aria-selected", "true")
    shot(page, f"koober-{pattern}-confirm")
    page.get_by_role("button", name="Confirm").click()
    expect(page.get_by_text("Requesting Ride...")).to_be_visible()
    expect(page.get_by_text("Enjoy the ride!")).to_be_visible()
    page.get_by_role("button", name="Profile").click()
    expect(page.get_by_text("Johnny Appleseed")).to_be_visible()
    page.get_by_role("button", name="Sign Out").click()
    expect(page.get_by_role("button", name="Sign Up")).to_be_visible()
    hosts = {urlsplit(url).netloc for url in requests if not url.startswith("data:")}
    assert hosts == {f"127.0.0.1:{server.port}"}, hosts


def test_the_sign_in_form_makes_room_for_the_keyboard(serve, context):
    server = serve("koober", extra=["--pattern", "mvvm"])
    page = context.new_page()
    page.add_init_script(FAKE_VISUAL_VIEWPORT)
    page.goto(server.link())
    settle(page)
    page.get_by_role("button", name="Sign In").click()
    settle(page)
    tallest_spacer = (
        "Math.max(0, ...[...document.querySelectorAll('.spacer')]"
        ".map(item => item.getBoundingClientRect().height))")
    assert page.evaluate(f"() => {tallest_spacer}") < 1
    page.get_by_label("Email").click()
    page.evaluate("window.__setVisualViewport(innerHeight - 300)")
    # The form's bottom space grows to what the keyboard covers, then goes when the keyboard does.
    page.wait_for_function(f"() => {tallest_spacer} >= 299")
    shot(page, "koober-sign-in-keyboard")
    page.evaluate("window.__setVisualViewport(innerHeight)")
    page.wait_for_function(f"() => {tallest_spacer} < 1")
