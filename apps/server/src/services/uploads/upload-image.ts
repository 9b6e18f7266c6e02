import type { UploadPurpose, UploadResult } from '@meridian/contract';
import type { Deps } from '../../deps.js';
import { sanitizeImage } from './sanitize-image.js';
import { storeUpload } from './store-upload.js';
import { getUploadLimits } from './upload-limits.js';

/**
 * A user uploads an image (POST upload): checked and re-encoded, then stored. Nothing is stored
 * when any check fails (AppError 465–468).
 */
export async function uploadImage(
  deps: Deps,
  userId: string,
  purpose: UploadPurpose,
  body: Buffer,
): Promise<UploadResult> {
  const image = await sanitizeImage(body, await getUploadLimits(deps.db));
  return storeUpload(deps.db, userId, purpose, image);
}
