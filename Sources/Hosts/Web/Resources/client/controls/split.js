// `split`: a split view. Children: two `pane`s, or one when collapsed.
// Draws `div.split`, with `.collapsed` from the `collapsed` flag.

import { addSlot, has, make } from '../dom.js';

export default {
  create() {
    const element = make('div', 'split');
    return { element, slot: addSlot(element) };
  },
  update({ data, element }) {
    element.classList.toggle('collapsed', has(data, 'collapsed'));
  },
};
