import { z } from 'zod';
import { pageParam, sizeParam } from './common.js';
import { spotUserSocketMessage } from './spot.js';
import { tradingSocketMessage } from './trading.js';

/**
 * User notifications (the bell): the HTTP calls under /swx/customer/user and the messages of the
 * live channel GET /websocket/user.
 */

/** Query strings arrive as text, hence the coercion. */
export const listNotificationsQuery = z.object({
  page: pageParam,
  size: sizeParam,
});

export const notificationParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

export const notificationItemSchema = z.object({
  id: z.uuid(),
  /** The message key prefix, e.g. `welcome`; title and body are already in the caller's language. */
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  params: notificationParamsSchema,
  refType: z.string().nullable(),
  refId: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.iso.datetime(),
});

export const listNotificationsResult = z.object({
  items: z.array(notificationItemSchema),
  total: z.number().int().min(0),
  unread: z.number().int().min(0),
});

/** One notification by id, or all of them with `all: true`; never both, never neither. */
export const readNotificationBody = z
  .object({
    id: z.uuid().optional(),
    all: z.boolean().optional(),
  })
  .refine(
    (body) =>
      (body.id !== undefined && body.all === undefined) ||
      (body.id === undefined && body.all === true),
    { message: 'give exactly one of id or all: true' },
  );

export const unreadCountResult = z.object({ unread: z.number().int().min(0) });

/** What the client may send on /websocket/user. The first message must be `auth`. */
export const userSocketClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(200) }),
  z.object({ type: z.literal('ping') }),
]);

/** What the server pushes on /websocket/user. */
export const userSocketServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), unread: z.number().int().min(0) }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('error'), code: z.number().int() }),
  z.object({ type: z.literal('unread'), unread: z.number().int().min(0) }),
  z.object({
    type: z.literal('notification'),
    notification: z.object({
      id: z.uuid(),
      kind: z.string(),
      params: notificationParamsSchema,
      refType: z.string().nullable(),
      refId: z.string().nullable(),
      readAt: z.iso.datetime().nullable(),
      createdAt: z.iso.datetime(),
    }),
  }),
  /** Customer service (issue 17): replies from staff the user has not read, for the service icon. */
  z.object({ type: z.literal('chatUnread'), unread: z.number().int().min(0) }),
  /** The user's balances in this book changed (a journal entry committed): read them again. */
  z.object({ type: z.literal('balances'), book: z.enum(['demo', 'real']) }),
  /** The user's own margin orders and options (opened, filled, closed, settled…). */
  ...tradingSocketMessage.options,
  spotUserSocketMessage,
]);

export type NotificationItem = z.infer<typeof notificationItemSchema>;
export type ListNotificationsResult = z.infer<typeof listNotificationsResult>;
export type ReadNotificationBody = z.infer<typeof readNotificationBody>;
export type UserSocketClientMessage = z.infer<typeof userSocketClientMessage>;
export type UserSocketServerMessage = z.infer<typeof userSocketServerMessage>;
