import type { SpotLevel, SpotTradeView } from '@meridian/contract';
import { parseAmount, type Amount } from '@meridian/domain';

/** Order book rows and the recent trades list, computed exactly from the wire's strings. */

export interface BookRow {
  price: string;
  quantity: string;
  /** The quantity from the best level down to this one. */
  cumulative: Amount;
  /** cumulative ÷ the largest cumulative shown, in basis points (0..10,000): the depth bar. */
  depthBp: number;
}

function amountOf(text: string): Amount {
  try {
    return parseAmount(text);
  } catch {
    return 0n;
  }
}

/**
 * The first `count` levels of each side (best first) with cumulative quantities; the depth bars
 * of both sides share one scale, the larger side's total.
 */
export function bookRows(
  asks: readonly SpotLevel[],
  bids: readonly SpotLevel[],
  count: number,
): { asks: BookRow[]; bids: BookRow[] } {
  const cumulate = (levels: readonly SpotLevel[]) => {
    let sum = 0n;
    return levels.slice(0, count).map((level) => {
      sum += amountOf(level.quantity);
      return { price: level.price, quantity: level.quantity, cumulative: sum };
    });
  };
  const a = cumulate(asks);
  const b = cumulate(bids);
  const most = [...a, ...b].reduce((max, row) => (row.cumulative > max ? row.cumulative : max), 0n);
  const withDepth = (rows: typeof a): BookRow[] =>
    rows.map((row) => ({
      ...row,
      depthBp: most > 0n ? Number((row.cumulative * 10_000n) / most) : 0,
    }));
  return { asks: withDepth(a), bids: withDepth(b) };
}

export const MAX_TRADES = 50;

/** Newest first: later time, then higher id. */
function newerFirst(a: SpotTradeView, b: SpotTradeView): number {
  return b.time - a.time || b.id - a.id;
}

/** The union of two trade lists by id (a later copy wins), newest first, at most `limit`. */
export function mergeTrades(
  current: readonly SpotTradeView[],
  incoming: readonly SpotTradeView[],
  limit = MAX_TRADES,
): SpotTradeView[] {
  const byId = new Map<number, SpotTradeView>();
  for (const trade of current) byId.set(trade.id, trade);
  for (const trade of incoming) byId.set(trade.id, trade);
  return [...byId.values()].sort(newerFirst).slice(0, limit);
}

export type Direction = 'up' | 'down';

/**
 * Which way the last trade moved the price: against the trade before it, or (same price, or the
 * first trade) the taker's side — a buy lifted the asks.
 */
export function lastDirection(trades: readonly SpotTradeView[]): Direction | undefined {
  const [last, previous] = trades;
  if (!last) return undefined;
  if (previous) {
    const now = amountOf(last.price);
    const before = amountOf(previous.price);
    if (now !== before) return now > before ? 'up' : 'down';
  }
  return last.side === 'buy' ? 'up' : 'down';
}
