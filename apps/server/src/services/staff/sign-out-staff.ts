import type { Deps } from '../../deps.js';
import { inTransaction } from '../../db/transaction.js';
import { recordAudit } from '../audit/record-audit.js';
import { revokeStaffSession } from './staff-sessions.js';

/** Ends the caller's own staff session. */
export async function signOutStaff(
  deps: Deps,
  principal: { staffId: string; sessionId: string },
): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    await revokeStaffSession(tx, deps.clock, principal.sessionId);
    await recordAudit(tx, {
      actorId: principal.staffId,
      action: 'staff.sign_out',
      targetType: 'staff',
      targetId: principal.staffId,
      after: { sessionId: principal.sessionId },
    });
  });
}
