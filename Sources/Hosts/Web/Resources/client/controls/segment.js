// `segment`: one segment of a segmented control: `title`, an optional `image` drawn before it, and
// `index` (its position). Draws `button.segment` holding `.segment-image` (hidden without an image, and
// out of the accessible name) and `.segment-title`; `.selected` from the flag. A click sends the segmented
// control's `segment` event with this segment's `index`.

import { has, make, text } from '../dom.js';
import { imageText } from '../glyphs.js';

export default {
  create(entry, context) {
    const { parts } = entry;
    const element = make('button', 'segment');
    parts.image = make('span', 'segment-image');
    parts.image.setAttribute('aria-hidden', 'true');
    parts.title = make('span', 'segment-title');
    element.append(parts.image, parts.title);
    element.addEventListener('click', () => {
      const owner = entry.parent && entry.parent.data.kind === 'segmented' ? entry.parent : entry;
      if (has(owner.data, 'disabled')) return;
      const index = entry.data.index;
      if (Number.isInteger(index) && index >= 0) context.sendEvent(owner.data.id, 'segment', { index });
    });
    return { element };
  },
  update({ data, element, parts }) {
    const glyph = imageText(data.image);
    parts.image.textContent = glyph;
    parts.image.hidden = glyph === '';
    parts.title.textContent = text(data, 'title');
    const selected = has(data, 'selected');
    element.classList.toggle('selected', selected);
    element.setAttribute('aria-selected', String(selected));
    element.disabled = has(data, 'disabled');
  },
};
