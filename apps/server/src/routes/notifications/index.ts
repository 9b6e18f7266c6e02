import {
  envelopeSchema,
  listNotificationsQuery,
  listNotificationsResult,
  readNotificationBody,
  unreadCountResult,
} from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { countUnread } from '../../services/notifications/count-unread.js';
import { listNotifications } from '../../services/notifications/list-notifications.js';
import { markNotificationsRead } from '../../services/notifications/mark-notifications-read.js';

/** The bell, under /swx/customer/user: list, mark read, unread count. Live pushes: /websocket/user. */
export default async function notificationRoutes(
  fastify: FastifyInstance,
  { deps }: { deps: Deps },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  const security = [{ token: [] }];

  app.get(
    '/listNotification',
    {
      onRequest: [fastify.authenticate],
      schema: {
        tags,
        security,
        description: 'The caller’s notifications, newest first, in the caller’s language.',
        querystring: listNotificationsQuery,
        response: { 200: envelopeSchema(listNotificationsResult) },
      },
    },
    async (request, reply) =>
      reply.ok(await listNotifications(deps.db, request.auth!.userId, request.lang, request.query)),
  );

  app.post(
    '/readNotification',
    {
      onRequest: [fastify.authenticate],
      schema: {
        tags,
        security,
        description:
          'Marks `id` or, with `all: true`, every notification as read; answers the new unread count.',
        body: readNotificationBody,
        response: { 200: envelopeSchema(unreadCountResult) },
      },
    },
    async (request, reply) =>
      reply.ok(await markNotificationsRead(deps, request.auth!.userId, request.body)),
  );

  app.get(
    '/unreadCount',
    {
      onRequest: [fastify.authenticate],
      schema: { tags, security, response: { 200: envelopeSchema(unreadCountResult) } },
    },
    async (request, reply) =>
      reply.ok({ unread: await countUnread(deps.db, request.auth!.userId) }),
  );
}
