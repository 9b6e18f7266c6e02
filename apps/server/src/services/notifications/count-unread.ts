import { and, count, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';

/** How many of the user's notifications are unread (the number on the bell). */
export async function countUnread(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}
