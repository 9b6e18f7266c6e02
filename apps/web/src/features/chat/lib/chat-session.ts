import {
  CHAT_SOCKET_PATH,
  type ChatConversation,
  type ChatMessage,
  type ChatSocketClientMessage,
} from '@meridian/contract';
import type { BusinessHours, ChatApi, OpenChatResult } from '../api/chat-api';
import { ApiError, NetworkError, NetworkTimeoutError } from '@/lib/api-client';
import type { SocketLike } from '@/lib/live-prices';
import { connectReconnecting, sameOriginSocketUrl } from '@/lib/reconnecting-socket';

/**
 * One person's customer-service conversation, live (issue 17): the open call, the catch-up reads,
 * the socket and the messages being sent. Framework-free (the page reads it through
 * hooks/useChatSession) so the rules below are tested on their own:
 *
 * - Messages are kept by `seq`: one seen again (the socket after a reconnect, the send's reply
 *   and the socket's copy of it, a catch-up read) is never shown twice, and the list is always in
 *   seq order whatever order they arrive in.
 * - `highest` is the highest seq up to which nothing is missing. Every (re)connection's auth asks
 *   for what came after it. A socket message beyond `highest + 1` (a gap: something was missed)
 *   waits, unseen, until GET listChatMessages?after=highest has filled the gap.
 * - A message gets its `clientMsgId` when composed and shows at once as "sending". When the
 *   network fails it stays ("waiting") and is sent again with the same id when the browser is back
 *   online or the socket is back (the server answers a resend with the stored message, so nothing
 *   is doubled); the stored message, from the reply or the socket, takes its place. A refusal
 *   (too large, rate limit…) stays as "not sent" with the reason, to send again or remove.
 */

export const TYPING_INTERVAL_MS = 3_000;
export const STAFF_TYPING_MS = 4_000;
export const PING_INTERVAL_MS = 25_000;
/** After a network failure the queue is tried again on `online`, on `ready`, and after 5 s doubling to 60 s. */
export const RETRY_MIN_MS = 5_000;
export const RETRY_MAX_MS = 60_000;
/** The server's close code for a refused token. */
export const CLOSE_UNAUTHORIZED = 4401;

export type ChatSocket = SocketLike & { send(data: string): void };

export type PendingStatus = 'sending' | 'waiting' | 'failed';

export interface PendingMessage {
  readonly clientMsgId: string;
  readonly text: string | null;
  /** The image chosen, until the stored message shows (its preview comes from these bytes). */
  readonly file: Blob | null;
  /** The upload's id once the image is uploaded (a resend does not upload it again). */
  readonly imageId: string | null;
  readonly status: PendingStatus;
  /** Uploading its image (part of sending). */
  readonly uploading: boolean;
  /** Why the server refused it (status `failed`). */
  readonly error: string | null;
  /** The server stored it; it shows as its stored message once the messages before it are in. */
  readonly stored: boolean;
  readonly createdAt: number;
}

export type Connection = 'connecting' | 'live' | 'reconnecting';

export interface ChatState {
  readonly phase: 'loading' | 'ready' | 'error';
  readonly error: unknown;
  readonly conversation: ChatConversation | null;
  readonly hours: BusinessHours | null;
  /** Shown messages, in seq order. */
  readonly messages: readonly ChatMessage[];
  /** Messages being sent, in the order they were written. */
  readonly pending: readonly PendingMessage[];
  readonly connection: Connection;
  readonly staffTyping: boolean;
  /** A visitor's token (null for a signed-in user). */
  readonly visitorToken: string | null;
}

export interface ChatSessionOptions {
  api: ChatApi;
  /** A signed-in user's session token (the socket's auth); null for a visitor. */
  sessionToken: string | null;
  /** A visitor's stored token, if they have one. */
  visitorToken: string | null;
  storeVisitorToken(token: string): void;
  /** Signed in: joins this browser's visitor conversation first (lib/chat-visitor). */
  join?(): Promise<OpenChatResult | undefined>;
  /** The words for a refused send or upload. */
  describeError(error: unknown): string;
  url?: string;
  createSocket?: (url: string) => ChatSocket;
  random?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  now?: () => number;
  newId?: () => string;
  /** Where `online` is listened for (window). */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/** The browser gave no answer at all (offline, timeout): worth sending again with the same id. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof NetworkError || error instanceof NetworkTimeoutError;
}

/** Replies from staff the person has not read, by the messages shown. */
export function unreadOf(state: Pick<ChatState, 'conversation' | 'messages'>): number {
  const readUpTo = state.conversation?.userReadSeq ?? 0;
  return state.messages.filter((m) => m.sender === 'staff' && m.seq > readUpTo).length;
}

function parse(data: unknown): Record<string, unknown> | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const value: unknown = JSON.parse(data);
    return value !== null && typeof value === 'object'
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function isMessage(value: unknown): value is ChatMessage {
  if (value === null || typeof value !== 'object') return false;
  const m = value as Record<string, unknown>;
  return (
    typeof m.conversationId === 'number' &&
    typeof m.seq === 'number' &&
    Number.isInteger(m.seq) &&
    m.seq > 0 &&
    (m.sender === 'user' || m.sender === 'staff' || m.sender === 'system') &&
    typeof m.clientMsgId === 'string'
  );
}

function isConversation(value: unknown): value is ChatConversation {
  if (value === null || typeof value !== 'object') return false;
  const c = value as Record<string, unknown>;
  return typeof c.id === 'number' && (c.status === 'open' || c.status === 'closed');
}

/** A conversation the server opened for a message (its own record comes with the next read). */
function conversationOf(message: ChatMessage, before: ChatConversation): ChatConversation {
  return {
    ...before,
    id: message.conversationId,
    status: 'open',
    lastSeq: message.seq,
    userReadSeq: 0,
    staffReadSeq: 0,
    unread: 0,
    assignedTo: null,
    rating: null,
    createdAt: message.createdAt,
    closedAt: null,
  };
}

export class ChatSession {
  private state: ChatState;
  private readonly listeners = new Set<() => void>();
  private readonly options: ChatSessionOptions;
  private readonly now: () => number;
  private readonly newId: () => string;

  /** Shown messages by seq. */
  private readonly held = new Map<number, ChatMessage>();
  /** Socket messages past a gap, waiting for the catch-up read. */
  private readonly buffer = new Map<number, ChatMessage>();
  /** Nothing is missing up to this seq. */
  private highest = 0;
  private fillRun: Promise<void> | null = null;
  private fillAgain = false;

  private stopSocket: (() => void) | null = null;
  private socket: ChatSocket | null = null;
  private live = false;
  private refused = false;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private typingTimer: ReturnType<typeof setTimeout> | undefined;
  private lastTypingSent = Number.NEGATIVE_INFINITY;
  private readPosted = 0;
  private flushing = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private retryDelay = RETRY_MIN_MS;
  private stopped = false;
  private readonly onOnline = () => void this.flush();

  constructor(options: ChatSessionOptions) {
    this.options = options;
    this.now = options.now ?? Date.now;
    this.newId = options.newId ?? (() => crypto.randomUUID());
    this.state = {
      phase: 'loading',
      error: null,
      conversation: null,
      hours: null,
      messages: [],
      pending: [],
      connection: 'connecting',
      staffTyping: false,
      visitorToken: options.sessionToken ? null : options.visitorToken,
    };
  }

  // --- for React (useSyncExternalStore) ---

  getState = (): ChatState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The chat's calls, for the page's own steps (close, rate, e-mail). */
  get api(): ChatApi {
    return this.options.api;
  }

  /** The seq up to which nothing is missing (what a reconnection asks after). */
  get highestSeq(): number {
    return this.highest;
  }

  private set(patch: Partial<ChatState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of [...this.listeners]) listener();
  }

  /** Publishes the held messages (in seq order). */
  private publishMessages(extra: Partial<ChatState> = {}) {
    const messages = [...this.held.values()].sort((a, b) => a.seq - b.seq);
    const shown = new Set(messages.map((m) => m.clientMsgId));
    // A pending message leaves once its stored copy shows.
    const pending = this.state.pending.filter((p) => !shown.has(p.clientMsgId));
    this.set({ messages, pending, ...extra });
  }

  // --- life cycle ---

  /**
   * Opens the conversation, reads it, then goes live; again after an error (Try again). A stopped
   * session stays stopped (a new one is made for a new start).
   */
  async start(): Promise<void> {
    if (this.stopped) return;
    this.set({ phase: 'loading', error: null });
    try {
      const { sessionToken, join, api } = this.options;
      let opened: OpenChatResult | undefined;
      if (sessionToken && join) opened = await join();
      opened ??= await api.open(sessionToken ? null : this.state.visitorToken);
      if (this.stopped) return;
      if (!sessionToken && opened.visitorToken) {
        if (opened.visitorToken !== this.state.visitorToken)
          this.options.storeVisitorToken(opened.visitorToken);
        this.set({ visitorToken: opened.visitorToken });
      }
      this.resetTo(opened.conversation);
      this.set({ hours: opened.hours });
      if (opened.conversation.lastSeq > 0) await this.requestFill();
      if (this.stopped) return;
      this.set({ phase: 'ready' });
      this.connect();
      this.options.events?.addEventListener('online', this.onOnline);
      void this.flush();
    } catch (error) {
      if (!this.stopped) this.set({ phase: 'error', error });
    }
  }

  stop(): void {
    this.stopped = true;
    this.stopSocket?.();
    this.stopSocket = null;
    this.socket = null;
    this.live = false;
    clearInterval(this.pingTimer);
    clearTimeout(this.typingTimer);
    clearTimeout(this.retryTimer);
    this.options.events?.removeEventListener('online', this.onOnline);
  }

  /** Another conversation from now on (a new one after a close): what was shown goes. */
  private resetTo(conversation: ChatConversation) {
    this.held.clear();
    this.buffer.clear();
    this.highest = 0;
    this.readPosted = conversation.userReadSeq;
    this.publishMessages({ conversation });
  }

  /** The conversation's record, newer read marks kept (a `read` may overtake a read reply). */
  private applyConversation(next: ChatConversation) {
    const current = this.state.conversation;
    if (current && next.id !== current.id) {
      if (next.id < current.id) return; // an answer about the old one
      this.resetTo(next);
      this.fillSoon();
      this.reconnect();
      return;
    }
    this.set({
      conversation: current
        ? {
            ...next,
            lastSeq: Math.max(next.lastSeq, current.lastSeq),
            userReadSeq: Math.max(next.userReadSeq, current.userReadSeq),
            staffReadSeq: Math.max(next.staffReadSeq, current.staffReadSeq),
          }
        : next,
    });
  }

  /** The page's own calls (close, rate, e-mail) answer with the conversation. */
  updateConversation(next: ChatConversation): void {
    this.applyConversation(next);
  }

  /** Business hours change at the next opening: read them again with the conversation. */
  async refreshHours(): Promise<void> {
    try {
      const opened = await this.options.api.open(
        this.options.sessionToken ? null : this.state.visitorToken,
      );
      if (this.stopped) return;
      this.set({ hours: opened.hours });
      this.applyConversation(opened.conversation);
    } catch {
      // the banner stays as it was
    }
  }

  // --- messages ---

  private hold(message: ChatMessage) {
    if (message.note) return;
    if (!this.held.has(message.seq)) this.held.set(message.seq, message);
  }

  /** Moves buffered messages that follow on without a gap. */
  private drain() {
    for (const [seq, message] of this.buffer) {
      if (seq <= this.highest) {
        this.hold(message);
        this.buffer.delete(seq);
      }
    }
    let next = this.buffer.get(this.highest + 1);
    while (next) {
      this.hold(next);
      this.buffer.delete(next.seq);
      this.highest = next.seq;
      next = this.buffer.get(this.highest + 1);
    }
  }

  /** A message from the socket or a send's reply. */
  receive(message: ChatMessage): void {
    const conversation = this.state.conversation;
    if (!conversation || message.note) return;
    if (message.conversationId !== conversation.id) {
      if (message.conversationId < conversation.id) return;
      // Sending after a close opened a new conversation (or staff did): follow it.
      this.resetTo(conversationOf(message, conversation));
      this.reconnect();
    }
    if (message.sender === 'staff' && this.state.staffTyping) {
      clearTimeout(this.typingTimer);
      this.set({ staffTyping: false });
    }
    if (this.held.has(message.seq)) return this.publishMessages();
    if (message.seq <= this.highest + 1) {
      this.hold(message);
      this.highest = Math.max(this.highest, message.seq);
      this.drain();
      this.publishMessages();
    } else {
      // A gap: read what is missing first; this one shows with it.
      this.buffer.set(message.seq, message);
      this.fillSoon();
    }
  }

  /**
   * Reads everything after `highest` (pages of up to 200), then shows what the socket sent past
   * the gap. A second request while one runs reads again after it (a new gap may lie beyond).
   */
  private requestFill(): Promise<void> {
    if (this.fillRun) {
      this.fillAgain = true;
      return this.fillRun;
    }
    const run = this.fill().finally(() => {
      if (this.fillRun === run) this.fillRun = null;
    });
    this.fillRun = run;
    return run;
  }

  /** A catch-up read in the background; when it fails, the next `ready` asks again. */
  private fillSoon() {
    this.requestFill().catch(() => undefined);
  }

  private async fill(): Promise<void> {
    do {
      this.fillAgain = false;
      for (;;) {
        const conversation = this.state.conversation;
        const after = this.highest;
        const page = await this.options.api.messages(after);
        if (this.stopped) return;
        if (conversation && page.conversation.id !== conversation.id) {
          if (page.conversation.id < conversation.id) break;
          this.resetTo(page.conversation);
          continue; // read the new one from its start
        }
        this.applyConversation(page.conversation);
        for (const message of page.messages) {
          if (message.conversationId !== page.conversation.id) continue;
          this.hold(message);
          this.highest = Math.max(this.highest, message.seq);
        }
        if (!page.more || page.messages.length === 0) break;
      }
    } while (this.fillAgain && !this.stopped);
    // What the socket sent past the gap shows now: numbers the read did not return are ones the
    // person never sees (staff notes).
    for (const [seq, message] of this.buffer) {
      this.hold(message);
      this.highest = Math.max(this.highest, seq);
    }
    this.buffer.clear();
    this.publishMessages();
  }

  // --- the socket ---

  private connect() {
    if (this.stopped) return;
    this.refused = false;
    this.stopSocket = connectReconnecting<ChatSocket>({
      url: this.options.url ?? sameOriginSocketUrl(CHAT_SOCKET_PATH),
      createSocket: this.options.createSocket,
      random: this.options.random,
      setTimer: this.options.setTimer,
      clearTimer: this.options.clearTimer,
      onOpen: (socket) => {
        this.socket = socket;
        const { sessionToken } = this.options;
        const auth: ChatSocketClientMessage = sessionToken
          ? { type: 'auth', token: sessionToken, after: this.highest }
          : {
              type: 'auth',
              visitorToken: this.state.visitorToken ?? undefined,
              after: this.highest,
            };
        socket.send(JSON.stringify(auth));
      },
      onMessage: (data, control) => {
        const message = parse(data);
        if (!message) return;
        switch (message.type) {
          case 'ready':
            control.resetBackoff();
            this.live = true;
            this.set({ connection: 'live' });
            if (isConversation(message.conversation)) this.applyConversation(message.conversation);
            this.startPing();
            if (this.buffer.size > 0) this.fillSoon();
            void this.flush();
            return;
          case 'message':
            if (isMessage(message.message)) this.receive(message.message);
            return;
          case 'conversation':
            if (isConversation(message.conversation)) this.applyConversation(message.conversation);
            return;
          case 'read':
            return this.onRead(message.side, message.seq);
          case 'typing':
            if (message.side === 'staff') this.onStaffTyping();
            return;
          case 'error':
            if (message.code === 401) this.refused = true;
            return;
          default:
            return;
        }
      },
      onClose: (event) => {
        this.socket = null;
        this.live = false;
        clearInterval(this.pingTimer);
        if (this.refused || event.code === CLOSE_UNAUTHORIZED) {
          this.set({
            phase: 'error',
            error: new ApiError(401, 'unauthorized', 401),
            connection: 'reconnecting',
          });
          return false;
        }
        this.set({ connection: 'reconnecting' });
        return true;
      },
    });
  }

  /** A new connection (a new conversation: the server follows the one it was opened for). */
  private reconnect() {
    if (!this.stopSocket) return;
    this.stopSocket();
    this.stopSocket = null;
    this.socket = null;
    this.live = false;
    clearInterval(this.pingTimer);
    this.set({ connection: 'connecting' });
    this.connect();
  }

  private startPing() {
    clearInterval(this.pingTimer);
    this.pingTimer = setInterval(() => {
      if (this.live) this.socket?.send(JSON.stringify({ type: 'ping' }));
    }, PING_INTERVAL_MS);
  }

  private onRead(side: unknown, seq: unknown) {
    const conversation = this.state.conversation;
    if (!conversation || typeof seq !== 'number') return;
    if (side === 'staff' && seq > conversation.staffReadSeq)
      this.set({ conversation: { ...conversation, staffReadSeq: seq } });
    if (side === 'user' && seq > conversation.userReadSeq) {
      // Read in another tab.
      this.readPosted = Math.max(this.readPosted, seq);
      this.set({ conversation: { ...conversation, userReadSeq: seq } });
    }
  }

  private onStaffTyping() {
    clearTimeout(this.typingTimer);
    this.set({ staffTyping: true });
    this.typingTimer = setTimeout(() => this.set({ staffTyping: false }), STAFF_TYPING_MS);
  }

  /** The person is typing: tells staff, at most once every 3 s. */
  typing(): void {
    if (!this.live || !this.socket) return;
    const now = this.now();
    if (now - this.lastTypingSent < TYPING_INTERVAL_MS) return;
    this.lastTypingSent = now;
    this.socket.send(JSON.stringify({ type: 'typing' }));
  }

  // --- sending ---

  /** Queues a message (text and/or an image) and sends it; it shows at once. */
  send(text: string, file: Blob | null = null): void {
    const trimmed = text.trim();
    if (trimmed === '' && !file) return;
    const pending: PendingMessage = {
      clientMsgId: this.newId(),
      text: trimmed === '' ? null : trimmed,
      file,
      imageId: null,
      status: 'sending',
      uploading: false,
      error: null,
      stored: false,
      createdAt: this.now(),
    };
    this.set({ pending: [...this.state.pending, pending] });
    void this.flush();
  }

  /** Sends a refused message again (same id). */
  retry(clientMsgId: string): void {
    this.updatePending(clientMsgId, { status: 'sending', error: null });
    void this.flush();
  }

  /** Drops a message that was not sent. */
  discard(clientMsgId: string): void {
    this.set({ pending: this.state.pending.filter((p) => p.clientMsgId !== clientMsgId) });
  }

  private updatePending(clientMsgId: string, patch: Partial<PendingMessage>) {
    this.set({
      pending: this.state.pending.map((p) =>
        p.clientMsgId === clientMsgId ? { ...p, ...patch } : p,
      ),
    });
  }

  /** Sends the queue in order; stops at a network failure (the rest wait for the connection). */
  async flush(): Promise<void> {
    if (this.flushing || this.stopped || this.state.phase !== 'ready') return;
    this.flushing = true;
    try {
      for (;;) {
        const next = this.state.pending.find((p) => !p.stored && p.status !== 'failed');
        if (!next || this.stopped) return;
        const id = next.clientMsgId;
        this.updatePending(id, { status: 'sending', error: null });
        try {
          let imageId = next.imageId;
          if (next.file && !imageId) {
            this.updatePending(id, { uploading: true });
            imageId = (await this.options.api.upload(next.file)).id;
            this.updatePending(id, { imageId, uploading: false });
          }
          const message = await this.options.api.send({
            clientMsgId: id,
            ...(next.text ? { text: next.text } : {}),
            ...(imageId ? { imageId } : {}),
          });
          if (this.stopped) return;
          this.retryDelay = RETRY_MIN_MS;
          this.updatePending(id, { stored: true });
          this.receive(message);
        } catch (error) {
          if (this.stopped) return;
          if (isNetworkFailure(error)) {
            // Kept with its id: sent again when the connection is back.
            this.set({
              pending: this.state.pending.map((p) =>
                !p.stored && p.status !== 'failed'
                  ? { ...p, status: 'waiting', uploading: false }
                  : p,
              ),
            });
            clearTimeout(this.retryTimer);
            this.retryTimer = setTimeout(() => void this.flush(), this.retryDelay);
            this.retryDelay = Math.min(RETRY_MAX_MS, this.retryDelay * 2);
            return;
          }
          this.updatePending(id, {
            status: 'failed',
            uploading: false,
            error: this.options.describeError(error),
          });
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  // --- reading ---

  /** Marks the conversation read up to the highest seq shown (when staff wrote since). */
  markRead(): void {
    const { conversation, messages, phase } = this.state;
    if (!conversation || phase !== 'ready' || messages.length === 0) return;
    const top = messages[messages.length - 1]!.seq;
    const unreadStaff = messages.some(
      (m) => m.sender === 'staff' && m.seq > Math.max(conversation.userReadSeq, this.readPosted),
    );
    if (!unreadStaff || top <= this.readPosted) return;
    const before = this.readPosted;
    this.readPosted = top;
    this.options.api.read(top).then(
      (next) => {
        if (!this.stopped) this.applyConversation(next);
      },
      () => {
        if (this.readPosted === top) this.readPosted = before; // asked again on the next change
      },
    );
  }
}
