// Small DOM helpers shared by the client's modules: making elements, reading a node's flags, and the
// `.slot` that holds a node's children.
//
// A node's data is the JSON object of the wire protocol (PROTOCOL.md, "Nodes") without its `children`:
// `id`, `kind`, `flags`, `identifier`, `label` and the kind's properties, read by name only.

/** A new element `tag` with the class `className` (if any) and the text `text` (if given). */
export function make(tag, className, text) {
  const element = document.createElement(tag);
  if (className) element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

/** Whether the node `data` carries `flag`; an absent `flags` means none. */
export function has(data, flag) {
  return Array.isArray(data.flags) && data.flags.includes(flag);
}

/** Appends the element that will hold a node's children (`display: contents` unless styled) to `parent`. */
export function addSlot(parent, className = 'slot') {
  const slot = make('div', className);
  parent.append(slot);
  return slot;
}

/** Gives `element` each class in `flags` that the node `data` carries, and removes the others. */
export function toggleFlags(element, data, flags) {
  for (const flag of flags) element.classList.toggle(flag, has(data, flag));
}

/** A string property of `data`, or `fallback` when it is absent or not a string. */
export function text(data, name, fallback = '') {
  const value = data[name];
  return typeof value === 'string' ? value : fallback;
}

/** A finite number property of `data`, or `fallback` when it is absent or not a number. */
export function number(data, name, fallback = 0) {
  const value = data[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}
