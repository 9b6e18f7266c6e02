import type { ListNotificationsResult } from '@meridian/contract';
import type { Language } from '@meridian/i18n';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import { renderNotification } from './render-notification.js';

export interface ListNotificationsInput {
  /** 1-based. */
  page: number;
  /** 1..100; the contract enforces the bounds, the clamp here guards direct callers. */
  size: number;
}

/** The caller's notifications, newest first, one page at a time, in the caller's language. */
export async function listNotifications(
  db: Db,
  userId: string,
  lang: Language,
  input: ListNotificationsInput,
): Promise<ListNotificationsResult> {
  const size = Math.min(100, Math.max(1, Math.trunc(input.size)));
  const page = Math.max(1, Math.trunc(input.page));
  const mine = eq(notifications.userId, userId);
  const rows = await db
    .select()
    .from(notifications)
    .where(mine)
    // id breaks ties so that rows with one timestamp never move between pages.
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(size)
    .offset((page - 1) * size);
  const [counts] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`,
    })
    .from(notifications)
    .where(mine);
  return {
    items: rows.map((row) => renderNotification(row, lang)),
    total: Number(counts?.total ?? 0),
    unread: Number(counts?.unread ?? 0),
  };
}
