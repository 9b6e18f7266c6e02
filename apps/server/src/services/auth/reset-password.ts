import { CatalogueCode, type resetPasswordBody } from '@meridian/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps } from '../../deps.js';
import { users } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { announceSessionsRevoked } from '../../realtime/session-revocations.js';
import { findUserByEmail } from '../users/find-user.js';
import { hashPassword } from './passwords.js';
import { revokeUserSessions } from './sessions.js';
import { checkCode, consumeCode } from './verification-codes.js';

/** Password reset by e-mail code: sets the new password and signs the user out everywhere. */
export async function resetPassword(
  deps: Deps,
  input: z.infer<typeof resetPasswordBody>,
): Promise<void> {
  const user = await findUserByEmail(deps.db, input.email);
  if (!user) throw new AppError(CatalogueCode.NO_MATCHING_USER, 404);
  const codeId = await checkCode(deps.db, deps.clock, input.email, 'reset', input.code);
  const passwordHash = await hashPassword(input.password);
  const ended = await inTransaction(deps.db, async (tx) => {
    await consumeCode(tx, deps.clock, codeId);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    return revokeUserSessions(tx, deps.clock, user.id);
  });
  await announceSessionsRevoked(deps.bus, ended);
}
