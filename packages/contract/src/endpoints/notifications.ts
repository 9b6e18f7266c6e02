import { endpoint } from '../endpoint.js';
import {
  listNotificationsQuery,
  listNotificationsResult,
  readNotificationBody,
  unreadCountResult,
} from '../notifications.js';

/** The bell (SPEC §7 "Notifications"); live pushes come on /websocket/user. */
export const notificationEndpoints = {
  listNotification: endpoint({
    method: 'GET',
    path: '/swx/customer/user/listNotification',
    access: 'user',
    tags: ['notifications'],
    description: 'The caller’s notifications, newest first, in the caller’s language.',
    query: listNotificationsQuery,
    result: listNotificationsResult,
  }),
  readNotification: endpoint({
    method: 'POST',
    path: '/swx/customer/user/readNotification',
    access: 'user',
    tags: ['notifications'],
    description:
      'Marks `id` or, with `all: true`, every notification as read; answers the new unread count.',
    body: readNotificationBody,
    result: unreadCountResult,
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: '/swx/customer/user/unreadCount',
    access: 'user',
    tags: ['notifications'],
    result: unreadCountResult,
  }),
} as const;
