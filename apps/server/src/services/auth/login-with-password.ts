import { CatalogueCode, type LoginReply, type loginBody } from '@meridian/contract';
import type { z } from 'zod';
import type { Deps } from '../../deps.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { findUserByEmail, findUserByUsername } from '../users/find-user.js';
import { announceSignIn, completeFirstFactor } from './sign-in-completion.js';
import { loginThrottle } from './login-throttle.js';
import { verifyAgainstDummy, verifyPassword } from './passwords.js';
import type { SessionContext } from './sessions.js';
import { recordSignInEvent } from './sign-in-events.js';

/**
 * login: username or e-mail plus password. Throttled per (account, address) with growing waits
 * and per address overall (login-throttle.ts), so guesses from elsewhere never lock the owner
 * out. With two-factor sign-in on, the reply is a challenge for loginTwoFactor, not a session.
 */
export async function loginWithPassword(
  deps: Deps,
  input: z.infer<typeof loginBody>,
  context: SessionContext & { ip: string },
): Promise<LoginReply> {
  const identifier = input.username.trim().toLowerCase();
  const user = identifier.includes('@')
    ? await findUserByEmail(deps.db, identifier)
    : await findUserByUsername(deps.db, identifier);
  const throttle = loginThrottle(deps, 'user', user ? user.id : `name:${identifier}`, context.ip);
  await throttle.check();

  if (!user) {
    await verifyAgainstDummy(input.password);
    await throttle.fail();
    throw new AppError(CatalogueCode.NO_MATCHING_USER, 401);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await throttle.fail();
    await recordSignInEvent(deps.db, deps.clock, user.id, 'password', 'wrong_password', context);
    throw new AppError(CatalogueCode.WRONG_PASSWORD, 401);
  }
  if (user.status !== 'active') throw new AppError(CatalogueCode.ABNORMAL_USER_STATUS, 403);
  const outcome = await inTransaction(deps.db, (tx) =>
    completeFirstFactor(deps, tx, user, 'password', context),
  );
  // With a second step pending, the address's failures stay counted until it passes too.
  if ('token' in outcome.reply) await throttle.succeed();
  await announceSignIn(deps, outcome);
  return outcome.reply;
}
