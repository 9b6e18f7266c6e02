import { z } from 'zod';
import {
  amountString,
  assetSchema,
  bookSchema,
  int8Id,
  nonNegativeAmountString,
  pageParam,
  sizeParam,
} from './common.js';
import { candleIntervalSchema, candleSchema } from './market.js';

/**
 * Spot coin trading (SPEC §7 "Orders": submit, chedan, listBbOrder, getAssestInfo; PRODUCT §4):
 * a central limit order book per pair and book (demo and real are separate markets). Prices are
 * in the quote asset (USDT) per one base unit; quantities in the base asset (BTC, ETH). Every
 * amount is an exact decimal string.
 */

export const spotSideSchema = z.enum(['buy', 'sell']);
export const spotOrderTypeSchema = z.enum(['limit', 'market']);
/**
 * open: resting, nothing filled ("waiting for fill"); partial: resting, partly filled; filled:
 * completely filled; cancelled: the rest left the book (by the owner, unfilled market/IOC rest,
 * or self-trade prevention) — it may have partly filled first.
 */
export const spotOrderStatusSchema = z.enum(['open', 'partial', 'filled', 'cancelled']);
export const spotCancelReasonSchema = z.enum(['user', 'unfilled', 'self_trade']);

/**
 * POST submit. Limit: `price` and `quantity`. Market sell: `quantity`. Market buy: `quantity`
 * (buys that much, paying what the book asks, up to the available USDT) or `total` (spends at
 * most that much USDT, fee included).
 */
export const submitBody = z.object({
  code: z.string().min(1).max(32),
  side: spotSideSchema,
  type: spotOrderTypeSchema.default('limit'),
  price: amountString.optional(),
  quantity: amountString.optional(),
  /** Market buys only: the most USDT to spend, fee included. */
  total: nonNegativeAmountString.optional(),
  /** GTC rests what does not fill; IOC cancels the rest. Limit orders only. */
  timeInForce: z.enum(['GTC', 'IOC']).default('GTC'),
  /** Refuse the order (464) rather than let it trade at once: it only ever adds liquidity. */
  postOnly: z.boolean().default(false),
});

/** POST chedan: cancel a resting order; its frozen funds return to available. */
export const chedanBody = z.object({ id: int8Id });

export const listBbOrderQuery = z.object({
  /** current: open and partly filled; history: filled and cancelled. */
  status: z.enum(['current', 'history']).default('current'),
  code: z.string().max(32).optional(),
  page: pageParam,
  size: sizeParam,
});

export const spotOrderSchema = z.object({
  id: z.number().int(),
  /** SPEC "order number", e.g. "B000123". */
  orderNo: z.string(),
  book: bookSchema,
  code: z.string(),
  base: assetSchema,
  quote: assetSchema,
  side: spotSideSchema,
  type: spotOrderTypeSchema,
  timeInForce: z.enum(['GTC', 'IOC']),
  postOnly: z.boolean(),
  status: spotOrderStatusSchema,
  /** The limit price ("delegation" price); null for market orders. */
  price: amountString.nullable(),
  /** Ordered base quantity; for a market buy by total, null. */
  quantity: amountString.nullable(),
  /** Market buy by total: the USDT budget. */
  total: amountString.nullable(),
  filledQuantity: amountString,
  /** Quote value of the fills ("turnover"). */
  turnover: amountString,
  /** Turnover / filled quantity; null before the first fill. */
  averagePrice: amountString.nullable(),
  /** Fees paid so far, in the quote asset. */
  fee: amountString,
  /** Funds still held for the open rest of the order (quote for a buy, base for a sell). */
  frozen: amountString,
  cancelReason: spotCancelReasonSchema.nullable(),
  createdAt: z.number().int(),
  /** When it was filled or cancelled ("transaction time"); null while it rests. */
  doneAt: z.number().int().nullable(),
});

export const spotOrderListSchema = z.object({
  list: z.array(spotOrderSchema),
  total: z.number().int().min(0),
});

export const spotLevelSchema = z.object({
  price: amountString,
  quantity: amountString,
  orders: z.number().int(),
});

/** Best levels of both sides, best first. `seq` grows with every change of the book. */
export const spotDepthSchema = z.object({
  code: z.string(),
  book: bookSchema,
  bids: z.array(spotLevelSchema),
  asks: z.array(spotLevelSchema),
  seq: z.number().int(),
  time: z.number().int(),
});

/** A public trade: price, quantity, the taker's side (buy = price went up into the asks). */
export const spotTradeSchema = z.object({
  id: z.number().int(),
  price: amountString,
  quantity: amountString,
  side: spotSideSchema,
  time: z.number().int(),
});

export const spotMarketQuery = z.object({
  code: z.string().min(1).max(32),
});

/** GET getSpotMarket: the pair's terms, depth and recent trades (public). */
export const spotMarketSchema = z.object({
  code: z.string(),
  /** The instrument id of the pair (for /cruuency links and getAssestInfo/{id}). */
  id: z.number().int(),
  book: bookSchema,
  base: assetSchema,
  quote: assetSchema,
  tickSize: amountString,
  /** The quantity step; also the smallest order. */
  lotSize: amountString,
  makerFeeBp: z.number().int(),
  takerFeeBp: z.number().int(),
  /** The feed's price now (what the house market maker quotes around). */
  referencePrice: amountString.nullable(),
  lastPrice: amountString.nullable(),
  depth: spotDepthSchema,
  trades: z.array(spotTradeSchema),
});

export const spotPairsSchema = z.array(
  z.object({ code: z.string(), id: z.number().int(), base: assetSchema, quote: assetSchema }),
);

/** One asset held in a book ("holding": held, available, value in USDT). */
export const holdingSchema = z.object({
  asset: assetSchema,
  available: amountString,
  frozen: amountString,
  /** available + frozen. */
  held: amountString,
  /** held × the feed price in USDT (USDT and USD at par); null when no price is known. */
  valueUsdt: amountString.nullable(),
});

/** GET getAssestInfo/{id}: the caller's base and quote holdings for the spot pair with that instrument id. */
export const assetInfoSchema = z.object({
  code: z.string(),
  book: bookSchema,
  base: holdingSchema,
  quote: holdingSchema,
});

/** GET listHoldings: every asset of the selected book, with the total value in USDT. */
export const holdingsSchema = z.object({
  book: bookSchema,
  list: z.array(holdingSchema),
  totalUsdt: amountString,
});

export const spotKlineQuery = z.object({
  code: z.string().min(1).max(32),
  interval: candleIntervalSchema.default('1m'),
  limit: z.coerce.number().int().min(1).max(1000).default(300),
});

export const spotKlineSchema = z.array(candleSchema);

/** Messages of /websocket/spot?code=BTCUSDT&book=demo|real (public). */
export const spotStreamMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('depth'), depth: spotDepthSchema }),
  z.object({
    type: z.literal('trades'),
    code: z.string(),
    book: bookSchema,
    trades: z.array(spotTradeSchema),
  }),
  z.object({ type: z.literal('error'), code: z.number().int() }),
]);

/** On /websocket/user: one of the user's spot orders changed (placed, filled, cancelled). */
export const spotUserSocketMessage = z.object({
  type: z.literal('spotOrder'),
  book: bookSchema,
  order: spotOrderSchema,
});

export type SpotSide = z.infer<typeof spotSideSchema>;
export type SpotOrderType = z.infer<typeof spotOrderTypeSchema>;
export type SpotOrderStatus = z.infer<typeof spotOrderStatusSchema>;
export type SubmitBody = z.infer<typeof submitBody>;
export type SubmitInput = z.input<typeof submitBody>;
export type ChedanBody = z.infer<typeof chedanBody>;
export type ListBbOrderQuery = z.infer<typeof listBbOrderQuery>;
export type SpotOrderView = z.infer<typeof spotOrderSchema>;
export type SpotOrderList = z.infer<typeof spotOrderListSchema>;
export type SpotLevel = z.infer<typeof spotLevelSchema>;
export type SpotDepth = z.infer<typeof spotDepthSchema>;
export type SpotTradeView = z.infer<typeof spotTradeSchema>;
export type SpotMarket = z.infer<typeof spotMarketSchema>;
export type SpotPairs = z.infer<typeof spotPairsSchema>;
export type Holding = z.infer<typeof holdingSchema>;
export type AssetInfo = z.infer<typeof assetInfoSchema>;
export type Holdings = z.infer<typeof holdingsSchema>;
export type SpotStreamMessage = z.infer<typeof spotStreamMessage>;
export type SpotUserSocketMessage = z.infer<typeof spotUserSocketMessage>;
