import { connectReconnecting, sameOriginSocketUrl } from '@/lib/reconnecting-socket';
import { asTradingMessage, type UserOrderMessage } from '@/lib/user-events';

/**
 * The client side of GET /websocket/user (apps/server/src/realtime/user-channel.ts): the first
 * message is `{"type":"auth","token":…}`; then the server pushes `ready` (with the unread count),
 * `notification` when one is created and `unread` when some are marked read. A refused token
 * (`error` 401, close 4401) ends it; any other close reconnects with back-off (1 s doubling to
 * 30 s, with jitter).
 */
export const USER_CHANNEL_PATH = '/websocket/user';
/** The server's close code for a bad, expired or revoked token. */
export const CLOSE_UNAUTHORIZED = 4401;

export interface UserSocket {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface UserChannelHandlers {
  /** `ready` and `unread`: the number of unread notifications now. */
  onUnread(unread: number): void;
  /** A notification was created. */
  onNotification(): void;
  /** The token was refused: the session is over. */
  onUnauthorized(): void;
  /** A margin order, an option or a spot order of the user changed (opened, filled, settled…). */
  onTrading?(message: UserOrderMessage): void;
  /** The user's balances in this book changed (the ledger announced a committed entry). */
  onBalances?(book: 'demo' | 'real'): void;
  /** One of the user's smart plans in this book traded, settled or ended. */
  onSmartPlan?(book: 'demo' | 'real'): void;
  /** `ready` again after a dropped connection: what was pushed meanwhile is lost, reload. */
  onReconnected?(): void;
  /**
   * Every `ready`, the first included: from now on the channel pushes changes, so a figure read
   * before it (which a push sent meanwhile would have changed) is read again now.
   */
  onReady?(): void;
  /** `chatUnread`: customer-service replies the user has not read (the service icon's badge). */
  onChatUnread?(unread: number): void;
}

export interface UserChannelOptions {
  token: string;
  handlers: UserChannelHandlers;
  url?: string;
  createSocket?: (url: string) => UserSocket;
  random?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export function defaultUserChannelUrl(): string {
  return sameOriginSocketUrl(USER_CHANNEL_PATH);
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

/** Opens the channel; returns the function that closes it for good. */
export function connectUserChannel({
  token,
  handlers,
  url = defaultUserChannelUrl(),
  createSocket = (target) => new WebSocket(target) as unknown as UserSocket,
  random,
  setTimer,
  clearTimer,
}: UserChannelOptions): () => void {
  let wasReady = false;
  /** The server refused the token on this connection (its close follows). */
  let refused = false;

  return connectReconnecting({
    url,
    createSocket,
    random,
    setTimer,
    clearTimer,
    onOpen: (socket) => {
      refused = false;
      socket.send(JSON.stringify({ type: 'auth', token }));
    },
    onMessage: (data, control) => {
      const message = parse(data);
      if (!message) return;
      if (
        (message.type === 'ready' || message.type === 'unread') &&
        typeof message.unread === 'number'
      ) {
        if (message.type === 'ready') {
          control.resetBackoff();
          if (wasReady) handlers.onReconnected?.();
          handlers.onReady?.();
          wasReady = true;
        }
        handlers.onUnread(message.unread);
      } else if (message.type === 'notification') {
        handlers.onNotification();
      } else if (message.type === 'chatUnread') {
        if (typeof message.unread === 'number' && message.unread >= 0)
          handlers.onChatUnread?.(message.unread);
      } else if (message.type === 'balances') {
        if (message.book === 'demo' || message.book === 'real') handlers.onBalances?.(message.book);
      } else if (message.type === 'smartPlan') {
        if (message.book === 'demo' || message.book === 'real')
          handlers.onSmartPlan?.(message.book);
      } else if (
        message.type === 'position' ||
        message.type === 'option' ||
        message.type === 'spotOrder'
      ) {
        const trading = asTradingMessage(message);
        if (trading) handlers.onTrading?.(trading);
      } else if (message.type === 'error' && message.code === 401) {
        refused = true;
      }
    },
    onClose: (event) => {
      if (refused || event.code === CLOSE_UNAUTHORIZED) {
        handlers.onUnauthorized();
        return false;
      }
      return true;
    },
  });
}
