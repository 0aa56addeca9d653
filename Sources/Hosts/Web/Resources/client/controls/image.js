// `image`: an optional `image` (`{symbol}` or `{emoji}`, see ../glyphs.js). Draws `span.image`.

import { make } from '../dom.js';
import { imageText } from '../glyphs.js';

export default {
  create() {
    return { element: make('span', 'image') };
  },
  update({ data, element }) {
    element.textContent = imageText(data.image);
  },
};
