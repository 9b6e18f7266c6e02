import type { Amount } from '../money/amount.js';
import { lotsWithinBudget, quoteNotional, spotFee, type SpotPair } from './pair.js';
import { SpotStateHasher } from './state-hash.js';
import type {
  SpotPriceLevel,
  SpotRestingOrder,
  SpotBook,
  SpotCommand,
  SpotEvent,
  SpotOrderId,
  SpotOwner,
  SpotSide,
} from './types.js';
import { checkSpotCommand } from './validate.js';

interface NaiveOrder extends SpotRestingOrder {
  /** Time priority: a larger number arrived later. */
  seq: number;
}

interface Taker {
  id: SpotOrderId;
  owner: SpotOwner;
  side: SpotSide;
  /** No limit: a market order. */
  limit: bigint | undefined;
  /** undefined: bounded only by the budget. */
  lots: bigint | undefined;
  budget: Amount | undefined;
}

/**
 * The deliberately simple reference for `SpotOrderBook`: one unsorted array of resting orders,
 * scanned for every look-up and sorted into priority order every time it is needed. Tests feed
 * both books the same commands and require the same events and state hashes; the semantics are
 * documented on `SpotOrderBook` and the command types.
 */
export class NaiveSpotOrderBook implements SpotBook {
  private orders: NaiveOrder[] = [];
  private seq = 0;

  constructor(readonly pair: SpotPair) {}

  get size(): number {
    return this.orders.length;
  }

  execute(command: SpotCommand): SpotEvent[] {
    const events: SpotEvent[] = [];
    const { id, owner } = command;
    const reason = checkSpotCommand(command);
    if (reason !== undefined) {
      events.push({ kind: 'rejected', id, owner, reason });
      return events;
    }
    const existing = this.orders.find((o) => o.id === id);
    switch (command.kind) {
      case 'limit': {
        if (existing) return [{ kind: 'rejected', id, owner, reason: 'duplicate_id' }];
        const { side, price, lots } = command;
        const postOnly = command.postOnly === true;
        if (postOnly && this.wouldCross(side, price))
          return [{ kind: 'rejected', id, owner, reason: 'would_cross' }];
        events.push({ kind: 'accepted', id, owner });
        const left = this.match({ id, owner, side, limit: price, lots, budget: undefined }, events);
        if (left === 0n) {
          events.push({ kind: 'done', id, owner });
        } else if (command.tif === 'IOC') {
          events.push({ kind: 'cancelled', id, owner, lots: left, reason: 'unfilled' });
          events.push({ kind: 'done', id, owner });
        } else {
          this.orders.push({ id, owner, side, price, lots: left, postOnly, seq: this.seq++ });
          events.push({ kind: 'rested', id, owner, side, price, lots: left });
        }
        return events;
      }
      case 'market': {
        if (existing) return [{ kind: 'rejected', id, owner, reason: 'duplicate_id' }];
        events.push({ kind: 'accepted', id, owner });
        const { side, lots, quoteBudget } = command;
        const left = this.match(
          { id, owner, side, limit: undefined, lots, budget: quoteBudget },
          events,
        );
        if (lots !== undefined && left > 0n)
          events.push({ kind: 'cancelled', id, owner, lots: left, reason: 'unfilled' });
        events.push({ kind: 'done', id, owner });
        return events;
      }
      case 'cancel': {
        if (!existing) return [{ kind: 'rejected', id, owner, reason: 'unknown_order' }];
        if (existing.owner !== owner) return [{ kind: 'rejected', id, owner, reason: 'not_owner' }];
        events.push({ kind: 'accepted', id, owner });
        this.orders = this.orders.filter((o) => o !== existing);
        events.push({ kind: 'cancelled', id, owner, lots: existing.lots, reason: 'cancel' });
        events.push({ kind: 'done', id, owner });
        return events;
      }
      case 'move': {
        if (!existing) return [{ kind: 'rejected', id, owner, reason: 'unknown_order' }];
        if (existing.owner !== owner) return [{ kind: 'rejected', id, owner, reason: 'not_owner' }];
        const { price, lots } = command;
        const side = existing.side;
        if (price === existing.price && lots <= existing.lots) {
          events.push({ kind: 'accepted', id, owner });
          if (lots < existing.lots) {
            existing.lots = lots;
            events.push({ kind: 'reduced', id, owner, lots });
          }
          return events;
        }
        if (existing.postOnly && this.wouldCross(side, price))
          return [{ kind: 'rejected', id, owner, reason: 'would_cross' }];
        events.push({ kind: 'accepted', id, owner });
        this.orders = this.orders.filter((o) => o !== existing);
        const left = this.match({ id, owner, side, limit: price, lots, budget: undefined }, events);
        if (left === 0n) {
          events.push({ kind: 'done', id, owner });
        } else {
          this.orders.push({ ...existing, price, lots: left, seq: this.seq++ });
          events.push({ kind: 'rested', id, owner, side, price, lots: left });
        }
        return events;
      }
    }
  }

  bestBid(): bigint | undefined {
    return this.sorted('buy')[0]?.price;
  }

  bestAsk(): bigint | undefined {
    return this.sorted('sell')[0]?.price;
  }

  order(id: SpotOrderId): SpotRestingOrder | undefined {
    const found = this.orders.find((o) => o.id === id);
    return found === undefined ? undefined : strip(found);
  }

  restingOrders(): SpotRestingOrder[] {
    return [...this.sorted('sell'), ...this.sorted('buy')].map(strip);
  }

  depth(side: SpotSide, levels: number): SpotPriceLevel[] {
    const result: SpotPriceLevel[] = [];
    for (const order of this.sorted(side)) {
      const last = result[result.length - 1];
      if (last !== undefined && last.price === order.price) {
        last.lots += order.lots;
        last.orders += 1;
      } else {
        if (result.length === levels) break;
        result.push({ price: order.price, lots: order.lots, orders: 1 });
      }
    }
    return result;
  }

  stateHash(): string {
    const hasher = new SpotStateHasher();
    for (const o of this.restingOrders())
      hasher.order(o.side, o.price, o.id, o.owner, o.lots, o.postOnly);
    return hasher.digest();
  }

  /** One side's orders that `accept`, best price first, then oldest first. */
  private sorted(side: SpotSide, accept: (price: bigint) => boolean = () => true): NaiveOrder[] {
    return this.orders
      .filter((o) => o.side === side && accept(o.price))
      .sort((x, y) => {
        if (x.price !== y.price) {
          const better = side === 'buy' ? x.price > y.price : x.price < y.price;
          return better ? -1 : 1;
        }
        return x.seq - y.seq;
      });
  }

  /** Does any opposite order trade with a `side` order at `price`? (A full scan.) */
  private wouldCross(side: SpotSide, price: bigint): boolean {
    return this.orders.some((o) => o.side !== side && crosses(side, price, o.price));
  }

  /** Trades the taker against the sorted opposite side; returns its unfilled lots (0 if unbounded). */
  private match(taker: Taker, events: SpotEvent[]): bigint {
    const pair = this.pair;
    let left = taker.lots;
    let budget = taker.budget;
    const { side, limit } = taker;
    // Every opposite order within the taker's limit, in priority order.
    const makers = this.sorted(
      side === 'buy' ? 'sell' : 'buy',
      (price) => limit === undefined || crosses(side, limit, price),
    );
    for (const maker of makers) {
      if (left === 0n) break;
      if (maker.owner === taker.owner) {
        this.orders = this.orders.filter((o) => o !== maker);
        events.push({
          kind: 'cancelled',
          id: maker.id,
          owner: maker.owner,
          lots: maker.lots,
          reason: 'self_trade',
        });
        events.push({ kind: 'done', id: maker.id, owner: maker.owner });
        continue;
      }
      const wanted = left === undefined || maker.lots < left ? maker.lots : left;
      const lots =
        budget === undefined ? wanted : lotsWithinBudget(pair, maker.price, wanted, budget);
      if (lots === 0n) break;
      const quote = quoteNotional(pair, maker.price, lots);
      const makerFee = spotFee(pair, quote, pair.makerFeeBp);
      const takerFee = spotFee(pair, quote, pair.takerFeeBp);
      events.push({
        kind: 'fill',
        makerId: maker.id,
        makerOwner: maker.owner,
        takerId: taker.id,
        takerOwner: taker.owner,
        takerSide: taker.side,
        price: maker.price,
        lots,
        base: lots * pair.lotSize,
        quote,
        makerFee,
        takerFee,
      });
      maker.lots -= lots;
      if (left !== undefined) left -= lots;
      if (budget !== undefined) budget -= quote + takerFee;
      if (maker.lots === 0n) {
        this.orders = this.orders.filter((o) => o !== maker);
        events.push({ kind: 'done', id: maker.id, owner: maker.owner });
      }
      // Could not afford the whole of `wanted`: no further lot is affordable.
      if (lots < wanted) break;
    }
    return left ?? 0n;
  }
}

/** Does a `side` order at `price` trade with an opposite order at `other`? */
function crosses(side: SpotSide, price: bigint, other: bigint): boolean {
  return side === 'buy' ? other <= price : other >= price;
}

function strip(order: NaiveOrder): SpotRestingOrder {
  return {
    id: order.id,
    owner: order.owner,
    side: order.side,
    price: order.price,
    lots: order.lots,
    postOnly: order.postOnly,
  };
}
