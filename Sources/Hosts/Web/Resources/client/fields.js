// What text fields and search bars share (controls/textField.js, controls/searchBar.js): an <input> that
// sends `tap` when it gains focus (unless the server already gave it the focus), `type` with the whole
// text on every input, and `submit` on Return; and that shows the server's `text` without undoing what
// the person types.
//
// NB: while the person types, the server echoes each text typed, possibly after newer keystrokes, and
// patches for other reasons (focus, say) repeat the text it had. Only a change of the server's text
// counts: an echo (a text in `entry.sent`) is skipped, and a text the app set itself (a cleared field)
// replaces the contents. `entry.serverText` is the server's last text.
//
// NB: the server's focus can be older than the person's. A field the person moved to is marked
// (`focusPending`) until the server's patches say it has the focus (or the person leaves it); while a
// field is so marked, a patch that gives the focus to another field is not obeyed: it answers a tap the
// person made before, and obeying it would send what they type next into the field they just left.

import { has, make, text } from './dom.js';

/** The input of the field of `entry`, with class `className` and input type `type`. */
export function createField(entry, context, className, type) {
  const input = make('input', className);
  input.type = type;
  input.autocomplete = 'off';
  input.maxLength = 10000; // the longest text a `type` event may carry
  entry.sent = [];
  entry.serverText = undefined;
  input.addEventListener('focus', () => {
    if (has(entry.data, 'focused')) return;
    input.dataset.focusPending = 'true';
    context.sendEvent(entry.data.id, 'tap');
  });
  input.addEventListener('blur', () => {
    delete input.dataset.focusPending;
  });
  input.addEventListener('input', () => {
    entry.sent.push(input.value);
    context.sendEvent(entry.data.id, 'type', { text: input.value });
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      context.sendEvent(entry.data.id, 'submit');
    }
  });
  return input;
}

/** Forgets the texts the field sent for the node it showed before a `reuse`: the next draw shows the server's. */
export function reuseField(entry) {
  entry.sent = [];
  entry.serverText = undefined;
  delete entry.element.dataset.focusPending;
}

/** Brings the field of `entry` up to date: placeholder, name, enabled, text and focus. */
export function updateField(entry) {
  const { data } = entry;
  const input = entry.element;
  const placeholder = text(data, 'placeholder');
  input.placeholder = placeholder;
  input.setAttribute('aria-label', text(data, 'label') || placeholder || text(data, 'identifier') || 'Text');
  input.disabled = has(data, 'disabled');
  const value = text(data, 'text');
  if (value !== entry.serverText) {
    const echo = entry.sent.indexOf(value);
    if (echo >= 0) {
      entry.sent.splice(0, echo + 1);
    } else {
      entry.sent = [];
      if (input.value !== value) input.value = value;
    }
    entry.serverText = value;
  }
  if (!has(data, 'focused')) return;
  delete input.dataset.focusPending;
  if (document.activeElement === input || has(data, 'inert')) return;
  queueMicrotask(() => {
    const active = document.activeElement;
    if (active !== input && !active?.dataset?.focusPending) input.focus({ preventScroll: true });
  });
}
