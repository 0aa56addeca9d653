"""The controls Koober needs, in the catalog: the map (inline SVG, no tiles, not one request to another
host), segments with images chosen by title, and the keyboard reported from the visual viewport."""

import json
from urllib.parse import urlsplit

from playwright.sync_api import expect
from websockets.sync.client import connect

from conftest import settle, shot
from test_catalog import open_entry

# Chromium on a desktop has no on-screen keyboard: the page gets a stand-in for `window.visualViewport`
# before its scripts run, and the test moves it as a keyboard would. The client's own code path
# (keyboard.js) measures it and sends `visualViewport`.
FAKE_VISUAL_VIEWPORT = """
(() => {
  const fake = new EventTarget();
  let state = null;
  const read = (name) => (state ? state[name] : { height: innerHeight, offsetTop: 0, scale: 1 }[name]);
  for (const name of ['height', 'offsetTop', 'scale']) {
    Object.defineProperty(fake, name, { get: () => read(name) });
  }
  Object.defineProperty(fake, 'width', { get: () => innerWidth });
  Object.defineProperty(window, 'visualViewport', { value: fake, configurable: true });
  window.__setVisualViewport = (height, offsetTop = 0, scale = 1) => {
    state = { height, offsetTop, scale };
    fake.dispatchEvent(new Event('resize'));
  };
})();
"""


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


def test_the_keyboard_follows_the_visual_viewport(serve, browser):
    server = serve(None)
    context = browser.new_context(viewport={"width": 1100, "height": 800})
    context.add_init_script(FAKE_VISUAL_VIEWPORT)
    page = context.new_page()
    sent = []
    page.on("websocket", lambda socket: socket.on("framesent", lambda payload: sent.append(payload)))
    page.goto(server.link("catalog"))
    settle(page)
    open_entry(page, "Keyboard")
    status = page.locator(".pane.secondary [data-identifier='status']")
    inset = page.locator(".pane.secondary [data-identifier='inset']")

    # A desktop browser shows no keyboard when a field gets the focus.
    page.get_by_placeholder("Email").click()
    settle(page)
    expect(status).to_have_text("No keyboard event yet")

    page.evaluate("__setVisualViewport(500)")
    expect(status).to_have_text("Will show (0, 500, 1100 × 300)")
    expect(inset).to_have_text("Bottom inset: 300")
    reports = [json.loads(text) for text in sent if '"visualViewport"' in str(text)]
    assert reports == [{"type": "visualViewport", "height": 500, "offsetTop": 0, "layoutHeight": 800}]

    # Moving between fields keeps the keyboard; a taller one moves its frame; a pinch-zoom is no keyboard.
    page.get_by_placeholder("Password").click()
    page.evaluate("__setVisualViewport(460)")
    expect(status).to_have_text("Will change frame (0, 460, 1100 × 340)")
    page.evaluate("__setVisualViewport(300, 0, 2)")
    settle(page)
    expect(status).to_have_text("Will change frame (0, 460, 1100 × 340)")
    shot(page, "catalog-keyboard-up")

    page.evaluate("__setVisualViewport(800)")
    expect(status).to_have_text("Will hide (0, 800, 1100 × 340)")
    expect(inset).to_have_text("Bottom inset: 0")
    context.close()


def test_nonsense_visual_viewports_sent_on_the_socket_are_refused(serve):
    server = serve(None)
    with connect(server.ws_url("mount=catalog")) as socket:
        socket.send(json.dumps({"type": "hello", "token": None, "width": 390, "height": 844}))
        assert json.loads(socket.recv(timeout=10))["type"] == "welcome"
        for hostile in [
            {"type": "visualViewport", "height": 900, "offsetTop": 0, "layoutHeight": 844},
            {"type": "visualViewport", "height": -1, "offsetTop": 0, "layoutHeight": 844},
            {"type": "visualViewport", "height": 400, "offsetTop": "0", "layoutHeight": 844},
            {"type": "visualViewport", "height": 400, "layoutHeight": 844},
        ]:
            socket.send(json.dumps(hostile))
            answer = json.loads(socket.recv(timeout=10))
            assert answer["type"] == "error", answer
        # A sound report is taken quietly: the catalog's list has nothing that follows the keyboard.
        socket.send(json.dumps({"type": "visualViewport", "height": 500, "offsetTop": 0, "layoutHeight": 844}))
        socket.send(json.dumps({"type": "visualViewport", "height": 1, "offsetTop": 0, "layoutHeight": 0}))
        assert json.loads(socket.recv(timeout=10))["type"] == "error"
