"""Windows across server restarts: `apparch serve` saves every tab's window when it stops (SIGINT), and the
tab that comes back to the restarted server, by itself or by a reload, shows the screen it had; a new tab
starts at the folder."""

import stat

from playwright.sync_api import expect

from conftest import settle, shot


def test_a_tab_gets_its_player_back_after_the_server_restarts(serve, context, data_dir):
    server = serve("recordings", extra=["--sample"])
    page = context.new_page()
    page.goto(server.link())
    settle(page)
    page.locator(".row", has_text="Welcome").click()
    name = page.get_by_label("Name", exact=True)
    expect(name).to_have_value("Welcome")
    expect(page.get_by_role("button", name="Play")).to_be_visible()

    assert server.stop() == 0
    saved = data_dir / "web-windows.json"
    assert saved.exists()
    assert stat.S_IMODE(saved.stat().st_mode) == 0o600
    token = page.evaluate("() => sessionStorage.getItem('apparch-token:')")
    assert token and token not in saved.read_text()

    again = serve("recordings", extra=["--sample"], port=server.port, token=server.token)
    # The open tab reconnects by itself and gets its window back, with the token it had.
    expect(name).to_have_value("Welcome")
    expect(page.get_by_role("button", name="Play")).to_be_visible()
    assert page.evaluate("() => sessionStorage.getItem('apparch-token:')") == token
    page.reload()
    settle(page)
    expect(page.get_by_label("Name", exact=True)).to_have_value("Welcome")
    shot(page, "restoration-after-restart")

    # A new tab starts at the folder.
    other = context.new_page()
    other.goto(again.link())
    settle(other)
    expect(other.locator(".navbar .title").first).to_have_text("Recordings")
    expect(other.locator(".row", has_text="Welcome")).to_have_count(1)


def test_a_reload_after_a_restart_with_fresh_starts_at_the_folder(serve, context, data_dir):
    server = serve("recordings", extra=["--sample"])
    page = context.new_page()
    page.goto(server.link())
    settle(page)
    page.locator(".row", has_text="Welcome").click()
    expect(page.get_by_label("Name", exact=True)).to_have_value("Welcome")
    assert server.stop() == 0

    serve("recordings", extra=["--sample", "--fresh"], port=server.port, token=server.token)
    page.reload()
    settle(page)
    expect(page.locator(".navbar .title").first).to_have_text("Recordings")
    expect(page.locator(".row", has_text="Welcome")).to_have_count(1)
