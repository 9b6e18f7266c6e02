import { and, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { uploadBlobs, uploads } from '../../db/schema/index.js';
import { isUploadId } from './upload-ownership.js';

/** A stored image, ready to send with its type. */
export interface StoredImage {
  bytes: Buffer;
  mime: 'image/jpeg' | 'image/png';
}

/** The image with id `uploadId` that also matches `where`; `null` when there is none. */
export async function readStoredImage(
  db: Executor,
  uploadId: string,
  where?: SQL,
): Promise<StoredImage | null> {
  if (!isUploadId(uploadId)) return null;
  const [row] = await db
    .select({ mime: uploads.mime, bytes: uploadBlobs.bytes })
    .from(uploads)
    .innerJoin(uploadBlobs, eq(uploadBlobs.uploadId, uploads.id))
    .where(and(eq(uploads.id, uploadId), where));
  if (!row) return null;
  // PGlite hands bytea back as a Uint8Array, node-postgres as a Buffer.
  return { mime: row.mime, bytes: Buffer.from(row.bytes) };
}
