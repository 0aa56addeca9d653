"""The live side-by-side view (`/compare/live`): every pane shows its pattern's app live, a script played in
all of them shows no difference when the screens agree, and a step after which they differ is marked with
the differing lines; a step that fails in one pane is that pane's failure at that line."""

from playwright.sync_api import expect

from conftest import shot


def open_live(serve, context, query):
    server = serve(None)
    page = context.new_page()
    page.set_viewport_size({"width": 1400, "height": 900})
    problems = []
    page.on("pageerror", lambda error: problems.append(str(error)))
    page.on("console", lambda message: problems.append(message.text)
            if "Content Security Policy" in message.text else None)
    page.goto(server.link("compare/live?" + query))
    return server, page, problems


def pane(page, pattern):
    return page.frame_locator(f'.pane[data-pattern="{pattern}"] iframe')


def play(page, script, button="Run all"):
    page.get_by_label("Steps", exact=True).fill(script)
    page.get_by_role("button", name=button, exact=True).click()
    page.wait_for_function("() => window.__live && !window.__live.busy")


def test_an_identical_script_shows_no_difference(serve, context):
    server, page, problems = open_live(serve, context, "app=recordings&patterns=mvc,tea,mavb")
    expect(page.locator(".pane h2")).to_have_text(["mvc", "tea", "mavb"])
    for pattern in ["mvc", "tea", "mavb"]:
        # Each pane is its pattern's app on its own sample data.
        expect(pane(page, pattern).locator(".row .text").first).to_contain_text("Meeting Notes")

    # One step at a time: the panes show the step's screen as it runs.
    play(page, 'select "Meeting Notes"\nscreen\nback\nexpect "Song Ideas"\n', button="Step")
    expect(page.locator("#steps .step")).to_have_count(1)
    for pattern in ["mvc", "tea", "mavb"]:
        expect(pane(page, pattern).locator(".navbar .title", has_text="Meeting Notes").first).to_be_visible()
    page.get_by_role("button", name="Run all", exact=True).click()
    page.wait_for_function("() => window.__live && !window.__live.busy")
    steps = page.locator("#steps .step")
    expect(steps).to_have_count(4)
    expect(page.locator('#steps .step[data-differs="false"]')).to_have_count(4)
    expect(page.locator("#steps .difference, #steps .failure")).to_have_count(0)
    expect(page.locator("#error")).to_be_hidden()
    # Each step keeps every pane's screen as `drive` prints it.
    expect(page.locator('#steps .step[data-line="2"] .screens pre')).to_have_count(3)
    expect(page.locator('#steps .step[data-line="2"] .screens pre').first).to_contain_text('nav "Meeting Notes"', use_inner_text=False)
    for pattern in ["mvc", "tea", "mavb"]:
        expect(pane(page, pattern).locator(".row .text").first).to_contain_text("Meeting Notes")
    shot(page, "compare-live-same")
    assert problems == []


def test_a_step_after_which_the_screens_differ_is_marked(serve, context):
    server, page, problems = open_live(serve, context, "app=recordings&patterns=mvc,tea")
    script = "screen\nscreen\nback\nscreen\n"
    play(page, script, button="Step")
    expect(page.locator('#steps .step[data-line="1"]')).to_have_attribute("data-differs", "false")

    # A person opens a folder in the tea pane only: the panes' screens part, and the next step says so.
    pane(page, "tea").locator(".row", has_text="Meeting Notes").first.click()
    expect(pane(page, "tea").locator(".row .text", has_text="Song Ideas")).to_have_count(0)
    page.get_by_role("button", name="Step", exact=True).click()
    page.wait_for_function("() => window.__live && window.__live.reports.length === 2 && !window.__live.busy")
    marked = page.locator('#steps .step[data-line="2"]')
    expect(marked).to_have_attribute("data-differs", "true")
    expect(marked.locator(".verdict")).to_have_text("screens differ")
    expect(marked.locator('.difference[data-pattern="tea"] pre')).to_contain_text("Meeting Notes")
    expect(marked.locator('.difference[data-pattern="mvc"] pre')).to_contain_text("Song Ideas")

    # `back` works in the tea pane and fails in the mvc pane (no back button): that pane's failure, there.
    page.get_by_role("button", name="Run all", exact=True).click()
    page.wait_for_function("() => window.__live && window.__live.reports.length === 4 && !window.__live.busy")
    failed = page.locator('#steps .step[data-line="3"] .failure')
    expect(failed).to_have_count(1)
    expect(failed).to_have_attribute("data-pattern", "mvc")
    expect(failed).to_contain_text("mvc failed at line 3")
    expect(page.locator('.pane[data-pattern="mvc"] .pane-status')).to_contain_text("failed at line 3")
    expect(page.locator('#steps .step[data-line="4"]')).to_have_attribute("data-differs", "false")
    shot(page, "compare-live-differs")

    # Reset: every pane starts again on fresh data (the folder the person opened in the tea pane is
    # closed, as the tab reconnects to the new window), and the steps played are forgotten.
    pane(page, "tea").locator(".row", has_text="Meeting Notes").first.click()
    expect(pane(page, "tea").locator(".row .text", has_text="Kickoff")).to_have_count(1)
    page.get_by_role("button", name="Reset", exact=True).click()
    page.wait_for_function("() => window.__live && !window.__live.busy")
    expect(page.locator("#steps .step")).to_have_count(0)
    expect(pane(page, "tea").locator(".row .text", has_text="Song Ideas")).to_have_count(1)
    expect(pane(page, "tea").locator(".row .text", has_text="Kickoff")).to_have_count(0)
    play(page, "screen\n", button="Step")
    expect(page.locator('#steps .step[data-line="1"]')).to_have_attribute("data-differs", "false")
    assert problems == []


def test_a_query_the_catalog_refuses_says_why(serve, context):
    server = serve(None)
    page = context.new_page()
    for query, reason in [
        ("app=clocks&patterns=viewstate", "needs 2–6 patterns of one app"),
        ("app=recordings&patterns=mvc,model-owned", "needs a server"),
        ("app=recordings&patterns=mvc,nothing", 'no pattern "nothing"'),
    ]:
        response = page.goto(server.link("compare/live?" + query))
        assert response.status == 400
        expect(page.get_by_role("alert")).to_contain_text(reason)
