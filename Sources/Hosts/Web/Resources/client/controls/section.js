// `section`: a table's section header: `title`, and `section` (its number). Draws `div.section`
// (28 points high; the table places it).

import { make, text } from '../dom.js';

export default {
  create() {
    return { element: make('div', 'section') };
  },
  update({ data, element }) {
    element.textContent = text(data, 'title');
    if (Number.isInteger(data.section)) element.dataset.section = String(data.section);
    else delete element.dataset.section;
  },
};
