import type { SpotOrderView } from '@meridian/contract';
import {
  formatAmount,
  lotsToQuantity,
  parseAmount,
  ticksToPrice,
  type Amount,
  type Book,
  type SpotOrderFunds,
  type SpotPair,
  type SpotSide,
} from '@meridian/domain';
import type { spotOrders } from '../../db/schema/index.js';
import { wireAmount, wireAmountOrNull } from '../../lib/wire-amount.js';
import { findSpotPairDef } from './spot-pairs.js';

export type SpotOrderRow = typeof spotOrders.$inferSelect;
export type SpotOrderStatus = SpotOrderRow['status'];
export type SpotCancelReason = NonNullable<SpotOrderRow['cancelReason']>;

/** A spot order as its market's writer keeps it in memory: the row's facts plus its funds. */
export interface SpotOrderRecord extends SpotOrderFunds {
  userId: string;
  book: Book;
  pair: string;
  type: 'limit' | 'market';
  timeInForce: 'GTC' | 'IOC';
  postOnly: boolean;
  priceTicks: bigint | null;
  lots: bigint | null;
  quoteBudget: Amount | null;
  status: SpotOrderStatus;
  cancelReason: SpotCancelReason | null;
  restSeq: bigint | null;
  openLots: bigint;
  createdAt: Date;
  doneAt: Date | null;
}

export function recordToRow(pair: SpotPair, record: SpotOrderRecord): SpotOrderRow {
  return {
    id: record.id,
    userId: record.userId,
    book: record.book,
    pair: record.pair,
    side: record.side,
    type: record.type,
    timeInForce: record.timeInForce,
    postOnly: record.postOnly,
    priceTicks: record.priceTicks,
    price: record.priceTicks === null ? null : formatAmount(ticksToPrice(pair, record.priceTicks)),
    lots: record.lots,
    quantity: record.lots === null ? null : formatAmount(lotsToQuantity(pair, record.lots)),
    quoteBudget: record.quoteBudget === null ? null : formatAmount(record.quoteBudget),
    filledLots: record.filledLots,
    filledQuantity: formatAmount(record.filledBase),
    turnover: formatAmount(record.turnover),
    fee: formatAmount(record.fee),
    held: formatAmount(record.held),
    status: record.status,
    cancelReason: record.cancelReason,
    restSeq: record.restSeq,
    openLots: record.openLots,
    createdAt: record.createdAt,
    doneAt: record.doneAt,
    feeDiscountBp: Number(record.feeTerms.discountBp),
    inviterId: record.feeTerms.inviter,
    referralShareBp: Number(record.feeTerms.shareBp),
  };
}

export function rowToRecord(row: SpotOrderRow): SpotOrderRecord {
  return {
    id: row.id,
    owner: row.userId,
    userId: row.userId,
    book: row.book,
    pair: row.pair,
    side: row.side as SpotSide,
    type: row.type,
    timeInForce: row.timeInForce,
    postOnly: row.postOnly,
    priceTicks: row.priceTicks,
    lots: row.lots,
    quoteBudget: row.quoteBudget === null ? null : parseAmount(row.quoteBudget),
    held: parseAmount(row.held),
    filledLots: row.filledLots,
    filledBase: parseAmount(row.filledQuantity),
    turnover: parseAmount(row.turnover),
    fee: parseAmount(row.fee),
    done: row.status === 'filled' || row.status === 'cancelled',
    status: row.status,
    cancelReason: row.cancelReason,
    restSeq: row.restSeq,
    openLots: row.openLots,
    createdAt: row.createdAt,
    doneAt: row.doneAt,
    feeTerms: {
      discountBp: BigInt(row.feeDiscountBp),
      inviter: row.inviterId,
      shareBp: BigInt(row.referralShareBp),
    },
  };
}

/** SPEC "order number": B + the id, at least six digits. */
export const spotOrderNo = (id: number) => `B${String(id).padStart(6, '0')}`;

export function spotOrderView(row: SpotOrderRow): SpotOrderView {
  const def = findSpotPairDef(row.pair);
  if (!def) throw new Error(`spot order ${row.id} is on an unknown pair ${row.pair}`);
  const filled = parseAmount(row.filledQuantity);
  const turnover = parseAmount(row.turnover);
  // Turnover / quantity, cut (not rounded) to 10^-8.
  const average =
    filled === 0n
      ? null
      : formatAmount(((turnover * 10n ** 18n) / filled / 10n ** 10n) * 10n ** 10n);
  return {
    id: row.id,
    orderNo: spotOrderNo(row.id),
    book: row.book,
    code: row.pair,
    base: def.base,
    quote: def.quote,
    side: row.side,
    type: row.type,
    timeInForce: row.timeInForce,
    postOnly: row.postOnly,
    status: row.status,
    price: wireAmountOrNull(row.price),
    quantity: wireAmountOrNull(row.quantity),
    total: wireAmountOrNull(row.quoteBudget),
    filledQuantity: wireAmount(row.filledQuantity),
    turnover: wireAmount(row.turnover),
    averagePrice: average,
    fee: wireAmount(row.fee),
    frozen: wireAmount(row.held),
    cancelReason: row.cancelReason,
    createdAt: row.createdAt.getTime(),
    doneAt: row.doneAt?.getTime() ?? null,
  };
}
