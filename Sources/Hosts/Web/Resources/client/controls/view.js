// `view`: a plain container of subviews; also draws nodes of kinds this client does not know.
// Draws `div.view`.

import { addSlot, make } from '../dom.js';

export default {
  create() {
    const element = make('div', 'view');
    return { element, slot: addSlot(element) };
  },
  update() {},
};
