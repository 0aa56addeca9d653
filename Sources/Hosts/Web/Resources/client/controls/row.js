// `row`: a table row: `text`, optional `detailText` and `accessory` (`disclosureIndicator`, `checkmark`
// or `detailButton`, drawn › ✓ ⓘ). Children: an `image` before the text, then custom content.
//
// Draws `div.row` (the button role) holding `.minus` (the delete button of a table in editing mode),
// the children, `.main` with `.text` and `.detail`, `.accessory` and `.delete-action`. A click or Return
// sends `tap`. A deletable row swiped left by 40 pixels, or whose minus button is clicked, shows
// `.delete-action` (class `.swiped`), which sends `delete`; a click elsewhere hides it again.

import { has, make, text, toggleFlags } from '../dom.js';

const accessories = Object.freeze({ disclosureIndicator: '›', checkmark: '✓', detailButton: 'ⓘ' });
const SWIPE_PIXELS = 40;

export default {
  create(entry, context) {
    const { parts } = entry;
    const element = make('div', 'row');
    element.setAttribute('role', 'button');
    element.tabIndex = 0;
    parts.minus = make('button', 'minus', '−');
    parts.minus.setAttribute('aria-label', 'Delete…');
    const slot = make('div', 'slot');
    const main = make('div', 'main');
    parts.text = make('span', 'text');
    parts.detail = make('span', 'detail');
    main.append(parts.text, parts.detail);
    parts.accessory = make('span', 'accessory');
    parts.remove = make('button', 'delete-action', 'Delete');
    element.append(parts.minus, slot, main, parts.accessory, parts.remove);

    const tap = () => context.sendEvent(entry.data.id, 'tap');
    parts.minus.addEventListener('click', (event) => {
      event.stopPropagation();
      element.classList.toggle('swiped');
    });
    parts.remove.addEventListener('click', (event) => {
      event.stopPropagation();
      element.classList.remove('swiped');
      context.sendEvent(entry.data.id, 'delete');
    });
    element.addEventListener('click', () => {
      if (entry.swipedJustNow) {
        entry.swipedJustNow = false;
        return;
      }
      if (element.classList.contains('swiped')) {
        element.classList.remove('swiped');
        return;
      }
      tap();
    });
    element.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' && event.target === element) tap();
    });
    // Swipe left to reveal Delete, as on iOS.
    let startX = null;
    element.addEventListener('pointerdown', (event) => { startX = event.clientX; });
    element.addEventListener('pointermove', (event) => {
      if (startX === null || !has(entry.data, 'deletable')) return;
      if (startX - event.clientX > SWIPE_PIXELS) {
        element.classList.add('swiped');
        entry.swipedJustNow = true;
        startX = null;
      }
    });
    element.addEventListener('pointerup', () => { startX = null; });
    return { element, slot };
  },
  reuse(entry) {
    entry.element.classList.remove('swiped');
    entry.swipedJustNow = false;
  },
  update({ data, element, parts }) {
    const rowText = text(data, 'text');
    parts.text.textContent = rowText;
    parts.detail.textContent = text(data, 'detailText');
    const accessory = typeof data.accessory === 'string' && Object.hasOwn(accessories, data.accessory)
      ? data.accessory : '';
    parts.accessory.textContent = accessory ? accessories[accessory] : '';
    for (const name of Object.keys(accessories)) parts.accessory.classList.toggle(name, name === accessory);
    toggleFlags(element, data, ['selected', 'deletable', 'offscreen']);
    element.setAttribute('aria-label', rowText);
  },
};
