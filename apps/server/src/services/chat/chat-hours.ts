import { businessHoursAt, parseBusinessHours } from '@meridian/domain';
import type { Deps } from '../../deps.js';
import { getSetting } from '../settings/get-setting.js';

/** Whether staff are in now, when they return, and the schedule as written. */
export async function chatHoursNow(deps: Pick<Deps, 'db' | 'clock'>) {
  const schedule = await getSetting(deps.db, 'chat.businessHours');
  const ranges = parseBusinessHours(schedule) ?? [];
  return { ...businessHoursAt(ranges, deps.clock().getTime()), schedule };
}
