// The tree a tab holds: builds the page from a `welcome`'s tree, keeps the map from element id to entry,
// and applies `patch` messages' `set`, `list`, `replace` and `reuse` patches (PROTOCOL.md, "Patches").
//
// An entry is `{data, parent, control, element, slot, parts}`:
// - `data`: the node's fields and properties without `children` (`set` patches change it in place);
// - `parent`: the parent's entry (null for the root);
// - `control`: the kind's module from controls/index.js, which draws the node;
// - `element`: the node's DOM element, carrying `data-id`, `data-kind` and, when set, `data-identifier`;
// - `slot`: the element that holds the children's elements, in order;
// - `parts`: the control's own pieces and state.
// Controls may keep more state on the entry (text fields keep `sent` and `serverText`).

import { has, make } from './dom.js';
import { controlFor } from './controls/index.js';

export class Tree {
  /** id → entry for every node on the page. */
  nodes = new Map();

  /**
   * @param {Element} root where the tree's root element goes
   * @param {object} context what controls use to talk to the server (see controls/index.js)
   */
  constructor(root, context) {
    this.root = root;
    this.context = context;
  }

  /** Draws `node` (a welcome's tree) from scratch. */
  reset(node) {
    this.nodes.clear();
    this.root.replaceChildren(this.build(node, null));
  }

  /** Applies one patch; a patch naming a node the tab does not hold is ignored. */
  apply(patch) {
    switch (patch.op) {
      case 'set': this.#set(patch); break;
      case 'list': this.#list(patch); break;
      case 'replace': this.#replace(patch); break;
      case 'reuse': this.#reuse(patch); break;
    }
  }

  /** Makes the element of `node` and its subtree, registering each entry; returns the element. */
  build(node, parent) {
    const data = Object.assign({}, node);
    delete data.children;
    const children = Array.isArray(node.children) ? node.children : [];
    const control = controlFor(data.kind);
    const entry = { data, parent, control, element: null, slot: null, parts: {} };
    const made = control.create(entry, this.context);
    entry.element = made.element;
    // NB: leaf kinds have no slot; children they are sent anyway are kept, out of sight.
    entry.slot = made.slot || make('div', 'slot');
    entry.element.dataset.id = String(data.id);
    entry.element.dataset.kind = String(data.kind);
    this.nodes.set(data.id, entry);
    for (const child of children) entry.slot.append(this.build(child, entry));
    this.#draw(entry);
    if (control.layout) control.layout(entry, this.context);
    return entry.element;
  }

  /** Brings the element of `entry` up to date: the fields every kind shares, then the kind's own. */
  #draw(entry) {
    const { data, element } = entry;
    element.toggleAttribute('inert', has(data, 'inert'));
    element.hidden = has(data, 'hidden');
    if (typeof data.identifier === 'string') element.dataset.identifier = data.identifier;
    else delete element.dataset.identifier;
    if (typeof data.label === 'string') element.setAttribute('aria-label', data.label);
    else element.removeAttribute('aria-label');
    entry.control.update(entry, this.context);
  }

  #set(patch) {
    const entry = this.nodes.get(patch.id);
    if (!entry || !patch.props || typeof patch.props !== 'object') return;
    this.#setProps(entry, patch.props);
    this.#draw(entry);
  }

  /** Copies `props` into the node's data; `null` clears a property; `id`, `kind` and `children` are not props. */
  #setProps(entry, props) {
    for (const key of Object.keys(props)) {
      if (key === 'id' || key === 'kind' || key === 'children') continue;
      const value = props[key];
      if (value === null) delete entry.data[key];
      else entry.data[key] = value;
    }
  }

  /**
   * Keeps the element of node `id` as node `newId`, the new element of the same kind in its place: the
   * element stays where it is with its children, takes the new id and props, and drops what it kept for the
   * person's action on the old node (the focus, and the control's own, through its `reuse`), as a new
   * element would not have it.
   */
  #reuse(patch) {
    const entry = this.nodes.get(patch.id);
    const newId = patch.newId;
    if (!entry || !Number.isInteger(newId) || newId <= 0 || this.nodes.has(newId)) return;
    if (!patch.props || typeof patch.props !== 'object') return;
    this.nodes.delete(patch.id);
    entry.data.id = newId;
    entry.element.dataset.id = String(newId);
    this.nodes.set(newId, entry);
    // NB: only the focus in the element's own parts: a child keeps its own, or loses it by its own patch.
    const active = document.activeElement;
    if (active && entry.element.contains(active) && !entry.slot.contains(active)) active.blur();
    // NB: an element whose control keeps nothing, given no new props, already shows the new node.
    if (!entry.control.reuse && Object.keys(patch.props).length === 0) return;
    if (entry.control.reuse) entry.control.reuse(entry, this.context);
    this.#setProps(entry, patch.props);
    this.#draw(entry);
  }

  #list(patch) {
    const entry = this.nodes.get(patch.id);
    if (!entry) return;
    for (const id of patch.remove || []) {
      const child = this.nodes.get(id);
      if (child && child.parent === entry) {
        child.element.remove();
        this.#forget(child);
      }
    }
    const place = patch.place || [];
    const moving = new Map();
    for (const placement of place) {
      if (placement.node) continue;
      const child = this.nodes.get(placement.id);
      if (child && child.parent === entry) {
        child.element.remove();
        moving.set(placement.id, child);
      }
    }
    for (const placement of place) {
      const element = placement.node ? this.build(placement.node, entry) : moving.get(placement.id)?.element;
      if (element) entry.slot.insertBefore(element, entry.slot.children.item(placement.at));
    }
    if (entry.control.layout) entry.control.layout(entry, this.context);
  }

  #replace(patch) {
    const node = patch.node;
    const old = node && this.nodes.get(node.id);
    if (!old) return;
    this.#forget(old);
    old.element.replaceWith(this.build(node, old.parent));
  }

  /** Drops `entry` and its subtree from the map. */
  #forget(entry) {
    if (this.nodes.get(entry.data.id) === entry) this.nodes.delete(entry.data.id);
    for (const element of entry.slot.children) {
      const child = this.nodes.get(Number(element.dataset.id));
      if (child && child.element === element) this.#forget(child);
    }
  }
}
