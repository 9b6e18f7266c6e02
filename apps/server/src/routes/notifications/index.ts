import { endpoints } from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { countUnread } from '../../services/notifications/count-unread.js';
import { listNotifications } from '../../services/notifications/list-notifications.js';
import { markNotificationsRead } from '../../services/notifications/mark-notifications-read.js';
import { endpointRoute } from '../endpoint-route.js';

/** The bell (declared in the contract's endpoint table). Live pushes: /websocket/user. */
export default async function notificationRoutes(
  fastify: FastifyInstance,
  { deps }: { deps: Deps },
) {
  endpointRoute(fastify, endpoints.listNotification, ({ query }, request) =>
    listNotifications(deps.db, request.auth!.userId, request.lang, query),
  );
  endpointRoute(fastify, endpoints.readNotification, ({ body }, request) =>
    markNotificationsRead(deps, request.auth!.userId, body),
  );
  endpointRoute(fastify, endpoints.unreadCount, async (_input, request) => ({
    unread: await countUnread(deps.db, request.auth!.userId),
  }));
}
