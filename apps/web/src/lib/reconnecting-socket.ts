import { backoffDelay, type SocketLike } from './live-prices';

/**
 * A WebSocket that comes back: after a close it did not ask for, it opens again with the live
 * prices' back-off (1 s doubling to 30 s, with jitter; `resetBackoff()` once the connection is
 * known good). Used by the signed-in user's channel and the spot stream.
 */

/** ws: or wss: by the page's protocol, same host. */
export function sameOriginSocketUrl(pathAndQuery: string): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${pathAndQuery}`;
}

export interface ReconnectControl {
  /** The next drop waits the shortest delay again. */
  resetBackoff(): void;
}

export interface ReconnectingSocketOptions<S extends SocketLike> {
  url: string;
  createSocket?: (url: string) => S;
  random?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** A connection opened. */
  onOpen?(socket: S, control: ReconnectControl): void;
  /** A message on the current connection. */
  onMessage(data: unknown, control: ReconnectControl): void;
  /** The connection closed (not by the stop function): `false` ends it, else it reconnects. */
  onClose?(event: CloseEvent): boolean | void;
}

/** Opens the socket; returns the function that closes it for good. */
export function connectReconnecting<S extends SocketLike>({
  url,
  createSocket = (target) => new WebSocket(target) as unknown as S,
  random = Math.random,
  setTimer = (callback, ms) => setTimeout(callback, ms),
  clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  onOpen,
  onMessage,
  onClose,
}: ReconnectingSocketOptions<S>): () => void {
  let stopped = false;
  let attempt = 0;
  let socket: S | undefined;
  let timer: unknown;
  const control: ReconnectControl = {
    resetBackoff: () => {
      attempt = 0;
    },
  };

  function retry() {
    timer = setTimer(open, backoffDelay(attempt++, random));
  }

  function open() {
    timer = undefined;
    let current: S;
    try {
      current = createSocket(url);
    } catch {
      retry();
      return;
    }
    socket = current;
    current.onopen = () => onOpen?.(current, control);
    current.onmessage = (event: MessageEvent) => {
      if (socket === current) onMessage(event.data, control);
    };
    current.onerror = () => undefined; // a close follows
    current.onclose = (event: CloseEvent) => {
      if (stopped || socket !== current) return;
      socket = undefined;
      if (onClose?.(event) === false) return;
      retry();
    };
  }

  open();
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimer(timer);
    const current = socket;
    socket = undefined;
    if (current) {
      current.onclose = null;
      current.onmessage = null;
      try {
        current.close(1000, 'done');
      } catch {
        // already closed
      }
    }
  };
}
