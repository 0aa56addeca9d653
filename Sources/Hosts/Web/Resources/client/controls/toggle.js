// `toggle`: a switch, on when `isOn`. Draws `input.switch` (a checkbox with the switch role); a change
// sends `toggle` with the new state.

import { has, make } from '../dom.js';

export default {
  create(entry, context) {
    const element = make('input', 'switch');
    element.type = 'checkbox';
    element.setAttribute('role', 'switch');
    element.addEventListener('change', () => context.sendEvent(entry.data.id, 'toggle', { on: element.checked }));
    return { element };
  },
  update({ data, element }) {
    element.checked = data.isOn === true;
    element.disabled = has(data, 'disabled');
  },
};
