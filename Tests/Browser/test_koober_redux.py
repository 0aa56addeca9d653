"""Koober in Redux in the browser: two tabs watch one store (what one does, the other shows), and the
state inspector lists the store's actions live and travels both tabs back through them."""

from playwright.sync_api import expect

from conftest import settle, shot


def test_two_tabs_share_one_store_and_the_inspector_travels_it(serve, context):
    server = serve("koober", extra=["--pattern", "redux"])
    one = context.new_page()
    one.goto(server.link())
    settle(one)
    two = context.new_page()
    two.goto(server.link())
    settle(two)
    expect(two.get_by_role("button", name="Sign Up")).to_be_visible()

    # What one tab does, the other shows: there is one store.
    one.get_by_role("button", name="Sign In").click()
    expect(two.locator(".navbar .title", has_text="Sign In")).to_be_visible()

    inspector = context.new_page()
    inspector.set_viewport_size({"width": 1200, "height": 800})
    problems = []
    inspector.on("pageerror", lambda error: problems.append(str(error)))
    inspector.goto(server.link("inspect"))
    actions = inspector.locator("#actions .action .name")
    expect(actions.filter(has_text="finishedLaunchingApp")).to_have_count(1)
    expect(actions.filter(has_text="goToSignIn")).to_have_count(1)
    expect(inspector.locator("#current")).to_contain_text("signingIn")
    # A store's one state is everything: no empty "Document" beside it.
    expect(inspector.locator("#current")).to_contain_text("State")
    expect(inspector.locator("#current")).not_to_contain_text("Document")
    shot(inspector, "inspector-koober-redux")

    # Travel back to before "Sign In": both tabs show welcome again, and nothing new is recorded.
    count = actions.count()
    slider = inspector.get_by_label("History", exact=True)
    slider.evaluate(f"el => {{ el.value = {count - 2}; el.dispatchEvent(new Event('change')); }}")
    expect(one.get_by_role("button", name="Sign Up")).to_be_visible()
    expect(two.get_by_role("button", name="Sign Up")).to_be_visible()
    expect(actions).to_have_count(count)
    assert problems == []
