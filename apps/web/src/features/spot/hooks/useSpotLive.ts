import type { SpotDepth, SpotMarket, SpotStreamMessage, SpotTradeView } from '@meridian/contract';
import { useEffect, useMemo, useState } from 'react';
import { lastDirection, mergeTrades, type Direction } from '../lib/book';
import { connectSpotStream } from '../lib/stream';
import { useAccountMode } from '@/lib/settings-store';

interface StreamState {
  /** code|book the state belongs to: a change of pair or book starts afresh. */
  key: string;
  depth: SpotDepth | null;
  trades: readonly SpotTradeView[];
}

export interface SpotLive {
  depth: SpotDepth;
  /** Newest first, at most 50. */
  trades: readonly SpotTradeView[];
  lastPrice: string | null;
  direction: Direction | undefined;
}

function apply(state: StreamState, message: SpotStreamMessage, code: string, book: string) {
  if (message.type === 'depth') {
    if (message.depth.code !== code || message.depth.book !== book) return state;
    return { ...state, depth: message.depth };
  }
  if (message.type === 'trades') {
    if (message.code !== code || message.book !== book) return state;
    return { ...state, trades: mergeTrades(state.trades, message.trades) };
  }
  return state;
}

/**
 * The pair's live market in the user's book: getSpotMarket's depth and trades to start with,
 * then the spot stream's — each depth replaces the last, trades merge by id (50 newest).
 */
export function useSpotLive(market: SpotMarket): SpotLive {
  const book = useAccountMode();
  const { code } = market;
  const key = `${code}|${book}`;
  const [state, setState] = useState<StreamState>({ key, depth: null, trades: [] });

  useEffect(() => {
    setState({ key, depth: null, trades: [] });
    return connectSpotStream({
      code,
      book,
      onMessage: (message) =>
        setState((current) =>
          current.key === key ? apply(current, message, code, book) : current,
        ),
    });
  }, [code, book, key]);

  const own = state.key === key ? state : undefined;
  const depth = own?.depth ?? market.depth;
  const trades = useMemo(
    () => mergeTrades(market.trades, own?.trades ?? []),
    [market.trades, own?.trades],
  );
  return {
    depth,
    trades,
    lastPrice: trades[0]?.price ?? market.lastPrice,
    direction: lastDirection(trades),
  };
}
