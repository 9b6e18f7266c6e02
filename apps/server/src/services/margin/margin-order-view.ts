import type { MarginOrderView } from '@meridian/contract';
import {
  conversionFor,
  exitPrice,
  formatAmount,
  parseAmount,
  positionProfit,
  type Amount,
  type WatchedOrder,
} from '@meridian/domain';
import type { Deps } from '../../deps.js';
import { wireAmount, wireAmountOrNull } from '../../lib/wire-amount.js';
import type { marginOrders } from '../../db/schema/index.js';
import { liveQuote } from './margin-terms.js';

export type MarginOrderRow = typeof marginOrders.$inferSelect;

export const accountKeyOf = (userId: string, book: string) => `${userId}:${book}`;

const optional = (value: string | null): Amount | undefined =>
  value === null ? undefined : parseAmount(value);

/** The row as the trigger engine watches it. */
export function toWatched(row: MarginOrderRow, deps: Pick<Deps, 'market'>): WatchedOrder {
  const instrument = deps.market.state.byId(row.instrumentId);
  return {
    id: row.id,
    accountKey: accountKeyOf(row.userId, row.book),
    code: row.code,
    status: row.status === 'pending' ? 'pending' : 'open',
    side: row.side,
    lots: parseAmount(row.lots),
    lotSize: parseAmount(row.lotSize),
    conversion: instrument ? conversionFor(instrument.base, instrument.quote) : 'par',
    margin: row.status === 'open' ? parseAmount(row.margin) : 0n,
    openPrice: optional(row.openPrice),
    limitPrice: optional(row.limitPrice),
    stopLoss: optional(row.stopLoss),
    takeProfit: optional(row.takeProfit),
  };
}

/** Unrealised profit and the closing price now, for an open position. */
export function markToMarket(
  row: MarginOrderRow,
  deps: Pick<Deps, 'market'>,
): { profit: Amount; markPrice: Amount } | undefined {
  const instrument = deps.market.state.byId(row.instrumentId);
  if (!instrument || row.status !== 'open' || row.openPrice === null) return undefined;
  const quote = liveQuote(deps, instrument);
  if (!quote) return undefined;
  const markPrice = exitPrice(row.side, quote);
  const profit = positionProfit(
    row.side,
    parseAmount(row.lots),
    parseAmount(row.lotSize),
    parseAmount(row.openPrice),
    markPrice,
    conversionFor(instrument.base, instrument.quote),
  );
  return { profit, markPrice };
}

export const orderNumber = (prefix: 'U' | 'O', id: number) =>
  `${prefix}${String(id).padStart(8, '0')}`;

export function marginOrderView(row: MarginOrderRow, deps: Pick<Deps, 'market'>): MarginOrderView {
  const mark = markToMarket(row, deps);
  return {
    id: row.id,
    orderNo: orderNumber('U', row.id),
    code: row.code,
    instrumentId: row.instrumentId,
    side: row.side,
    type: row.type,
    status: row.status,
    lots: wireAmount(row.lots),
    lotSize: wireAmount(row.lotSize),
    leverage: row.leverage,
    limitPrice: wireAmountOrNull(row.limitPrice),
    openPrice: wireAmountOrNull(row.openPrice),
    closePrice: wireAmountOrNull(row.closePrice),
    stopLoss: wireAmountOrNull(row.stopLoss),
    takeProfit: wireAmountOrNull(row.takeProfit),
    margin: wireAmount(row.margin),
    fee: wireAmount(row.fee),
    profit: row.status === 'open' ? formatAmount(mark?.profit ?? 0n) : wireAmount(row.profit),
    absorbedLoss: wireAmount(row.absorbedLoss),
    markPrice: mark ? formatAmount(mark.markPrice) : null,
    closeReason: row.closeReason,
    createdAt: row.createdAt.getTime(),
    openedAt: row.openedAt?.getTime() ?? null,
    closedAt: row.closedAt?.getTime() ?? null,
  };
}
