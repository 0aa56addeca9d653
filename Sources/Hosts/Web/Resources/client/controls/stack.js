// `stack`: a stack view: `axis` (`horizontal` or `vertical`) and `spacing` in points between the
// arranged views (its children). Draws `div.stack`, with `.horizontal` for a horizontal axis.

import { addSlot, make, number } from '../dom.js';

export default {
  create() {
    const element = make('div', 'stack');
    return { element, slot: addSlot(element) };
  },
  update({ data, element }) {
    element.classList.toggle('horizontal', data.axis === 'horizontal');
    element.style.gap = number(data, 'spacing', 8) + 'px';
  },
};
