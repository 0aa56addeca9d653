// How images are drawn as text: an image of the protocol is `{symbol: name}` (a named symbol, drawn with
// the glyph below, or as its name when unknown) or `{emoji: text}` (drawn as is).

const symbols = Object.freeze({
  mic: '🎙',
  play: '▶︎',
  pause: '⏸',
  stop: '⏹',
  record: '⏺',
  folder: '📁',
  trash: '🗑',
});

/** The glyph of the symbol `name`; the name itself for a symbol without one. */
export function symbolGlyph(name) {
  if (typeof name !== 'string') return '';
  return Object.hasOwn(symbols, name) ? symbols[name] : name;
}

/** The text that draws `image` (a protocol image object, or absent). */
export function imageText(image) {
  if (!image || typeof image !== 'object') return '';
  if (typeof image.emoji === 'string') return image.emoji;
  if (typeof image.symbol === 'string') return symbolGlyph(image.symbol);
  return '';
}
