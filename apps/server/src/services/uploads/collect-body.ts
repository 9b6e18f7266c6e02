import type { Readable } from 'node:stream';
import type { Deps } from '../../deps.js';
import { getSetting } from '../settings/get-setting.js';
import { imageTooLarge } from './upload-errors.js';

/**
 * A body over the limit but no more than this many times it is read to its end, and discarded,
 * before the 466 goes out: a client still sending when the server answers and closes usually
 * sees a reset connection instead of the answer. Anything larger is cut off at once.
 */
const DRAIN_FACTOR = 4;

/**
 * Reads an upload's request body into memory, up to the size setting (read per request, so an
 * administrator's change applies at once). Over it: AppError 466 naming the limit, not
 * Fastify's generic 413 whose limit is fixed when the route is registered. Bytes past the limit
 * are never kept.
 */
export async function collectUploadBody(
  deps: Deps,
  payload: Readable,
  contentLength: string | undefined,
): Promise<Buffer> {
  const maxBytes = await getSetting(deps.db, 'uploads.maxBytes');
  const drainBytes = maxBytes * DRAIN_FACTOR;
  if (Number(contentLength) > drainBytes) throw imageTooLarge(maxBytes);
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const stop = () => {
      payload.off('data', onData);
      payload.off('end', onEnd);
      payload.off('error', onError);
    };
    const onData = (chunk: Buffer | string) => {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      received += bytes.length;
      if (received > drainBytes) {
        // Like Fastify's own body reader: stop listening and answer now; Fastify closes the
        // connection after the reply.
        stop();
        reject(imageTooLarge(maxBytes));
      } else if (received > maxBytes) {
        chunks.length = 0;
      } else {
        chunks.push(bytes);
      }
    };
    const onEnd = () => {
      stop();
      if (received > maxBytes) reject(imageTooLarge(maxBytes));
      else resolve(Buffer.concat(chunks, received));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
    payload.resume();
  });
}
