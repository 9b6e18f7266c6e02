import type { StaffRole } from '@meridian/contract';

/** The signed-in staff member a back-office use case acts as (resolved by plugins/staff-auth). */
export interface StaffPrincipal {
  staffId: string;
  username: string;
  role: StaffRole;
  sessionId: string;
}
