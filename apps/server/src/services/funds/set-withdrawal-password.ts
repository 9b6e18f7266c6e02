import { CatalogueCode, type repasswordTxBody } from '@meridian/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps } from '../../deps.js';
import { users } from '../../db/schema/index.js';
import { AppError, tooManyRequests } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';

const FAILURES = 5;
const WINDOW_MS = 15 * 60_000;

/**
 * POST repasswordTx: sets or changes the withdrawal password (stored hashed, separate from the
 * login password). Changing it needs the current withdrawal password (10093); setting the first
 * one needs the login password when the account has one (10004). Failures are rate-limited.
 */
export async function setWithdrawalPassword(
  deps: Pick<Deps, 'db' | 'rateLimiter'>,
  userId: string,
  body: z.infer<typeof repasswordTxBody>,
): Promise<void> {
  const [user] = await deps.db
    .select({ login: users.passwordHash, withdrawal: users.withdrawalPasswordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError(CatalogueCode.NO_MATCHING_USER, 404);
  const key = `withdrawal-password-fail:${userId}`;
  const failures = await deps.rateLimiter.peek(key, FAILURES);
  if (!failures.allowed) throw tooManyRequests(failures.retryAfterMs);
  const check = user.withdrawal ?? user.login;
  if (check) {
    const ok = await verifyPassword(check, body.currentPassword ?? '');
    if (!ok) {
      await deps.rateLimiter.hit(key, FAILURES, WINDOW_MS);
      throw new AppError(
        user.withdrawal ? CatalogueCode.WRONG_WITHDRAWAL_PASSWORD : CatalogueCode.WRONG_PASSWORD,
        400,
      );
    }
  }
  await deps.rateLimiter.reset(key);
  await deps.db
    .update(users)
    .set({ withdrawalPasswordHash: await hashPassword(body.password) })
    .where(eq(users.id, userId));
}
