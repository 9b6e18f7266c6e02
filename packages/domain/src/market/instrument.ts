import type { Amount } from '../money/amount.js';

/** SPEC's market types. Numbers in parentheses are the spec's `type` query values. */
export const INSTRUMENT_CLASSES = ['crypto', 'forex', 'stock', 'etf', 'futures'] as const;
export type InstrumentClass = (typeof INSTRUMENT_CLASSES)[number];

/** When an instrument trades (UTC approximations of each market's weekly session). */
export type TradingSession = 'always' | 'forex' | 'us-equity' | 'cme-futures';

export interface Instrument {
  /** Stable symbol used on the wire, e.g. "BTCUSDT", "EURUSD", "AAPL", "XAUUSD", "CL". */
  code: string;
  name: string;
  class: InstrumentClass;
  /** Price quote currency, e.g. "USDT" or "USD". */
  quote: string;
  /** Smallest price step. */
  tickSize: Amount;
  /** Units per lot (PRODUCT §4: forex 100,000, metals 100 oz, stocks 1 share, crypto 1 coin). */
  lotSize: Amount;
  startPrice: Amount;
  session: TradingSession;
  /** Annualised volatility in basis points, drives the simulated feed. */
  volatilityBp: number;
}
