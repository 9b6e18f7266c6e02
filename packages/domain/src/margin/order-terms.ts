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

/** Checks an order against the instrument's terms and the current bid/ask. */
export function checkOrder(
  terms: InstrumentTerms,
  order: OrderRequest,
  quote: { bid: Amount; ask: Amount },
): OrderProblem | undefined {
  if (order.lots < terms.minLots || order.lots > terms.maxLots) return 'lots';
  if (order.lots % terms.lotStep !== 0n) return 'lots';
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
