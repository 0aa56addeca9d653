// `segment`: one segment of a segmented control: `title` and `index` (its position). Draws
// `button.segment`, `.selected` from the flag; a click sends the segmented control's `segment` event
// with this segment's `index`.

import { has, make, text } from '../dom.js';

export default {
  create(entry, context) {
    const element = make('button', 'segment');
    element.addEventListener('click', () => {
      const owner = entry.parent && entry.parent.data.kind === 'segmented' ? entry.parent : entry;
      if (has(owner.data, 'disabled')) return;
      const index = entry.data.index;
      if (Number.isInteger(index) && index >= 0) context.sendEvent(owner.data.id, 'segment', { index });
    });
    return { element };
  },
  update({ data, element }) {
    element.textContent = text(data, 'title');
    const selected = has(data, 'selected');
    element.classList.toggle('selected', selected);
    element.setAttribute('aria-selected', String(selected));
    element.disabled = has(data, 'disabled');
  },
};
