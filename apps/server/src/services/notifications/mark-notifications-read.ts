import type { ReadNotificationBody } from '@meridian/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { notifications } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../lib/app-error.js';
import { userTopic } from '../../realtime/bus.js';
import { countUnread } from './count-unread.js';

/**
 * Marks one of the caller's notifications, or all of them, as read, then tells the caller's other
 * tabs the new unread count. Someone else's id is answered exactly like an unknown one (404), so
 * ids cannot be probed.
 */
export async function markNotificationsRead(
  deps: Pick<Deps, 'db' | 'clock' | 'bus' | 'log'>,
  userId: string,
  input: ReadNotificationBody,
): Promise<{ unread: number }> {
  const { db } = deps;
  // The contract already refuses these; direct callers get the same rule.
  if ((input.id === undefined) === (input.all !== true)) throw badRequest();
  const now = deps.clock();
  const mine = eq(notifications.userId, userId);
  if (input.id !== undefined) {
    const id = input.id;
    // Only unread rows change, so a repeat keeps the time it was first read.
    const changed = await db
      .update(notifications)
      .set({ readAt: now })
      .where(and(eq(notifications.id, id), mine, isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (changed.length === 0) {
      const [exists] = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.id, id), mine));
      if (!exists) throw notFound();
    }
  } else {
    await db
      .update(notifications)
      .set({ readAt: now })
      .where(and(mine, isNull(notifications.readAt)));
  }
  const unread = await countUnread(db, userId);
  try {
    await deps.bus.publish(userTopic(userId), { type: 'unread', unread });
  } catch (error) {
    // The rows are already read and this reply carries the count; other tabs catch up on reload.
    deps.log.warn({ err: error }, 'could not publish the unread count');
  }
  return { unread };
}
