import type { UploadPurpose } from '@meridian/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { uploads } from '../../db/schema/index.js';
import { imageRequired } from './upload-errors.js';

// Ids come from URLs and request bodies; anything else would be a database cast error.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `uploadId` can be an upload id at all (a UUID), so it may be looked up. */
export const isUploadId = (uploadId: string): boolean => UUID.test(uploadId);

/** The uploads a user made themselves. */
export const ownedBy = (userId: string) =>
  and(eq(uploads.ownerKind, 'user'), eq(uploads.ownerId, userId));

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
  if (!isUploadId(uploadId)) throw imageRequired();
  const [row] = await db
    .select({ purpose: uploads.purpose })
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), ownedBy(userId)));
  if (!row || !(purposes as readonly string[]).includes(row.purpose)) throw imageRequired();
}
