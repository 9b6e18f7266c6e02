import type { Amount } from '../money/amount.js';

/**
 * One spot pair's grid and fees. The order book works in whole ticks (price) and whole lots
 * (quantity), as bigints; these helpers convert to and from Amounts (10^-18 units) and price a
 * fill exactly.
 *
 * - price (quote per one base unit) = ticks × tickSize
 * - base quantity                   = lots × lotSize
 * - quote notional of a fill        = ticks × lots × quotePerTickLot, where
 *   quotePerTickLot = tickSize × lotSize / 10^18 must be a whole number of 10^-18 units and a
 *   whole number of `quoteUnit`s (the quote asset's smallest unit), so every notional is exact
 *   and on the quote asset's grid.
 * - fees are basis points of the notional, rounded up to a whole `quoteUnit` (never more than
 *   the notional, since the notional is itself a whole number of units and bp ≤ 10,000).
 */
export interface SpotPairTerms {
  code: string;
  tickSize: Amount;
  lotSize: Amount;
  /** The quote asset's smallest unit (fees are rounded up to it): 10^-6 USDT = 10n ** 12n. */
  quoteUnit: Amount;
  /** Basis points of the quote notional; 8n = 0.08%. */
  makerFeeBp: bigint;
  takerFeeBp: bigint;
}

export interface SpotPair extends Readonly<SpotPairTerms> {
  /** The quote notional of one lot at one tick. */
  readonly quotePerTickLot: Amount;
}

const UNIT = 10n ** 18n;
const BP = 10_000n;

export class SpotPairError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SpotPairError';
  }
}

/** A value that is not a whole number of ticks or lots. */
export class SpotGridError extends Error {
  constructor(
    readonly value: Amount,
    readonly step: Amount,
    what: 'price' | 'quantity',
  ) {
    super(`The ${what} ${value} (10^-18 units) is not a whole multiple of ${step}`);
    this.name = 'SpotGridError';
  }
}

/** Validates a pair's terms and derives the notional of one tick × one lot. */
export function spotPair(terms: SpotPairTerms): SpotPair {
  const { tickSize, lotSize, quoteUnit, makerFeeBp, takerFeeBp } = terms;
  if (tickSize <= 0n || lotSize <= 0n || quoteUnit <= 0n)
    throw new SpotPairError('tick size, lot size and quote unit must be positive');
  if ((tickSize * lotSize) % UNIT !== 0n)
    throw new SpotPairError('tick size × lot size is finer than 10^-18 of the quote asset');
  const quotePerTickLot = (tickSize * lotSize) / UNIT;
  if (quotePerTickLot % quoteUnit !== 0n)
    throw new SpotPairError('one lot at one tick must be a whole number of quote units');
  for (const bp of [makerFeeBp, takerFeeBp])
    if (bp < 0n || bp > BP) throw new SpotPairError('fees must be 0..10,000 basis points');
  return Object.freeze({ ...terms, quotePerTickLot });
}

/** The price as whole ticks; throws SpotGridError when it is off the tick grid. */
export function priceToTicks(pair: SpotPair, price: Amount): bigint {
  if (price % pair.tickSize !== 0n) throw new SpotGridError(price, pair.tickSize, 'price');
  return price / pair.tickSize;
}

export function ticksToPrice(pair: SpotPair, ticks: bigint): Amount {
  return ticks * pair.tickSize;
}

/** The base quantity as whole lots; throws SpotGridError when it is off the lot grid. */
export function quantityToLots(pair: SpotPair, quantity: Amount): bigint {
  if (quantity % pair.lotSize !== 0n) throw new SpotGridError(quantity, pair.lotSize, 'quantity');
  return quantity / pair.lotSize;
}

export function lotsToQuantity(pair: SpotPair, lots: bigint): Amount {
  return lots * pair.lotSize;
}

/** The quote notional of `lots` at `ticks`: exact. */
export function quoteNotional(pair: SpotPair, ticks: bigint, lots: bigint): Amount {
  return ticks * lots * pair.quotePerTickLot;
}

/** `bp` basis points of a (non-negative) notional, rounded up to a whole quote unit. */
export function spotFee(pair: SpotPair, notional: Amount, bp: bigint): Amount {
  if (bp === 0n || notional === 0n) return 0n;
  const step = BP * pair.quoteUnit;
  return ((notional * bp + step - 1n) / step) * pair.quoteUnit;
}

/**
 * How many of `lots` a market buy can take at `ticks` without its notional plus taker fee going
 * over `budget` (the cost is non-decreasing in lots, so this is the largest affordable count).
 */
export function lotsWithinBudget(
  pair: SpotPair,
  ticks: bigint,
  lots: bigint,
  budget: Amount,
): bigint {
  const perLot = ticks * pair.quotePerTickLot;
  const bound = (budget * BP) / (perLot * (BP + pair.takerFeeBp));
  let n = lots < bound ? lots : bound;
  while (n > 0n) {
    const quote = n * perLot;
    if (quote + spotFee(pair, quote, pair.takerFeeBp) <= budget) break;
    n -= 1n;
  }
  return n;
}
