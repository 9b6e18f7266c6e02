import type { UploadPurpose, UploadResult } from '@meridian/contract';
import type { Deps } from '../../deps.js';
import { tooManyRequests } from '../../lib/app-error.js';
import { getSetting } from '../settings/get-setting.js';
import { sanitizeImage } from './sanitize-image.js';
import { storeUpload } from './store-upload.js';
import { getUploadLimits } from './upload-limits.js';

/**
 * A user uploads an image (POST upload): checked and re-encoded, then stored. Nothing is stored
 * when any check fails (AppError 465–468). Decoding is costly (a large JPEG 2000 takes seconds),
 * so each user has an hourly allowance (`uploads.perUserPerHour`; 429 beyond it).
 */
export async function uploadImage(
  deps: Deps,
  userId: string,
  purpose: UploadPurpose,
  body: Buffer,
): Promise<UploadResult> {
  const allowance = await getSetting(deps.db, 'uploads.perUserPerHour');
  const hit = await deps.rateLimiter.hit(`upload:${userId}`, allowance, 3_600_000);
  if (!hit.allowed) throw tooManyRequests(hit.retryAfterMs);
  const image = await sanitizeImage(body, await getUploadLimits(deps.db));
  return storeUpload(deps.db, userId, purpose, image);
}
