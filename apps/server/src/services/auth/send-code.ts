import { CatalogueCode } from '@meridian/contract';
import type { Language } from '@meridian/i18n';
import { translate } from '@meridian/i18n';
import type { z } from 'zod';
import type { sendCodeBody } from '@meridian/contract';
import type { Deps } from '../../deps.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError, tooManyRequests } from '../../lib/app-error.js';
import { getSetting } from '../settings/get-setting.js';
import { findUserByEmail, findUserByPhone } from '../users/find-user.js';
import { contactTarget } from './contact-target.js';
import { issueCode } from './verification-codes.js';

/**
 * sendCode: a 6-digit code by e-mail or SMS, for registration (the address must be free: 10007)
 * or password reset (it must belong to a user: 10009). Limited per target (10089) and per IP.
 */
export async function sendCode(
  deps: Deps,
  input: z.infer<typeof sendCodeBody>,
  context: { ip: string; lang: Language },
): Promise<void> {
  const target = contactTarget(input);
  const perHour = await getSetting(deps.db, 'auth.codeSendsPerIpPerHour');
  const ipLimit = await deps.rateLimiter.hit(`code-ip:${context.ip}`, perHour, 3_600_000);
  if (!ipLimit.allowed) throw tooManyRequests(ipLimit.retryAfterMs);

  const existing =
    target.channel === 'email'
      ? await findUserByEmail(deps.db, target.value)
      : await findUserByPhone(deps.db, target.value);
  if (input.purpose === 'register' && existing)
    throw new AppError(CatalogueCode.EMAIL_OR_PHONE_EXISTS, 409);
  if (input.purpose === 'reset' && !existing)
    throw new AppError(CatalogueCode.NO_MATCHING_USER, 404);

  const { code, validityMinutes } = await inTransaction(deps.db, (tx) =>
    issueCode(tx, deps.clock, target, input.purpose),
  );
  const params = { code, minutes: validityMinutes };
  await deps.mailer.send(
    target.channel === 'email'
      ? {
          channel: 'email',
          to: target.value,
          subject: translate(context.lang, 'mail.code.subject'),
          body: translate(context.lang, 'mail.code.body', params),
        }
      : {
          channel: 'sms',
          to: target.value,
          subject: 'SMS',
          body: translate(context.lang, 'sms.code.body', params),
        },
  );
}
