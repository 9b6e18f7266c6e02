import type { Executor } from '../../db/client.js';
import { getSetting } from '../settings/get-setting.js';

/** The administrator's limits, read per upload so a change applies at once. */
export interface UploadLimits {
  maxBytes: number;
  maxPixels: number;
}

export async function getUploadLimits(db: Executor): Promise<UploadLimits> {
  return {
    maxBytes: await getSetting(db, 'uploads.maxBytes'),
    maxPixels: await getSetting(db, 'uploads.maxPixels'),
  };
}
