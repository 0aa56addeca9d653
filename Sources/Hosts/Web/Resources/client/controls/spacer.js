// `spacer`: flexible space in a stack, at least `minimumLength` points along the stack's axis.
// Draws `div.spacer`.

import { make, number } from '../dom.js';

export default {
  create() {
    return { element: make('div', 'spacer') };
  },
  update({ data, element }) {
    element.style.flex = `1 0 ${Math.max(0, number(data, 'minimumLength', 0))}px`;
  },
};
