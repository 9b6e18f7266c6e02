import type { Amount } from '../money/amount.js';
import type { SpotPair } from './pair.js';
import { MAX_PRICE_TICKS } from './validate.js';

/**
 * The order grid of a spot pair, the one rule the server (when it takes an order) and the web
 * (when it checks a draft and sizes the percent buttons) both apply: a price is a positive whole
 * number of ticks, at most MAX_PRICE_TICKS; a quantity a positive whole number of lots, at most
 * MAX_ORDER_LOTS (so at least one lot); a market buy's total a positive whole number of the quote
 * asset's unit, at most MAX_QUOTE_BUDGET. There is no minimum notional: one lot at one tick is
 * already a whole number of quote units (`spotPair`).
 */

/** Orders above this many lots are refused (no overflow, no absurdities). */
export const MAX_ORDER_LOTS = 10n ** 12n;
/** The largest total a market buy may spend: 10^12 whole quote units. */
export const MAX_QUOTE_BUDGET: Amount = 10n ** 30n;

export type SpotPriceCheck =
  { ok: true; ticks: bigint } | { ok: false; problem: 'not_positive' | 'off_tick' | 'too_high' };

export type SpotQuantityCheck =
  { ok: true; lots: bigint } | { ok: false; problem: 'not_positive' | 'off_lot' | 'too_large' };

export type SpotBudgetCheck =
  { ok: true; budget: Amount } | { ok: false; problem: 'not_positive' | 'off_unit' | 'too_large' };

/** A limit price as whole ticks, or why it is not one. */
export function checkSpotPrice(pair: SpotPair, price: Amount): SpotPriceCheck {
  if (price <= 0n) return { ok: false, problem: 'not_positive' };
  if (price % pair.tickSize !== 0n) return { ok: false, problem: 'off_tick' };
  const ticks = price / pair.tickSize;
  if (ticks > MAX_PRICE_TICKS) return { ok: false, problem: 'too_high' };
  return { ok: true, ticks };
}

/** An order quantity as whole lots (at least one), or why it is not one. */
export function checkSpotQuantity(pair: SpotPair, quantity: Amount): SpotQuantityCheck {
  if (quantity <= 0n) return { ok: false, problem: 'not_positive' };
  if (quantity % pair.lotSize !== 0n) return { ok: false, problem: 'off_lot' };
  const lots = quantity / pair.lotSize;
  if (lots > MAX_ORDER_LOTS) return { ok: false, problem: 'too_large' };
  return { ok: true, lots };
}

/** A market buy's total (what it may spend, fee included), or why it is not one. */
export function checkSpotBudget(pair: SpotPair, total: Amount): SpotBudgetCheck {
  if (total <= 0n) return { ok: false, problem: 'not_positive' };
  if (total % pair.quoteUnit !== 0n) return { ok: false, problem: 'off_unit' };
  if (total > MAX_QUOTE_BUDGET) return { ok: false, problem: 'too_large' };
  return { ok: true, budget: total };
}

export type GridRounding = 'down' | 'up';

/** `value` rounded to a whole multiple of `step` (> 0), toward zero ('down') or away from it. */
export function roundToStep(value: Amount, step: Amount, rounding: GridRounding): Amount {
  if (step <= 0n) throw new RangeError('the step must be positive');
  const rest = value % step;
  if (rest === 0n) return value;
  const down = value - rest;
  if (rounding === 'down') return down;
  return value > 0n ? down + step : down - step;
}

/** A price rounded onto the pair's tick grid. */
export function roundSpotPrice(pair: SpotPair, price: Amount, rounding: GridRounding): Amount {
  return roundToStep(price, pair.tickSize, rounding);
}

/** A quantity rounded onto the pair's lot grid. */
export function roundSpotQuantity(
  pair: SpotPair,
  quantity: Amount,
  rounding: GridRounding,
): Amount {
  return roundToStep(quantity, pair.lotSize, rounding);
}

/** A quote amount rounded onto the quote asset's unit (a market buy's total). */
export function roundSpotQuote(pair: SpotPair, total: Amount, rounding: GridRounding): Amount {
  return roundToStep(total, pair.quoteUnit, rounding);
}
