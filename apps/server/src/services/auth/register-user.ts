import { CatalogueCode, type LoginResult, type registerBody } from '@meridian/contract';
import type { z } from 'zod';
import type { Deps } from '../../deps.js';
import { inTransaction, pgConstraintName, pgErrorCode } from '../../db/transaction.js';
import { AppError, badRequest, InvalidFieldError } from '../../lib/app-error.js';
import { publishNotification } from '../notifications/create-notification.js';
import { createUser } from '../users/create-user.js';
import { findUserByEmail, findUserByPhone, findUserByUsername } from '../users/find-user.js';
import { toUserView } from '../users/user-view.js';
import { contactTarget } from './contact-target.js';
import { hashPassword } from './passwords.js';
import { createSession, type SessionContext } from './sessions.js';
import { recordSignInEvent } from './sign-in-events.js';
import { checkCode, consumeCode } from './verification-codes.js';

const usernameTaken = () => new AppError(CatalogueCode.USERNAME_EXISTS, 409);
const contactTaken = () => new AppError(CatalogueCode.EMAIL_OR_PHONE_EXISTS, 409);

/**
 * register: by e-mail or mobile with the code sent to it. One transaction creates the user, opens
 * both books, credits the demo book and writes the welcome notification; the reply signs the
 * new user in.
 */
export async function registerUser(
  deps: Deps,
  input: z.infer<typeof registerBody>,
  context: SessionContext,
): Promise<LoginResult> {
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.password) {
    throw badRequest(400, {}, 'confirmPassword');
  }
  const target = contactTarget(input);
  if (await findUserByUsername(deps.db, input.username)) throw usernameTaken();
  const contactOwner =
    target.channel === 'email'
      ? await findUserByEmail(deps.db, target.value)
      : await findUserByPhone(deps.db, target.value);
  if (contactOwner) throw contactTaken();
  const codeId = await checkCode(deps.db, deps.clock, target.value, 'register', input.code);

  // The tie to an inviter is made here, once (issue 17): a code that names nobody is refused
  // rather than dropped, so the person learns their friend's code was mistyped.
  const inviteCode = input.inviteCode?.trim().toUpperCase() || undefined;
  const inviter = inviteCode
    ? await deps.db.query.users.findFirst({
        where: (u, { eq }) => eq(u.referralCode, inviteCode),
      })
    : undefined;
  if (inviteCode && !inviter)
    throw new InvalidFieldError('validation.inviteCodeUnknown', 'inviteCode');
  const passwordHash = await hashPassword(input.password);

  try {
    const { user, token, welcome } = await inTransaction(deps.db, async (tx) => {
      await consumeCode(tx, deps.clock, codeId);
      const { user: created, welcome } = await createUser(tx, {
        username: input.username,
        email: target.channel === 'email' ? target.value : null,
        phone: target.channel === 'sms' ? target.value : null,
        passwordHash,
        invitedBy: inviter?.id ?? null,
      });
      const token = await createSession(tx, deps.clock, created.id, 'register', context);
      await recordSignInEvent(tx, deps.clock, created.id, 'register', 'success', context);
      return { user: created, token, welcome };
    });
    await publishNotification(deps.bus, welcome);
    return { token, user: toUserView(user) };
  } catch (error) {
    // Two registrations racing for one name: the unique index decides, the loser gets the code.
    if (pgErrorCode(error) === '23505') {
      const constraint = pgConstraintName(error) ?? '';
      if (constraint.includes('username')) throw usernameTaken();
      if (constraint.includes('email') || constraint.includes('phone')) throw contactTaken();
    }
    throw error;
  }
}
