// `refresh`: a table's refresh control; reads "Refreshing…" while it has the `animating` flag.
// Draws `div.refresh`.

import { has, make } from '../dom.js';

export default {
  create() {
    return { element: make('div', 'refresh') };
  },
  update({ data, element }) {
    element.textContent = has(data, 'animating') ? 'Refreshing…' : '';
  },
};
