import type { SpotStreamMessage } from '@meridian/contract';
import { backoffDelay } from '@/lib/live-prices';
import type { AccountMode } from '@/lib/settings-store';

/**
 * The public spot stream of one pair and book: /websocket/spot?code=…&book=demo|real on this
 * origin. It sends `depth` (a full top-20 snapshot: replace) and `trades` (merge by id); the
 * first messages after connecting are the current depth and the recent trades, so a reconnect
 * (exponential back-off, 1 s doubling to 30 s, with jitter) needs nothing else.
 */
export const SPOT_STREAM_PATH = '/websocket/spot';

export function spotStreamUrl(code: string, book: AccountMode): string {
  const { protocol, host } = window.location;
  const query = new URLSearchParams({ code, book });
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${SPOT_STREAM_PATH}?${query}`;
}

function parse(data: unknown): SpotStreamMessage | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const value = JSON.parse(data) as Partial<SpotStreamMessage> | null;
    if (value?.type === 'depth' && typeof value.depth === 'object' && value.depth !== null)
      return value as SpotStreamMessage;
    if (value?.type === 'trades' && Array.isArray(value.trades)) return value as SpotStreamMessage;
    return undefined;
  } catch {
    return undefined;
  }
}

export interface SpotStreamOptions {
  code: string;
  book: AccountMode;
  onMessage: (message: SpotStreamMessage) => void;
}

/** Opens the stream; returns the function that closes it for good. */
export function connectSpotStream({ code, book, onMessage }: SpotStreamOptions): () => void {
  let stopped = false;
  let attempt = 0;
  let socket: WebSocket | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function open() {
    timer = undefined;
    let current: WebSocket;
    try {
      current = new WebSocket(spotStreamUrl(code, book));
    } catch {
      timer = setTimeout(open, backoffDelay(attempt++));
      return;
    }
    socket = current;
    current.onopen = () => {
      attempt = 0;
    };
    current.onmessage = (event: MessageEvent) => {
      if (socket !== current) return;
      const message = parse(event.data);
      if (message) onMessage(message);
    };
    current.onclose = () => {
      if (stopped || socket !== current) return;
      socket = undefined;
      timer = setTimeout(open, backoffDelay(attempt++));
    };
  }

  open();
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
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
