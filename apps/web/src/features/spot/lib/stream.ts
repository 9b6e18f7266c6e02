import type { SpotStreamMessage } from '@meridian/contract';
import { connectReconnecting, sameOriginSocketUrl } from '@/lib/reconnecting-socket';
import type { AccountMode } from '@/lib/settings-store';

/**
 * The public spot stream of one pair and book: /websocket/spot?code=…&book=demo|real on this
 * origin. It sends `depth` (a full top-20 snapshot: replace) and `trades` (merge by id); the
 * first messages after connecting are the current depth and the recent trades, so a reconnect
 * (exponential back-off, 1 s doubling to 30 s, with jitter) needs nothing else.
 */
export const SPOT_STREAM_PATH = '/websocket/spot';

export function spotStreamUrl(code: string, book: AccountMode): string {
  const query = new URLSearchParams({ code, book });
  return sameOriginSocketUrl(`${SPOT_STREAM_PATH}?${query}`);
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
  return connectReconnecting({
    url: spotStreamUrl(code, book),
    onOpen: (_socket, control) => control.resetBackoff(),
    onMessage: (data) => {
      const message = parse(data);
      if (message) onMessage(message);
    },
  });
}
