// `map`: a map: `region` (`{latitude, longitude, latitudeDelta, longitudeDelta}`, what it shows) and
// `annotations` (`[{id, title, latitude, longitude, image}]`). Draws `div.map` (the img role, named by
// the `label` or by its annotations' titles) holding an inline SVG: a neutral background, a grid of round
// degrees, and each annotation inside the region as `g.annotation` (its image's glyph standing on the
// point, its title below) placed by an equirectangular projection of the region onto the drawing.
//
// Positions are percentages of the drawing, so the map follows its container's size without a script.
// Nothing is fetched: no tiles, no fonts, no images; a map without a valid region shows the background.

import { make, text } from '../dom.js';
import { imageText } from '../glyphs.js';

// NB: the SVG namespace is a name, not an address; nothing is requested from it.
const SVG_NS = 'http://www.w3.org/2000/svg';
/** At most this many grid lines each way; a finer grid is thinned to round steps. */
const GRID_LINES = 8;

function svg(tag, attributes = {}) {
  const element = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  return element;
}

/** The region's numbers, when they make a region: finite, with spans above zero; else null. */
function regionOf(data) {
  const region = data.region;
  if (!region || typeof region !== 'object') return null;
  const { latitude, longitude, latitudeDelta, longitudeDelta } = region;
  const numbers = [latitude, longitude, latitudeDelta, longitudeDelta];
  if (!numbers.every((value) => typeof value === 'number' && Number.isFinite(value))) return null;
  if (latitudeDelta <= 0 || longitudeDelta <= 0) return null;
  return {
    north: latitude + latitudeDelta / 2,
    west: longitude - longitudeDelta / 2,
    latitudeDelta,
    longitudeDelta,
  };
}

/** Where (`latitude`, `longitude`) falls in the drawing, as fractions from the top left. */
function project(region, latitude, longitude) {
  return {
    x: (longitude - region.west) / region.longitudeDelta,
    y: (region.north - latitude) / region.latitudeDelta,
  };
}

/** A round step (1, 2 or 5 times a power of ten) giving at most GRID_LINES lines across `span`. */
function gridStep(span) {
  const rough = span / GRID_LINES;
  const power = 10 ** Math.floor(Math.log10(rough));
  for (const factor of [1, 2, 5, 10]) {
    if (power * factor >= rough) return power * factor;
  }
  return power * 10;
}

/** The fractions across `span` from `start` at which multiples of the grid step fall. */
function gridFractions(start, span) {
  const step = gridStep(span);
  const fractions = [];
  for (let value = Math.ceil(start / step) * step; value <= start + span; value += step) {
    fractions.push((value - start) / span);
    if (fractions.length > GRID_LINES + 2) break;
  }
  return fractions;
}

const percent = (fraction) => `${(fraction * 100).toFixed(3)}%`;

function annotationsOf(data) {
  return Array.isArray(data.annotations)
    ? data.annotations.filter((annotation) => annotation && typeof annotation === 'object')
    : [];
}

export default {
  create(entry) {
    const element = make('div', 'map');
    element.setAttribute('role', 'img');
    const drawing = svg('svg', { class: 'map-drawing', width: '100%', height: '100%' });
    drawing.setAttribute('aria-hidden', 'true');
    element.append(drawing);
    entry.parts.drawing = drawing;
    return { element };
  },
  update({ data, element, parts }) {
    const drawing = parts.drawing;
    drawing.replaceChildren(svg('rect', { class: 'map-background', width: '100%', height: '100%' }));
    const annotations = annotationsOf(data);
    const titles = annotations.map((annotation) => text(annotation, 'title')).filter((title) => title);
    if (typeof data.label !== 'string') {
      element.setAttribute('aria-label', titles.length ? `Map: ${titles.join(', ')}` : 'Map');
    }
    const region = regionOf(data);
    if (!region) return;
    const grid = svg('g', { class: 'map-grid' });
    for (const x of gridFractions(region.west, region.longitudeDelta)) {
      grid.append(svg('line', { x1: percent(x), x2: percent(x), y1: '0%', y2: '100%' }));
    }
    for (const fromSouth of gridFractions(region.north - region.latitudeDelta, region.latitudeDelta)) {
      const y = 1 - fromSouth;
      grid.append(svg('line', { x1: '0%', x2: '100%', y1: percent(y), y2: percent(y) }));
    }
    drawing.append(grid);
    for (const annotation of annotations) {
      const { latitude, longitude } = annotation;
      if (typeof latitude !== 'number' || typeof longitude !== 'number') continue;
      const { x, y } = project(region, latitude, longitude);
      if (!(x >= 0 && x <= 1 && y >= 0 && y <= 1)) continue;
      const title = text(annotation, 'title');
      const group = svg('g', { class: 'annotation' });
      group.dataset.annotationId = text(annotation, 'id');
      const tooltip = svg('title');
      tooltip.textContent = title;
      const point = svg('circle', { class: 'annotation-point', cx: percent(x), cy: percent(y), r: 3 });
      const glyph = svg('text', { class: 'annotation-glyph', x: percent(x), y: percent(y), 'text-anchor': 'middle' });
      glyph.textContent = imageText(annotation.image);
      const label = svg('text', {
        class: 'annotation-title', x: percent(x), y: percent(y), dy: '1.3em', 'text-anchor': 'middle',
      });
      label.textContent = title;
      group.append(tooltip, point, glyph, label);
      drawing.append(group);
    }
  },
};
