import type { Executor } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import type { Bus } from '../../realtime/bus.js';
import { userTopic } from '../../realtime/bus.js';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NotificationInput {
  userId: string;
  /** A key prefix in @meridian/i18n: notification.<kind>.title / .body. */
  kind: string;
  params?: Record<string, string | number>;
  refType?: string;
  refId?: string;
}

/** Writes a notification inside the caller's transaction; publish it after the commit. */
export async function createNotification(
  db: Executor,
  input: NotificationInput,
): Promise<NotificationRow> {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: input.userId,
      kind: input.kind,
      params: input.params ?? {},
      refType: input.refType,
      refId: input.refId,
    })
    .returning();
  if (!row) throw new Error('notification not created');
  return row;
}

/** The live push, message type `notification`, to every connection of the user in every process. */
export async function publishNotification(bus: Bus, row: NotificationRow): Promise<void> {
  await bus.publish(userTopic(row.userId), {
    type: 'notification',
    notification: {
      id: row.id,
      kind: row.kind,
      params: row.params,
      refType: row.refType,
      refId: row.refId,
      readAt: row.readAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    },
  });
}
