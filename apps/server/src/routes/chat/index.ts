import { ADMIN_CHAT_SOCKET_PATH, CHAT_SOCKET_PATH, endpoints } from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { ChatRechecks, openChatStream, openStaffChatStream } from '../../realtime/chat-stream.js';
import { LiveSessions } from '../../realtime/session-revocations.js';
import { resolveSession } from '../../services/auth/sessions.js';
import { lastSeqs, latestConversation, resolveChatParty } from '../../services/chat/chat-party.js';
import { conversationView } from '../../services/chat/chat-view.js';
import { CHAT_STAFF_TOPIC, chatTopic } from '../../services/chat/chat-topics.js';
import { openChat } from '../../services/chat/open-chat.js';
import {
  closeChat,
  listChatMessages,
  rateChat,
  visibleMessagesAfter,
  readChat,
  sendChat,
  setChatEmail,
} from '../../services/chat/person-chat.js';
import {
  assignChat,
  cannedReplies,
  getChatDetail,
  listChatQueue,
  staffCloseChat,
  staffReadChat,
  staffSendChat,
} from '../../services/chat/staff-chat.js';
import { resolveStaffSession } from '../../services/staff/staff-sessions.js';
import { endpointRoute } from '../endpoint-route.js';
import { partyOf, visitorHeader } from './chat-caller.js';

/**
 * Customer-service chat (issue 17), declared in the contract (endpoints/chat.ts), and its two
 * sockets (realtime/chat-stream.ts). The person's calls are public routes that find the caller
 * themselves: a user's token, or a visitor's `x-chat-visitor` token.
 */
export default async function chatRoutes(fastify: FastifyInstance, { deps }: { deps: Deps }) {
  const e = endpoints;
  const identify = { onRequest: [fastify.identify] };
  // A signed-in person's chat socket closes when their session ends, on whichever process.
  const liveSessions = new LiveSessions(deps.bus);
  await liveSessions.start();
  fastify.addHook('onClose', async () => liveSessions.stop());
  // Every chat socket of this process compared with the database in one query per period.
  const rechecks = new ChatRechecks((ids) => lastSeqs(deps.db, ids), fastify.log);
  rechecks.start();
  fastify.addHook('onClose', async () => rechecks.stop());
  endpointRoute(
    fastify,
    e.openChat,
    ({ body }, request) =>
      openChat(deps, {
        userId: request.auth?.userId ?? null,
        visitorToken: body.visitorToken ?? visitorHeader(request),
        language: request.lang,
        ip: request.ip,
      }),
    identify,
  );
  endpointRoute(
    fastify,
    e.listChatMessages,
    async ({ query }, request) => listChatMessages(deps, await partyOf(deps, request), query),
    identify,
  );
  endpointRoute(
    fastify,
    e.sendChat,
    async ({ body }, request) => sendChat(deps, await partyOf(deps, request), body, request.lang),
    identify,
  );
  endpointRoute(
    fastify,
    e.readChat,
    async ({ body }, request) => readChat(deps, await partyOf(deps, request), body.seq),
    identify,
  );
  endpointRoute(
    fastify,
    e.closeChat,
    async (_input, request) => closeChat(deps, await partyOf(deps, request)),
    identify,
  );
  endpointRoute(
    fastify,
    e.rateChat,
    async ({ body }, request) => rateChat(deps, await partyOf(deps, request), body),
    identify,
  );
  endpointRoute(
    fastify,
    e.setChatEmail,
    async ({ body }, request) => setChatEmail(deps, await partyOf(deps, request), body.email),
    identify,
  );

  endpointRoute(fastify, e.adminChatQueue, ({ query }, request) =>
    listChatQueue(deps, request.staff!.staffId, query),
  );
  endpointRoute(fastify, e.adminChatDetail, ({ params }, request) =>
    getChatDetail(deps, request.staff!.staffId, params.id),
  );
  endpointRoute(fastify, e.adminChatSend, ({ params, body }, request) =>
    staffSendChat(deps, request.staff!.staffId, params.id, body),
  );
  endpointRoute(fastify, e.adminChatAssign, ({ params, body }, request) =>
    assignChat(deps, request.staff!.staffId, params.id, body.staffId),
  );
  endpointRoute(fastify, e.adminChatRead, ({ params, body }) =>
    staffReadChat(deps, params.id, body.seq),
  );
  endpointRoute(fastify, e.adminChatClose, ({ params }, request) =>
    staffCloseChat(deps, request.staff!.staffId, params.id),
  );
  endpointRoute(fastify, e.adminCannedReplies, async () => cannedReplies());

  fastify.get(
    CHAT_SOCKET_PATH,
    {
      websocket: true,
      preValidation: [fastify.limitSockets],
      schema: {
        tags: ['chat'],
        description:
          'WebSocket of a person’s conversation. First message `{"type":"auth","token"|"visitorToken","after":<highest seq held>}` within 10 s; then `ready`, every message after `after`, and live `message`, `read`, `typing`, `conversation`. Send `{"type":"typing"}` (passed on at most every 2 s) and `ping`.',
      },
    },
    (socket, request) =>
      openChatStream(
        socket,
        {
          bus: deps.bus,
          async open(auth) {
            const session = auth.token
              ? await resolveSession(deps.db, deps.clock, auth.token)
              : undefined;
            if (auth.token && !session) return undefined;
            const party = await resolveChatParty(
              deps.db,
              session?.userId ?? null,
              auth.visitorToken,
            ).catch(() => undefined);
            const row = party && (await latestConversation(deps.db, party));
            if (!row) return undefined;
            return {
              conversation: await conversationView(deps.db, row),
              topic: chatTopic(row.id),
              sessionId: session?.sessionId,
            };
          },
          trackSession: (sessionId, close) => liveSessions.track(sessionId, close),
          messagesAfter: (conversationId, after) =>
            visibleMessagesAfter(deps.db, conversationId, after, 200),
          rechecks,
          typing: (conversationId) =>
            deps.bus.publish(CHAT_STAFF_TOPIC, { type: 'typing', conversationId, side: 'user' }),
        },
        request.log,
      ),
  );
  fastify.get(
    ADMIN_CHAT_SOCKET_PATH,
    {
      websocket: true,
      preValidation: [fastify.limitSockets],
      schema: {
        tags: ['admin', 'chat'],
        description:
          'WebSocket of the staff console. First message `{"type":"auth","token":"stf_…"}` (support or admin) within 10 s; then every conversation’s `message`, `read`, `typing` and `conversation`. Send `{"type":"typing","conversationId":N}`.',
      },
    },
    (socket, request) =>
      openStaffChatStream(
        socket,
        {
          bus: deps.bus,
          topic: CHAT_STAFF_TOPIC,
          async resolveStaff(token) {
            const staff = await resolveStaffSession(deps.db, deps.clock, token);
            return staff && (staff.role === 'admin' || staff.role === 'support')
              ? { staffId: staff.staffId }
              : undefined;
          },
          typing: (conversationId) =>
            deps.bus.publish(chatTopic(conversationId), { type: 'typing', side: 'staff' }),
        },
        request.log,
      ),
  );
}
