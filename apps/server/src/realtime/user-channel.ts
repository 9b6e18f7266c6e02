import { userSocketClientMessage, type UserSocketClientMessage } from '@meridian/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { Bus } from './bus.js';
import { userTopic } from './bus.js';
import { startHeartbeat } from './heartbeat.js';
import type { LiveSessions } from './session-revocations.js';
import { sendJson } from './send-json.js';

/**
 * One user's live channel (GET /websocket/user). The protocol, JSON text frames both ways:
 *
 *   1. The client's first message must be `{"type":"auth","token":"<session token>"}`, within
 *      `authTimeoutMs` (10 s) of connecting, or the socket is closed with 4401. The token travels
 *      in a message, not in the URL, because URLs end up in access logs and browser history; and
 *      since a cookie never authenticates this socket, a foreign page opening it gets nothing.
 *   2. A bad, expired or revoked token (or any other first message) gets
 *      `{"type":"error","code":401}` and close 4401. The client should sign in again.
 *   3. Success gets `{"type":"ready","unread":<n>}`; from then on every message published on the
 *      bus topic `user:<id>` is forwarded as is: `{"type":"notification","notification":{...}}`
 *      when one is created, `{"type":"unread","unread":<n>}` when some are marked read.
 *   4. `{"type":"ping"}` gets `{"type":"pong"}` (an application-level liveness check); any other
 *      message after sign-in gets `{"type":"error","code":400}` and the socket stays open.
 *   5. Signing out, changing the password or ending the session from the device list closes the
 *      socket at once on whichever process holds it (error 401, close 4401): the revocation is
 *      announced on the bus (realtime/session-revocations.ts). The server also sends a WebSocket
 *      ping every `heartbeatMs` (30 s), terminates a socket that did not answer the previous one,
 *      and re-checks the session at each beat (a session that merely expired).
 *   6. A client that stops reading while more than `maxBufferedBytes` (1 MiB) wait to be sent is
 *      closed with 1013; it may reconnect and reload the list.
 *
 * The token is never logged.
 */
export interface UserChannelOptions {
  authTimeoutMs: number;
  heartbeatMs: number;
  maxBufferedBytes: number;
}

export const USER_CHANNEL_DEFAULTS: UserChannelOptions = {
  authTimeoutMs: 10_000,
  heartbeatMs: 30_000,
  maxBufferedBytes: 1024 * 1024,
};

/** Private-use close code (4000-4999) mirroring HTTP 401. */
export const CLOSE_UNAUTHORIZED = 4401;
const CLOSE_INTERNAL_ERROR = 1011;

/** What the channel needs, passed in by the route: realtime/ never imports the use cases. */
export interface UserChannelDeps {
  bus: Bus;
  /** The live session a token belongs to, or undefined (unknown, ended or expired). */
  resolveSession(token: string): Promise<{ userId: string; sessionId: string } | undefined>;
  countUnread(userId: string): Promise<number>;
}

type State = 'awaiting-auth' | 'authenticating' | 'ready' | 'closed';

export function openUserChannel(
  socket: WebSocket,
  deps: UserChannelDeps,
  log: FastifyBaseLogger,
  liveSessions: LiveSessions,
  options: UserChannelOptions = USER_CHANNEL_DEFAULTS,
): void {
  let state: State = 'awaiting-auth';
  let token: string | undefined;
  let unsubscribe: (() => Promise<void>) | undefined;
  let untrack: (() => void) | undefined;
  // Bus messages that arrive between subscribing and `ready` wait here, so none is lost and
  // none comes before `ready`.
  let pending: unknown[] | undefined = [];
  // One re-check at a time, even when the database is slower than the heartbeat.
  let rechecking = false;

  // A function, not an inline test, because `state` changes while the awaits below are pending.
  const isClosed = () => state === 'closed';
  const send = (message: unknown) => sendJson(socket, message, options.maxBufferedBytes);
  const refuse = () => {
    send({ type: 'error', code: 401 });
    socket.close(CLOSE_UNAUTHORIZED, 'unauthorized');
  };

  const authTimer = setTimeout(() => {
    if (state === 'awaiting-auth' || state === 'authenticating') {
      socket.close(CLOSE_UNAUTHORIZED, 'no auth in time');
    }
  }, options.authTimeoutMs);

  const stopHeartbeat = startHeartbeat(socket, options.heartbeatMs, () => {
    if (state === 'ready' && token && !rechecking) void recheckSession(token);
  });

  async function authenticate(candidate: string) {
    state = 'authenticating';
    try {
      const session = await deps.resolveSession(candidate);
      if (isClosed()) return;
      if (!session) return refuse();
      const off = await deps.bus.subscribe(userTopic(session.userId), (message) => {
        if (pending) pending.push(message);
        else send(message);
      });
      if (isClosed()) return await off();
      unsubscribe = off;
      // Counted after subscribing: a notification created meanwhile is in the count or pushed.
      const unread = await deps.countUnread(session.userId);
      if (isClosed()) return;
      state = 'ready';
      token = candidate;
      untrack = liveSessions.track(session.sessionId, () => {
        if (state === 'ready') refuse();
      });
      clearTimeout(authTimer);
      send({ type: 'ready', unread });
      const queued = pending ?? [];
      pending = undefined;
      for (const message of queued) send(message);
    } catch (error) {
      log.error({ err: error }, 'user channel: sign-in failed');
      if (!isClosed()) socket.close(CLOSE_INTERNAL_ERROR, 'internal error');
    }
  }

  async function recheckSession(current: string) {
    rechecking = true;
    try {
      const session = await deps.resolveSession(current);
      if (!session && state === 'ready') refuse();
    } catch (error) {
      // A database hiccup is no reason to drop a signed-in user; the next beat tries again.
      log.warn({ err: error }, 'user channel: session re-check failed');
    } finally {
      rechecking = false;
    }
  }

  socket.on('message', (data: RawData, isBinary: boolean) => {
    const message = isBinary ? undefined : parseClientMessage(data);
    if (state === 'awaiting-auth') {
      if (message?.type === 'auth') void authenticate(message.token);
      else refuse();
    } else if (message?.type === 'ping') {
      send({ type: 'pong' });
    } else if (state === 'ready') {
      send({ type: 'error', code: 400 });
    }
    // While authenticating, other messages are ignored: the sign-in outcome decides what follows.
  });

  socket.on('error', (error) => log.debug({ err: error }, 'user channel: socket error'));

  socket.on('close', () => {
    state = 'closed';
    token = undefined;
    pending = undefined;
    clearTimeout(authTimer);
    stopHeartbeat();
    untrack?.();
    untrack = undefined;
    unsubscribe?.().catch((error: unknown) =>
      log.debug({ err: error }, 'user channel: unsubscribe failed'),
    );
    unsubscribe = undefined;
  });
}

function parseClientMessage(data: RawData): UserSocketClientMessage | undefined {
  try {
    const bytes = Array.isArray(data)
      ? Buffer.concat(data)
      : Buffer.isBuffer(data)
        ? data
        : Buffer.from(data);
    const parsed = userSocketClientMessage.safeParse(JSON.parse(bytes.toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
