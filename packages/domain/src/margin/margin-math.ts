import { AMOUNT_SCALE, mulDiv, roundToDecimals, type Amount } from '../money/amount.js';
import { chargeFee } from '../referrals/levels.js';

/**
 * Margin (CFD) arithmetic of PRODUCT §4, exact: every price and amount is an `Amount` (1e-18
 * fixed point). The margin account's currency is USDT. Money results are rounded to USDT's 6
 * decimals: margin and commission up (never under-held), profit half away from zero (neither
 * side favoured).
 */

export type PositionSide = 'long' | 'short';

/**
 * How an amount in the instrument's quote currency becomes USDT. `par`: the quote is USDT or USD
 * (the platform's dollar, 1 USD = 1 USDT). `inverse`: a USD/xxx pair (USDJPY, USDCHF, USDCAD),
 * whose quote-currency amounts are divided by the pair's own price.
 */
export type QuoteConversion = 'par' | 'inverse';

export const USDT_DECIMALS = 6;
const ONE: Amount = 10n ** 18n;
const BP = 10_000n;

export function conversionFor(base: string, quote: string): QuoteConversion {
  if (quote === 'USDT' || quote === 'USD') return 'par';
  if (base === 'USD') return 'inverse';
  throw new RangeError(`No USDT conversion for ${base}/${quote}`);
}

function roundUsdt(amount: Amount, rounding: 'up' | 'half-away'): Amount {
  return roundToDecimals(amount, USDT_DECIMALS, rounding);
}

/** Floors or ceils a price to the instrument's tick grid. */
export function toTick(price: Amount, tickSize: Amount, rounding: 'down' | 'up'): Amount {
  const remainder = price % tickSize;
  if (remainder === 0n) return price;
  const floored = price - remainder;
  return rounding === 'down' ? floored : floored + tickSize;
}

export function isOnTick(price: Amount, tickSize: Amount): boolean {
  return price % tickSize === 0n;
}

/**
 * Bid and ask around the feed's mid price: half the spread each side, widened to the tick grid,
 * at least one tick apart.
 */
export function quoteFromMid(
  mid: Amount,
  spreadBp: number,
  tickSize: Amount,
): { bid: Amount; ask: Amount } {
  const half = mulDiv(mid, BigInt(spreadBp), 2n * BP, 'up');
  let bid = toTick(mid - half, tickSize, 'down');
  let ask = toTick(mid + half, tickSize, 'up');
  if (ask - bid < tickSize) ask = bid + tickSize;
  if (bid <= 0n) {
    bid = tickSize;
    if (ask <= bid) ask = bid + tickSize;
  }
  return { bid, ask };
}

/** A long opens at the ask and closes at the bid; a short the other way round. */
export function entryPrice(side: PositionSide, quote: { bid: Amount; ask: Amount }): Amount {
  return side === 'long' ? quote.ask : quote.bid;
}

export function exitPrice(side: PositionSide, quote: { bid: Amount; ask: Amount }): Amount {
  return side === 'long' ? quote.bid : quote.ask;
}

/** Units traded: lots × units per lot. */
export function positionUnits(lots: Amount, lotSize: Amount): Amount {
  return mulDiv(lots, lotSize, ONE, 'half-away');
}

/** An amount in the quote currency converted to USDT at `price` (exact, unrounded). */
export function quoteToUsdt(
  amountInQuote: Amount,
  conversion: QuoteConversion,
  price: Amount,
): Amount {
  if (conversion === 'par') return amountInQuote;
  return mulDiv(amountInQuote, ONE, price, 'half-away');
}

/** Value of the position at `price`, in USDT (unrounded). */
export function notionalUsdt(
  lots: Amount,
  lotSize: Amount,
  price: Amount,
  conversion: QuoteConversion,
): Amount {
  const units = positionUnits(lots, lotSize);
  const inQuote = mulDiv(units, price, ONE, 'half-away');
  return quoteToUsdt(inQuote, conversion, price);
}

/** Required margin = notional / leverage, in USDT, rounded up. */
export function requiredMargin(
  lots: Amount,
  lotSize: Amount,
  price: Amount,
  leverage: number,
  conversion: QuoteConversion,
): Amount {
  if (!Number.isInteger(leverage) || leverage < 1) throw new RangeError('leverage must be ≥ 1');
  const notional = notionalUsdt(lots, lotSize, price, conversion);
  return roundUsdt(mulDiv(notional, 1n, BigInt(leverage), 'up'), 'up');
}

/** Commission at opening: `commissionBp` of the notional, in USDT, rounded up. */
export function openingCommission(
  lots: Amount,
  lotSize: Amount,
  price: Amount,
  commissionBp: number,
  conversion: QuoteConversion,
): Amount {
  const notional = notionalUsdt(lots, lotSize, price, conversion);
  return roundUsdt(mulDiv(notional, BigInt(commissionBp), BP, 'up'), 'up');
}

/**
 * Profit of a position from `openPrice` to `closePrice` in USDT: units × price move, signed by
 * side, converted at the closing price. Rounded half away from zero to 6 decimals.
 */
export function positionProfit(
  side: PositionSide,
  lots: Amount,
  lotSize: Amount,
  openPrice: Amount,
  closePrice: Amount,
  conversion: QuoteConversion,
): Amount {
  return profitFromUnits(side, positionUnits(lots, lotSize), openPrice, closePrice, conversion);
}

/** `positionProfit` for a position whose units (lots × lot size) are already known. */
export function profitFromUnits(
  side: PositionSide,
  units: Amount,
  openPrice: Amount,
  closePrice: Amount,
  conversion: QuoteConversion,
): Amount {
  const move = side === 'long' ? closePrice - openPrice : openPrice - closePrice;
  const inQuote = mulDiv(units, move, ONE, 'half-away');
  return roundUsdt(quoteToUsdt(inQuote, conversion, closePrice), 'half-away');
}

/** Margin level in basis points (equity / used margin × 10,000); undefined with no margin used. */
export function marginLevelBp(equity: Amount, usedMargin: Amount): bigint | undefined {
  if (usedMargin <= 0n) return undefined;
  return mulDiv(equity, BP, usedMargin, 'down');
}

export type StopsProblem = 'stop_loss_side' | 'take_profit_side' | undefined;

/**
 * SPEC §5 "unreasonable stop-profit/stop-loss": a long's stop loss lies below its reference
 * price and its take profit above; a short the other way round. The reference is the entry price
 * for a new order and the current closing price for an open position.
 */
export function checkStops(
  side: PositionSide,
  reference: Amount,
  stopLoss: Amount | undefined,
  takeProfit: Amount | undefined,
): StopsProblem {
  if (stopLoss !== undefined) {
    if (stopLoss <= 0n) return 'stop_loss_side';
    if (side === 'long' ? stopLoss >= reference : stopLoss <= reference) return 'stop_loss_side';
  }
  if (takeProfit !== undefined) {
    if (takeProfit <= 0n) return 'take_profit_side';
    if (side === 'long' ? takeProfit <= reference : takeProfit >= reference)
      return 'take_profit_side';
  }
  return undefined;
}

/** Splits held margin in proportion to the lots closed, so a partial close frees its share. */
export function marginShare(margin: Amount, lotsPart: Amount, lotsWhole: Amount): Amount {
  if (lotsPart >= lotsWhole) return margin;
  return mulDiv(margin, lotsPart, lotsWhole, 'down');
}

/**
 * What an opening commission becomes (issue 17): less the user's level discount, and their
 * inviter's share of what they paid (0 without an inviter or on the demo book), both rounded down
 * to USDT's decimals (`chargeFee`).
 */
export function marginFeeCharge(
  commission: Amount,
  discountBp: bigint,
  shareBp: bigint,
): { charged: Amount; commission: Amount } {
  return chargeFee(
    commission,
    { discountBp, shareBp },
    10n ** BigInt(AMOUNT_SCALE - USDT_DECIMALS),
  );
}
