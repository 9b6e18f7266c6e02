import type { SpotDepth, SpotStreamMessage, SpotTradeView } from '@meridian/contract';
import {
  formatAmount,
  lotsToQuantity,
  ticksToPrice,
  type Book,
  type SpotPair,
} from '@meridian/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { spotTrades } from '../../db/schema/index.js';
import { wireAmount } from '../../lib/wire-amount.js';
import type { SpotTapeTrade } from './spot-batch.js';
import type { SpotMarket } from './spot-market.js';

export const TAPE_LENGTH = 50;

export function spotDepthView(market: SpotMarket, levels: number, nowMs: number): SpotDepth {
  const { pair } = market;
  const { bids, asks } = market.depth(levels);
  const level = (l: { price: bigint; lots: bigint; orders: number }) => ({
    price: formatAmount(ticksToPrice(pair, l.price)),
    quantity: formatAmount(lotsToQuantity(pair, l.lots)),
    orders: l.orders,
  });
  return {
    code: pair.code,
    book: market.key.book,
    bids: bids.map(level),
    asks: asks.map(level),
    seq: Number(market.sequence),
    time: nowMs,
  };
}

export function spotTradeViews(pair: SpotPair, trades: readonly SpotTapeTrade[]): SpotTradeView[] {
  return trades.map((t) => ({
    id: t.id,
    price: formatAmount(ticksToPrice(pair, t.priceTicks)),
    quantity: formatAmount(lotsToQuantity(pair, t.lots)),
    side: t.takerSide,
    time: t.time,
  }));
}

const keyOf = (book: Book, code: string) => `${book}:${code}`;

type Listener = (book: Book, code: string, message: SpotStreamMessage) => void;

/**
 * Every process's view of the public market data: the latest depth and the last 50 trades of each
 * market, fed by the writer's messages on the bus (and the database for trades before this
 * process started). Sockets listen here.
 */
export class SpotTape {
  private readonly depths = new Map<string, SpotDepth>();
  private readonly trades = new Map<string, SpotTradeView[]>();
  private readonly loaded = new Set<string>();
  private readonly listeners = new Set<Listener>();

  listen(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  depth(book: Book, code: string): SpotDepth {
    return (
      this.depths.get(keyOf(book, code)) ?? {
        code,
        book,
        bids: [],
        asks: [],
        seq: 0,
        time: 0,
      }
    );
  }

  async recentTrades(db: Executor, book: Book, code: string): Promise<SpotTradeView[]> {
    const key = keyOf(book, code);
    if (!this.loaded.has(key)) {
      const rows = await db
        .select()
        .from(spotTrades)
        .where(and(eq(spotTrades.book, book), eq(spotTrades.pair, code)))
        .orderBy(desc(spotTrades.id))
        .limit(TAPE_LENGTH);
      this.loaded.add(key);
      this.merge(
        key,
        rows.map((r) => ({
          id: r.id,
          price: wireAmount(r.price),
          quantity: wireAmount(r.quantity),
          side: r.takerSide,
          time: r.createdAt.getTime(),
        })),
      );
    }
    return this.trades.get(key) ?? [];
  }

  /** When (performance.now()) the last depth arrived: the writer sends one at least every 2 s. */
  lastDepthAtMs = Number.NEGATIVE_INFINITY;

  receive(raw: unknown) {
    const message = raw as SpotStreamMessage;
    if (message.type === 'depth') {
      this.lastDepthAtMs = performance.now();
      const key = keyOf(message.depth.book, message.depth.code);
      const current = this.depths.get(key);
      if (current && current.seq > message.depth.seq) return; // an older snapshot
      this.depths.set(key, message.depth);
      this.notify(message.depth.book, message.depth.code, message);
    } else if (message.type === 'trades') {
      this.merge(keyOf(message.book, message.code), message.trades);
      this.notify(message.book, message.code, message);
    }
  }

  private merge(key: string, incoming: SpotTradeView[]) {
    const byId = new Map((this.trades.get(key) ?? []).map((t) => [t.id, t]));
    for (const trade of incoming) byId.set(trade.id, trade);
    this.trades.set(key, [...byId.values()].sort((a, b) => b.id - a.id).slice(0, TAPE_LENGTH));
  }

  private notify(book: Book, code: string, message: SpotStreamMessage) {
    for (const listener of this.listeners) listener(book, code, message);
  }
}
