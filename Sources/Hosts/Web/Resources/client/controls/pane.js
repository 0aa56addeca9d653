// `pane`: one side of a split view; `role` is `primary` (the list) or `secondary` (the detail).
// Draws `div.pane` with `.primary` or `.secondary`.

import { addSlot, make } from '../dom.js';

export default {
  create() {
    const element = make('div', 'pane');
    return { element, slot: addSlot(element) };
  },
  update({ data, element }) {
    element.classList.toggle('primary', data.role === 'primary');
    element.classList.toggle('secondary', data.role === 'secondary');
  },
};
