import {
  ADMIN_CHAT_SOCKET_PATH,
  type AdminChatItem,
  type AdminChatSocketClientMessage,
  type AdminChatSocketServerMessage,
  type ChatMessage,
} from '@meridian/contract';
import type { SocketLike } from '@/lib/live-prices';
import { connectReconnecting, sameOriginSocketUrl } from '@/lib/reconnecting-socket';

/**
 * The client side of the staff chat socket (ADMIN_CHAT_SOCKET_PATH): every conversation's events
 * for the customer-service console. The protocol is the user channel's
 * (apps/server/src/realtime/user-channel.ts): the first message is `{"type":"auth","token":…}`
 * with the staff token; the server answers `ready`, then pushes `message`, `read`, `typing` and
 * `conversation`. A refused token (`error` 401, close 4401) ends it; any other close reconnects
 * with back-off (1 s doubling to 30 s, with jitter). The console may send
 * `{"type":"typing","conversationId":N}` (the contract's adminChatSocketClientMessage). Every
 * `ready` — the first and each after a reconnection — is the moment to fetch the queue and the open conversation again: what was sent
 * while the socket was away is not replayed.
 */

const encode = (message: AdminChatSocketClientMessage) => JSON.stringify(message);

/** The server's close code for a bad, expired or revoked token. */
export const CLOSE_UNAUTHORIZED = 4401;

/** A WebSocket as far as this channel uses it. */
export interface AdminChatSocketLike extends SocketLike {
  send(data: string): void;
}

export type AdminChatConnection = 'connecting' | 'live' | 'reconnecting' | 'refused';

export interface AdminChatHandlers {
  /** `ready`: `reconnected` after a dropped connection. */
  onReady(reconnected: boolean): void;
  onMessage(message: ChatMessage): void;
  onRead(conversationId: number, side: 'user' | 'staff', seq: number): void;
  onTyping(conversationId: number, side: 'user' | 'staff'): void;
  onConversation(conversation: AdminChatItem): void;
  onConnection(state: AdminChatConnection): void;
}

export interface AdminChatSocketOptions {
  token: string;
  handlers: AdminChatHandlers;
  url?: string;
  createSocket?: (url: string) => AdminChatSocketLike;
  random?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object';
}

const isSide = (value: unknown): value is 'user' | 'staff' => value === 'user' || value === 'staff';
const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/** A server message, checked just enough to be used (the contract defines the rest); else undefined. */
export function parseAdminChatMessage(data: unknown): AdminChatSocketServerMessage | undefined {
  if (typeof data !== 'string') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (!isObject(value)) return undefined;
  switch (value.type) {
    case 'ready':
    case 'pong':
      return { type: value.type };
    case 'error':
      return typeof value.code === 'number' ? { type: 'error', code: value.code } : undefined;
    case 'message': {
      const message = value.message;
      return isObject(message) && isId(message.conversationId) && isId(message.seq)
        ? { type: 'message', message: message as unknown as ChatMessage }
        : undefined;
    }
    case 'read':
      return isId(value.conversationId) && isSide(value.side) && typeof value.seq === 'number'
        ? { type: 'read', conversationId: value.conversationId, side: value.side, seq: value.seq }
        : undefined;
    case 'typing':
      return isId(value.conversationId) && isSide(value.side)
        ? { type: 'typing', conversationId: value.conversationId, side: value.side }
        : undefined;
    case 'conversation': {
      const conversation = value.conversation;
      return isObject(conversation) && isId(conversation.id)
        ? { type: 'conversation', conversation: conversation as unknown as AdminChatItem }
        : undefined;
    }
    default:
      return undefined;
  }
}

export interface AdminChatSocketHandle {
  /** Closes the socket for good. */
  close(): void;
  /** Tells the person that staff are typing (the server's `{"type":"typing","conversationId"}`). */
  typing(conversationId: number): void;
}

/** Opens the staff chat socket. */
export function connectAdminChat({
  token,
  handlers,
  url = sameOriginSocketUrl(ADMIN_CHAT_SOCKET_PATH),
  createSocket,
  random,
  setTimer,
  clearTimer,
}: AdminChatSocketOptions): AdminChatSocketHandle {
  let wasReady = false;
  /** The connection that said `ready` (sending before it is pointless). */
  let live: AdminChatSocketLike | undefined;
  let opened: AdminChatSocketLike | undefined;
  /** The server refused the token on this connection (its close follows). */
  let refused = false;
  handlers.onConnection('connecting');

  const close = connectReconnecting<AdminChatSocketLike>({
    url,
    ...(createSocket ? { createSocket } : {}),
    random,
    setTimer,
    clearTimer,
    onOpen: (socket) => {
      refused = false;
      live = undefined;
      opened = socket;
      socket.send(encode({ type: 'auth', token }));
    },
    onMessage: (data, control) => {
      const message = parseAdminChatMessage(data);
      if (!message) return;
      switch (message.type) {
        case 'ready':
          live = opened;
          control.resetBackoff();
          handlers.onConnection('live');
          handlers.onReady(wasReady);
          wasReady = true;
          break;
        case 'message':
          handlers.onMessage(message.message);
          break;
        case 'read':
          handlers.onRead(message.conversationId, message.side, message.seq);
          break;
        case 'typing':
          handlers.onTyping(message.conversationId, message.side);
          break;
        case 'conversation':
          handlers.onConversation(message.conversation);
          break;
        case 'error':
          if (message.code === 401) refused = true;
          break;
        case 'pong':
          break;
      }
    },
    onClose: (event) => {
      live = undefined;
      opened = undefined;
      if (refused || event.code === CLOSE_UNAUTHORIZED) {
        handlers.onConnection('refused');
        return false;
      }
      handlers.onConnection('reconnecting');
      return true;
    },
  });

  return {
    close: () => {
      live = undefined;
      close();
    },
    typing: (conversationId) => {
      try {
        live?.send(encode({ type: 'typing', conversationId }));
      } catch {
        // closing: the next connection will do
      }
    },
  };
}
