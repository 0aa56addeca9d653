"""The To-do app in the browser: add, complete, delete, persistence, two tabs, reconnection."""

from playwright.sync_api import expect

from conftest import rows, settle, shot, Server


def add_item(page, name):
    page.get_by_role("button", name="Add").click()
    field = page.get_by_placeholder("New to-do item")
    field.wait_for()
    field.fill(name)
    page.keyboard.press("Enter")
    page.get_by_placeholder("New to-do item").wait_for(state="detached")
    settle(page)


def swipe_delete(page, text):
    row = page.locator(".row", has_text=text)
    box = row.bounding_box()
    y = box["y"] + box["height"] / 2
    page.mouse.move(box["x"] + box["width"] - 20, y)
    page.mouse.down()
    page.mouse.move(box["x"] + box["width"] - 150, y, steps=8)
    page.mouse.up()
    row.get_by_role("button", name="Delete", exact=True).click()
    settle(page)


def test_todo_flow_adds_completes_deletes_and_persists(serve, context, data_dir):
    server = serve("todo")
    page = context.new_page()
    page.goto(server.link())
    settle(page)
    assert page.locator(".navbar .title").first.inner_text() == "To-Do List"
    shot(page, "todo-empty")
    add_item(page, "Buy milk")
    add_item(page, "Call Bob")
    expect(page.locator(".row .text")).to_have_text(["Buy milk", "Call Bob"])
    page.locator(".row", has_text="Buy milk").click()
    settle(page)
    shot(page, "todo-two-items")
    swipe_delete(page, "Call Bob")
    expect(page.locator(".row .text")).to_have_text(["Buy milk"])
    shot(page, "todo-after-delete")

    # SIGINT saves; a new server on the same data (and the same --token) shows the list, and the open tab
    # reconnects by itself.
    port = server.port
    assert server.stop() == 0
    page.wait_for_selector("#banner:not([hidden])")
    again = Server("todo", data_dir, port=port, token=server.token).start()
    try:
        page.wait_for_function("() => window.__apparch.stats.welcomes >= 2")
        settle(page)
        expect(page.locator(".row .text")).to_have_text(["Buy milk"])
    finally:
        again.stop()


def test_two_tabs_show_one_list_at_once(serve, context):
    """A change in one tab shows in the other without a reload or a navigation: the list screen observes the
    state controller and changes only the row that changed."""
    server = serve("todo")
    first = context.new_page()
    first.goto(server.link())
    settle(first)
    second = context.new_page()
    second.goto(server.link())
    settle(second)
    welcomes = second.evaluate("window.__apparch.stats.welcomes")
    add_item(first, "Buy milk")
    expect(second.locator(".row .text")).to_have_text(["Buy milk"])
    second.locator(".row", has_text="Buy milk").click()
    expect(first.locator(".row", has_text="Buy milk")).to_contain_text("✓")
    add_item(second, "Call Bob")
    expect(first.locator(".row .text")).to_have_text(["Buy milk", "Call Bob"])
    swipe_delete(first, "Buy milk")
    expect(second.locator(".row .text")).to_have_text(["Call Bob"])
    shot(second, "todo-second-tab-live")
    # The second tab never reloaded or reconnected to see it.
    assert second.evaluate("window.__apparch.stats.welcomes") == welcomes


def test_a_dropped_connection_recovers_its_window(serve, context):
    server = serve("todo")
    page = context.new_page()
    page.goto(server.link())
    settle(page)
    page.get_by_role("button", name="Add").click()
    page.get_by_placeholder("New to-do item").fill("Half typed")
    settle(page)
    page.evaluate("window.__apparch.drop()")
    page.wait_for_function("() => window.__apparch.stats.welcomes >= 2")
    settle(page)
    # The same window came back: the add screen with what was typed.
    assert page.get_by_placeholder("New to-do item").input_value() == "Half typed"
    page.keyboard.press("Enter")
    page.get_by_placeholder("New to-do item").wait_for(state="detached")
    settle(page)
    expect(page.locator(".row .text")).to_have_text(["Half typed"])
