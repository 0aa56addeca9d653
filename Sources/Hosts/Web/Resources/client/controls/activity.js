// `activity`: an activity indicator, shown spinning while it has the `animating` flag and hidden
// otherwise. Draws `div.activity` with the progressbar role.

import { has, make } from '../dom.js';

export default {
  create() {
    const element = make('div', 'activity');
    element.setAttribute('role', 'progressbar');
    return { element };
  },
  update({ data, element }) {
    element.hidden = !has(data, 'animating');
  },
};
