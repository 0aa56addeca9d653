// The live side-by-side page (`/compare/live?app=<app>&patterns=<p1>,<p2>,…`; entry module, exports
// nothing): starts a live comparison (`POST /compare/live/start`), frames each pattern's app (its pane page
// `/live/<id>/<pattern>` shows the window the script drives, through the usual client), and plays the
// script box's `drive` script in every pane: Step (`POST …/<id>/step`), Run all (`…/run`) and Reset
// (`…/reset`, fresh data in every pane). Each step played is listed with whether the screens differ after
// it and, per pattern, the lines that differ or why the step failed there. Leaving the page closes the
// session (`…/close`).
//
// Every text from the server is set as text, never as markup. Refusals arrive as `{"error": "…"}`.
//
// For end-to-end tests, `window.__live` holds `id` (the session), `reports` (every step report received)
// and `busy` (a request is under way).

const $ = (id) => document.getElementById(id);
const errorArea = $('error');
const status = $('status');
const stepsList = $('steps');
const panesArea = $('panes');
const script = $('script');
const buttons = [$('step'), $('run'), $('reset')];

const state = { id: null, reports: [], busy: false };
window.__live = state;

/** A first script per app, shown in an empty script box. */
const sample = {
  recordings: '# Open a folder, come back, and add one.\nselect "Meeting Notes"\nscreen\nback\n'
    + 'tap "New Folder"\ntype "Trips"\ntap "Create"\nexpect "Trips"\n',
  koober: '# Open the sign-in screen.\ntap "Sign In"\nscreen\n',
};

/** Shows `message` in the error area (or hides it for null). */
function showError(message) {
  errorArea.textContent = message || '';
  errorArea.hidden = !message;
}

/** Posts `body` to `path`; answers the parsed JSON (null for 204) or throws the server's message. */
async function post(path, body) {
  const response = await fetch(path, { method: 'POST', body: body ?? '', headers: { 'Content-Type': 'text/plain' } });
  if (response.status === 204) return null;
  let answer = null;
  try { answer = await response.json(); } catch { answer = null; }
  if (!response.ok) {
    throw new Error(answer && typeof answer.error === 'string' ? answer.error : `The server answered ${response.status}.`);
  }
  return answer;
}

/** Runs `work` with the buttons disabled, showing its failure in the error area. */
async function busy(work) {
  if (state.busy) return;
  state.busy = true;
  for (const button of buttons) button.disabled = true;
  showError(null);
  try {
    await work();
  } catch (error) {
    showError(error.message);
  } finally {
    state.busy = false;
    for (const button of buttons) button.disabled = state.id === null;
  }
}

/** Adds one pane per pattern: its name and a frame of its app. */
function showPanes(panes) {
  panesArea.replaceChildren();
  for (const pane of panes) {
    const section = document.createElement('section');
    section.className = 'pane';
    section.dataset.pattern = pane.pattern;
    const heading = document.createElement('h2');
    heading.textContent = pane.pattern;
    const note = document.createElement('p');
    note.className = 'pane-status';
    const frame = document.createElement('iframe');
    frame.src = pane.path;
    frame.title = `${pane.pattern}'s app`;
    section.append(heading, note, frame);
    panesArea.append(section);
  }
}

/**
 * Lists one step's report: its line, whether the screens differ, each pane's differing lines or failure,
 * and (folded) every pane's screen.
 */
function showReport(report) {
  state.reports.push(report);
  const item = document.createElement('li');
  item.className = report.differs ? 'step differs' : 'step same';
  item.dataset.line = String(report.line);
  item.dataset.differs = String(report.differs);
  const head = document.createElement('div');
  head.className = 'step-head';
  const line = document.createElement('span');
  line.className = 'line';
  line.textContent = `line ${report.line}`;
  const source = document.createElement('code');
  source.textContent = report.source;
  const verdict = document.createElement('span');
  verdict.className = 'verdict';
  verdict.textContent = report.differs ? 'screens differ' : 'same screens';
  head.append(line, source, verdict);
  item.append(head);
  for (const pane of report.panes) {
    const note = panesArea.querySelector(`.pane[data-pattern="${CSS.escape(pane.pattern)}"] .pane-status`);
    if (pane.status === 'failed') {
      const failure = document.createElement('p');
      failure.className = 'failure';
      failure.dataset.pattern = pane.pattern;
      failure.textContent = `${pane.pattern} failed at line ${report.line}: ${pane.reason}`;
      item.append(failure);
      if (note) note.textContent = `failed at line ${report.line}: ${pane.reason}`;
    }
    if (report.differs && pane.differingLines.length > 0) {
      const block = document.createElement('div');
      block.className = 'difference';
      block.dataset.pattern = pane.pattern;
      const name = document.createElement('h3');
      name.textContent = pane.pattern;
      const lines = document.createElement('pre');
      lines.textContent = pane.differingLines.join('\n');
      block.append(name, lines);
      item.append(block);
    }
  }
  // Every pane's whole screen after the step, as `drive` prints it, folded away.
  const screens = document.createElement('details');
  screens.className = 'screens';
  const summary = document.createElement('summary');
  summary.textContent = 'Screens';
  screens.append(summary);
  for (const pane of report.panes) {
    const name = document.createElement('h3');
    name.textContent = pane.pattern;
    const screen = document.createElement('pre');
    screen.textContent = pane.screen;
    screens.append(name, screen);
  }
  item.append(screens);
  stepsList.append(item);
  item.scrollIntoView({ block: 'nearest' });
}

/** Forgets the steps played and the panes' failures. */
function clearReports() {
  state.reports = [];
  stepsList.replaceChildren();
  for (const note of panesArea.querySelectorAll('.pane-status')) note.textContent = '';
}

$('step').addEventListener('click', () => busy(async () => {
  const report = await post(`/compare/live/${state.id}/step`, script.value);
  if (report === null) {
    status.textContent = 'Every step has been played; edit the script or Reset.';
    return;
  }
  showReport(report);
  status.textContent = report.done ? 'Every step has been played.' : `Played line ${report.line}.`;
}));

$('run').addEventListener('click', () => busy(async () => {
  const reports = await post(`/compare/live/${state.id}/run`, script.value);
  for (const report of reports) showReport(report);
  status.textContent = 'Every step has been played.';
}));

$('reset').addEventListener('click', () => busy(async () => {
  await post(`/compare/live/${state.id}/reset`);
  clearReports();
  status.textContent = 'Every pane starts again on fresh data.';
}));

addEventListener('pagehide', () => {
  if (state.id !== null) navigator.sendBeacon(`/compare/live/${state.id}/close`);
});

for (const button of buttons) button.disabled = true;
busy(async () => {
  const query = new URLSearchParams(location.search);
  const app = query.get('app') || '';
  const started = await post(
    `/compare/live/start?app=${encodeURIComponent(app)}&patterns=${encodeURIComponent(query.get('patterns') || '')}`);
  state.id = started.id;
  $('title').textContent = `${started.title}: ${started.panes.map((pane) => pane.pattern).join(' · ')}`;
  document.title = `Live comparison · ${started.title}`;
  const name = app.toLowerCase();
  if (!script.value) script.value = Object.hasOwn(sample, name) ? sample[name] : 'screen\n';
  showPanes(started.panes);
});
