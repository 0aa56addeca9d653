// The microphone: one recorder per `recorder` message `start` from the server. It asks for the
// microphone, records through an AudioWorklet (recorder-worklet.js) and reports `started`, or `denied`
// (permission refused) or `failed`. On `stop` it uploads the take as 16 kHz 16-bit mono WAV with a POST to
// the `upload` URL given with `start` (a failed upload shows a toast and reports `failed`); on `cancel` it
// uploads nothing. Every path stops the microphone's tracks and closes the audio context.

import { encodeWAV } from './wav.js';

const WORKLET = '/static/client/recorder-worklet.js';
const FLUSH_TIMEOUT_MS = 500;

export class Recorders {
  /** id → recorder state (see #start) */
  #recorders = new Map();

  /**
   * @param {(message: object) => void} send sends a message to the server
   * @param {(text: string) => void} toast shows a message to the person
   */
  constructor(send, toast) {
    this.send = send;
    this.toast = toast;
  }

  /** Follows one `recorder` message from the server. */
  command(message) {
    if (message.command === 'start') this.#start(message.id, message.upload);
    else if (message.command === 'stop' || message.command === 'cancel') this.#end(message.id, message.command === 'stop');
  }

  async #start(id, upload) {
    const previous = this.#recorders.get(id);
    if (previous) release(previous);
    const state = {
      upload, chunks: [], rate: 48000, released: false,
      stream: null, context: null, source: null, node: null, onFlushed: null,
    };
    this.#recorders.set(id, state);
    try {
      state.stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      if (state.released) return;
      this.#drop(id, state);
      this.#report(id, error && error.name === 'NotAllowedError' ? 'denied' : 'failed');
      return;
    }
    // NB: a stop or cancel while the browser asked released the state; the stream came after.
    if (state.released) return release(state);
    try {
      state.context = new AudioContext();
      state.rate = state.context.sampleRate;
      await state.context.audioWorklet.addModule(WORKLET);
      if (state.released) return release(state);
      await state.context.resume();
      if (state.released) return release(state);
      state.source = state.context.createMediaStreamSource(state.stream);
      state.node = new AudioWorkletNode(state.context, 'apparch-recorder', {
        numberOfInputs: 1, numberOfOutputs: 1, outputChannelCount: [1],
        channelCount: 1, channelCountMode: 'explicit', channelInterpretation: 'speakers',
      });
      state.node.port.onmessage = (event) => {
        const data = event.data || {};
        if (data.samples instanceof Float32Array) state.chunks.push(data.samples);
        if (data.flushed && state.onFlushed) state.onFlushed();
      };
      state.source.connect(state.node);
      state.node.connect(state.context.destination);
      this.#report(id, 'started');
    } catch {
      if (state.released) return release(state);
      this.#drop(id, state);
      this.#report(id, 'failed');
    }
  }

  /** Stops recorder `id`; `upload` says whether the take goes to the server (stop) or not (cancel). */
  async #end(id, upload) {
    const state = this.#recorders.get(id);
    if (!state) return;
    this.#recorders.delete(id);
    if (upload) await flush(state);
    release(state);
    if (!upload) return;
    try {
      if (typeof state.upload !== 'string') throw new Error('the server gave no upload address');
      const wav = encodeWAV(state.chunks, state.rate, 16000);
      const response = await fetch(state.upload, { method: 'POST', body: wav, headers: { 'Content-Type': 'audio/wav' } });
      if (!response.ok) throw new Error((await response.text()) || response.statusText);
    } catch (error) {
      this.toast('The recording could not be uploaded: ' + (error && error.message ? error.message : String(error)));
      this.#report(id, 'failed');
    }
  }

  /** Releases `state` and forgets it, if it is still recorder `id`. */
  #drop(id, state) {
    release(state);
    if (this.#recorders.get(id) === state) this.#recorders.delete(id);
  }

  #report(id, event) {
    this.send({ type: 'recorder', recorder: id, event });
  }
}

/** Waits until the worklet has posted the samples it holds (at most FLUSH_TIMEOUT_MS). */
function flush(state) {
  const node = state.node;
  if (!node) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, FLUSH_TIMEOUT_MS);
    state.onFlushed = () => {
      clearTimeout(timer);
      resolve();
    };
    node.port.postMessage({ command: 'flush' });
  });
}

/** Stops what `state` holds: the graph, the microphone's tracks and the audio context. Safe to repeat. */
function release(state) {
  state.released = true;
  state.onFlushed = null;
  if (state.node) {
    state.node.port.onmessage = null;
    state.node.disconnect();
    state.node = null;
  }
  if (state.source) {
    state.source.disconnect();
    state.source = null;
  }
  if (state.stream) {
    for (const track of state.stream.getTracks()) track.stop();
    state.stream = null;
  }
  if (state.context) {
    const context = state.context;
    state.context = null;
    if (context.state !== 'closed') context.close().catch(() => {});
  }
}
