import type { UploadPurpose, UploadResult } from '@meridian/contract';
import type { Deps } from '../../deps.js';
import { tooManyRequests } from '../../lib/app-error.js';
import { getSetting } from '../settings/get-setting.js';
import { sanitizeImage } from './sanitize-image.js';
import { storeUpload } from './store-upload.js';
import { getUploadLimits } from './upload-limits.js';
import type { UploadOwner } from './upload-ownership.js';

/**
 * A user (or, for the chat, a visitor or staff member) uploads an image (POST upload): checked and re-encoded, then stored. Nothing is stored
 * when any check fails (AppError 465–468). Decoding is costly (a large JPEG 2000 takes seconds),
 * so each user has an hourly allowance (`uploads.perUserPerHour`; 429 beyond it).
 */
export async function uploadImage<P extends UploadPurpose | 'chat_image'>(
  deps: Deps,
  owner: string | UploadOwner,
  purpose: P,
  body: Buffer,
): Promise<Omit<UploadResult, 'purpose'> & { purpose: P }> {
  const { kind, id } = typeof owner === 'string' ? { kind: 'user' as const, id: owner } : owner;
  const allowance = await getSetting(deps.db, 'uploads.perUserPerHour');
  const key = kind === 'user' ? `upload:${id}` : `upload:${kind}:${id}`;
  const hit = await deps.rateLimiter.hit(key, allowance, 3_600_000);
  if (!hit.allowed) throw tooManyRequests(hit.retryAfterMs);
  const image = await sanitizeImage(body, await getUploadLimits(deps.db));
  return storeUpload(deps.db, id, purpose, image, kind);
}
