// `navigationBar`: the bar above a navigation controller's top screen, with its `title`.
// Children: a `backButton`, `barButton`s, a `searchBar` (placed by CSS order).
// Draws `nav.navbar` holding `.title`, then the children.

import { addSlot, make, text } from '../dom.js';

export default {
  create(entry) {
    const element = make('nav', 'navbar');
    entry.parts.title = make('div', 'title');
    element.append(entry.parts.title);
    return { element, slot: addSlot(element) };
  },
  update({ data, parts }) {
    parts.title.textContent = text(data, 'title');
  },
};
