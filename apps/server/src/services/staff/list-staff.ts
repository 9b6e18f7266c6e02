import type { Staff } from '@meridian/contract';
import { asc } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { staffUsers } from '../../db/schema/index.js';
import { toStaffView } from './staff-view.js';

/** Every staff member, oldest first. */
export async function listStaff(deps: Deps): Promise<Staff[]> {
  const rows = await deps.db
    .select()
    .from(staffUsers)
    .orderBy(asc(staffUsers.createdAt), asc(staffUsers.username));
  return rows.map(toStaffView);
}
