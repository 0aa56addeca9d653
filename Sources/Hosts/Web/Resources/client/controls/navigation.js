// `navigation`: a navigation controller. Children: the navigation bar, then the top screen.
// Draws `div.navigation`.

import { addSlot, make } from '../dom.js';

export default {
  create() {
    const element = make('div', 'navigation');
    return { element, slot: addSlot(element) };
  },
  update() {},
};
