import { CatalogueCode, type changePasswordBody } from '@meridian/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps } from '../../deps.js';
import { users } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, unauthenticated } from '../../lib/app-error.js';
import { announceSessionsRevoked } from '../../realtime/session-revocations.js';
import { createNotification, publishNotification } from '../notifications/create-notification.js';
import { findUserById } from '../users/find-user.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { revokeUserSessions, type ActiveSession } from './sessions.js';

/** repassword: needs the current password; keeps this session and signs out all others. */
export async function changePassword(
  deps: Deps,
  session: ActiveSession,
  input: z.infer<typeof changePasswordBody>,
): Promise<void> {
  const user = await findUserById(deps.db, session.userId);
  if (!user) throw unauthenticated();
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
    throw new AppError(CatalogueCode.WRONG_PASSWORD, 400);
  }
  const passwordHash = await hashPassword(input.newPassword);
  const { notice, ended } = await inTransaction(deps.db, async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    const ended = await revokeUserSessions(tx, deps.clock, user.id, session.sessionId);
    return {
      notice: await createNotification(tx, { userId: user.id, kind: 'passwordChanged' }),
      ended,
    };
  });
  await announceSessionsRevoked(deps.bus, ended);
  await publishNotification(deps.bus, notice);
}
