import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The encodings a prepared reply is kept in, besides the plain body. */
export type Encoding = 'br' | 'gzip';

/** Smaller bodies are sent as they are: headers and a round trip cost more than the bytes. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * The encoding to send for an Accept-Encoding header: the one with the higher weight, brotli on a
 * tie (smaller), none when neither is taken. `q=0` refuses a coding; `*` stands for any not named.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weight = (coding: Encoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gzip = weight('gzip');
  if (br <= 0 && gzip <= 0) return undefined;
  return br >= gzip ? 'br' : 'gzip';
}

/**
 * `body` compressed for a reply built once and sent many times. Brotli at a middle quality: the
 * market list (≈ 24 KiB, rebuilt on every price change) takes well under a millisecond and comes
 * within a few percent of the highest quality; gzip at its default level for the rest.
 */
export function compressBody(body: string | Buffer, encoding: Encoding): Buffer {
  const input = typeof body === 'string' ? Buffer.from(body) : body;
  return encoding === 'br'
    ? brotliCompressSync(input, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
        },
      })
    : gzipSync(input, { level: 6 });
}
