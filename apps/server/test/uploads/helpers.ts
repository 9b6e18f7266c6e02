import { count } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { uploadBlobs, uploads } from '../../src/db/schema/index.js';
import type { TestServer } from '../helpers/test-server.js';

export const UPLOAD_URL = '/swx/customer/user/upload';

/** POST upload with the image bytes as the body, as the web app sends a file. */
export function upload(
  server: TestServer,
  token: string | undefined,
  body: Buffer | Readable,
  /** null: no Content-Type header at all. */
  contentType: string | null = 'image/jpeg',
  purpose = 'kyc_front',
) {
  return server.call({
    method: 'POST',
    url: `${UPLOAD_URL}?purpose=${purpose}`,
    headers: {
      ...(token ? { authorization: token } : {}),
      ...(contentType ? { 'content-type': contentType } : {}),
    },
    payload: body,
  });
}

/** Rows in both upload tables: a refused upload must leave both unchanged. */
export async function storedCounts(server: TestServer) {
  const [meta] = await server.deps.db.select({ n: count() }).from(uploads);
  const [blobs] = await server.deps.db.select({ n: count() }).from(uploadBlobs);
  return { uploads: meta?.n ?? 0, blobs: blobs?.n ?? 0 };
}

/** The body as a stream without a Content-Length: the size check must stop mid-stream. */
export function streamed(bytes: Buffer, chunkSize = 64 * 1024): Readable {
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += chunkSize)
    chunks.push(bytes.subarray(at, at + chunkSize));
  return Readable.from(chunks, { objectMode: false });
}
