// Audio players: one <audio> element per player the server creates (`player` messages: play, pause, seek,
// stop). While playing, the position is reported ten times a second; pausing and ending are reported once.
//
// Only real failures are reported as `failed` (the server then drops the player): the element's `error`
// event, or `play()` refused (NotAllowedError, NotSupportedError). A pause that arrives while `play()` is
// still pending makes its promise reject with an AbortError: that is the pause working, not a failure, and
// the `paused` report already sent stands; nor does the position timer start.

export class Players {
  /** id → {element, timer, playing, attempt, stopped, failed} */
  #players = new Map();

  /** @param {(message: object) => void} send sends a message to the server */
  constructor(send) {
    this.send = send;
  }

  /** Follows one `player` message from the server. */
  command(message) {
    const id = message.id;
    let player = this.#players.get(id);
    if (!player) {
      if (message.command === 'stop' || typeof message.source !== 'string') return;
      player = this.#create(id, message.source);
    }
    const element = player.element;
    const time = typeof message.time === 'number' && Number.isFinite(message.time) ? message.time : null;
    switch (message.command) {
      case 'play': {
        if (time !== null) element.currentTime = time;
        player.playing = true;
        const attempt = ++player.attempt;
        element.play().then(() => {
          // NB: a pause or stop while play() was pending wins: no timer (and no stale `playing` reports).
          if (player.stopped || !player.playing || player.attempt !== attempt) return;
          this.#stopTimer(player);
          player.timer = setInterval(() => this.#report(id, player, 'playing'), 100);
        }, (error) => {
          const name = error && error.name;
          if (name === 'AbortError' || player.stopped) return;
          player.playing = false;
          this.#fail(id, player);
        });
        break;
      }
      case 'pause':
        player.playing = false;
        element.pause();
        this.#stopTimer(player);
        this.#report(id, player, 'paused');
        break;
      case 'seek':
        if (time !== null) element.currentTime = time;
        break;
      case 'stop':
        player.playing = false;
        player.stopped = true;
        element.pause();
        this.#stopTimer(player);
        this.#players.delete(id);
        break;
    }
  }

  #create(id, source) {
    const element = new Audio(source);
    element.preload = 'auto';
    const player = { element, timer: null, playing: false, attempt: 0, stopped: false, failed: false };
    element.addEventListener('ended', () => {
      if (player.stopped) return;
      player.playing = false;
      this.#stopTimer(player);
      this.#report(id, player, 'ended');
    });
    element.addEventListener('error', () => {
      if (player.stopped) return;
      player.playing = false;
      this.#fail(id, player);
    });
    this.#players.set(id, player);
    return player;
  }

  /** Reports a failure once; the server then drops the player. */
  #fail(id, player) {
    this.#stopTimer(player);
    if (player.failed) return;
    player.failed = true;
    this.#report(id, player, 'failed');
  }

  #report(id, player, state) {
    const time = player.element.currentTime;
    this.send({ type: 'player', player: id, time: Number.isFinite(time) && time > 0 ? time : 0, state });
  }

  #stopTimer(player) {
    if (player.timer) {
      clearInterval(player.timer);
      player.timer = null;
    }
  }
}
