// `barButton`: an item of a navigation bar: `title`, or `symbol` (a system item's glyph), and
// `placement` (`left` or `right`). Draws `button.bar-button` with `.left` or `.right`, `.preferred`
// (a done-style item) and `.cancel`; a click sends `tap`.

import { has, make, text, toggleFlags } from '../dom.js';
import { symbolGlyph } from '../glyphs.js';

export default {
  create(entry, context) {
    const element = make('button', 'bar-button');
    element.addEventListener('click', () => context.sendEvent(entry.data.id, 'tap'));
    return { element };
  },
  update({ data, element }) {
    element.textContent = text(data, 'title') || symbolGlyph(data.symbol) || text(data, 'label');
    element.classList.toggle('left', data.placement === 'left');
    element.classList.toggle('right', data.placement !== 'left');
    toggleFlags(element, data, ['preferred', 'cancel']);
    element.disabled = has(data, 'disabled');
  },
};
