import { z } from 'zod';
import { amountString, epochMsParam, int4IdParam } from './common.js';

export const instrumentClassSchema = z.enum(['crypto', 'forex', 'stock', 'etf', 'futures']);
export const candleIntervalSchema = z.enum(['1m', '5m', '15m', '1h', '4h', '1d']);

/** SPEC §3 market item, plus the statistics a trading screen needs. */
export const marketItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  type: instrumentClassSchema,
  appName: z.string(),
  /** A bundled, generated SVG served by this platform (no remote images). */
  logo: z.string(),
  /** The latest recorded price (the live list's `price`). */
  price: amountString,
  /** The same latest price, under the name the spec's detail screens read. */
  nowPrice: amountString,
  /** 24-hour change in percent, two decimals ("-1.25"). */
  zdf: z.string(),
  /** Up to the last 100 recorded prices, oldest first, for the sparkline. */
  hundred: z.array(amountString),
  base: z.string(),
  quote: z.string(),
  high24h: amountString,
  low24h: amountString,
  volume24h: amountString,
  tickSize: amountString,
  lotSize: amountString,
  tradingOpen: z.boolean(),
  updatedAt: z.number().int().nullable(),
});

export const listMarketByTypeQuery = z.object({
  type: instrumentClassSchema.optional(),
});

export const marketIdParams = z.object({ id: int4IdParam });

export const kValueQuery = z.object({
  code: z.string().min(1).max(32),
  interval: candleIntervalSchema.default('1m'),
  /** Epoch milliseconds; without it the newest `limit` candles up to `to` (a closed market too). */
  from: epochMsParam.optional(),
  to: epochMsParam.optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(300),
});

export const candleSchema = z.object({
  time: z.number().int(),
  open: amountString,
  high: amountString,
  low: amountString,
  close: amountString,
  volume: amountString,
});

/** One entry of the live list on /websocket/message. */
export const livePriceSchema = z.object({ code: z.string(), price: amountString, zdf: z.string() });

export type MarketItem = z.infer<typeof marketItemSchema>;
export type LivePrice = z.infer<typeof livePriceSchema>;
export type CandleView = z.infer<typeof candleSchema>;

/** PRODUCT §1: home-page figures computed from the platform, never typed in. */
export const platformStatsSchema = z.object({
  /** Trading volume on the platform over the last 24 hours, in USDT. */
  volume24hUsdt: amountString,
  listedInstruments: z.number().int(),
  registeredUsers: z.number().int(),
  /** The lowest configured trading fee, in percent ("0.08"). */
  lowestTradingFeePercent: z.string(),
  /** Whether the lowest trading fee is under 0.3% (the home page's claim). */
  feeUnderThreeTenthsPercent: z.boolean(),
});

export const watchlistBody = z.object({ code: z.string().min(1).max(32) });
export const watchlistResult = z.object({ codes: z.array(z.string()) });
/** A visitor's browser watchlist, added to the account's at sign-in (unknown codes are ignored). */
export const mergeWatchlistBody = z.object({ codes: z.array(z.string().min(1).max(32)).max(100) });

export type PlatformStats = z.infer<typeof platformStatsSchema>;
