// The browser client of `apparch serve`: draws the window's render tree, applies keyed patches, and sends
// what the person does back to the server. No dependencies; one file.
//
// Protocol (see ClientMessage.swift and ServerMessage.swift): the client says hello with its session
// token and viewport, gets a "welcome" with the whole tree, then "patch" messages with ops:
//   {op: "set", id, props}                    set properties of one node (null clears)
//   {op: "list", id, remove: [ids], place: [{at, id, node?}]}   remove, then insert or move children
//   {op: "replace", node}                     replace a node and its subtree
'use strict';

(() => {
  const mount = location.pathname.replace(/^\/+|\/+$/g, '');
  const tokenKey = 'apparch-token:' + mount;
  const app = document.getElementById('app');
  const banner = document.getElementById('banner');
  const toast = document.getElementById('toast');
  const symbols = { mic: '🎙', play: '▶︎', pause: '⏸', stop: '⏹', folder: '📁', record: '⏺', trash: '🗑' };

  /** id -> {data, el, slot, parent} for every node on the page. */
  const nodes = new Map();
  let socket = null;
  let retries = 0;
  let serverGone = false;
  const stats = { patches: 0, ops: 0, bytes: 0, lastPatchAt: 0, welcomes: 0 };
  // Hooks for end-to-end tests and measurements: statistics, and a way to drop the connection.
  window.__apparch = { stats, nodes, drop: () => socket && socket.close() };

  // MARK: Connection

  function connect() {
    const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
    socket = new WebSocket(`${scheme}//${location.host}/ws?mount=${encodeURIComponent(mount)}`);
    socket.onopen = () => {
      retries = 0;
      send({ type: 'hello', token: sessionStorage.getItem(tokenKey), width: innerWidth, height: innerHeight });
    };
    socket.onmessage = (event) => {
      stats.bytes += event.data.length;
      let message;
      try { message = JSON.parse(event.data); } catch { return; }
      receive(message);
    };
    socket.onclose = () => {
      socket = null;
      showBanner(serverGone ? 'The server stopped. Reconnecting when it is back…' : 'Connection lost. Reconnecting…',
        serverGone);
      const delay = Math.min(5000, 200 * 2 ** retries++);
      setTimeout(connect, delay);
    };
  }

  function send(message) {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  }

  function sendEvent(id, action, extra) {
    send(Object.assign({ type: 'event', id, action }, extra || {}));
  }

  function receive(message) {
    switch (message.type) {
      case 'welcome':
        serverGone = false;
        hideBanner();
        sessionStorage.setItem(tokenKey, message.token);
        document.title = message.title;
        stats.welcomes += 1;
        nodes.clear();
        app.replaceChildren(build(message.tree, null));
        break;
      case 'patch':
        for (const op of message.patches) apply(op);
        stats.patches += 1;
        stats.ops += message.patches.length;
        stats.lastPatchAt = performance.now();
        break;
      case 'error':
        showToast(message.message);
        break;
      case 'shutdown':
        serverGone = true;
        showBanner(message.message, true);
        break;
      case 'player':
        audio.player(message);
        break;
      case 'recorder':
        audio.recorder(message);
        break;
    }
  }

  // MARK: Patches

  function apply(op) {
    if (op.op === 'set') {
      const entry = nodes.get(op.id);
      if (!entry) return;
      Object.assign(entry.data, op.props);
      draw(entry);
    } else if (op.op === 'list') {
      const entry = nodes.get(op.id);
      if (!entry) return;
      for (const id of op.remove) {
        const child = nodes.get(id);
        if (child) { child.el.remove(); forget(child); }
      }
      const moving = new Map();
      for (const placement of op.place) {
        if (placement.node) continue;
        const child = nodes.get(placement.id);
        if (child) { child.el.remove(); moving.set(placement.id, child); }
      }
      for (const placement of op.place) {
        const el = placement.node ? build(placement.node, entry) : moving.get(placement.id)?.el;
        if (el) entry.slot.insertBefore(el, entry.slot.children[placement.at] || null);
      }
      if (entry.data.kind === 'table') layoutTable(entry);
    } else if (op.op === 'replace') {
      const old = nodes.get(op.node.id);
      if (!old) return;
      forget(old);
      old.el.replaceWith(build(op.node, old.parent));
    }
  }

  function forget(entry) {
    nodes.delete(entry.data.id);
    for (const el of entry.slot.children) {
      const child = nodes.get(Number(el.dataset.id));
      if (child && child.el === el) forget(child);
    }
  }

  // MARK: Building

  function has(data, flag) { return (data.flags || []).includes(flag); }

  function element(tag, className, text) {
    const el = document.createElement(tag);
    if (className) el.className = className;
    if (text !== undefined) el.textContent = text;
    return el;
  }

  /** Creates the element of `node` and its subtree. */
  function build(node, parent) {
    const data = Object.assign({}, node);
    const children = data.children || [];
    delete data.children;
    const entry = { data, parent, el: null, slot: null, parts: {} };
    create(entry);
    entry.el.dataset.id = data.id;
    entry.el.dataset.kind = data.kind;
    nodes.set(data.id, entry);
    for (const child of children) entry.slot.appendChild(build(child, entry));
    draw(entry);
    if (data.kind === 'table') layoutTable(entry);
    return entry.el;
  }

  /** Makes the element and the slot its children go into; parts are the pieces `draw` updates. */
  function create(entry) {
    const { data, parts } = entry;
    const slot = element('div', 'slot');
    let el;
    switch (data.kind) {
      case 'window':
        el = element('div', 'window');
        break;
      case 'split':
        el = element('div', 'split');
        break;
      case 'navigation':
        el = element('div', 'navigation');
        break;
      case 'navigationBar':
        el = element('nav', 'navbar');
        parts.title = element('div', 'title');
        el.append(parts.title);
        break;
      case 'screen':
        el = element('section', 'screen');
        break;
      case 'modal':
        el = element('div', 'modal');
        break;
      case 'alert':
        el = element('div', 'alert');
        parts.box = element('div', 'box');
        parts.title = element('h2');
        parts.message = element('p');
        slot.className = 'slot alert-body';
        parts.box.append(parts.title, parts.message, slot);
        el.append(parts.box);
        el.setAttribute('role', 'alertdialog');
        break;
      case 'backButton':
        el = element('button', 'back');
        el.addEventListener('click', () => sendEvent(data.id, 'tap'));
        break;
      case 'barButton':
        el = element('button', 'bar-button');
        el.addEventListener('click', () => sendEvent(data.id, 'tap'));
        break;
      case 'alertAction':
        el = element('button', 'alert-action');
        el.addEventListener('click', () => sendEvent(data.id, 'tap'));
        break;
      case 'button':
        el = element('button', 'button');
        el.addEventListener('click', () => sendEvent(data.id, 'tap'));
        break;
      case 'label':
        el = element(entry.parent && entry.parent.data.kind === 'segmented' ? 'button' : 'div', 'label');
        if (entry.parent && entry.parent.data.kind === 'segmented') {
          el.className = 'segment';
          el.addEventListener('click', () => {
            const index = Array.prototype.indexOf.call(entry.parent.slot.children, el);
            sendEvent(entry.parent.data.id, 'segment', { index });
          });
        }
        break;
      case 'textField':
      case 'searchBar':
        el = createField(entry);
        break;
      case 'slider': {
        el = element('input', 'slider');
        el.type = 'range';
        el.step = 'any';
        let pending = false;
        el.addEventListener('input', () => {
          if (pending) return;
          pending = true;
          requestAnimationFrame(() => { pending = false; sendEvent(data.id, 'slide', { value: Number(el.value) }); });
        });
        el.addEventListener('change', () => sendEvent(data.id, 'slide', { value: Number(el.value) }));
        break;
      }
      case 'progress':
        el = element('progress', 'progress');
        el.max = 1;
        break;
      case 'activity':
        el = element('div', 'activity');
        el.setAttribute('role', 'progressbar');
        break;
      case 'toggle':
        el = element('input', 'switch');
        el.type = 'checkbox';
        el.setAttribute('role', 'switch');
        el.addEventListener('change', () => sendEvent(data.id, 'toggle', { on: el.checked }));
        break;
      case 'segmented':
        el = element('div', 'segmented');
        el.setAttribute('role', 'tablist');
        break;
      case 'image':
        el = element('span', 'image');
        break;
      case 'spacer':
        el = element('div', 'spacer');
        break;
      case 'refresh':
        el = element('div', 'refresh');
        break;
      case 'table':
        el = createTable(entry, slot);
        break;
      case 'section':
        el = element('div', 'section');
        break;
      case 'row':
        el = createRow(entry, slot);
        break;
      case 'stack':
        el = element('div', 'stack');
        break;
      default:
        el = element('div', 'view');
    }
    if (!slot.parentNode) el.append(slot);
    entry.el = el;
    entry.slot = slot;
  }

  function createField(entry) {
    const { data } = entry;
    const el = element('input', data.kind === 'searchBar' ? 'searchbar' : 'field');
    el.type = data.kind === 'searchBar' ? 'search' : 'text';
    el.autocomplete = 'off';
    el.addEventListener('focus', () => { if (!has(entry.data, 'focused')) sendEvent(data.id, 'tap'); });
    entry.sent = [];
    el.addEventListener('input', () => { entry.sent.push(el.value); sendEvent(data.id, 'type', { text: el.value }); });
    el.addEventListener('keydown', (event) => {
      if (event.key === 'Enter') { event.preventDefault(); sendEvent(data.id, 'submit'); }
    });
    return el;
  }

  function createTable(entry, slot) {
    const el = element('div', 'table');
    const content = element('div', 'content');
    slot.className = 'rows';
    content.append(slot);
    el.append(content);
    entry.parts.content = content;
    let pending = false;
    el.addEventListener('scroll', () => {
      entry.scrolledAt = performance.now();
      if (pending) return;
      pending = true;
      requestAnimationFrame(() => {
        pending = false;
        sendEvent(entry.data.id, 'scroll', { value: el.scrollTop, height: innerHeight });
      });
    });
    return el;
  }

  function createRow(entry, slot) {
    const { parts } = entry;
    const el = element('div', 'row');
    el.setAttribute('role', 'button');
    el.tabIndex = 0;
    parts.minus = element('button', 'minus', '−');
    parts.minus.setAttribute('aria-label', 'Delete…');
    parts.main = element('div', 'main');
    parts.text = element('span', 'text');
    parts.detail = element('span', 'detail');
    parts.main.append(parts.text, parts.detail);
    parts.accessory = element('span', 'accessory');
    parts.remove = element('button', 'delete-action', 'Delete');
    el.append(parts.minus, slot, parts.main, parts.accessory, parts.remove);
    parts.minus.addEventListener('click', (event) => { event.stopPropagation(); el.classList.toggle('swiped'); });
    parts.remove.addEventListener('click', (event) => {
      event.stopPropagation();
      el.classList.remove('swiped');
      sendEvent(entry.data.id, 'delete');
    });
    el.addEventListener('click', () => {
      if (entry.swipedJustNow) { entry.swipedJustNow = false; return; }
      if (el.classList.contains('swiped')) { el.classList.remove('swiped'); return; }
      sendEvent(entry.data.id, 'tap');
    });
    el.addEventListener('keydown', (event) => { if (event.key === 'Enter') sendEvent(entry.data.id, 'tap'); });
    // Swipe left to reveal Delete, as on iOS.
    let startX = null;
    el.addEventListener('pointerdown', (event) => { startX = event.clientX; });
    el.addEventListener('pointermove', (event) => {
      if (startX === null || !has(entry.data, 'deletable')) return;
      if (startX - event.clientX > 40) { el.classList.add('swiped'); entry.swipedJustNow = true; startX = null; }
    });
    el.addEventListener('pointerup', () => { startX = null; });
    return el;
  }

  // MARK: Drawing

  /** Brings an element's own appearance up to date with its data (its children draw themselves). */
  function draw(entry) {
    const { data, el, parts } = entry;
    el.toggleAttribute('inert', has(data, 'inert'));
    if (data.identifier) el.dataset.identifier = data.identifier;
    if (data.label) el.setAttribute('aria-label', data.label); else el.removeAttribute('aria-label');
    switch (data.kind) {
      case 'window':
        el.classList.toggle('compact', has(data, 'collapsed'));
        break;
      case 'split':
        el.classList.toggle('collapsed', has(data, 'collapsed'));
        break;
      case 'view':
        el.classList.toggle('pane', has(data, 'primary') || has(data, 'secondary'));
        el.classList.toggle('primary', has(data, 'primary'));
        el.classList.toggle('secondary', has(data, 'secondary'));
        break;
      case 'navigationBar':
        parts.title.textContent = data.text || '';
        break;
      case 'modal':
        el.classList.toggle('sheet', has(data, 'sheet'));
        break;
      case 'alert':
        parts.title.textContent = data.text || '';
        parts.message.textContent = data.detail || '';
        parts.message.hidden = !data.detail;
        break;
      case 'backButton':
        el.textContent = '‹ ' + (data.text || 'Back');
        el.setAttribute('aria-label', 'Back');
        break;
      case 'barButton':
        el.textContent = data.text || data.symbol || data.label || '';
        el.classList.toggle('left', (data.index || [1])[0] === 0);
        el.classList.toggle('right', (data.index || [1])[0] !== 0);
        el.classList.toggle('preferred', has(data, 'preferred'));
        el.disabled = has(data, 'disabled');
        break;
      case 'alertAction':
        el.textContent = data.text || '';
        for (const flag of ['cancel', 'destructive', 'preferred']) el.classList.toggle(flag, has(data, flag));
        el.disabled = has(data, 'disabled');
        break;
      case 'button':
        el.textContent = data.text || symbolText(data.symbol) || data.label || '';
        el.disabled = has(data, 'disabled');
        for (const flag of ['preferred', 'destructive', 'selected']) el.classList.toggle(flag, has(data, flag));
        break;
      case 'label':
        el.textContent = data.text || '';
        if (el.classList.contains('segment')) {
          el.classList.toggle('selected', has(data, 'selected'));
          el.setAttribute('aria-selected', String(has(data, 'selected')));
        } else {
          el.className = 'label' + (data.symbol ? ' ' + data.symbol : '');
        }
        break;
      case 'textField':
      case 'searchBar': {
        el.placeholder = data.detail || '';
        el.setAttribute('aria-label', data.label || data.detail || data.identifier || 'Text');
        if (data.kind === 'textField') el.type = has(data, 'secure') ? 'password' : 'text';
        el.disabled = has(data, 'disabled');
        const text = data.text || '';
        // NB: while the person types, the server echoes each text typed, possibly after newer keystrokes, and
        // patches for other reasons (focus, say) repeat the text it had. Only a change of the server's text
        // counts: an echo is skipped, and a text the app set itself (a cleared field) replaces the contents.
        if (text !== entry.serverText) {
          const echo = entry.sent.indexOf(text);
          if (echo >= 0) {
            entry.sent.splice(0, echo + 1);
          } else {
            entry.sent = [];
            if (el.value !== text) el.value = text;
          }
          entry.serverText = text;
        }
        if (has(data, 'focused') && document.activeElement !== el && !has(data, 'inert')) {
          queueMicrotask(() => el.focus({ preventScroll: true }));
        }
        break;
      }
      case 'slider':
        el.min = data.minimum ?? 0;
        el.max = data.maximum ?? 1;
        if (document.activeElement !== el) el.value = data.value ?? 0;
        el.disabled = has(data, 'disabled');
        break;
      case 'progress':
        el.value = data.value ?? 0;
        break;
      case 'activity':
        el.hidden = !has(data, 'animating');
        break;
      case 'toggle':
        el.checked = !!data.isOn;
        el.disabled = has(data, 'disabled');
        break;
      case 'segmented':
        el.classList.toggle('disabled', has(data, 'disabled'));
        break;
      case 'image':
        el.textContent = symbolText(data.symbol);
        break;
      case 'refresh':
        el.textContent = has(data, 'animating') ? 'Refreshing…' : '';
        break;
      case 'table':
        el.classList.toggle('editing', has(data, 'editing'));
        layoutTable(entry);
        break;
      case 'section':
        el.textContent = data.text || '';
        break;
      case 'row':
        parts.text.textContent = data.text || '';
        parts.detail.textContent = data.detail || '';
        parts.accessory.textContent = data.symbol || '';
        parts.accessory.classList.toggle('checkmark', data.symbol === '✓');
        el.classList.toggle('selected', has(data, 'selected'));
        el.classList.toggle('deletable', has(data, 'deletable'));
        el.classList.toggle('offscreen', has(data, 'offscreen'));
        el.setAttribute('aria-label', data.text || '');
        break;
      case 'stack':
        el.classList.toggle('horizontal', (data.index || [1])[0] === 0);
        el.style.gap = (data.value ?? 8) + 'px';
        break;
    }
  }

  function symbolText(symbol) {
    if (!symbol) return '';
    const match = /^\[(.+)\]$/.exec(symbol);
    return match ? (symbols[match[1]] || match[1]) : symbol;
  }

  function layoutTable(entry) {
    const { data, el, parts, slot } = entry;
    const index = data.index || [0, 0, 0, 0];
    el.style.height = (data.minimum ?? 400) + 'px';
    parts.content.style.height = (data.maximum ?? 0) + 'px';
    slot.style.top = (index[3] || 0) + 'px';
    const offset = data.value ?? 0;
    const recentlyScrolled = entry.scrolledAt && performance.now() - entry.scrolledAt < 600;
    if (!recentlyScrolled && Math.abs(el.scrollTop - offset) > 1) el.scrollTop = offset;
  }

  // MARK: Audio

  const audio = (() => {
    const players = new Map();
    const recorders = new Map();

    function report(id, element, state) {
      send({ type: 'player', player: id, time: element.currentTime || 0, state });
    }

    function player(message) {
      let entry = players.get(message.id);
      if (!entry && message.command !== 'stop') {
        const element = new Audio(message.source);
        element.preload = 'auto';
        entry = { element, timer: null };
        element.addEventListener('ended', () => { stopTimer(entry); report(message.id, element, 'ended'); });
        element.addEventListener('error', () => { stopTimer(entry); report(message.id, element, 'failed'); });
        players.set(message.id, entry);
      }
      if (!entry) return;
      const element = entry.element;
      switch (message.command) {
        case 'play':
          element.currentTime = message.time;
          element.play().then(() => {
            stopTimer(entry);
            entry.timer = setInterval(() => report(message.id, element, 'playing'), 100);
          }).catch(() => report(message.id, element, 'failed'));
          break;
        case 'pause':
          element.pause();
          stopTimer(entry);
          report(message.id, element, 'paused');
          break;
        case 'seek':
          element.currentTime = message.time;
          break;
        case 'stop':
          element.pause();
          stopTimer(entry);
          players.delete(message.id);
          break;
      }
    }

    function stopTimer(entry) { if (entry.timer) { clearInterval(entry.timer); entry.timer = null; } }

    async function recorder(message) {
      if (message.command === 'start') {
        const state = { chunks: [], stream: null, context: null, node: null, upload: message.upload };
        recorders.set(message.id, state);
        try {
          state.stream = await navigator.mediaDevices.getUserMedia({ audio: true });
        } catch (error) {
          recorders.delete(message.id);
          send({ type: 'recorder', recorder: message.id, event: error && error.name === 'NotAllowedError' ? 'denied' : 'failed' });
          return;
        }
        if (!recorders.has(message.id)) { state.stream.getTracks().forEach((track) => track.stop()); return; }
        try {
          state.context = new AudioContext();
          await state.context.resume();
          const source = state.context.createMediaStreamSource(state.stream);
          state.node = state.context.createScriptProcessor(4096, 1, 1);
          state.node.onaudioprocess = (event) => state.chunks.push(new Float32Array(event.inputBuffer.getChannelData(0)));
          source.connect(state.node);
          state.node.connect(state.context.destination);
          send({ type: 'recorder', recorder: message.id, event: 'started' });
        } catch {
          finish(state);
          recorders.delete(message.id);
          send({ type: 'recorder', recorder: message.id, event: 'failed' });
        }
      } else {
        const state = recorders.get(message.id);
        recorders.delete(message.id);
        if (!state) return;
        const rate = state.context ? state.context.sampleRate : 48000;
        finish(state);
        if (message.command !== 'stop') return;
        const wav = encodeWAV(state.chunks, rate, 16000);
        try {
          const response = await fetch(state.upload, { method: 'POST', body: wav, headers: { 'Content-Type': 'audio/wav' } });
          if (!response.ok) throw new Error(await response.text());
        } catch (error) {
          showToast('The recording could not be uploaded: ' + error.message);
          send({ type: 'recorder', recorder: message.id, event: 'failed' });
        }
      }
    }

    function finish(state) {
      if (state.node) state.node.disconnect();
      if (state.stream) state.stream.getTracks().forEach((track) => track.stop());
      if (state.context) state.context.close();
    }

    /** 16-bit PCM mono WAV at `targetRate`, averaging input samples down from `inputRate`. */
    function encodeWAV(chunks, inputRate, targetRate) {
      const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
      const ratio = Math.max(1, inputRate / targetRate);
      const count = Math.floor(total / ratio);
      const buffer = new ArrayBuffer(44 + count * 2);
      const view = new DataView(buffer);
      const text = (offset, string) => { for (let i = 0; i < string.length; i++) view.setUint8(offset + i, string.charCodeAt(i)); };
      const rate = Math.round(inputRate / ratio);
      text(0, 'RIFF'); view.setUint32(4, 36 + count * 2, true); text(8, 'WAVE');
      text(12, 'fmt '); view.setUint32(16, 16, true); view.setUint16(20, 1, true); view.setUint16(22, 1, true);
      view.setUint32(24, rate, true); view.setUint32(28, rate * 2, true); view.setUint16(32, 2, true);
      view.setUint16(34, 16, true); text(36, 'data'); view.setUint32(40, count * 2, true);
      const samples = new Float32Array(total);
      let position = 0;
      for (const chunk of chunks) { samples.set(chunk, position); position += chunk.length; }
      for (let i = 0; i < count; i++) {
        const start = Math.floor(i * ratio);
        const end = Math.min(total, Math.floor((i + 1) * ratio));
        let sum = 0;
        for (let j = start; j < end; j++) sum += samples[j];
        const value = Math.max(-1, Math.min(1, sum / Math.max(1, end - start)));
        view.setInt16(44 + i * 2, value < 0 ? value * 0x8000 : value * 0x7fff, true);
      }
      return new Blob([buffer], { type: 'audio/wav' });
    }

    return { player, recorder };
  })();

  // MARK: Status

  let toastTimer = null;
  function showToast(text) {
    toast.textContent = text;
    toast.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => { toast.hidden = true; }, 4000);
  }

  function showBanner(text, gone) {
    banner.textContent = text;
    banner.classList.toggle('gone', !!gone);
    banner.hidden = false;
  }

  function hideBanner() { banner.hidden = true; }

  let resizeTimer = null;
  addEventListener('resize', () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => send({ type: 'resize', width: innerWidth, height: innerHeight }), 100);
  });

  connect();
})();
