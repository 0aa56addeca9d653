// The recorder's AudioWorkletProcessor ('apparch-recorder'), run on the audio rendering thread: gathers
// the microphone's samples (mixed down to one channel by the node) into chunks of 4096 and posts each
// chunk to the main thread as `{samples: Float32Array}` (its buffer transferred). On `{command: 'flush'}`
// it posts what it holds, then `{flushed: true}`, and stops processing. It writes no output: the node
// only feeds the destination silence, so the graph keeps pulling it.

const CHUNK = 4096;

class RecorderProcessor extends AudioWorkletProcessor {
  constructor() {
    super();
    this.buffer = new Float32Array(CHUNK);
    this.filled = 0;
    this.active = true;
    this.port.onmessage = (event) => {
      if (event.data && event.data.command === 'flush') {
        this.flush();
        this.active = false;
        this.port.postMessage({ flushed: true });
      }
    };
  }

  process(inputs) {
    if (!this.active) return false;
    // The first input's first channel; an unconnected input has no channels.
    const [input] = inputs;
    const [samples] = input || [];
    if (samples) {
      let offset = 0;
      while (offset < samples.length) {
        const count = Math.min(samples.length - offset, CHUNK - this.filled);
        this.buffer.set(samples.subarray(offset, offset + count), this.filled);
        this.filled += count;
        offset += count;
        if (this.filled === CHUNK) this.flush();
      }
    }
    return true;
  }

  /** Posts the samples gathered so far. */
  flush() {
    if (this.filled === 0) return;
    const chunk = this.buffer.slice(0, this.filled);
    this.port.postMessage({ samples: chunk }, [chunk.buffer]);
    this.filled = 0;
  }
}

registerProcessor('apparch-recorder', RecorderProcessor);
