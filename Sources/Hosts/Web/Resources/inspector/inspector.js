// The state inspector page (`/inspect/<mount>`; entry module, exports nothing): follows a view-state
// driven app live by polling `<page>/state`, draws its current document and view state as collapsible
// trees, lists the recorded actions (choose one to see the states after it), time-travels the app with
// the History slider (`POST <page>/travel`), and exports (`GET <page>/export`) and loads
// (`POST <page>/load`) both states as JSON. PROTOCOL.md in Sources/Hosts/Web/Protocol documents the routes.
//
// Every text from the server is set as text, never as markup. The server's refusals arrive as
// `{"error": {"message": …}}` and are shown in the error area.
//
// For end-to-end tests, `window.__inspector` holds `renders` (how many times the page redrew) and
// `inspection` (the last state received).

const base = location.pathname.replace(/\/+$/, '');
const appPath = base.replace(/^\/inspect/, '') || '/';
const pollInterval = 500;

const $ = (id) => document.getElementById(id);
const slider = $('history');
const position = $('position');
const actions = $('actions');
const current = $('current');
const entryTitle = $('entry-title');
const entryHint = $('entry-hint');
const entryTrees = $('entry');
const entryTravel = $('entry-travel');
const errorArea = $('error');
const status = $('status');
const loadFile = $('load-file');
const loadText = $('load-text');

/** The page's state: the last inspection, its text (to skip redrawing an unchanged one), the chosen entry. */
const view = { inspection: null, text: '', chosen: null, sliding: false, renders: 0 };
/** Which tree nodes the person opened or closed, by path, so a redraw keeps them. */
const toggled = new Map();

window.__inspector = view;
$('app-link').href = appPath;
$('export').href = base + '/export';
document.title = `State inspector · ${appPath}`;

// MARK: Requests

/** Sends a request to `path` under the page; returns the parsed JSON or throws an Error with the server's message. */
async function request(path, options = {}) {
  const response = await fetch(base + path, Object.assign({ credentials: 'same-origin', cache: 'no-store' }, options));
  const text = await response.text();
  if (!response.ok) {
    let message = `${response.status} ${response.statusText}`;
    try {
      const body = JSON.parse(text);
      if (body && body.error && typeof body.error.message === 'string') message = body.error.message;
    } catch {
      // NB: not JSON (a refusal page, a proxy's error): the status says enough.
    }
    throw new Error(message);
  }
  return { text, json: JSON.parse(text) };
}

function showError(message) {
  if (!status.dataset.offline) status.textContent = '';
  errorArea.textContent = message;
  errorArea.hidden = false;
}

function clearError() {
  errorArea.hidden = true;
  errorArea.textContent = '';
}

/** Takes a new inspection (from a poll or a change's answer); redraws only when it differs. */
function receive(result) {
  if (result.text === view.text) return;
  view.text = result.text;
  view.inspection = result.json;
  render();
}

let polling = null;
async function poll() {
  try {
    receive(await request('/state'));
    if (status.dataset.offline) {
      delete status.dataset.offline;
      status.textContent = '';
    }
  } catch (error) {
    status.dataset.offline = 'true';
    status.textContent = `Not following the app: ${error.message}`;
  }
  polling = setTimeout(poll, pollInterval);
}

/** Posts `body` to `path` under the page, then shows the answer (or the refusal). */
async function change(path, body) {
  try {
    receive(await request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }));
    clearError();
    return true;
  } catch (error) {
    showError(error.message);
    return false;
  }
}

// MARK: Travel

let travelling = false;
let pendingTravel = null;

/** Travels to entry `index`; while one travel is under way, only the latest index waits. */
async function travel(index) {
  if (travelling) {
    pendingTravel = index;
    return;
  }
  travelling = true;
  await change('/travel', JSON.stringify({ index }));
  travelling = false;
  if (pendingTravel !== null) {
    const next = pendingTravel;
    pendingTravel = null;
    travel(next);
  }
}

slider.addEventListener('input', () => {
  position.textContent = describePosition(Number(slider.value));
});
slider.addEventListener('change', () => travel(Number(slider.value)));
slider.addEventListener('pointerdown', () => { view.sliding = true; });
slider.addEventListener('pointerup', () => { view.sliding = false; });
entryTravel.addEventListener('click', () => {
  if (view.chosen !== null) travel(view.chosen);
});

// MARK: Export and load

loadFile.addEventListener('change', async () => {
  const file = loadFile.files && loadFile.files[0];
  if (!file) return;
  try {
    loadText.value = await file.text();
    clearError();
  } catch (error) {
    showError(`The file could not be read: ${error.message}`);
  }
});

$('load').addEventListener('click', async () => {
  const text = loadText.value.trim();
  if (!text) {
    showError('Paste a state, or choose a file that Export wrote, then press Load.');
    return;
  }
  if (await change('/load', text)) status.textContent = 'Loaded.';
});

// MARK: Drawing

function describePosition(index) {
  const inspection = view.inspection;
  if (!inspection) return '';
  const entry = inspection.entries.find((candidate) => candidate.index === index);
  return `${index} / ${inspection.entries.length - 1}${entry ? ` · ${entry.action}` : ''}`;
}

function render() {
  const inspection = view.inspection;
  if (!inspection || !Array.isArray(inspection.entries)) return;
  view.renders += 1;
  const last = Math.max(0, inspection.entries.length - 1);
  slider.max = String(last);
  if (!view.sliding) slider.value = String(inspection.position);
  position.textContent = describePosition(inspection.position);
  if (view.chosen !== null && view.chosen > last) view.chosen = null;
  renderActions(inspection);
  current.replaceChildren(...stateTrees(inspection.document, inspection.viewState, 'current'));
  renderEntry(inspection);
}

function renderActions(inspection) {
  const items = inspection.entries.map((entry) => {
    const item = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'action';
    button.dataset.entry = String(entry.index);
    const number = document.createElement('span');
    number.className = 'number';
    number.textContent = String(entry.index);
    const name = document.createElement('span');
    name.className = 'name';
    name.textContent = entry.action;
    button.append(number, name);
    if (entry.index === inspection.position) button.setAttribute('aria-current', 'step');
    if (entry.index === view.chosen) button.classList.add('chosen');
    button.addEventListener('click', () => {
      view.chosen = entry.index;
      render();
    });
    item.append(button);
    return item;
  });
  actions.replaceChildren(...items);
}

function renderEntry(inspection) {
  const entry = view.chosen === null ? null : inspection.entries.find((candidate) => candidate.index === view.chosen);
  entryHint.hidden = entry !== undefined && entry !== null;
  entryTravel.hidden = !entry;
  if (!entry) {
    entryTitle.textContent = 'Entry';
    entryTrees.replaceChildren();
    return;
  }
  entryTitle.textContent = `Entry ${entry.index}: ${entry.action}`;
  entryTrees.replaceChildren(...stateTrees(entry.document, entry.viewState, 'entry'));
}

/**
 * The trees of a document and a view state (JSON texts). An app without a separate document (a Redux
 * store, whose one state is everything) sends `null` for it and gets one tree, titled "State".
 */
function stateTrees(documentJSON, viewStateJSON, path) {
  if (documentJSON === 'null') return [tree('State', viewStateJSON, `${path}.viewState`)];
  return [tree('Document', documentJSON, `${path}.document`), tree('View state', viewStateJSON, `${path}.viewState`)];
}

/** A collapsible tree of the JSON text `json`, titled `title`; `path` keys the open/closed memory. */
function tree(title, json, path) {
  let value;
  try {
    value = JSON.parse(json);
  } catch {
    value = json;
  }
  const root = node(title, value, path, 0);
  root.classList.add('tree');
  return root;
}

/** The element for `value` under `key`: a <details> for objects and arrays, a line for the rest. */
function node(key, value, path, depth) {
  if (value !== null && typeof value === 'object') {
    const details = document.createElement('details');
    const remembered = toggled.get(path);
    details.open = remembered === undefined ? depth < 4 : remembered;
    details.addEventListener('toggle', () => toggled.set(path, details.open));
    const summary = document.createElement('summary');
    const name = document.createElement('span');
    name.className = 'key';
    name.textContent = key;
    const size = document.createElement('span');
    size.className = 'size';
    const keys = Object.keys(value);
    size.textContent = Array.isArray(value) ? `[${keys.length}]` : `{${keys.length}}`;
    summary.append(name, ' ', size);
    const list = document.createElement('ul');
    for (const child of keys) {
      const item = document.createElement('li');
      item.append(node(child, value[child], `${path}.${child}`, depth + 1));
      list.append(item);
    }
    details.append(summary, list);
    return details;
  }
  const line = document.createElement('div');
  line.className = 'leaf';
  const name = document.createElement('span');
  name.className = 'key';
  name.textContent = key;
  const text = document.createElement('span');
  text.className = `value ${value === null ? 'null' : typeof value}`;
  text.textContent = typeof value === 'string' ? JSON.stringify(value) : String(value);
  line.append(name, ': ', text);
  return line;
}

poll();
