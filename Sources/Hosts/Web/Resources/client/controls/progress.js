// `progress`: a progress bar at `progress` (0 to 1). Draws `progress.progress`.

import { make, number } from '../dom.js';

export default {
  create() {
    const element = make('progress', 'progress');
    element.max = 1;
    return { element };
  },
  update({ data, element }) {
    element.value = Math.min(1, Math.max(0, number(data, 'progress', 0)));
  },
};
