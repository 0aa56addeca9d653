// Reports the visual viewport to the server as `visualViewport` messages (PROTOCOL.md, "The keyboard"):
// an on-screen keyboard shortens the visual viewport (`window.visualViewport`) while the layout viewport
// (`innerHeight`) keeps its height, and the server turns the covered part into the window's keyboard.
//
// Reports go at most once a frame, only when a value changed (to the pixel), and not while the page is
// zoomed (a pinch also shrinks the visual viewport). After a welcome, the current state is reported again
// when part of the page is covered, so a resumed window learns of a keyboard already up.

export class KeyboardReporter {
  #send;
  #last = null;
  #pending = false;

  /** @param {(message: object) => void} send sends one message to the server */
  constructor(send) {
    this.#send = send;
  }

  /** Starts listening to the visual viewport; does nothing in a browser without one. */
  start() {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const schedule = () => {
      if (this.#pending) return;
      this.#pending = true;
      requestAnimationFrame(() => {
        this.#pending = false;
        this.report();
      });
    };
    viewport.addEventListener('resize', schedule);
    viewport.addEventListener('scroll', schedule);
  }

  /** A welcome arrived: the server may hold a new window, so the next report goes whatever was sent. */
  welcomed() {
    this.#last = null;
    const message = this.#measure();
    if (message && message.offsetTop + message.height < message.layoutHeight) this.report();
  }

  /** Sends the visual viewport when it changed since the last report. */
  report() {
    const message = this.#measure();
    if (!message) return;
    const key = `${message.height}/${message.offsetTop}/${message.layoutHeight}`;
    if (key === this.#last) return;
    this.#last = key;
    this.#send(message);
  }

  /** The message for the visual viewport now, or null when it cannot tell about a keyboard. */
  #measure() {
    const viewport = window.visualViewport;
    if (!viewport) return null;
    const { height, offsetTop, scale } = viewport;
    const layoutHeight = Math.round(innerHeight);
    const numbers = [height, offsetTop, scale, layoutHeight];
    if (!numbers.every((value) => typeof value === 'number' && Number.isFinite(value))) return null;
    // NB: a zoomed page's visual viewport is small because of the zoom, not a keyboard.
    if (Math.abs(scale - 1) > 0.01 || layoutHeight <= 0) return null;
    const top = Math.min(Math.max(0, Math.round(offsetTop)), layoutHeight - 1);
    const visible = Math.min(Math.max(1, Math.round(height)), layoutHeight - top);
    return { type: 'visualViewport', height: visible, offsetTop: top, layoutHeight };
  }
}
