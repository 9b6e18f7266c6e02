import { z } from 'zod';
import {
  amountString,
  bookSchema,
  int8Id,
  int8IdParam,
  pageParam,
  PG_INT4_MAX,
  sizeParam,
} from './common.js';
import { smartProfitTotalSchema } from './smart.js';

/**
 * Margin (CFD) positions and timed options (SPEC §7 "Orders", PRODUCT §4): the calls under
 * /swx/customer/order and the live messages of /websocket/user. All money is an exact decimal
 * string in USDT, the margin account's currency; prices are in the instrument's quote currency.
 */

export const positionSideSchema = z.enum(['long', 'short']);
export const marginOrderTypeSchema = z.enum(['market', 'limit']);
/**
 * SPEC §4 names: pending = "waiting to open a position", open = "open", closed = "position
 * closed", cancelled = "cancelled" (by the user, or because the margin was no longer there).
 */
export const marginOrderStatusSchema = z.enum(['pending', 'open', 'closed', 'cancelled']);
export const closeReasonSchema = z.enum([
  'user',
  'stop_loss',
  'take_profit',
  'stop_out',
  'insufficient_margin',
]);

/** An optional price: omitted, null or "" all mean "none". */
const optionalPrice = z
  .union([amountString, z.literal(''), z.null()])
  .optional()
  .transform((value) => (value === '' || value === null ? undefined : value));

/** POST buyU: open a position at market, or place a pending limit order. */
export const buyUBody = z.object({
  code: z.string().min(1).max(32),
  side: positionSideSchema,
  type: marginOrderTypeSchema.default('market'),
  /** Lots, in steps of the instrument's lot step (0.01). */
  lots: amountString,
  leverage: z.number().int().min(1).max(1000),
  /** Limit orders: the price at which to open (a buy opens at or below it, a sell at or above). */
  price: optionalPrice,
  stopLoss: optionalPrice,
  takeProfit: optionalPrice,
});

/** POST stopU: close a position, wholly or (with `lots`) in part. */
export const stopUBody = z.object({
  id: int8Id,
  lots: amountString.optional(),
});

/** POST modifyU: set or clear stop loss and take profit of an open position or pending order. */
export const modifyUBody = z.object({
  id: int8Id,
  stopLoss: optionalPrice,
  takeProfit: optionalPrice,
});

/** POST cancelU: withdraw a pending order ("order withdrawn"); its held margin is released. */
export const cancelUBody = z.object({ id: int8Id });

export const listUOrderQuery = z.object({
  /** open: open positions; pending: waiting to open; history: closed and cancelled. */
  status: z.enum(['open', 'pending', 'history']).default('open'),
  code: z.string().max(32).optional(),
  page: pageParam,
  size: sizeParam,
});

export const marginOrderSchema = z.object({
  id: z.number().int(),
  /** SPEC "order number", e.g. "U000123". */
  orderNo: z.string(),
  code: z.string(),
  instrumentId: z.number().int(),
  side: positionSideSchema,
  type: marginOrderTypeSchema,
  status: marginOrderStatusSchema,
  lots: amountString,
  /** Units per lot of the instrument. */
  lotSize: amountString,
  leverage: z.number().int(),
  /** Limit orders only. */
  limitPrice: amountString.nullable(),
  openPrice: amountString.nullable(),
  closePrice: amountString.nullable(),
  stopLoss: amountString.nullable(),
  takeProfit: amountString.nullable(),
  /** Margin held by the position (USDT); for a pending order, the margin held for it. */
  margin: amountString,
  /** Commission charged at opening (USDT). */
  fee: amountString,
  /**
   * Open: unrealised profit at the current bid (longs) or ask (shorts); closed: the realised
   * profit; pending and cancelled: "0". USDT.
   */
  profit: amountString,
  /** A loss beyond the book's balance that the platform absorbed (negative-balance protection). */
  absorbedLoss: amountString,
  /** The price the position would close at now (bid for longs, ask for shorts); open only. */
  markPrice: amountString.nullable(),
  closeReason: closeReasonSchema.nullable(),
  createdAt: z.number().int(),
  openedAt: z.number().int().nullable(),
  closedAt: z.number().int().nullable(),
});

export const marginOrderListSchema = z.object({
  list: z.array(marginOrderSchema),
  total: z.number().int().min(0),
});

/** GET getProfitTotal: the margin account of the selected book (USDT). */
export const profitTotalSchema = z.object({
  /** USDT in the book, available plus frozen. */
  balance: amountString,
  /** Balance plus unrealised profit of open positions. */
  equity: amountString,
  usedMargin: amountString,
  freeMargin: amountString,
  /** Equity / used margin in percent, two decimals; null with no open position. */
  marginLevel: z.string().nullable(),
  unrealisedProfit: amountString,
  /** Realised profit of all closed positions and settled options in this book. */
  realisedProfit: amountString,
  openPositions: z.number().int(),
  pendingOrders: z.number().int(),
  /** The margin level (percent) at which positions are closed, largest loser first. */
  stopOutLevel: z.string(),
  /** The book's smart plans (issue 14): running plans, total revenue and today's earnings. */
  smart: smartProfitTotalSchema,
});

/** The margin rules of one instrument (public: shown before an order is confirmed). */
export const marginRulesSchema = z.object({
  code: z.string(),
  /** What one unit is: the base asset or symbol (BTC, EUR, AAPL, XAU, CL…). */
  base: z.string(),
  /** Units per lot. */
  lotSize: amountString,
  minLots: amountString,
  maxLots: amountString,
  lotStep: amountString,
  maxLeverage: z.number().int(),
  /** Full bid-ask spread in basis points of the mid price; half each side. */
  spreadBp: z.number().int(),
  /** Commission at opening, in basis points of the notional. */
  commissionBp: z.number().int(),
  stopOutLevelPercent: z.number().int(),
  /** Profit and margin are converted from this currency to USDT. */
  quote: z.string(),
  tickSize: amountString,
  /** Bid and ask now, from the latest recorded tick. */
  bid: amountString,
  ask: amountString,
  tradingOpen: z.boolean(),
});

export const optionDirectionSchema = z.enum(['up', 'down']);
/** open: waiting for expiry; won, lost, draw (equal price: stake refunded); void: no recorded price at expiry (stake refunded). */
export const optionStatusSchema = z.enum(['open', 'won', 'lost', 'draw', 'void']);

export const optionTimeframeSchema = z.object({
  seconds: z.number().int(),
  /** Paid on a win on top of the returned stake, in percent. */
  payoutPercent: z.number().int(),
  minStake: amountString,
  maxStake: amountString,
});

export const optionRulesSchema = z.object({
  timeframes: z.array(optionTimeframeSchema),
  /** Options are settled in this asset. */
  asset: z.literal('USDT'),
});

export const tradingRulesQuery = z.object({ code: z.string().min(1).max(32) });
export const tradingRulesSchema = z.object({
  margin: marginRulesSchema,
  options: optionRulesSchema,
});

/** POST buyOptions. */
export const buyOptionsBody = z.object({
  code: z.string().min(1).max(32),
  direction: optionDirectionSchema,
  /** One of the configured timeframes, in seconds (30, 60, 120, 300, 600). */
  timeframe: z.number().int().positive().max(PG_INT4_MAX),
  /** USDT. */
  stake: amountString,
});

export const optionOrderSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  code: z.string(),
  instrumentId: z.number().int(),
  direction: optionDirectionSchema,
  timeframe: z.number().int(),
  payoutPercent: z.number().int(),
  stake: amountString,
  /** The recorded tick at purchase. */
  strikePrice: amountString,
  strikeAt: z.number().int(),
  expiresAt: z.number().int(),
  status: optionStatusSchema,
  /** The recorded tick at expiry that decided the result. */
  settlePrice: amountString.nullable(),
  settleTickAt: z.number().int().nullable(),
  /** What came back to the user at settlement: stake × (1 + payout) on a win, the stake on a draw or void, 0 on a loss. */
  returned: amountString.nullable(),
  /** returned − stake once settled. */
  profit: amountString.nullable(),
  createdAt: z.number().int(),
  settledAt: z.number().int().nullable(),
});

export const listOptionsOrderQuery = z.object({
  status: z.enum(['open', 'settled', 'all']).default('all'),
  page: pageParam,
  size: sizeParam,
});

export const optionOrderListSchema = z.object({
  list: z.array(optionOrderSchema),
  total: z.number().int().min(0),
});

export const orderIdParams = z.object({ id: int8IdParam });

/** Live messages on /websocket/user about the owner's own trading (besides notifications). */
export const tradingSocketMessage = z.discriminatedUnion('type', [
  /** One of the user's margin orders changed (opened, filled, modified, closed, cancelled). */
  z.object({ type: z.literal('position'), book: bookSchema, order: marginOrderSchema }),
  /** One of the user's options was bought or settled. */
  z.object({ type: z.literal('option'), book: bookSchema, option: optionOrderSchema }),
]);

export type PositionSide = z.infer<typeof positionSideSchema>;
export type MarginOrderType = z.infer<typeof marginOrderTypeSchema>;
export type MarginOrderStatus = z.infer<typeof marginOrderStatusSchema>;
export type CloseReason = z.infer<typeof closeReasonSchema>;
export type BuyUBody = z.infer<typeof buyUBody>;
export type StopUBody = z.infer<typeof stopUBody>;
export type ModifyUBody = z.infer<typeof modifyUBody>;
export type MarginOrderView = z.infer<typeof marginOrderSchema>;
export type MarginOrderList = z.infer<typeof marginOrderListSchema>;
export type ProfitTotal = z.infer<typeof profitTotalSchema>;
export type MarginRules = z.infer<typeof marginRulesSchema>;
export type OptionRules = z.infer<typeof optionRulesSchema>;
export type TradingRules = z.infer<typeof tradingRulesSchema>;
export type BuyOptionsBody = z.infer<typeof buyOptionsBody>;
export type OptionDirection = z.infer<typeof optionDirectionSchema>;
export type OptionStatus = z.infer<typeof optionStatusSchema>;
export type OptionOrderView = z.infer<typeof optionOrderSchema>;
export type OptionOrderList = z.infer<typeof optionOrderListSchema>;
export type TradingSocketMessage = z.infer<typeof tradingSocketMessage>;
