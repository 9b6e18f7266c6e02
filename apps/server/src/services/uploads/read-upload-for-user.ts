import type { Executor } from '../../db/client.js';
import { readStoredImage, type StoredImage } from './stored-image.js';
import { ownedBy } from './upload-ownership.js';

/** The user's own image; `null` when the id is unknown or the image is someone else's. */
export function readUploadForUser(
  db: Executor,
  userId: string,
  uploadId: string,
): Promise<StoredImage | null> {
  return readStoredImage(db, uploadId, ownedBy(userId));
}
