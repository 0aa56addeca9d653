// `modal`: a presentation. Children: the presented screen. Draws `div.modal`, with `.sheet` from the
// `sheet` flag (the content behind stays visible).

import { addSlot, has, make } from '../dom.js';

export default {
  create() {
    const element = make('div', 'modal');
    return { element, slot: addSlot(element) };
  },
  update({ data, element }) {
    element.classList.toggle('sheet', has(data, 'sheet'));
  },
};
