import { isLanguage, translate } from '@meridian/i18n';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { signInEvents } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import type { Clock } from '../../lib/clock.js';
import {
  createNotification,
  publishNotification,
  type NotificationRow,
} from '../notifications/create-notification.js';
import type { UserRow } from '../users/find-user.js';
import { describeDevice } from './describe-device.js';
import type { SessionContext } from './sessions.js';

type SignInEventInsert = typeof signInEvents.$inferInsert;
export type SignInMethod = SignInEventInsert['method'];
export type SignInOutcome = SignInEventInsert['outcome'];

/** Writes one row of the user's sign-in history. */
export async function recordSignInEvent(
  db: Executor,
  clock: Clock,
  userId: string,
  method: SignInMethod,
  outcome: SignInOutcome,
  context: SessionContext,
): Promise<void> {
  await db.insert(signInEvents).values({
    userId,
    at: clock(),
    ip: context.ip ?? null,
    userAgent: context.userAgent?.slice(0, 300) ?? null,
    device: describeDevice(context.userAgent) ?? null,
    method,
    outcome,
  });
}

/** What to do once the sign-in's transaction committed: the live push and the mail. */
export interface NewDeviceNotice {
  notification: NotificationRow;
  user: Pick<UserRow, 'email' | 'language'>;
  device: string;
  ip: string;
}

/**
 * Records a successful sign-in inside the caller's transaction. When the user has signed in
 * before and never from this (device, address) pair, a "new device" notification is written too
 * (the first recorded sign-in has nothing to compare with, so it is not "new").
 */
export async function recordSuccessfulSignIn(
  db: Executor,
  clock: Clock,
  user: Pick<UserRow, 'id' | 'email' | 'language'>,
  method: SignInMethod,
  context: SessionContext,
): Promise<NewDeviceNotice | undefined> {
  const device = describeDevice(context.userAgent) ?? null;
  const ip = context.ip ?? null;
  const success = and(eq(signInEvents.userId, user.id), eq(signInEvents.outcome, 'success'));
  const [seen] = await db
    .select({
      any: sql<number>`count(*)::int`,
      here: sql<number>`count(*) filter (where ${signInEvents.ip} is not distinct from ${ip} and ${signInEvents.device} is not distinct from ${device})::int`,
    })
    .from(signInEvents)
    .where(success);
  await recordSignInEvent(db, clock, user.id, method, 'success', context);
  if (!seen || seen.any === 0 || seen.here > 0) return undefined;
  const shownDevice = device ?? context.userAgent?.slice(0, 80) ?? '—';
  const shownIp = ip ?? '—';
  const notification = await createNotification(db, {
    userId: user.id,
    kind: 'newDeviceSignIn',
    params: { device: shownDevice, ip: shownIp },
  });
  return { notification, user, device: shownDevice, ip: shownIp };
}

/** After commit: the push to the user's open screens, and a mail when the user has an address. */
export async function announceNewDevice(
  deps: Pick<Deps, 'bus' | 'mailer' | 'log'>,
  notice: NewDeviceNotice | undefined,
): Promise<void> {
  if (!notice) return;
  await publishNotification(deps.bus, notice.notification);
  if (!notice.user.email) return;
  const lang = isLanguage(notice.user.language) ? notice.user.language : 'en';
  const params = {
    device: notice.device,
    ip: notice.ip,
    time: notice.notification.createdAt.toISOString().replace('T', ' ').slice(0, 16) + ' UTC',
  };
  try {
    await deps.mailer.send({
      channel: 'email',
      to: notice.user.email,
      subject: translate(lang, 'mail.newDevice.subject'),
      body: translate(lang, 'mail.newDevice.body', params),
    });
  } catch (error) {
    // The sign-in succeeded; a mail server that is down must not undo it.
    deps.log.warn({ err: error }, 'new-device mail not sent');
  }
}
