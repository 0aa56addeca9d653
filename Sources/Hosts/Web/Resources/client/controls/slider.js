// `slider`: `value` between `minimumValue` and `maximumValue`. Draws `input.slider` (a range). Dragging
// sends `slide` at most once a frame, and once more when the person lets go (`change`); the server's
// value does not move the thumb while the slider has the focus.

import { has, make, number } from '../dom.js';

export default {
  create(entry, context) {
    const element = make('input', 'slider');
    element.type = 'range';
    element.step = 'any';
    const slide = () => context.sendEvent(entry.data.id, 'slide', { value: Number(element.value) });
    let pending = false;
    element.addEventListener('input', () => {
      if (pending) return;
      pending = true;
      const id = entry.data.id;
      requestAnimationFrame(() => {
        pending = false;
        // NB: a drag of the node the element showed before a `reuse` is not the new node's.
        if (entry.data.id === id) slide();
      });
    });
    element.addEventListener('change', slide);
    return { element };
  },
  update({ data, element }) {
    element.min = String(number(data, 'minimumValue', 0));
    element.max = String(number(data, 'maximumValue', 1));
    if (document.activeElement !== element) element.value = String(number(data, 'value', 0));
    element.disabled = has(data, 'disabled');
  },
};
