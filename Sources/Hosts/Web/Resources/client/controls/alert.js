// `alert`: an alert with an optional `title` and `message`. Children: its `textField`s, then its
// `alertAction`s. Draws `div.alert` (the alertdialog role) holding `.box` with `h2` (title), `p`
// (message, hidden when absent) and the children in `.alert-body`.

import { make, text } from '../dom.js';

export default {
  create(entry) {
    const element = make('div', 'alert');
    element.setAttribute('role', 'alertdialog');
    const box = make('div', 'box');
    entry.parts.title = make('h2');
    entry.parts.message = make('p');
    const slot = make('div', 'slot alert-body');
    box.append(entry.parts.title, entry.parts.message, slot);
    element.append(box);
    return { element, slot };
  },
  update({ data, parts }) {
    parts.title.textContent = text(data, 'title');
    const message = text(data, 'message');
    parts.message.textContent = message;
    parts.message.hidden = !message;
  },
};
