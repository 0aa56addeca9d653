"""The Clocks app in the browser: add a timezone through the searchable selection screen, delete it in edit
mode, and travel back through the whole interface with the History slider."""

from playwright.sync_api import expect

from conftest import settle, shot


def history(page):
    return page.get_by_label("History", exact=True).first


def slide(page, value):
    history(page).evaluate(f"el => {{ el.value = {value}; el.dispatchEvent(new Event('change')); }}")
    settle(page)


def test_clocks_time_travel(serve, context):
    server = serve("clocks")
    page = context.new_page()
    page.goto(server.link())
    settle(page)
    expect(page.locator(".navbar .title").first).to_have_text("Clocks")
    page.get_by_role("button", name="Add").first.click()
    search = page.get_by_placeholder("Search")
    search.fill("Melbourne")
    settle(page)
    # Focusing the search field is a tap the server accepts: no error toast.
    expect(page.locator("#toast:not([hidden])")).to_have_count(0)
    page.locator(".row", has_text="Melbourne").first.click()
    settle(page)
    expect(page.locator(".row .text")).to_have_text(["Melbourne"])
    shot(page, "clocks-one-timezone")
    page.get_by_role("button", name="Edit").first.click()
    settle(page)
    row = page.locator(".row", has_text="Melbourne")
    box = row.bounding_box()
    y = box["y"] + box["height"] / 2
    page.mouse.move(box["x"] + box["width"] - 20, y)
    page.mouse.down()
    page.mouse.move(box["x"] + box["width"] - 150, y, steps=8)
    page.mouse.up()
    row.get_by_role("button", name="Delete", exact=True).click()
    settle(page)
    page.get_by_role("button", name="Done").first.click()
    settle(page)
    expect(page.locator(".row")).to_have_count(0)
    last = int(float(history(page).get_attribute("max")))
    # Back one entry: edit mode on again; back another: the timezone is back, still in edit mode.
    slide(page, last - 1)
    expect(page.get_by_role("button", name="Done").first).to_be_visible()
    expect(page.locator(".row")).to_have_count(0)
    slide(page, last - 2)
    expect(page.locator(".row .text")).to_have_text(["Melbourne"])
    expect(page.get_by_role("button", name="Done").first).to_be_visible()
    shot(page, "clocks-time-travel")
    # Forward to the end: the list is empty and edit mode is off.
    slide(page, last)
    expect(page.locator(".row")).to_have_count(0)
    expect(page.get_by_role("button", name="Edit").first).to_be_visible()
