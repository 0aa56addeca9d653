// `label`: a line of `text` in a `textStyle` (`largeTitle`, `title`, `headline`, `body`, `caption`,
// `monospacedDigits`). Draws `div.label` with the text style as a class.

import { make, text } from '../dom.js';

const styles = ['largeTitle', 'title', 'headline', 'body', 'caption', 'monospacedDigits'];

export default {
  create() {
    return { element: make('div', 'label') };
  },
  update({ data, element }) {
    element.textContent = text(data, 'text');
    for (const style of styles) element.classList.toggle(style, data.textStyle === style);
  },
};
