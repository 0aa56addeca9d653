"""The state inspector of a view-state-driven app (Clocks): the inspector tab follows the app tab live,
travels it back with its History slider, and loads a JSON state into it."""

import json

from playwright.sync_api import expect

from conftest import settle, shot


def inspector_slider(page):
    return page.get_by_label("History", exact=True)


def add_timezone(page, name):
    page.get_by_role("button", name="Add").first.click()
    page.get_by_placeholder("Search").fill(name)
    settle(page)
    page.locator(".row", has_text=name).first.click()
    settle(page)


def test_inspector_follows_travels_and_loads(serve, context):
    server = serve("clocks")
    app = context.new_page()
    app.goto(server.link())
    settle(app)
    inspector = context.new_page()
    inspector.set_viewport_size({"width": 1200, "height": 800})
    # The page runs under the host's content security policy: no violation, no uncaught error.
    problems = []
    inspector.on("pageerror", lambda error: problems.append(str(error)))
    inspector.on("console", lambda message: problems.append(message.text)
                 if "Content Security Policy" in message.text else None)
    inspector.goto(server.link("inspect"))
    expect(inspector.locator("#actions .action")).to_have_count(1)
    expect(inspector.locator("#actions .action .name")).to_have_text(["start"])

    # A change in the app tab appears in the inspector.
    add_timezone(app, "Melbourne")
    expect(app.locator(".row .text")).to_have_text(["Melbourne"])
    expect(inspector.locator("#actions .action .name", has_text="added(")).to_have_count(1)
    expect(inspector.locator("#current")).to_contain_text("Australia/Melbourne")
    # As many entries as the app's own History slider travels through, the last one shown.
    count = int(float(app.get_by_label("History", exact=True).first.get_attribute("max"))) + 1
    assert count >= 3, "start, the selection screen shown, the timezone added"
    expect(inspector.locator("#actions .action")).to_have_count(count)
    expect(inspector.locator("#actions .action[aria-current] .number")).to_have_text(str(count - 1))

    # Choosing an action shows the states after it.
    inspector.locator("#actions .action", has_text="added(").click()
    expect(inspector.locator("#entry-title")).to_contain_text("added(")
    expect(inspector.locator("#entry")).to_contain_text("Australia/Melbourne")
    shot(inspector, "inspector-clocks")

    # Back to the start with the inspector's slider: the app tab loses the timezone.
    inspector_slider(inspector).evaluate("el => { el.value = 0; el.dispatchEvent(new Event('change')); }")
    expect(app.locator(".row")).to_have_count(0)
    expect(inspector.locator("#actions .action[aria-current] .number")).to_have_text("0")
    expect(inspector.locator("#actions .action")).to_have_count(count)

    # Load a state with another timezone: the tab follows.
    state = {
        "document": {"timezones": [
            {"identifier": "Europe/Oslo", "name": "Oslo", "uuid": "8D6A6E3A-1E2B-4C3D-9F00-0123456789AB"}]},
        "viewState": {"masterView": {"isEditing": False, "masterScrollOffsetY": 0}},
    }
    inspector.get_by_label("State JSON").fill(json.dumps(state))
    inspector.get_by_role("button", name="Load", exact=True).click()
    expect(app.locator(".row .text")).to_have_text(["Oslo"])
    expect(inspector.locator("#error")).to_be_hidden()
    expect(inspector.locator("#actions .action .name").last).to_have_text("reload")

    # A state the app cannot read is refused with the server's message; the tab keeps its list.
    inspector.get_by_label("State JSON").fill('{"document": {"timezones": 3}}')
    inspector.get_by_role("button", name="Load", exact=True).click()
    expect(inspector.locator("#error")).to_contain_text("not a Document of this app")
    expect(app.locator(".row .text")).to_have_text(["Oslo"])
    shot(inspector, "inspector-refused-load")

    # Export is a download of both states.
    with inspector.expect_download() as download:
        inspector.get_by_role("link", name="Export").click()
    exported = json.loads(open(download.value.path()).read())
    assert exported["document"]["timezones"][0]["name"] == "Oslo"
    assert "masterView" in exported["viewState"]
    assert problems == []
