import {
  adminChatSocketClientMessage,
  type AdminChatSocketServerMessage,
  chatSocketClientMessage,
  type ChatConversation,
  type ChatMessage,
  type ChatSocketServerMessage,
} from '@meridian/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { Bus } from './bus.js';
import { startHeartbeat } from './heartbeat.js';
import { sendJson } from './send-json.js';

const AUTH_TIMEOUT_MS = 10_000;
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** A person's typing signal is passed on at most this often. */
export const TYPING_EVERY_MS = 2_000;

/** What the person's chat socket needs, passed in by the route (realtime/ never imports use cases). */
export interface ChatStreamDeps {
  bus: Bus;
  /** The caller's latest conversation and its bus topic, or undefined (401). */
  open(auth: {
    token?: string | undefined;
    visitorToken?: string | undefined;
  }): Promise<
    { conversation: ChatConversation; topic: string; sessionId?: string | undefined } | undefined
  >;
  /**
   * Registers the socket of a signed-in person with their session: when the session ends (sign
   * out, password change, ended from the device list) the socket is closed with 4401.
   */
  trackSession(sessionId: string, close: () => void): () => void;
  /** The conversation's messages after `after` the person may see (not notes), oldest first. */
  messagesAfter(
    conversationId: number,
    after: number,
  ): Promise<{ messages: ChatMessage[]; more: boolean }>;
  /** This process's periodic check of every chat socket against the database. */
  rechecks: Pick<ChatRechecks, 'add'>;
  /** Passes a typing signal to staff. */
  typing(conversationId: number): Promise<void>;
}

/** How often the live sockets are compared with the database (a bus message may be lost). */
export const CHAT_RECHECK_MS = 5_000;

interface RecheckEntry {
  conversationId: number;
  /** The conversation's last seq (notes included) as the database has it now. */
  seen(lastSeq: number): void;
}

/**
 * One periodic check for all of a process's chat sockets: a single query for the last seq of
 * every conversation held, then each socket that is behind catches up from the database. A lost
 * bus message (Redis restarted: ioredis resubscribes silently) is then delivered within one
 * period. One query per period, not one per socket: at 1,000 sockets the per-socket checks were
 * 200 queries a second of a server's time (bench/chat).
 */
export class ChatRechecks {
  private readonly entries = new Set<RecheckEntry>();
  private timer: NodeJS.Timeout | undefined;
  private checking = false;

  constructor(
    private readonly lastSeqs: (conversationIds: number[]) => Promise<Map<number, number>>,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly everyMs = CHAT_RECHECK_MS,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.check(), this.everyMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Registers a socket; returns the function that forgets it. */
  add(entry: RecheckEntry): () => void {
    this.entries.add(entry);
    return () => void this.entries.delete(entry);
  }

  async check(): Promise<void> {
    if (this.checking || this.entries.size === 0) return;
    this.checking = true;
    try {
      const ids = [...new Set([...this.entries].map((e) => e.conversationId))];
      const latest = await this.lastSeqs(ids);
      for (const entry of this.entries) {
        const lastSeq = latest.get(entry.conversationId);
        if (lastSeq !== undefined) entry.seen(lastSeq);
      }
    } catch (error) {
      this.log.warn({ err: error }, 'chat sockets could not be checked against the database');
    } finally {
      this.checking = false;
    }
  }
}

/**
 * One socket of /websocket/chat (a person: a user or a visitor). The first message is
 * `{"type":"auth","token"|"visitorToken","after":<highest seq held>}` within 10 s. The socket
 * subscribes to the conversation's bus topic *before* reading the database, sends `ready`, then
 * every message after `after` from the database, then what the bus brought meanwhile and live
 * messages — each seq at most once and in order. The database is the record and the bus only the
 * fast path: a client that reconnects with its highest seq misses nothing, whatever happened to
 * the bus (Redis restarted) or to the process that held its previous socket.
 */
export function openChatStream(socket: WebSocket, deps: ChatStreamDeps, log: FastifyBaseLogger) {
  let state: 'awaiting-auth' | 'starting' | 'ready' | 'closed' = 'awaiting-auth';
  let unsubscribe: (() => Promise<void>) | undefined;
  let untrack: (() => void) | undefined;
  let conversationId = 0;
  let lastSent = 0;
  let lastTypingMs = 0;
  let pending: unknown[] | undefined = [];
  // A function: `state` changes while the awaits below are pending.
  const isClosed = () => state === 'closed';
  const send = (message: ChatSocketServerMessage) => sendJson(socket, message, MAX_BUFFERED_BYTES);
  const stopHeartbeat = startHeartbeat(socket, 30_000);
  const timer = setTimeout(() => {
    if (state === 'awaiting-auth') refuse();
  }, AUTH_TIMEOUT_MS);
  const refuse = () => {
    send({ type: 'error', code: 401 });
    socket.close(4401, 'unauthorized');
  };
  let syncing: Promise<void> | undefined;
  let syncAgain = false;
  /** Sends what the database holds after `lastSent`; one run at a time, again if asked meanwhile. */
  const sync = (): Promise<void> => {
    if (syncing) {
      syncAgain = true;
      return syncing;
    }
    syncing = (async () => {
      try {
        do {
          syncAgain = false;
          for (;;) {
            const page = await deps.messagesAfter(conversationId, lastSent);
            if (isClosed()) return;
            for (const m of page.messages) deliver(m);
            if (!page.more) break;
          }
        } while (syncAgain && !isClosed());
      } catch (error) {
        log.warn({ err: error }, 'chat stream could not catch up');
      } finally {
        syncing = undefined;
      }
    })();
    return syncing;
  };
  const deliver = (m: ChatMessage) => {
    if (m.seq <= lastSent) return;
    lastSent = m.seq;
    send({ type: 'message', message: m });
  };
  /**
   * A bus message: messages once and in seq order — one that skips ahead (a lost bus message, or
   * an internal note between) is fetched from the database with what it skipped; the rest as they
   * come.
   */
  const forward = (message: unknown) => {
    const m = message as ChatSocketServerMessage;
    if (m.type !== 'message') return void send(m);
    if (m.message.seq <= lastSent) return;
    if (m.message.seq === lastSent + 1 && !syncing) return deliver(m.message);
    void sync();
  };
  // The highest last seq (notes included) already read from the database: a conversation whose
  // last message is an internal note is read once, not at every check.
  let checkedSeq = 0;
  let forgetRecheck: (() => void) | undefined;
  const seen = (lastSeq: number) => {
    if (state !== 'ready' || syncing || lastSeq <= Math.max(lastSent, checkedSeq)) return;
    checkedSeq = lastSeq;
    void sync();
  };
  socket.on('close', () => {
    state = 'closed';
    clearTimeout(timer);
    forgetRecheck?.();
    stopHeartbeat();
    untrack?.();
    void unsubscribe?.();
  });
  socket.on('message', (data: RawData) => void onMessage(data));

  async function onMessage(data: RawData) {
    let parsed;
    try {
      parsed = chatSocketClientMessage.safeParse(JSON.parse(data.toString()));
    } catch {
      parsed = undefined;
    }
    if (!parsed?.success) {
      if (state === 'awaiting-auth') return refuse();
      return void send({ type: 'error', code: 400 });
    }
    const message = parsed.data;
    if (message.type === 'ping') return void send({ type: 'pong' });
    if (message.type === 'typing') {
      if (state !== 'ready') return;
      const now = Date.now();
      if (now - lastTypingMs < TYPING_EVERY_MS) return;
      lastTypingMs = now;
      return void deps.typing(conversationId).catch(() => undefined);
    }
    if (state !== 'awaiting-auth') return void send({ type: 'error', code: 400 });
    state = 'starting';
    try {
      // Subscribe before reading the database: a message committed meanwhile is then either in
      // the read or in `pending` (or both: the seq check drops the second copy).
      const opened = await deps.open(message);
      if (!opened) return refuse();
      conversationId = opened.conversation.id;
      if (opened.sessionId) untrack = deps.trackSession(opened.sessionId, () => refuse());
      unsubscribe = await deps.bus.subscribe(opened.topic, (m) =>
        pending ? pending.push(m) : forward(m),
      );
      if (isClosed()) return void unsubscribe();
      lastSent = message.after;
      send({ type: 'ready', conversation: opened.conversation });
      await sync();
      const queued = pending ?? [];
      pending = undefined;
      for (const m of queued) forward(m);
      state = 'ready';
      clearTimeout(timer);
      forgetRecheck = deps.rechecks.add({ conversationId, seen });
    } catch (error) {
      log.error({ err: error }, 'chat stream could not start');
      socket.close(1011, 'unavailable');
    }
  }
}

/** What the staff socket needs. */
export interface StaffChatStreamDeps {
  bus: Bus;
  topic: string;
  /** The live staff session (support or admin) of a token, or undefined. */
  resolveStaff(token: string): Promise<{ staffId: string } | undefined>;
  typing(conversationId: number): Promise<void>;
}

/**
 * One socket of /websocket/admin/chat: `{"type":"auth","token":"stf_…"}` within 10 s (support or
 * admin), then every conversation's events. After a reconnect the console reads the queue and the
 * open conversation again (HTTP): the database is the record.
 */
export function openStaffChatStream(
  socket: WebSocket,
  deps: StaffChatStreamDeps,
  log: FastifyBaseLogger,
) {
  let state: 'awaiting-auth' | 'starting' | 'ready' | 'closed' = 'awaiting-auth';
  let unsubscribe: (() => Promise<void>) | undefined;
  const isClosed = () => state === 'closed';
  const send = (message: AdminChatSocketServerMessage) =>
    sendJson(socket, message, MAX_BUFFERED_BYTES);
  const stopHeartbeat = startHeartbeat(socket, 30_000);
  const refuse = () => {
    send({ type: 'error', code: 401 });
    socket.close(4401, 'unauthorized');
  };
  const timer = setTimeout(() => {
    if (state === 'awaiting-auth') refuse();
  }, AUTH_TIMEOUT_MS);
  socket.on('close', () => {
    state = 'closed';
    clearTimeout(timer);
    stopHeartbeat();
    void unsubscribe?.();
  });
  socket.on('message', (data: RawData) => void onMessage(data));
  async function onMessage(data: RawData) {
    let parsed;
    try {
      parsed = adminChatSocketClientMessage.safeParse(JSON.parse(data.toString()));
    } catch {
      parsed = undefined;
    }
    const message = parsed?.success ? parsed.data : undefined;
    if (message?.type === 'ping') return void send({ type: 'pong' });
    if (state === 'ready' && message?.type === 'typing')
      return void deps.typing(message.conversationId).catch(() => undefined);
    if (state !== 'awaiting-auth') return void send({ type: 'error', code: 400 });
    if (message?.type !== 'auth') return refuse();
    state = 'starting';
    try {
      const staff = await deps.resolveStaff(message.token);
      if (!staff) return refuse();
      unsubscribe = await deps.bus.subscribe(deps.topic, (m) =>
        send(m as AdminChatSocketServerMessage),
      );
      if (isClosed()) return void unsubscribe();
      state = 'ready';
      clearTimeout(timer);
      send({ type: 'ready' });
    } catch (error) {
      log.error({ err: error }, 'staff chat stream could not start');
      socket.close(1011, 'unavailable');
    }
  }
}
