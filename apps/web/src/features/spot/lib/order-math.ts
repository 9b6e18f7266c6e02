import type { SpotLevel, SpotMarket, SpotSide, SubmitInput } from '@meridian/contract';
import {
  ASSET_DECIMALS,
  checkSpotBudget,
  checkSpotPrice,
  checkSpotQuantity,
  formatAmount,
  roundSpotQuantity,
  roundSpotQuote,
  spotAffordableBuyLots,
  mulDiv,
  spotFee,
  spotPair,
  type Amount,
  type SpotPair,
} from '@meridian/domain';
import { tryParse } from '@/lib/decimal';

/**
 * The order form's arithmetic, exact (bigint amounts of 10^-18 units, the domain's spot pair
 * helpers the server uses): totals, the taker fee as an upper bound, percent-of-balance
 * quantities rounded down to the lot, market estimates from the visible book, and the server's
 * own grid checks (the domain's checkSpotPrice, checkSpotQuantity and checkSpotBudget: price on
 * the tick, quantity on the lot and at least one lot, total on the quote unit).
 */

const UNIT = 10n ** 18n;

export type OrderType = 'limit' | 'market';
/** A market buy is sized by base quantity or by the USDT to spend. */
export type MarketBuyBy = 'quantity' | 'total';

export interface OrderDraft {
  type: OrderType;
  price: string;
  quantity: string;
  total: string;
  by: MarketBuyBy;
}

/** The pair's grid and fees as the domain's SpotPair; undefined when the terms are unusable. */
export function pairOf(
  market: Pick<SpotMarket, 'code' | 'tickSize' | 'lotSize' | 'quote' | 'makerFeeBp' | 'takerFeeBp'>,
): SpotPair | undefined {
  const tickSize = tryParse(market.tickSize);
  const lotSize = tryParse(market.lotSize);
  if (tickSize === undefined || lotSize === undefined) return undefined;
  try {
    return spotPair({
      code: market.code,
      tickSize,
      lotSize,
      quoteUnit: 10n ** BigInt(18 - ASSET_DECIMALS[market.quote]),
      makerFeeBp: BigInt(market.makerFeeBp),
      takerFeeBp: BigInt(market.takerFeeBp),
    });
  } catch {
    return undefined;
  }
}

/** The quote value of `quantity` at `price` (exact on the pair's grid). */
export function notional(price: Amount, quantity: Amount): Amount {
  return mulDiv(price, quantity, UNIT, 'up');
}

/** The taker fee of a quote amount: the most an order can pay (a maker pays less). */
export function feeUpTo(pair: SpotPair, total: Amount): Amount {
  return spotFee(pair, total, pair.takerFeeBp);
}

export interface BookWalk {
  /** The quote value of what the visible levels fill. */
  total: Amount;
  /** How much of the quantity they fill (less than asked when the book is thin). */
  filled: Amount;
}

/** What a market order of `quantity` would pay or receive against `levels` (best first). */
export function walkBook(levels: readonly SpotLevel[], quantity: Amount): BookWalk {
  let left = quantity;
  let total = 0n;
  for (const level of levels) {
    if (left <= 0n) break;
    const price = tryParse(level.price);
    const size = tryParse(level.quantity);
    if (price === undefined || size === undefined) continue;
    const take = size < left ? size : left;
    total += notional(price, take);
    left -= take;
  }
  return { total, filled: quantity - left };
}

export interface DraftErrors {
  price?: 'required' | 'grid';
  quantity?: 'required' | 'grid';
  total?: 'required' | 'invalid';
}

export function hasErrors(errors: DraftErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** Does this form send a total (a market buy by USDT) rather than a quantity? */
export function sendsTotal(side: SpotSide, draft: OrderDraft): boolean {
  return side === 'buy' && draft.type === 'market' && draft.by === 'total';
}

/** The server's checks (the domain's grid): the price, the quantity or the total of a market buy. */
export function validateDraft(side: SpotSide, draft: OrderDraft, pair: SpotPair): DraftErrors {
  const errors: DraftErrors = {};
  if (draft.type === 'limit') {
    const price = tryParse(draft.price);
    if (draft.price.trim() === '') errors.price = 'required';
    else if (price === undefined || !checkSpotPrice(pair, price).ok) errors.price = 'grid';
  }
  if (sendsTotal(side, draft)) {
    const total = tryParse(draft.total);
    if (draft.total.trim() === '') errors.total = 'required';
    else if (total === undefined || !checkSpotBudget(pair, total).ok) errors.total = 'invalid';
  } else {
    const quantity = tryParse(draft.quantity);
    if (draft.quantity.trim() === '') errors.quantity = 'required';
    else if (quantity === undefined || !checkSpotQuantity(pair, quantity).ok)
      errors.quantity = 'grid';
  }
  return errors;
}

export interface OrderPreview {
  /** limit: price × quantity; estimate: from the visible book; budget: the typed total. */
  kind: 'exact' | 'estimate' | 'budget';
  total: Amount;
  fee: Amount;
  /** What leaves the account: a buy's total and fee (a budget already includes the fee). */
  spend: Amount;
  /** A market order larger than the visible book: the estimate covers only part of it. */
  thin: boolean;
}

/** Total and fee of the draft, when its numbers are usable. */
export function previewDraft(
  side: SpotSide,
  draft: OrderDraft,
  pair: SpotPair,
  book: { asks: readonly SpotLevel[]; bids: readonly SpotLevel[] },
): OrderPreview | undefined {
  if (sendsTotal(side, draft)) {
    const total = tryParse(draft.total);
    if (total === undefined || total <= 0n) return undefined;
    return { kind: 'budget', total, fee: feeUpTo(pair, total), spend: total, thin: false };
  }
  const quantity = tryParse(draft.quantity);
  if (quantity === undefined || quantity <= 0n) return undefined;
  let total: Amount;
  let thin = false;
  if (draft.type === 'limit') {
    const price = tryParse(draft.price);
    if (price === undefined || price <= 0n) return undefined;
    total = notional(price, quantity);
  } else {
    const walk = walkBook(side === 'buy' ? book.asks : book.bids, quantity);
    if (walk.filled === 0n) return undefined;
    total = walk.total;
    thin = walk.filled < quantity;
  }
  const fee = feeUpTo(pair, total);
  return {
    kind: draft.type === 'limit' ? 'exact' : 'estimate',
    total,
    fee,
    spend: side === 'buy' ? total + fee : 0n,
    thin,
  };
}

/**
 * The quantity for a percent button, rounded down to the lot: a buy spends at most `percent` of
 * the available quote at `price`, held as the server holds it; a sell sells `percent` of the
 * available base. Undefined without a usable price (a buy) or balance.
 */
export function percentQuantity(
  side: SpotSide,
  percent: number,
  pair: SpotPair,
  available: Amount | undefined,
  price: Amount | undefined,
): Amount | undefined {
  if (available === undefined || available <= 0n) return undefined;
  const share = mulDiv(available, BigInt(percent), 100n, 'down');
  if (side === 'sell') return roundSpotQuantity(pair, share, 'down');
  const check = price === undefined ? undefined : checkSpotPrice(pair, price);
  if (!check?.ok) return undefined;
  // Exactly what the server holds for a limit buy (notional + the larger fee, per lot).
  return spotAffordableBuyLots(pair, check.ticks, share) * pair.lotSize;
}

/** The USDT to spend for a percent button of a market buy by total, down to the quote unit. */
export function percentTotal(percent: number, pair: SpotPair, available: Amount | undefined) {
  if (available === undefined || available <= 0n) return undefined;
  const share = mulDiv(available, BigInt(percent), 100n, 'down');
  return roundSpotQuote(pair, share, 'down');
}

/** A typed decimal in its canonical form ("95000.50" → "95000.5"). */
function canonical(text: string): string {
  const value = tryParse(text);
  return value === undefined ? text.trim() : formatAmount(value);
}

/** What POST submit receives for this draft. */
export function submitBodyOf(code: string, side: SpotSide, draft: OrderDraft): SubmitInput {
  if (draft.type === 'limit')
    return {
      code,
      side,
      type: 'limit',
      price: canonical(draft.price),
      quantity: canonical(draft.quantity),
    };
  if (sendsTotal(side, draft)) return { code, side, type: 'market', total: canonical(draft.total) };
  return { code, side, type: 'market', quantity: canonical(draft.quantity) };
}
