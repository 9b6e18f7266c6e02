import type { Amount } from '../money/amount.js';
import {
  checkStops,
  entryPrice,
  isOnTick,
  openingCommission,
  requiredMargin,
  type PositionSide,
  type QuoteConversion,
} from './margin-math.js';

/** The margin terms of one instrument (PRODUCT §4), from its catalogue row and the settings. */
export interface InstrumentTerms {
  code: string;
  lotSize: Amount;
  tickSize: Amount;
  spreadBp: number;
  maxLeverage: number;
  commissionBp: number;
  conversion: QuoteConversion;
  minLots: Amount;
  maxLots: Amount;
  lotStep: Amount;
}

export interface OrderRequest {
  side: PositionSide;
  type: 'market' | 'limit';
  lots: Amount;
  leverage: number;
  limitPrice?: Amount | undefined;
  stopLoss?: Amount | undefined;
  takeProfit?: Amount | undefined;
}

export type OrderProblem = 'lots' | 'leverage' | 'price' | 'stops';

/** The lot range and step of the instrument (settings margin.minLots, maxLots, lotStep). */
export type LotGrid = Pick<InstrumentTerms, 'minLots' | 'maxLots' | 'lotStep'>;

/**
 * Lots an order may open: positive, within minLots..maxLots and a whole number of lotSteps (no
 * step when it is not positive). The server's `checkOrder` and the web's order panel both ask this.
 */
export function lotsOnGrid(grid: LotGrid, lots: Amount): boolean {
  if (lots <= 0n || lots < grid.minLots || lots > grid.maxLots) return false;
  return grid.lotStep <= 0n || lots % grid.lotStep === 0n;
}

/**
 * Lots a user may close of an open position (stopU with `lots`): positive, no more than the
 * position holds (all of them is a full close) and a whole number of lotSteps (no step when
 * `lotStep` is missing or not positive). More than the position holds is a mistake to point
 * out, not a full close in disguise. The server's close use case and the web's close dialog
 * both ask this.
 */
export function closeLotsOnGrid(
  grid: { positionLots: Amount; lotStep?: Amount | undefined },
  lots: Amount,
): boolean {
  if (lots <= 0n || lots > grid.positionLots) return false;
  const step = grid.lotStep;
  return step === undefined || step <= 0n || lots % step === 0n;
}

/** Checks an order against the instrument's terms and the current bid/ask. */
export function checkOrder(
  terms: InstrumentTerms,
  order: OrderRequest,
  quote: { bid: Amount; ask: Amount },
): OrderProblem | undefined {
  if (!lotsOnGrid(terms, order.lots)) return 'lots';
  if (!Number.isInteger(order.leverage) || order.leverage < 1 || order.leverage > terms.maxLeverage)
    return 'leverage';
  let reference = entryPrice(order.side, quote);
  if (order.type === 'limit') {
    const limit = order.limitPrice;
    if (limit === undefined || limit <= 0n || !isOnTick(limit, terms.tickSize)) return 'price';
    reference = limit;
  }
  for (const stop of [order.stopLoss, order.takeProfit])
    if (stop !== undefined && !isOnTick(stop, terms.tickSize)) return 'stops';
  if (checkStops(order.side, reference, order.stopLoss, order.takeProfit)) return 'stops';
  return undefined;
}

/** Margin and commission of opening `lots` at `price`. */
export function openingCost(
  terms: InstrumentTerms,
  lots: Amount,
  leverage: number,
  price: Amount,
): { margin: Amount; commission: Amount } {
  return {
    margin: requiredMargin(lots, terms.lotSize, price, leverage, terms.conversion),
    commission: openingCommission(lots, terms.lotSize, price, terms.commissionBp, terms.conversion),
  };
}
