import type { Staff } from '@meridian/contract';
import { asc } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { staffUsers } from '../../db/schema/index.js';
import { unauthenticated } from '../../lib/app-error.js';
import { findStaffById } from './find-staff.js';
import { toStaffView } from './staff-view.js';

/** Every staff member, oldest first. */
export async function listStaff(deps: Deps): Promise<Staff[]> {
  const rows = await deps.db
    .select()
    .from(staffUsers)
    .orderBy(asc(staffUsers.createdAt), asc(staffUsers.username));
  return rows.map(toStaffView);
}

/** The signed-in staff member (GET /auth/me). */
export async function getStaff(deps: Deps, staffId: string): Promise<Staff> {
  const row = await findStaffById(deps.db, staffId);
  if (!row) throw unauthenticated();
  return toStaffView(row);
}
