// `textField`: an editable line of `text` with an optional `placeholder`; the `secure` flag shows dots.
// Draws `input.field` (see ../fields.js for the events it sends and how it shows the server's text).

import { has } from '../dom.js';
import { createField, reuseField, updateField } from '../fields.js';

export default {
  create(entry, context) {
    return { element: createField(entry, context, 'field', 'text') };
  },
  reuse: reuseField,
  update(entry) {
    entry.element.type = has(entry.data, 'secure') ? 'password' : 'text';
    updateField(entry);
  },
};
