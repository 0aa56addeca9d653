"""The control catalog: every control renders and responds; the split view collapses when narrow; long
tables stay virtualised."""

from playwright.sync_api import expect

from conftest import settle, shot

ENTRIES = ["Label", "Button", "Text Field", "Slider", "Progress", "Activity Indicator", "Switch",
           "Segmented Control", "Search Bar", "Image", "Map", "Keyboard", "Stack View", "Table", "Navigation Push",
           "Split View", "Alert", "Modal Sheet", "Long List"]


def open_entry(page, name):
    page.locator(".pane.primary .row", has_text=name).first.click()
    settle(page)


def test_every_entry_has_a_screen(serve, browser):
    server = serve(None)
    context = browser.new_context(viewport={"width": 1100, "height": 800})
    page = context.new_page()
    page.goto(server.link("catalog"))
    settle(page)
    expect(page.locator(".split:not(.collapsed)")).to_have_count(1)
    for name in ENTRIES:
        open_entry(page, name)
        expect(page.locator(".pane.secondary .navbar .title").first).to_have_text(name)
        shot(page, "catalog-" + name.lower().replace(" ", "-"))
    context.close()


def test_controls_respond(serve, browser):
    server = serve(None)
    context = browser.new_context(viewport={"width": 1100, "height": 800})
    page = context.new_page()
    page.goto(server.link("catalog"))
    settle(page)
    status = page.locator(".pane.secondary [data-identifier='status']")
    open_entry(page, "Button")
    page.get_by_role("button", name="Enabled").click()
    settle(page)
    expect(status).to_have_text("Tapped Enabled")
    assert page.get_by_role("button", name="Disabled").is_disabled()
    open_entry(page, "Switch")
    page.get_by_role("switch").click()
    settle(page)
    expect(status).to_have_text("Off")
    open_entry(page, "Segmented Control")
    page.get_by_role("button", name="Month").click()
    settle(page)
    expect(status).to_have_text("Selected segment 2")
    open_entry(page, "Text Field")
    page.get_by_placeholder("Name").type("Ada")
    settle(page)
    expect(status).to_have_text("Typed: Ada")
    open_entry(page, "Alert")
    page.get_by_role("button", name="Show Alert").click()
    settle(page)
    page.locator(".alert input").fill("Grace")
    page.locator(".alert").get_by_role("button", name="OK").click()
    settle(page)
    expect(status).to_have_text("Renamed to Grace")
    open_entry(page, "Modal Sheet")
    page.get_by_role("button", name="Show Sheet").click()
    settle(page)
    expect(page.locator(".modal.sheet")).to_have_count(1)
    shot(page, "catalog-sheet-open")
    page.locator(".modal").get_by_role("button", name="Done").click()
    settle(page)
    expect(page.locator(".modal")).to_have_count(0)
    open_entry(page, "Table")
    page.locator(".pane.secondary .row", has_text="Cherry").click()
    settle(page)
    expect(page.locator(".pane.secondary .row", has_text="Cherry").locator(".accessory")).to_have_text("✓")
    context.close()


def test_a_narrow_viewport_collapses_the_split_view(serve, browser):
    server = serve(None)
    context = browser.new_context(viewport={"width": 1100, "height": 800})
    page = context.new_page()
    page.goto(server.link("catalog"))
    settle(page)
    expect(page.locator(".pane")).to_have_count(2)
    page.set_viewport_size({"width": 500, "height": 800})
    page.wait_for_selector(".split.collapsed")
    settle(page)
    expect(page.locator(".pane")).to_have_count(1)
    shot(page, "catalog-collapsed")
    # Collapsed, the detail sits on the list's stack, as in UIKit: back shows the list.
    page.locator(".back").click()
    page.locator(".row", has_text="Slider").click()
    settle(page)
    expect(page.locator(".back")).to_have_count(1)
    page.locator(".back").click()
    settle(page)
    page.set_viewport_size({"width": 1100, "height": 800})
    page.wait_for_selector(".split:not(.collapsed)")
    context.close()


def test_a_long_table_keeps_the_dom_bounded(serve, browser):
    server = serve(None)
    context = browser.new_context(viewport={"width": 1100, "height": 800})
    page = context.new_page()
    page.goto(server.link("catalog"))
    settle(page)
    open_entry(page, "Long List")
    table = page.locator(".pane.secondary .table")
    assert page.locator(".pane.secondary .row").count() < 40
    table.evaluate("el => el.scrollTop = 44 * 50000")
    page.wait_for_selector(".pane.secondary .row:has-text('Item 50001')")
    settle(page)
    assert page.locator(".pane.secondary .row").count() < 40
    shot(page, "catalog-long-list-scrolled")
    context.close()
