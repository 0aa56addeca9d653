"""The documentation in the browser: the index page links `/docs`, the site's index lists every catalog,
and DocC's pages render there (the guide's chapter table and a library's landing page), within the
server's content security policy. The site is built by scripts/docs (run.sh builds it when missing)."""

from playwright.sync_api import expect

from conftest import ROOT, shot

import pytest

SITE = ROOT / ".build" / "docs-site"


@pytest.fixture
def docs_built():
    if not (SITE / "index.html").exists():
        pytest.skip(f"{SITE} was not built: run scripts/docs (Tests/Browser/run.sh runs it when missing)")


def watch(page):
    """Collects script errors and content-security-policy refusals of `page`."""
    problems = []
    page.on("pageerror", lambda error: problems.append(str(error)))
    page.on("console", lambda message: problems.append(message.text)
            if "Content Security Policy" in message.text else None)
    return problems


def test_the_index_links_the_docs_and_the_guide_maps_the_chapters(docs_built, serve, context):
    server = serve(None)
    page = context.new_page()
    page.set_viewport_size({"width": 1280, "height": 900})
    problems = watch(page)
    page.goto(server.link())
    page.get_by_role("link", name="Documentation").click()
    expect(page).to_have_url(server.url + "docs/")
    expect(page.locator("h1")).to_have_text("AppArchitecture documentation")
    for catalog in ["ViewKit", "Services"]:
        expect(page.get_by_role("link", name=catalog, exact=True)).to_be_visible()

    page.get_by_role("link", name="Reading this repository beside the books (the guide)").click()
    expect(page).to_have_url(server.url + "docs/AppArchitectureGuide/documentation/apparchitectureguide/")
    page.get_by_role("link", name="Reading this repository beside the books").first.click()
    expect(page.locator("h1")).to_have_text("Reading this repository beside the books")
    table = page.locator("table").first
    expect(table).to_contain_text("Model-View-Controller")
    expect(table).to_contain_text("Sources/Recordings/TEA")
    expect(table).to_contain_text("Architecture: Redux")
    shot(page, "docs-guide")
    assert problems == [], problems


def test_a_library_landing_page_shows_its_topics(docs_built, serve, context):
    server = serve(None)
    page = context.new_page()
    page.set_viewport_size({"width": 1280, "height": 900})
    problems = watch(page)
    page.goto(server.link("docs/"))
    page.get_by_role("link", name="ViewKit", exact=True).click()
    expect(page.locator("h1")).to_have_text("ViewKit")
    expect(page.get_by_text("A headless application framework shaped like UIKit").first).to_be_visible()
    expect(page.locator("a.inline-link", has_text="Rendering a headless framework and driving it")).to_be_visible()
    expect(page.get_by_role("link", name="Automation", exact=True).first).to_be_visible()
    shot(page, "docs-viewkit")
    assert problems == [], problems


def test_docs_refuse_a_path_out_of_the_site(docs_built, serve):
    server = serve(None)
    for path in ["docs/../Package.swift", "docs/%2e%2e/%2e%2e/Package.swift", "docs/ViewKit/missing.html"]:
        try:
            server.get(path)
            raise AssertionError(f"{path} was served")
        except Exception as error:  # urllib raises HTTPError for 404
            assert getattr(error, "code", None) == 404, f"{path}: {error}"
