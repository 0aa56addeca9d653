// The controls: one module per node kind (PROTOCOL.md, "Kinds and their properties"), each in the file
// named after its kind, all registered below by kind.
//
// A control module's default export is an object:
//
//   create(entry, context) → {element, slot?}
//     Makes the node's DOM element (and its event listeners) once. `slot` is the element the children's
//     elements go into, in order; leaf kinds return none (children they are sent anyway are kept out of
//     sight). `entry.data` is not final yet: `update` draws it.
//   update(entry, context)
//     Draws `entry.data` into the element: after `create`, and after every `set` patch on the node. The
//     tree has already applied what every kind shares (`inert`, `hidden`, `identifier` as
//     `data-identifier`, `label` as `aria-label`); `update` may override `aria-label`.
//   layout(entry, context)   (optional)
//     Called after the node's children were built or changed by a `list` patch (tables place rows).
//   reuse(entry, context)   (optional)
//     Called when a `reuse` patch makes the element another node's, before `update` draws the new data:
//     forgets what the control kept for the person's action on the old node (text typed but not yet
//     answered, a swiped row, a recent scroll), as a newly created element would not have it.
//
// `entry` is the tree's record of the node (see ../tree.js): `data` (the node's fields and properties by
// name, without `children`; absent optional properties are unset), `parent`, `element`, `slot` and
// `parts` (the control's own pieces). `context.sendEvent(id, action, fields)` sends an `event` message.
//
// A kind this client does not know draws as a plain `view`.

import window from './window.js';
import split from './split.js';
import pane from './pane.js';
import navigation from './navigation.js';
import navigationBar from './navigationBar.js';
import backButton from './backButton.js';
import barButton from './barButton.js';
import screen from './screen.js';
import modal from './modal.js';
import view from './view.js';
import stack from './stack.js';
import label from './label.js';
import button from './button.js';
import textField from './textField.js';
import slider from './slider.js';
import progress from './progress.js';
import activity from './activity.js';
import toggle from './toggle.js';
import segmented from './segmented.js';
import segment from './segment.js';
import searchBar from './searchBar.js';
import image from './image.js';
import spacer from './spacer.js';
import table from './table.js';
import section from './section.js';
import row from './row.js';
import alert from './alert.js';
import alertAction from './alertAction.js';
import refresh from './refresh.js';
import map from './map.js';

/** Every kind's control, by kind. */
const controls = Object.freeze({
  window: window,
  split: split,
  pane: pane,
  navigation: navigation,
  navigationBar: navigationBar,
  backButton: backButton,
  barButton: barButton,
  screen: screen,
  modal: modal,
  view: view,
  stack: stack,
  label: label,
  button: button,
  textField: textField,
  slider: slider,
  progress: progress,
  activity: activity,
  toggle: toggle,
  segmented: segmented,
  segment: segment,
  searchBar: searchBar,
  image: image,
  spacer: spacer,
  table: table,
  section: section,
  row: row,
  alert: alert,
  alertAction: alertAction,
  refresh: refresh,
  map: map,
});

export default controls;

/** The control that draws nodes of `kind`: a plain view for a kind this client does not know. */
export function controlFor(kind) {
  return typeof kind === 'string' && Object.hasOwn(controls, kind) ? controls[kind] : controls.view;
}
