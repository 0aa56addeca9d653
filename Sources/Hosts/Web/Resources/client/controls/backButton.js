// `backButton`: goes back one screen; `title` is the previous screen's title (or "Back").
// Draws `button.back` reading "‹ title", named "Back"; a click sends `tap`.

import { has, make, text } from '../dom.js';

export default {
  create(entry, context) {
    const element = make('button', 'back');
    element.addEventListener('click', () => context.sendEvent(entry.data.id, 'tap'));
    return { element };
  },
  update({ data, element }) {
    element.textContent = '‹ ' + (text(data, 'title') || 'Back');
    element.setAttribute('aria-label', 'Back');
    element.disabled = has(data, 'disabled');
  },
};
