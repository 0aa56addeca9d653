// `segmented`: a segmented control. Children: its `segment`s (which send the control's `segment`
// events). Draws `div.segmented` with the tablist role, `.disabled` from the flag.

import { addSlot, has, make } from '../dom.js';

export default {
  create() {
    const element = make('div', 'segmented');
    element.setAttribute('role', 'tablist');
    return { element, slot: addSlot(element) };
  },
  update({ data, element }) {
    element.classList.toggle('disabled', has(data, 'disabled'));
  },
};
