import { NFT_STREAM_PATH, nftStreamMessageSchema, type NftStreamMessage } from '@meridian/contract';
import { connectReconnecting, sameOriginSocketUrl } from '@/lib/reconnecting-socket';

/** One item's live figures after each bid, sale or close: /websocket/nft?id=N on this origin. */
export type NftLiveFigures = Extract<NftStreamMessage, { type: 'nft' }>;

export function nftStreamUrl(id: number): string {
  return sameOriginSocketUrl(`${NFT_STREAM_PATH}?${new URLSearchParams({ id: String(id) })}`);
}

/** A message of the stream's schema, or undefined (not JSON, another shape). */
export function parseNftStreamMessage(data: unknown): NftStreamMessage | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const parsed = nftStreamMessageSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Opens the item's stream (reopened after a drop with back-off, 1 s doubling to 30 s, with
 * jitter; a good connection resets it); returns the function that closes it for good. The server
 * sends the item's figures on connecting, then after every bid, sale or close. After a
 * reconnection `onReconnect` runs: the bids missed in between are read again.
 */
export function connectNftStream(
  id: number,
  onFigures: (figures: NftLiveFigures) => void,
  onReconnect: () => void,
): () => void {
  let opened = 0;
  // The server answers an unknown item with an error and closes: no reconnecting then.
  let unknown = false;
  return connectReconnecting({
    url: nftStreamUrl(id),
    onOpen: (_socket, control) => {
      control.resetBackoff();
      if (opened++ > 0) onReconnect();
    },
    onMessage: (data) => {
      const message = parseNftStreamMessage(data);
      if (message?.type === 'error') unknown = true;
      else if (message?.type === 'nft' && message.id === id) onFigures(message);
    },
    onClose: () => !unknown,
  });
}
