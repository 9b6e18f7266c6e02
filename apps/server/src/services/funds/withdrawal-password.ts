import { CatalogueCode, type CatalogueCodeValue } from '@meridian/contract';
import type { Deps } from '../../deps.js';
import { AppError, tooManyRequests } from '../../lib/app-error.js';
import { verifyPassword } from '../auth/passwords.js';

const FAILURES = 5;
const WINDOW_MS = 15 * 60_000;

/**
 * Checks a password guarding withdrawals (the withdrawal password, or the login password when
 * the first withdrawal password is set). Five wrong guesses in 15 minutes lock it for the user
 * (429): both calls that take it share one counter, so neither can be used to guess freely.
 */
export async function checkWithdrawalSecret(
  deps: Pick<Deps, 'rateLimiter'>,
  userId: string,
  hash: string,
  password: string,
  wrongCode: CatalogueCodeValue = CatalogueCode.WRONG_WITHDRAWAL_PASSWORD,
): Promise<void> {
  const key = `withdrawal-password-fail:${userId}`;
  const failures = await deps.rateLimiter.peek(key, FAILURES);
  if (!failures.allowed) throw tooManyRequests(failures.retryAfterMs);
  if (!(await verifyPassword(hash, password))) {
    await deps.rateLimiter.hit(key, FAILURES, WINDOW_MS);
    throw new AppError(wrongCode, 400);
  }
  await deps.rateLimiter.reset(key);
}
