// `screen`: a view controller's screen (its optional `title` shows in the navigation bar, not here).
// Children: the screen's views. Draws `section.screen`.

import { addSlot, make } from '../dom.js';

export default {
  create() {
    const element = make('section', 'screen');
    return { element, slot: addSlot(element) };
  },
  update() {},
};
