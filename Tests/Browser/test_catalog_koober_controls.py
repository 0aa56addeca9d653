"""The controls Koober needs, in the catalog: the map (inline SVG, no tiles, not one request to another
host) and segments with images chosen by title."""

from urllib.parse import urlsplit

from playwright.sync_api import expect

from conftest import settle, shot
from test_catalog import open_entry


def center(box):
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def test_the_map_draws_its_annotations_without_a_request_to_another_host(serve, browser):
    server = serve(None)
    context = browser.new_context(viewport={"width": 1100, "height": 800})
    requests = []
    context.on("request", lambda request: requests.append(request.url))
    page = context.new_page()
    sockets = []
    page.on("websocket", lambda socket: sockets.append(socket.url))
    page.goto(server.link("catalog"))
    settle(page)
    open_entry(page, "Map")
    drawing = page.locator(".pane.secondary .map")
    expect(drawing).to_have_count(1)
    expect(drawing).to_have_attribute("aria-label", "Map: Pickup")
    expect(drawing.locator(".annotation-title")).to_have_text(["Pickup"])
    assert drawing.locator(".map-grid line").count() >= 4
    # The pick-up alone is the center of its region.
    map_box = drawing.bounding_box()
    pin_x, pin_y = center(drawing.locator(".annotation-point").bounding_box())
    assert abs(pin_x - center(map_box)[0]) < 2 and abs(pin_y - center(map_box)[1]) < 2
    shot(page, "catalog-map-pickup")

    page.get_by_role("button", name="Add Drop-off").click()
    settle(page)
    expect(drawing.locator(".annotation-title")).to_have_text(["Pickup", "Opera House"])
    points = drawing.locator(".annotation-point")
    pickup = center(points.nth(0).bounding_box())
    opera = center(points.nth(1).bounding_box())
    # The Opera House lies north-east of the pick-up: to the right and higher up.
    assert opera[0] > pickup[0] + 20 and opera[1] < pickup[1] - 20
    shot(page, "catalog-map-both")

    # The drawing follows its container: a wider window makes a wider map, the pins keep their places.
    page.set_viewport_size({"width": 1400, "height": 800})
    page.wait_for_function(
        "width => document.querySelector('.pane.secondary .map').getBoundingClientRect().width > width",
        arg=map_box["width"] + 50)
    wider = drawing.bounding_box()
    moved = center(points.nth(1).bounding_box())
    assert abs((moved[0] - wider["x"]) / wider["width"] - (opera[0] - map_box["x"]) / map_box["width"]) < 0.01

    origin = f"127.0.0.1:{server.port}"
    foreign = [url for url in requests + sockets if urlsplit(url).netloc != origin]
    assert requests and not foreign, f"requests left for another host: {foreign}"
    context.close()


def test_image_segments_show_their_images_and_a_click_chooses_one(serve, browser):
    server = serve(None)
    context = browser.new_context(viewport={"width": 1100, "height": 800})
    page = context.new_page()
    page.goto(server.link("catalog"))
    settle(page)
    open_entry(page, "Segmented Control")
    rides = page.locator(".pane.secondary [data-identifier='ride options']")
    expect(rides.locator(".segment-title")).to_have_text(["Wallabee", "Wallaroo", "Wallavan"])
    expect(rides.locator(".segment-image")).to_have_text(["🦘", "🦘", "🚐"])
    # The image is drawn before the title and left out of the segment's name.
    wallaroo = rides.get_by_role("button", name="Wallaroo", exact=True)
    image_box = wallaroo.locator(".segment-image").bounding_box()
    assert image_box["x"] < wallaroo.locator(".segment-title").bounding_box()["x"]
    wallaroo.click()
    settle(page)
    expect(page.locator(".pane.secondary [data-identifier='status']")).to_have_text("Chose Wallaroo")
    expect(wallaroo).to_have_class("segment selected")
    # The plain control still draws as before, and a disabled control's segments cannot be clicked.
    expect(page.get_by_role("button", name="Month", exact=True).locator(".segment-image")).to_be_hidden()
    expect(page.get_by_role("button", name="Also Unavailable")).to_be_disabled()
    shot(page, "catalog-image-segments")
    context.close()
