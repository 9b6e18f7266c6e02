import type { Staff } from '@meridian/contract';
import type { Deps } from '../../deps.js';
import { unauthenticated } from '../../lib/app-error.js';
import { findStaffById } from './find-staff.js';
import { toStaffView } from './staff-view.js';

/** The signed-in staff member (GET /auth/me). */
export async function getStaff(deps: Deps, staffId: string): Promise<Staff> {
  const row = await findStaffById(deps.db, staffId);
  if (!row) throw unauthenticated();
  return toStaffView(row);
}
