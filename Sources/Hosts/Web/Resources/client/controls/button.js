// `button`: a button with a `title` and an optional `image`; shows the title, else the image's glyph,
// else the accessibility label. Draws `button.button` with `.preferred` (a filled button),
// `.destructive` and `.selected`; a click sends `tap`.

import { has, make, text, toggleFlags } from '../dom.js';
import { imageText } from '../glyphs.js';

export default {
  create(entry, context) {
    const element = make('button', 'button');
    element.addEventListener('click', () => context.sendEvent(entry.data.id, 'tap'));
    return { element };
  },
  update({ data, element }) {
    element.textContent = text(data, 'title') || imageText(data.image) || text(data, 'label');
    element.disabled = has(data, 'disabled');
    toggleFlags(element, data, ['preferred', 'destructive', 'selected']);
  },
};
