// `alertAction`: a button of an alert with its `title`. Draws `button.alert-action` with `.cancel`,
// `.destructive` and `.preferred` from the flags; a click sends `tap`.

import { has, make, text, toggleFlags } from '../dom.js';

export default {
  create(entry, context) {
    const element = make('button', 'alert-action');
    element.addEventListener('click', () => context.sendEvent(entry.data.id, 'tap'));
    return { element };
  },
  update({ data, element }) {
    element.textContent = text(data, 'title');
    toggleFlags(element, data, ['cancel', 'destructive', 'preferred']);
    element.disabled = has(data, 'disabled');
  },
};
