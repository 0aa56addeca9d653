// `window`: the root of the tree. Children: the root screen, then one layer per presentation.
// Draws `div.window`, with `.compact` or `.regular` from `sizeClass`.

import { addSlot, make } from '../dom.js';

export default {
  create() {
    const element = make('div', 'window');
    return { element, slot: addSlot(element) };
  },
  update({ data, element }) {
    element.classList.toggle('compact', data.sizeClass === 'compact');
    element.classList.toggle('regular', data.sizeClass === 'regular');
  },
};
