import { beforeAll, describe, expect, it } from 'vitest';
import { registerByEmail } from '../helpers/accounts.js';
import { useTestServer } from '../helpers/test-server.js';
import { jpeg } from './corpus.js';
import { UPLOAD_URL, storedCounts } from './helpers.js';

// Over a real socket, not app.inject: a server that answers while the client is still sending
// and then closes tends to reset the connection, and the client never reads the answer.
const server = useTestServer();
let base: string;
let token: string;

beforeAll(async () => {
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  token = (await registerByEmail(server)).token;
});

const MAX_BYTES = 5 * 1024 * 1024;

/** A real JPEG padded past the limit: what a too-large phone photo looks like to the server. */
async function oversized(bytes: number) {
  const image = await jpeg(64, 64);
  return Buffer.concat([image, Buffer.alloc(bytes - image.length, 0x20)]);
}

function post(body: Buffer | ReadableStream<Uint8Array>) {
  return fetch(`${base}${UPLOAD_URL}?purpose=deposit_proof`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'image/jpeg' },
    body,
    duplex: 'half',
  } as RequestInit);
}

/** The body in 256 KB pieces without a Content-Length (chunked). */
function chunked(bytes: Buffer): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(at, (at += 256 * 1024)));
    },
  });
}

describe('an oversized upload over HTTP', () => {
  it('the client reads the 466 naming the limit, with or without a Content-Length', async () => {
    const before = await storedCounts(server);
    const body = await oversized(MAX_BYTES + 3 * 1024 * 1024);
    for (const attempt of [() => post(body), () => post(chunked(body))]) {
      for (let round = 0; round < 3; round += 1) {
        const response = await attempt();
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          code: 466,
          msg: 'The image size cannot exceed 5 MB',
          result: null,
        });
      }
    }
    expect(await storedCounts(server)).toEqual(before);
  });
});
