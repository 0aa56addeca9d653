// `searchBar`: a search field with `text` and an optional `placeholder`. Draws `input.searchbar` of type
// search (see ../fields.js for the events it sends and how it shows the server's text).

import { createField, reuseField, updateField } from '../fields.js';

export default {
  create(entry, context) {
    return { element: createField(entry, context, 'searchbar', 'search') };
  },
  reuse: reuseField,
  update(entry) {
    updateField(entry);
  },
};
