import { createHash } from 'node:crypto';
import type { UploadPurpose, UploadResult } from '@meridian/contract';
import type { Db } from '../../db/client.js';
import { uploadBlobs, uploads } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import type { SanitizedImage } from './sanitize-image.js';

/**
 * Stores a sanitized image for its owner (a user by default; a chat image may be a visitor's or a
 * staff member's): its row and its bytes together, or neither.
 */
export async function storeUpload<P extends UploadPurpose | 'chat_image'>(
  db: Db,
  userId: string,
  purpose: P,
  image: SanitizedImage,
  ownerKind: 'user' | 'visitor' | 'staff' = 'user',
): Promise<Omit<UploadResult, 'purpose'> & { purpose: P }> {
  const sha256 = createHash('sha256').update(image.bytes).digest('hex');
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(uploads)
      .values({
        ownerKind,
        ownerId: userId,
        purpose,
        mime: image.mime,
        sourceFormat: image.sourceFormat,
        width: image.width,
        height: image.height,
        bytes: image.bytes.length,
        sha256,
      })
      .returning({ id: uploads.id });
    if (!row) throw new Error('upload insert returned no row');
    await tx.insert(uploadBlobs).values({ uploadId: row.id, bytes: image.bytes });
    return {
      id: row.id,
      purpose,
      mime: image.mime,
      width: image.width,
      height: image.height,
      bytes: image.bytes.length,
    };
  });
}
