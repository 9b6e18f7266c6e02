import type { Executor } from '../../db/client.js';
import { readStoredImage, type StoredImage } from './stored-image.js';

/** Any image, for the back office (reviewing KYC and deposit proofs); `null` when unknown. */
export function readUploadForStaff(db: Executor, uploadId: string): Promise<StoredImage | null> {
  return readStoredImage(db, uploadId);
}
