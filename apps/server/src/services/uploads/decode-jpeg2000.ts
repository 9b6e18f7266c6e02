import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { J2kHeader } from './jpeg2000-header.js';

/** Decoded pixels, interleaved, 8 bits per sample: what sharp takes as raw input. */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 3;
}

/** What @cornerstonejs/codec-openjpeg reports about a decoded frame. */
interface FrameInfo {
  width: number;
  height: number;
  bitsPerSample: number;
  componentCount: number;
  isSigned: boolean;
}

type WorkerReply = { info: FrameInfo; pixels: Uint8Array } | { failed: true };

/** A large JPEG 2000 takes seconds to decode; past this it is treated as corrupt. */
const DECODE_TIMEOUT_MS = 60_000;

// OpenJPEG compiled to WASM (the decode-only build of @cornerstonejs/codec-openjpeg) runs in a
// worker thread, one fresh worker per image, because: decoding is synchronous and would stall
// the event loop (prices, sockets) for seconds on a large image; WASM memory only ever grows,
// and the worker's is freed when it exits; a trap or endless loop dies with the worker. Its
// source is inline and the codec is loaded by absolute path, so the same code runs under Vitest
// (TypeScript sources) and in the esbuild bundle, where the package stays external.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const silent = () => undefined;
require(workerData.codecPath)({ print: silent, printErr: silent }).then(
  (codec) => {
    const decoder = new codec.J2KDecoder();
    try {
      decoder.getEncodedBuffer(workerData.file.length).set(workerData.file);
      // Full resolution (level 0) with every quality layer (0 = all; decode() keeps only the first).
      decoder.decodeSubResolution(0, 0);
      const pixels = decoder.getDecodedBuffer().slice();
      parentPort.postMessage({ info: decoder.getFrameInfo(), pixels }, [pixels.buffer]);
    } catch {
      // OpenJPEG failures surface as thrown C++ exception pointers or WASM traps.
      parentPort.postMessage({ failed: true });
    } finally {
      decoder.delete();
    }
  },
  () => parentPort.postMessage({ failed: true }),
);
`;

let codecPath: string | undefined;
const resolveCodec = () =>
  (codecPath ??= createRequire(import.meta.url).resolve(
    '@cornerstonejs/codec-openjpeg/decodewasmjs',
  ));

// One decode at a time per process: each may hold hundreds of MB at the pixel limit.
let queue: Promise<unknown> = Promise.resolve();

/**
 * Decodes a JP2 file or a bare J2K codestream (the codec picks by the first bytes). `null` when
 * it does not decode to exactly the image the header announced — corrupt, truncated, too slow,
 * or a kind the codec cannot return faithfully. Callers must check the header's pixels first.
 */
export function decodeJpeg2000(file: Uint8Array, header: J2kHeader): Promise<RawImage | null> {
  const decoded = queue.then(() => runWorker(file));
  queue = decoded.catch(() => undefined);
  return decoded.then((reply) => (reply && 'info' in reply ? toRaw(reply, header) : null));
}

function runWorker(file: Uint8Array): Promise<WorkerReply | null> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { codecPath: resolveCodec(), file },
    });
    const finish = (reply: WorkerReply | null) => {
      clearTimeout(timer);
      resolve(reply);
      void worker.terminate();
    };
    const timer = setTimeout(() => finish(null), DECODE_TIMEOUT_MS);
    worker.once('message', (reply: WorkerReply) => finish(reply));
    worker.once('error', () => finish(null));
    worker.once('exit', () => finish(null));
  });
}

function toRaw(
  { info, pixels }: { info: FrameInfo; pixels: Uint8Array },
  header: J2kHeader,
): RawImage | null {
  const { width, height, componentCount: channels, bitsPerSample: bits } = info;
  if (width !== header.width || height !== header.height || info.isSigned) return null;
  // The codec interleaves 3 components of ≤ 8 bits, or returns one of ≤ 16; nothing else.
  if (!(channels === 1 && bits <= 16) && !(channels === 3 && bits <= 8)) return null;
  const bytesPerSample = bits > 8 ? 2 : 1;
  // On failure the codec returns an empty buffer without an error.
  if (bits < 1 || pixels.length !== width * height * channels * bytesPerSample) return null;
  if (bytesPerSample === 1) {
    const data = Buffer.from(pixels.buffer, pixels.byteOffset, pixels.length);
    return { data, width, height, channels };
  }
  // 9–16-bit grey (little-endian samples): keep the top 8 bits.
  const samples = new DataView(pixels.buffer, pixels.byteOffset, pixels.byteLength);
  const data = Buffer.alloc(width * height);
  for (let i = 0; i < data.length; i += 1) data[i] = samples.getUint16(2 * i, true) >> (bits - 8);
  return { data, width, height, channels };
}
