// The browser client of `apparch serve` (entry module; exports nothing): connects to the server, draws
// the window's tree and applies its patches (tree.js, controls/), sends what the person does back as
// `event` messages, drives audio players (audio.js) and the microphone (recorder.js), and reports the
// viewport's size and the visual viewport an on-screen keyboard leaves (keyboard.js). PROTOCOL.md in Sources/Hosts/Web/Protocol is the reference for every message.
//
// For end-to-end tests and measurements, `window.__apparch` holds `stats` (patches, ops, bytes,
// lastPatchAt, welcomes, synced, and the milliseconds spent parsing messages and applying patches: parseMs,
// applyMs), `nodes` (id → entry, see tree.js), `drop()` (closes the connection, which then reconnects as
// after a network failure) and `sync()` (a barrier: see `sync` below).

import { Connection, viewport } from './connection.js';
import { Tree } from './tree.js';
import { Players } from './audio.js';
import { Recorders } from './recorder.js';
import { KeyboardReporter } from './keyboard.js';
import { showToast } from './status.js';

const mount = location.pathname.replace(/^\/+|\/+$/g, '');
const stats = { patches: 0, ops: 0, bytes: 0, lastPatchAt: 0, welcomes: 0, synced: 0, parseMs: 0, applyMs: 0 };

const app = document.getElementById('app');
// NB: a page that is out of date cannot be used any more: what it shows stays, inert, under the banner.
const connection = new Connection({ mount, receive, stats, stopped: () => { app.inert = true; } });
const send = (message) => connection.send(message);
const context = {
  /** Sends the person's `action` on element `id`, with the action's `fields`. */
  sendEvent(id, action, fields) {
    send(Object.assign({}, fields, { type: 'event', id, action }));
  },
};
const tree = new Tree(app, context);
const players = new Players(send);
const recorders = new Recorders(send, showToast);
const keyboard = new KeyboardReporter(send);

let resizeTimer = null;
let syncs = 0;

/**
 * Asks the server for a `synced` answer once it has handled everything this tab sent so far; returns the
 * barrier's id, and `stats.synced` reaches it when the answer (or a welcome, which redraws everything) has
 * arrived, after every patch the earlier messages caused. What the tab holds back is sent first: a resize
 * waiting out its delay now, and what waits for an animation frame (a slider's or a table's) by waiting two
 * frames, since a scroll's frame callback may be asked for during the next frame.
 */
function sync() {
  const id = ++syncs;
  if (resizeTimer !== null) {
    clearTimeout(resizeTimer);
    resizeTimer = null;
    send({ type: 'resize', ...viewport() });
  }
  requestAnimationFrame(() => requestAnimationFrame(() => send({ type: 'sync', id })));
  return id;
}

window.__apparch = { stats, nodes: tree.nodes, drop: () => connection.drop(), sync };

/** Handles one message from the server (a welcome already checked by the connection). */
function receive(message) {
  switch (message.type) {
    case 'welcome':
      stats.welcomes += 1;
      if (typeof message.title === 'string') document.title = message.title;
      tree.reset(message.tree);
      keyboard.welcomed();
      // NB: a sync sent on a connection that dropped is never answered; the welcome shows everything anyway.
      stats.synced = syncs;
      break;
    case 'patch': {
      const patches = Array.isArray(message.patches) ? message.patches : [];
      const applyStart = performance.now();
      for (const patch of patches) {
        try {
          tree.apply(patch);
        } catch (error) {
          // NB: one bad patch must not stop the others; the next welcome repairs the tree.
          console.error('apparch: a patch could not be applied', patch, error);
        }
      }
      stats.applyMs += performance.now() - applyStart;
      stats.patches += 1;
      stats.ops += patches.length;
      stats.lastPatchAt = performance.now();
      break;
    }
    case 'error':
      if (typeof message.message === 'string') showToast(message.message);
      break;
    case 'player':
      players.command(message);
      break;
    case 'recorder':
      recorders.command(message);
      break;
    case 'synced':
      if (Number.isInteger(message.id) && message.id > stats.synced) stats.synced = message.id;
      break;
  }
}

addEventListener('resize', () => {
  clearTimeout(resizeTimer);
  resizeTimer = setTimeout(() => {
    resizeTimer = null;
    send({ type: 'resize', ...viewport() });
  }, 100);
});

keyboard.start();
connection.open();
