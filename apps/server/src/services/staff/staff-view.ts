import type { Staff } from '@meridian/contract';
import type { staffUsers } from '../../db/schema/index.js';

export type StaffRow = typeof staffUsers.$inferSelect;

export function toStaffView(row: StaffRow): Staff {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    status: row.status,
    twoFactorEnabled: row.totpSecret !== null,
    createdAt: row.createdAt.getTime(),
  };
}

/** What the audit log records about a staff member: never a secret or a hash. */
export function staffAuditState(row: StaffRow) {
  return { role: row.role, status: row.status, twoFactorEnabled: row.totpSecret !== null };
}
