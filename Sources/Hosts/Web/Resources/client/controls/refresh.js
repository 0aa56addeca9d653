// `refresh`: a table's refresh control. The browser's pull-to-refresh is a button at the top of the
// table: it reads "↻ Refresh", or "Refreshing…" (and is disabled) while it has the `animating` flag; a
// click sends `refresh`. Draws `button.refresh`.

import { has, make } from '../dom.js';

export default {
  create(entry, context) {
    const element = make('button', 'refresh');
    element.addEventListener('click', () => context.sendEvent(entry.data.id, 'refresh'));
    return { element };
  },
  update({ data, element }) {
    const refreshing = has(data, 'animating');
    element.textContent = refreshing ? 'Refreshing…' : '↻ Refresh';
    element.disabled = refreshing;
  },
};
