import { useState, useSyncExternalStore } from 'react';
import { compareDecimal } from '@/lib/decimal';
import { livePrices } from '@/lib/live-prices';

/**
 * One code's live price and 24h change, read from the app's live-price feed as primitives. The
 * feed publishes the whole list on every message (a new object per code each time), so a
 * component subscribed through this hook re-renders only when its own price or change differs.
 */
export function useLiveQuote(code: string): { price?: string; zdf?: string } {
  const price = useSyncExternalStore(
    livePrices.subscribe,
    () => livePrices.getSnapshot().byCode.get(code)?.price,
  );
  const zdf = useSyncExternalStore(
    livePrices.subscribe,
    () => livePrices.getSnapshot().byCode.get(code)?.zdf,
  );
  return { price, zdf };
}

export type FlashDirection = 'up' | 'down';

export interface PriceFlash {
  /** Which way the last change went (undefined until the price first changes). */
  direction?: FlashDirection;
  /** Changes on every price change: a `key` that restarts the CSS flash animation. */
  key: number;
}

/** The direction and a counter of price changes, for a short green/red flash. */
export function usePriceFlash(price: string): PriceFlash {
  const [state, setState] = useState<PriceFlash & { price: string }>({ price, key: 0 });
  if (state.price !== price) {
    // Adjusting state while rendering (React's pattern for "store information from previous
    // renders"): no effect, no extra commit.
    const order = compareDecimal(price, state.price);
    const next = {
      price,
      key: state.key + 1,
      direction: order > 0 ? 'up' : order < 0 ? 'down' : state.direction,
    } as const;
    setState(next);
    return next;
  }
  return state;
}
