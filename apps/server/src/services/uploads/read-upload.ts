import type { UploadPurpose } from '@meridian/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { uploadBlobs, uploads } from '../../db/schema/index.js';
import { imageRequired } from './upload-errors.js';

/** A stored image, ready to send with its type. */
export interface StoredImage {
  bytes: Buffer;
  mime: 'image/jpeg' | 'image/png';
}

// Ids come from URLs and request bodies; anything else would be a database cast error.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ownedBy = (userId: string) => and(eq(uploads.ownerKind, 'user'), eq(uploads.ownerId, userId));

async function readImage(db: Executor, uploadId: string, where?: SQL): Promise<StoredImage | null> {
  if (!UUID.test(uploadId)) return null;
  const [row] = await db
    .select({ mime: uploads.mime, bytes: uploadBlobs.bytes })
    .from(uploads)
    .innerJoin(uploadBlobs, eq(uploadBlobs.uploadId, uploads.id))
    .where(and(eq(uploads.id, uploadId), where));
  if (!row) return null;
  // PGlite hands bytea back as a Uint8Array, node-postgres as a Buffer.
  return { mime: row.mime, bytes: Buffer.from(row.bytes) };
}

/** The user's own image; `null` when the id is unknown or the image is someone else's. */
export function readUploadForUser(
  db: Executor,
  userId: string,
  uploadId: string,
): Promise<StoredImage | null> {
  return readImage(db, uploadId, ownedBy(userId));
}

/** Any image, for the back office (reviewing KYC and deposit proofs); `null` when unknown. */
export function readUploadForStaff(db: Executor, uploadId: string): Promise<StoredImage | null> {
  return readImage(db, uploadId);
}

/**
 * For use cases that reference uploads (KYC, deposits): the id must be one of the user's own
 * uploads made for one of `purposes`, else AppError 468 — the same answer for unknown, foreign
 * and wrong-purpose ids, so nobody can probe other users' upload ids.
 */
export async function assertOwnUpload(
  db: Executor,
  userId: string,
  uploadId: string,
  purposes: readonly UploadPurpose[],
): Promise<void> {
  if (!UUID.test(uploadId)) throw imageRequired();
  const [row] = await db
    .select({ purpose: uploads.purpose })
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), ownedBy(userId)));
  if (!row || !purposes.includes(row.purpose)) throw imageRequired();
}
