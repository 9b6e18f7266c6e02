import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { LiveSessions } from '../../realtime/session-revocations.js';
import { resolveSession } from '../../services/auth/sessions.js';
import { countUnread } from '../../services/notifications/count-unread.js';
import {
  openUserChannel,
  USER_CHANNEL_DEFAULTS,
  type UserChannelDeps,
  type UserChannelOptions,
} from '../../realtime/user-channel.js';

export interface RealtimeRoutesOptions {
  deps: Deps;
  /** Timings and limits of the user channel; tests shorten them. */
  userChannel?: Partial<UserChannelOptions>;
}

/** WebSocket endpoints. The protocol of /websocket/user is described in realtime/user-channel.ts. */
export default async function realtimeRoutes(
  fastify: FastifyInstance,
  { deps, userChannel }: RealtimeRoutesOptions,
) {
  const options = { ...USER_CHANNEL_DEFAULTS, ...userChannel };
  const liveSessions = new LiveSessions(deps.bus);
  await liveSessions.start();
  const channelDeps: UserChannelDeps = {
    bus: deps.bus,
    resolveSession: (token) => resolveSession(deps.db, deps.clock, token),
    countUnread: (userId) => countUnread(deps.db, userId),
  };
  fastify.addHook('onClose', async () => liveSessions.stop());
  fastify.get(
    '/websocket/user',
    {
      websocket: true,
      preValidation: [fastify.limitSockets],
      schema: {
        tags: ['notifications'],
        description:
          'WebSocket. First message `{"type":"auth","token":"…"}` within 10 s; then `ready`, ' +
          '`notification` and `unread` pushes; `ping` → `pong`. Close 4401: sign in again.',
      },
    },
    (socket, request) => openUserChannel(socket, channelDeps, request.log, liveSessions, options),
  );
}
