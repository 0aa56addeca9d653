// `table`: a virtualised table. Properties: `rowCount` (all rows), `firstVisibleRow`, `visibleRowCount`,
// `contentOffset`, `viewportHeight`, `contentHeight` and `rowsTop` (points). Children: a `refresh`, a
// header view, then the kept `section` headers and `row`s.
//
// Draws `div.table` (as high as the viewport, scrolling) holding `.content` (as high as all the content)
// holding `.rows`, placed at `rowsTop`, where the children follow one another (rows 44 points, headers
// 28). The table scrolls to `contentOffset` unless the person scrolled it in the last 600 ms; the
// person's scrolling sends `scroll` with the new offset at most once a frame. `.editing` shows the rows'
// delete buttons.

import { has, make, number } from '../dom.js';

/** How long after a person's scroll the server's offset is not applied (its echo may be stale). */
const RECENTLY_SCROLLED_MS = 600;

export default {
  create(entry, context) {
    const element = make('div', 'table');
    const content = make('div', 'content');
    const slot = make('div', 'rows');
    content.append(slot);
    element.append(content);
    entry.parts.content = content;
    entry.scrolledAt = 0;
    entry.parts.placedOffset = null;
    let pending = false;
    element.addEventListener('scroll', () => {
      // NB: the scroll that follows placing the server's offset is not the person's.
      const placed = entry.parts.placedOffset;
      entry.parts.placedOffset = null;
      if (placed !== null && Math.abs(element.scrollTop - placed) < 1) return;
      entry.scrolledAt = performance.now();
      if (pending) return;
      pending = true;
      const id = entry.data.id;
      requestAnimationFrame(() => {
        pending = false;
        // NB: a scroll of the node the element showed before a `reuse` is not the new node's.
        if (entry.data.id !== id) return;
        context.sendEvent(id, 'scroll', { value: Math.max(0, element.scrollTop), height: innerHeight });
      });
    });
    return { element, slot };
  },
  reuse(entry) {
    entry.scrolledAt = 0;
    entry.parts.placedOffset = null;
  },
  update(entry) {
    const { data, element } = entry;
    element.classList.toggle('editing', has(data, 'editing'));
    element.classList.toggle('scrollable', has(data, 'scrollable'));
    element.dataset.rowCount = String(number(data, 'rowCount', 0));
    layout(entry);
  },
  layout,
};

/** Sizes the table and its content, places the rows and scrolls to the server's offset. */
function layout(entry) {
  const { data, element, parts, slot } = entry;
  element.style.height = number(data, 'viewportHeight', 400) + 'px';
  parts.content.style.height = number(data, 'contentHeight', 0) + 'px';
  slot.style.top = number(data, 'rowsTop', 0) + 'px';
  const offset = number(data, 'contentOffset', 0);
  const recentlyScrolled = entry.scrolledAt && performance.now() - entry.scrolledAt < RECENTLY_SCROLLED_MS;
  if (!recentlyScrolled && Math.abs(element.scrollTop - offset) > 1) {
    element.scrollTop = offset;
    parts.placedOffset = element.scrollTop;
  }
}
