import type { CandleView, MarketItem } from '@meridian/contract';
import { livePrices } from '@/lib/live-prices';

export { connectLivePrices } from '@/test/live-prices';

/** Test data and a hand-driven live-price socket for the markets tests. */

export function marketItem(
  overrides: Partial<MarketItem> & Pick<MarketItem, 'id' | 'code'>,
): MarketItem {
  const price = overrides.price ?? '100';
  return {
    type: 'crypto',
    appName: overrides.code,
    logo: `/logos/${overrides.code.slice(0, 3)}.svg`,
    price,
    nowPrice: price,
    zdf: '0.00',
    hundred: [],
    base: overrides.code.slice(0, 3),
    quote: 'USDT',
    high24h: price,
    low24h: price,
    volume24h: '0',
    tickSize: '0.01',
    lotSize: '1',
    tradingOpen: true,
    updatedAt: 1_700_000_000_000,
    ...overrides,
  };
}

export const BTC = marketItem({
  id: 1,
  code: 'BTCUSDT',
  appName: 'Bitcoin',
  logo: '/logos/BTC.svg',
  base: 'BTC',
  price: '95000',
  zdf: '1.25',
  hundred: ['94000', '94500', '94200', '95000'],
  high24h: '95500.5',
  low24h: '93000',
  volume24h: '1234.5',
});
export const ETH = marketItem({
  id: 2,
  code: 'ETHUSDT',
  appName: 'Ethereum',
  logo: '/logos/ETH.svg',
  base: 'ETH',
  price: '3300.5',
  zdf: '-2.40',
  hundred: ['3400', '3350', '3300.5'],
});
export const SOL = marketItem({
  id: 4,
  code: 'SOLUSDT',
  appName: 'Solana',
  logo: '/logos/SOL.svg',
  base: 'SOL',
  price: '180',
  zdf: '0.00',
});
export const EURUSD = marketItem({
  id: 41,
  code: 'EURUSD',
  type: 'forex',
  appName: 'Euro / US Dollar',
  logo: '/logos/EUR.svg',
  base: 'EUR',
  quote: 'USD',
  price: '1.08',
  tickSize: '0.00001',
  lotSize: '100000',
  zdf: '0.12',
  tradingOpen: false,
});
export const AAPL = marketItem({
  id: 48,
  code: 'AAPL',
  type: 'stock',
  appName: 'Apple',
  base: 'AAPL',
  quote: 'USD',
  price: '228',
});
export const XAUUSD = marketItem({
  id: 60,
  code: 'XAUUSD',
  type: 'etf',
  appName: 'Gold',
  base: 'XAU',
  quote: 'USD',
  price: '2650',
  lotSize: '100',
});
export const CL = marketItem({
  id: 62,
  code: 'CL',
  type: 'futures',
  appName: 'Crude Oil (WTI)',
  base: 'CL',
  quote: 'USD',
  price: '70',
  lotSize: '1000',
});

export const MARKETS: MarketItem[] = [BTC, ETH, SOL, EURUSD, AAPL, XAUUSD, CL];

export function candles(count: number, start = 1_700_000_000_000, step = 60_000): CandleView[] {
  return Array.from({ length: count }, (_, index) => ({
    time: start + index * step,
    open: String(95000 + index),
    high: String(95010 + index),
    low: String(94990 + index),
    close: String(95005 + index),
    volume: String(10 + index),
  }));
}

/** Forgets the sparkline histories a previous test left in the shared feed. */
export function clearHistories(items: readonly MarketItem[] = MARKETS) {
  for (const item of items) livePrices.seedHistory(item.code, []);
}
