import type { Staff } from '@meridian/contract';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { staffUsers } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { announceSessionsRevoked } from '../../realtime/session-revocations.js';
import { recordAudit } from '../audit/record-audit.js';
import { lockStaff } from './find-staff.js';
import { signOutStaffEverywhere } from './staff-sessions.js';
import { staffAuditState, toStaffView, type StaffRow } from './staff-view.js';

export interface StaffChange {
  action: 'staff.disabled' | 'staff.enabled' | 'staff.two_factor_reset';
  patch: Partial<Pick<StaffRow, 'status' | 'totpSecret' | 'totpLastStep'>>;
  /** End the member's sessions and unfinished sign-ins. */
  signOut: boolean;
  /** Refused (409) when the admin acting is the member changed. */
  notOnSelf?: boolean;
}

/**
 * One admin action on a staff member: the row is locked, changed, and recorded in the audit log
 * with its state before and after, in one transaction.
 */
export async function changeStaff(
  deps: Deps,
  actorId: string,
  staffId: string,
  change: StaffChange,
): Promise<Staff> {
  if (change.notOnSelf && actorId === staffId) throw conflict();
  const { view, ended } = await inTransaction(deps.db, async (tx) => {
    const before = await lockStaff(tx, staffId);
    if (!before) throw notFound();
    const [after] = await tx
      .update(staffUsers)
      .set(change.patch)
      .where(eq(staffUsers.id, staffId))
      .returning();
    const ended = change.signOut ? await signOutStaffEverywhere(tx, deps.clock, staffId) : [];
    await recordAudit(tx, {
      actorId,
      action: change.action,
      targetType: 'staff',
      targetId: staffId,
      before: staffAuditState(before),
      after: staffAuditState(after!),
    });
    return { view: toStaffView(after!), ended };
  });
  await announceSessionsRevoked(deps.bus, ended);
  return view;
}

export const disableStaff = (deps: Deps, actorId: string, staffId: string) =>
  changeStaff(deps, actorId, staffId, {
    action: 'staff.disabled',
    patch: { status: 'disabled' },
    signOut: true,
    notOnSelf: true,
  });

export const enableStaff = (deps: Deps, actorId: string, staffId: string) =>
  changeStaff(deps, actorId, staffId, {
    action: 'staff.enabled',
    patch: { status: 'active' },
    signOut: false,
  });

/** Clears the TOTP secret: the member enrols a new one at their next sign-in. */
export const resetStaffTwoFactor = (deps: Deps, actorId: string, staffId: string) =>
  changeStaff(deps, actorId, staffId, {
    action: 'staff.two_factor_reset',
    patch: { totpSecret: null, totpLastStep: null },
    signOut: true,
  });
