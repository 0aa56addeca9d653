// The WAV encoder of recordings: Float32 chunks from the microphone become 16-bit PCM mono WAV, averaged
// down to 16 kHz (the rate the server expects; a slower input keeps its own rate).

/**
 * A WAV blob of `chunks` (Float32Arrays of samples at `inputRate`), resampled by averaging to `targetRate`.
 */
export function encodeWAV(chunks, inputRate, targetRate) {
  const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const ratio = Math.max(1, inputRate / targetRate);
  const count = Math.floor(total / ratio);
  const rate = Math.round(inputRate / ratio);
  const buffer = new ArrayBuffer(44 + count * 2);
  const view = new DataView(buffer);
  const ascii = (offset, string) => {
    for (let i = 0; i < string.length; i++) view.setUint8(offset + i, string.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + count * 2, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // size of the fmt chunk
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true); // bytes per second
  view.setUint16(32, 2, true); // bytes per frame
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, count * 2, true);

  const samples = new Float32Array(total);
  let position = 0;
  for (const chunk of chunks) {
    samples.set(chunk, position);
    position += chunk.length;
  }
  for (let i = 0; i < count; i++) {
    const start = Math.floor(i * ratio);
    const end = Math.min(total, Math.floor((i + 1) * ratio));
    let sum = 0;
    for (let j = start; j < end; j++) sum += samples[j];
    const value = Math.max(-1, Math.min(1, sum / Math.max(1, end - start)));
    view.setInt16(44 + i * 2, value < 0 ? value * 0x8000 : value * 0x7fff, true);
  }
  return new Blob([buffer], { type: 'audio/wav' });
}
