import { CatalogueCode, type LoginResult, type loginBody } from '@meridian/contract';
import type { z } from 'zod';
import type { Deps } from '../../deps.js';
import { AppError, tooManyRequests } from '../../lib/app-error.js';
import { getSetting } from '../settings/get-setting.js';
import { findUserByEmail, findUserByUsername } from '../users/find-user.js';
import { toUserView } from '../users/user-view.js';
import { verifyAgainstDummy, verifyPassword } from './passwords.js';
import { createSession, type SessionContext } from './sessions.js';

/**
 * login: username or e-mail plus password. Rate-limited per IP (all attempts) and per account
 * (failures), both answering 429 with the wait; a successful login clears the account's failures.
 */
export async function loginWithPassword(
  deps: Deps,
  input: z.infer<typeof loginBody>,
  context: SessionContext & { ip: string },
): Promise<LoginResult> {
  const perIp = await getSetting(deps.db, 'auth.loginAttemptsPerIpPerMinute');
  const ipLimit = await deps.rateLimiter.hit(`login-ip:${context.ip}`, perIp, 60_000);
  if (!ipLimit.allowed) throw tooManyRequests(ipLimit.retryAfterMs);

  const identifier = input.username.trim().toLowerCase();
  const failureKey = `login-fail:${identifier}`;
  const maxFailures = await getSetting(deps.db, 'auth.loginFailuresPerAccount');
  const failureWindowMs = (await getSetting(deps.db, 'auth.loginFailureWindowMinutes')) * 60_000;
  const failures = await deps.rateLimiter.peek(failureKey, maxFailures);
  if (!failures.allowed) throw tooManyRequests(failures.retryAfterMs);

  const user = identifier.includes('@')
    ? await findUserByEmail(deps.db, identifier)
    : await findUserByUsername(deps.db, identifier);
  if (!user) {
    await verifyAgainstDummy(input.password);
    await deps.rateLimiter.hit(failureKey, maxFailures, failureWindowMs);
    throw new AppError(CatalogueCode.NO_MATCHING_USER, 401);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await deps.rateLimiter.hit(failureKey, maxFailures, failureWindowMs);
    throw new AppError(CatalogueCode.WRONG_PASSWORD, 401);
  }
  if (user.status !== 'active') throw new AppError(CatalogueCode.ABNORMAL_USER_STATUS, 403);
  await deps.rateLimiter.reset(failureKey);
  const token = await createSession(deps.db, deps.clock, user.id, 'password', context);
  return { token, user: toUserView(user) };
}
