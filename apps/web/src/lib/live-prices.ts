import { useSyncExternalStore } from 'react';
import {
  livePrices,
  type LivePrice,
  type LivePricesSnapshot,
  type LiveStatus,
} from './live-price-feed';

// The feed itself has no React (the boot entry opens it before the app has loaded); the hooks live here.
export * from './live-price-feed';

function useLiveSelect<T>(select: (snapshot: LivePricesSnapshot) => T): T {
  return useSyncExternalStore(livePrices.subscribe, () => select(livePrices.getSnapshot()));
}

/** The whole live list `[{code, price, zdf}]`, as last received. */
export function useLivePrices(): readonly LivePrice[] {
  return useLiveSelect((snapshot) => snapshot.list);
}

/** One code's live entry, or undefined until it arrives. */
export function useLivePrice(code: string): LivePrice | undefined {
  return useLiveSelect((snapshot) => snapshot.byCode.get(code));
}

const NO_HISTORY: readonly string[] = [];
/** One code's recent prices, oldest first, at most 100. */
export function useLivePriceHistory(code: string): readonly string[] {
  return useLiveSelect((snapshot) => snapshot.history.get(code) ?? NO_HISTORY);
}

export function useLiveStatus(): LiveStatus {
  return useLiveSelect((snapshot) => snapshot.status);
}
