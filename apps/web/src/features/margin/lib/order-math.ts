import type { MarginOrderView, MarginRules, OptionRules } from '@meridian/contract';
import {
  checkStops,
  conversionFor,
  entryPrice,
  exitPrice,
  formatAmount,
  isOnTick,
  lotsOnGrid,
  openingCommission,
  optionReturn,
  positionProfit,
  positionUnits,
  quoteFromMid,
  requiredMargin,
  stakeAllowed,
  type Amount,
  type PositionSide,
  type QuoteConversion,
} from '@meridian/domain';
import { tryParse } from '@/lib/decimal';

/**
 * The order panel's arithmetic, exact (bigint amounts through the domain's margin helpers, the
 * same the server uses): the live quote, required margin, commission and spread cost of an
 * order, its validation (lots, prices, SPEC §5 stops rule), and the live profit of a position.
 */

export type OrderType = 'market' | 'limit';

/** How the instrument's quote currency becomes USDT; undefined when it cannot (no such pair). */
export function conversionOf(
  rules: Pick<MarginRules, 'code' | 'quote'>,
): QuoteConversion | undefined {
  const base = rules.code.endsWith(rules.quote)
    ? rules.code.slice(0, rules.code.length - rules.quote.length)
    : rules.code;
  try {
    return conversionFor(base, rules.quote);
  } catch {
    return undefined;
  }
}

export interface Quote {
  bid: Amount;
  ask: Amount;
}

/**
 * Bid and ask now: around the live mid price (the market-data feed, as the server does), or the
 * rules' bid and ask from the last request when no live price has arrived.
 */
export function currentQuote(rules: MarginRules, mid: string | undefined): Quote | undefined {
  const tick = tryParse(rules.tickSize);
  const live = tryParse(mid);
  if (live !== undefined && live > 0n && tick !== undefined && tick > 0n) {
    return quoteFromMid(live, rules.spreadBp, tick);
  }
  const bid = tryParse(rules.bid);
  const ask = tryParse(rules.ask);
  return bid !== undefined && ask !== undefined ? { bid, ask } : undefined;
}

export interface OrderDraft {
  side: PositionSide;
  type: OrderType;
  lots: string;
  leverage: number;
  /** The limit price (limit orders). */
  price: string;
  stopLoss: string;
  takeProfit: string;
}

export interface OrderPreview {
  /** The price the order opens at: the ask (buy) or bid (sell) now, or the limit price. */
  entry: Amount;
  units?: Amount;
  requiredMargin?: Amount;
  commission?: Amount;
  /** What the spread costs at opening: units × (ask − bid), in USDT. */
  spreadCost?: Amount;
}

/** Lots that are a positive exact decimal, else undefined. */
function positive(text: string): Amount | undefined {
  const value = tryParse(text);
  return value !== undefined && value > 0n ? value : undefined;
}

export function previewOrder(rules: MarginRules, quote: Quote, draft: OrderDraft): OrderPreview {
  const limit = draft.type === 'limit' ? positive(draft.price) : undefined;
  const entry = limit ?? entryPrice(draft.side, quote);
  const lots = positive(draft.lots);
  const lotSize = tryParse(rules.lotSize);
  const conversion = conversionOf(rules);
  if (lots === undefined || lotSize === undefined || conversion === undefined) return { entry };
  return {
    entry,
    units: positionUnits(lots, lotSize),
    requiredMargin: requiredMargin(lots, lotSize, entry, Math.max(1, draft.leverage), conversion),
    commission: openingCommission(lots, lotSize, entry, rules.commissionBp, conversion),
    spreadCost: positionProfit('long', lots, lotSize, quote.bid, quote.ask, conversion),
  };
}

export type PriceError = 'price' | 'required';
export type StopError = 'price' | 'unreasonable';

export interface DraftErrors {
  lots?: 'lots';
  price?: PriceError;
  stopLoss?: StopError;
  takeProfit?: StopError;
}

/** Lots within the instrument's range and on its step: the domain's rule, the server's. */
export function lotsValid(rules: MarginRules, text: string): boolean {
  const lots = tryParse(text);
  const minLots = tryParse(rules.minLots);
  const maxLots = tryParse(rules.maxLots);
  if (lots === undefined || minLots === undefined || maxLots === undefined) return false;
  return lotsOnGrid({ minLots, maxLots, lotStep: tryParse(rules.lotStep) ?? 0n }, lots);
}

/** A price the user typed: empty → undefined; otherwise a positive multiple of the tick, or an error. */
function priceField(text: string, tick: Amount | undefined): { value?: Amount; error?: 'price' } {
  if (text.trim() === '') return {};
  const value = positive(text);
  if (value === undefined) return { error: 'price' };
  if (tick !== undefined && tick > 0n && !isOnTick(value, tick)) return { error: 'price' };
  return { value };
}

/**
 * Stop loss and take profit against a reference price (SPEC §5, the domain's `checkStops`): a
 * long's stop loss below it and take profit above, a short's the other way round.
 */
export function validateStops(
  side: PositionSide,
  reference: Amount | undefined,
  stopLossText: string,
  takeProfitText: string,
  tickSize: string,
): Pick<DraftErrors, 'stopLoss' | 'takeProfit'> {
  const tick = tryParse(tickSize);
  const stopLoss = priceField(stopLossText, tick);
  const takeProfit = priceField(takeProfitText, tick);
  const errors: Pick<DraftErrors, 'stopLoss' | 'takeProfit'> = {};
  if (stopLoss.error) errors.stopLoss = stopLoss.error;
  if (takeProfit.error) errors.takeProfit = takeProfit.error;
  if (reference !== undefined) {
    const problem = checkStops(side, reference, stopLoss.value, takeProfit.value);
    if (problem === 'stop_loss_side') errors.stopLoss ??= 'unreasonable';
    if (problem === 'take_profit_side') errors.takeProfit ??= 'unreasonable';
    // checkStops stops at the first problem: look at the take profit on its own too.
    if (problem === 'stop_loss_side' && takeProfit.value !== undefined) {
      if (checkStops(side, reference, undefined, takeProfit.value))
        errors.takeProfit ??= 'unreasonable';
    }
  }
  return errors;
}

/** Everything wrong with an order draft; `reference` is the entry price now (market orders). */
export function validateDraft(
  rules: MarginRules,
  draft: OrderDraft,
  marketEntry: Amount | undefined,
): DraftErrors {
  const errors: DraftErrors = {};
  if (!lotsValid(rules, draft.lots)) errors.lots = 'lots';
  let reference = marketEntry;
  if (draft.type === 'limit') {
    const price = priceField(draft.price, tryParse(rules.tickSize));
    if (draft.price.trim() === '') errors.price = 'required';
    else if (price.error) errors.price = price.error;
    reference = price.value;
  }
  return {
    ...errors,
    ...validateStops(draft.side, reference, draft.stopLoss, draft.takeProfit, rules.tickSize),
  };
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some((value) => value !== undefined);
}

/** `lots` moved by one step (`direction` ±1), on the step grid and within the range. */
export function stepLots(rules: MarginRules, text: string, direction: 1 | -1): string {
  const min = tryParse(rules.minLots) ?? 0n;
  const max = tryParse(rules.maxLots) ?? min;
  const step = tryParse(rules.lotStep) ?? min;
  const current = positive(text);
  let next: Amount;
  if (current === undefined || step <= 0n) next = min;
  else {
    const snapped = current - (current % step);
    next = direction > 0 ? snapped + step : snapped === current ? current - step : snapped;
  }
  if (next < min) next = min;
  if (next > max) next = max;
  return formatAmount(next);
}

/** Leverage choices up to the instrument's maximum: the usual steps, and the maximum itself. */
export function leverageChoices(max: number): number[] {
  const steps = [1, 2, 3, 5, 10, 20, 30, 50, 100, 200, 500, 1000].filter((value) => value <= max);
  if (!steps.includes(max) && max >= 1) steps.push(max);
  return steps;
}

/** The leverage a new form starts with: the maximum, but never more than 10×. */
export function defaultLeverage(max: number): number {
  return Math.max(1, Math.min(max, 10));
}

export interface LiveValuation {
  /** Unrealised profit at the current closing price, USDT. */
  profit: Amount;
  /** The price the position would close at now (bid for a long, ask for a short). */
  mark: Amount;
}

/**
 * An open position valued at the live price: the closing side of the quote around the live mid,
 * and the domain's `positionProfit`. Undefined when something is missing (not open, no live
 * price, rules not loaded, no conversion).
 */
export function liveValuation(
  order: Pick<MarginOrderView, 'status' | 'side' | 'lots' | 'lotSize' | 'openPrice'>,
  rules: MarginRules | undefined,
  mid: string | undefined,
): LiveValuation | undefined {
  if (order.status !== 'open' || !order.openPrice || !rules || mid === undefined) return undefined;
  const live = tryParse(mid);
  const tick = tryParse(rules.tickSize);
  const lots = tryParse(order.lots);
  const lotSize = tryParse(order.lotSize);
  const open = tryParse(order.openPrice);
  const conversion = conversionOf(rules);
  if (
    live === undefined ||
    live <= 0n ||
    tick === undefined ||
    tick <= 0n ||
    lots === undefined ||
    lotSize === undefined ||
    open === undefined ||
    conversion === undefined
  ) {
    return undefined;
  }
  const mark = exitPrice(order.side, quoteFromMid(live, rules.spreadBp, tick));
  return { mark, profit: positionProfit(order.side, lots, lotSize, open, mark, conversion) };
}

/** What a win pays back (stake and payout), or undefined for a stake that is not a number. */
export function optionWinReturn(stakeText: string, payoutPercent: number): Amount | undefined {
  const stake = positive(stakeText);
  return stake === undefined ? undefined : optionReturn('won', stake, payoutPercent);
}

/** A stake within the timeframe's limits, in whole USDT units: the domain's rule, the server's. */
export function stakeValid(timeframe: OptionRules['timeframes'][number], text: string): boolean {
  const stake = tryParse(text);
  const minStake = tryParse(timeframe.minStake);
  const maxStake = tryParse(timeframe.maxStake);
  if (stake === undefined || minStake === undefined || maxStake === undefined) return false;
  return stakeAllowed({ minStake, maxStake }, stake);
}
