// The WebSocket to `apparch serve` (PROTOCOL.md): says `hello` with the session token kept in
// sessionStorage under the page's mount (so a reload or a dropped connection resumes the same window),
// reconnects with exponential backoff (200 ms doubling to 5 s), keeps the token of each `welcome`, and
// shows the connection's state in the banner.
//
// A `welcome` for another protocol version means this page's client is out of date: the banner says so,
// and the connection stops for good (no reconnecting: only a reload helps).

import { hideBanner, showBanner } from './status.js';

/** The protocol version this client speaks. */
export const PROTOCOL_VERSION = 3;

const OUT_OF_DATE = 'This page is out of date: reload the page.';

export class Connection {
  #socket = null;
  #retries = 0;
  #serverGone = false;
  #stopped = false;

  /**
   * @param {object} options
   * @param {string} options.mount the page's mount ('' for an app served at /)
   * @param {(message: object) => void} options.receive called with each server message (after a
   *   `welcome` has been checked and its token kept)
   * @param {{bytes: number}} options.stats counts the bytes received
   * @param {() => void} [options.stopped] called once the connection stopped for good
   */
  constructor({ mount, receive, stats, stopped }) {
    this.mount = mount;
    this.tokenKey = 'apparch-token:' + mount;
    this.receive = receive;
    this.stats = stats;
    this.stopped = stopped || (() => {});
  }

  /** Opens the socket; reopens it by itself whenever it closes, until the page is out of date. */
  open() {
    if (this.#stopped) return;
    const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = new WebSocket(`${scheme}//${location.host}/ws?mount=${encodeURIComponent(this.mount)}`);
    this.#socket = socket;
    socket.onopen = () => {
      this.#retries = 0;
      this.send({ type: 'hello', token: this.#storedToken(), ...viewport() });
    };
    socket.onmessage = (event) => this.#message(event.data);
    socket.onclose = () => {
      if (this.#socket === socket) this.#socket = null;
      if (this.#stopped) return;
      showBanner(this.#serverGone ? 'The server stopped. Reconnecting when it is back…' : 'Connection lost. Reconnecting…',
        this.#serverGone);
      const delay = Math.min(5000, 200 * 2 ** this.#retries++);
      setTimeout(() => this.open(), delay);
    };
  }

  /** Sends `message` as JSON when connected; drops it otherwise (the next welcome redraws everything). */
  send(message) {
    const socket = this.#socket;
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  }

  /** Closes the socket as a lost connection would (for tests); it reconnects as usual. */
  drop() {
    if (this.#socket) this.#socket.close();
  }

  #message(raw) {
    this.stats.bytes += raw.length;
    let message;
    const parseStart = performance.now();
    try { message = JSON.parse(raw); } catch { return; }
    this.stats.parseMs += performance.now() - parseStart;
    if (!message || typeof message !== 'object' || typeof message.type !== 'string') return;
    if (message.type === 'welcome') {
      if (message.protocol !== PROTOCOL_VERSION) {
        this.#stop(OUT_OF_DATE);
        return;
      }
      this.#serverGone = false;
      hideBanner();
      if (typeof message.token === 'string') sessionStorage.setItem(this.tokenKey, message.token);
    } else if (message.type === 'shutdown') {
      this.#serverGone = true;
      showBanner(typeof message.message === 'string' ? message.message : 'The server stopped.', true);
    }
    this.receive(message);
  }

  /** Stops for good with `reason` in the banner. */
  #stop(reason) {
    this.#stopped = true;
    showBanner(reason, true);
    if (this.#socket) this.#socket.close();
    this.stopped();
  }

  /** The kept session token, when it is one the server can accept (at most 64 letters and digits). */
  #storedToken() {
    const token = sessionStorage.getItem(this.tokenKey);
    return token && /^[A-Za-z0-9]{1,64}$/.test(token) ? token : null;
  }
}

/** The viewport's size, as `hello` and `resize` carry it (at least 1 point each way). */
export function viewport() {
  return { width: Math.max(1, innerWidth), height: Math.max(1, innerHeight) };
}
