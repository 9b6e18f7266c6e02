import { USERNAME_PATTERN, type checkUserNameOrPhoneQuery } from '@meridian/contract';
import type { z } from 'zod';
import type { Deps } from '../../deps.js';
import { badRequest, tooManyRequests } from '../../lib/app-error.js';
import { getSetting } from '../settings/get-setting.js';
import { findUserByEmail, findUserByPhone, findUserByUsername } from '../users/find-user.js';
import { contactTarget } from './contact-target.js';

/**
 * checkUserNameOrPhone: whether a username, e-mail or phone is still free. Limited per address
 * (auth.availabilityChecksPerIpPerMinute, 20): enough for a sign-up form, too few to list
 * accounts in bulk.
 */
export async function checkAvailability(
  deps: Deps,
  query: z.infer<typeof checkUserNameOrPhoneQuery>,
  ip: string,
): Promise<{ available: boolean }> {
  const perMinute = await getSetting(deps.db, 'auth.availabilityChecksPerIpPerMinute');
  const limit = await deps.rateLimiter.hit(`check-ip:${ip}`, perMinute, 60_000);
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterMs);
  if (query.username) {
    if (!USERNAME_PATTERN.test(query.username)) throw badRequest(10003);
    return { available: !(await findUserByUsername(deps.db, query.username)) };
  }
  if (query.email) {
    const target = contactTarget({ type: 'email', email: query.email });
    return { available: !(await findUserByEmail(deps.db, target.value)) };
  }
  if (query.phone) {
    const target = contactTarget({ type: 'mobile', areaCode: query.areaCode, phone: query.phone });
    return { available: !(await findUserByPhone(deps.db, target.value)) };
  }
  throw badRequest(10001);
}
