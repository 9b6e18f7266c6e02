import type { UploadPurpose } from '@meridian/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { uploads } from '../../db/schema/index.js';
import { imageRequired } from './upload-errors.js';

// Ids come from URLs and request bodies; anything else would be a database cast error.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `uploadId` can be an upload id at all (a UUID), so it may be looked up. */
export const isUploadId = (uploadId: string): boolean => UUID.test(uploadId);

/** Who made an upload: a user, a chat visitor, or a staff member (chat images). */
export interface UploadOwner {
  kind: 'user' | 'visitor' | 'staff';
  id: string;
}

/** The uploads an owner made themselves (a user by default). */
export const ownedBy = (owner: string | UploadOwner) => {
  const { kind, id } = typeof owner === 'string' ? { kind: 'user' as const, id: owner } : owner;
  return and(eq(uploads.ownerKind, kind), eq(uploads.ownerId, id));
};

/**
 * For use cases that reference uploads (KYC, deposits, chat messages): the id must be one of the
 * owner's own uploads made for one of `purposes`, else AppError 468 — the same answer for unknown,
 * foreign and wrong-purpose ids, so nobody can probe other people's upload ids.
 */
export async function assertOwnUpload(
  db: Executor,
  owner: string | UploadOwner,
  uploadId: string,
  purposes: readonly (UploadPurpose | 'chat_image')[],
): Promise<void> {
  if (!isUploadId(uploadId)) throw imageRequired();
  const [row] = await db
    .select({ purpose: uploads.purpose })
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), ownedBy(owner)));
  if (!row || !(purposes as readonly string[]).includes(row.purpose)) throw imageRequired();
}
