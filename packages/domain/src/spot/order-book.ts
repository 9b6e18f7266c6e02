import type { Amount } from '../money/amount.js';
import { lotsWithinBudget, spotFee, type SpotPair } from './pair.js';
import { SpotStateHasher } from './state-hash.js';
import type {
  SpotPriceLevel,
  SpotRestingOrder,
  SpotBook,
  SpotCommand,
  SpotEvent,
  SpotLimitCommand,
  SpotMarketCommand,
  SpotMoveCommand,
  SpotOrderId,
  SpotOwner,
  SpotSide,
} from './types.js';
import { checkSpotCommand } from './validate.js';

/** Stands in for "no lot limit" (a market buy bounded only by its quote budget). */
const UNBOUNDED = 1n << 256n;

/** A resting order: a node of its price level's doubly linked FIFO queue. */
class OrderNode {
  prev: OrderNode | null = null;
  next: OrderNode | null = null;

  constructor(
    readonly id: SpotOrderId,
    readonly owner: SpotOwner,
    readonly side: SpotSide,
    public price: bigint,
    public lots: bigint,
    readonly postOnly: boolean,
    public level: PriceLevel,
  ) {}
}

/** All orders at one price, oldest first. */
class PriceLevel {
  head: OrderNode | null = null;
  tail: OrderNode | null = null;
  count = 0;
  /** The price as a JS number: exact, since prices are at most MAX_PRICE_TICKS. */
  readonly key: number;

  constructor(readonly price: bigint) {
    this.key = Number(price);
  }
}

/**
 * One side of the book: its price levels in an array sorted worst → best (the best level is the
 * last element, so taking it away is a pop), found by the price map, placed by binary search.
 * Both use the level's exact number key: number comparisons and hashing are much cheaper than
 * bigint ones.
 */
class BookSide {
  readonly levels: PriceLevel[] = [];
  private readonly byPrice = new Map<number, PriceLevel>();

  constructor(private readonly buy: boolean) {}

  best(): PriceLevel | undefined {
    return this.levels[this.levels.length - 1];
  }

  /** The level at `price`, created (and placed in order) if there is none. */
  levelAt(price: bigint): PriceLevel {
    const key = Number(price);
    let level = this.byPrice.get(key);
    if (level !== undefined) return level;
    level = new PriceLevel(price);
    this.byPrice.set(key, level);
    const levels = this.levels;
    // First index whose price is better than `price` (higher for bids, lower for asks).
    let lo = 0;
    let hi = levels.length;
    if (this.buy) {
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (levels[mid]!.key > key) hi = mid;
        else lo = mid + 1;
      }
    } else {
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (levels[mid]!.key < key) hi = mid;
        else lo = mid + 1;
      }
    }
    if (lo === levels.length) levels.push(level);
    else levels.splice(lo, 0, level);
    return level;
  }

  removeLevel(level: PriceLevel): void {
    this.byPrice.delete(level.key);
    const levels = this.levels;
    const last = levels.length - 1;
    if (levels[last] === level) {
      levels.pop();
      return;
    }
    const key = level.key;
    let lo = 0;
    let hi = last;
    if (this.buy) {
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (levels[mid]!.key < key) lo = mid + 1;
        else hi = mid;
      }
    } else {
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (levels[mid]!.key > key) lo = mid + 1;
        else hi = mid;
      }
    }
    levels.splice(lo, 1);
  }

  append(node: OrderNode): void {
    const level = this.levelAt(node.price);
    node.level = level;
    node.prev = level.tail;
    node.next = null;
    if (level.tail === null) level.head = node;
    else level.tail.next = node;
    level.tail = node;
    level.count += 1;
  }

  /** Takes the order out of its level (and the level out of the side when it empties). */
  unlink(node: OrderNode): void {
    const level = node.level;
    if (node.prev === null) level.head = node.next;
    else node.prev.next = node.next;
    if (node.next === null) level.tail = node.prev;
    else node.next.prev = node.prev;
    node.prev = null;
    node.next = null;
    level.count -= 1;
    if (level.count === 0) this.removeLevel(level);
  }
}

/**
 * The fast order book of one pair: price-time priority, exact integer ticks and lots, maker/taker
 * fees in quote, self-trade prevention by cancelling the resting order ("cancel oldest"): when a
 * taker meets a resting order of its own owner, the resting order is cancelled (reason
 * `self_trade`) and the taker continues down the book.
 *
 * Structures: per side, a sorted array of price levels (best last) with a Map from price to level;
 * each level a doubly linked FIFO of orders; a Map from order id to its node. Cost per command:
 * one id look-up, one price look-up (plus a binary search and an array insert/remove when a level
 * is created or emptied), O(1) queue insertion and removal; matching is O(1) per fill.
 */
export class SpotOrderBook implements SpotBook {
  private readonly bids = new BookSide(true);
  private readonly asks = new BookSide(false);
  private readonly orders = new Map<SpotOrderId, OrderNode>();

  constructor(readonly pair: SpotPair) {}

  get size(): number {
    return this.orders.size;
  }

  execute(command: SpotCommand): SpotEvent[] {
    const events: SpotEvent[] = [];
    const reason = checkSpotCommand(command);
    if (reason !== undefined) {
      events.push({ kind: 'rejected', id: command.id, owner: command.owner, reason });
      return events;
    }
    switch (command.kind) {
      case 'limit':
        this.limit(command, events);
        break;
      case 'market':
        this.market(command, events);
        break;
      case 'cancel':
        this.cancel(command.id, command.owner, events);
        break;
      case 'move':
        this.move(command, events);
        break;
    }
    return events;
  }

  bestBid(): bigint | undefined {
    return this.bids.best()?.price;
  }

  bestAsk(): bigint | undefined {
    return this.asks.best()?.price;
  }

  order(id: SpotOrderId): SpotRestingOrder | undefined {
    const node = this.orders.get(id);
    return node === undefined ? undefined : view(node);
  }

  restingOrders(): SpotRestingOrder[] {
    const result: SpotRestingOrder[] = [];
    this.forEachResting((node) => result.push(view(node)));
    return result;
  }

  depth(side: SpotSide, levels: number): SpotPriceLevel[] {
    const all = (side === 'buy' ? this.bids : this.asks).levels;
    const result: SpotPriceLevel[] = [];
    for (let i = all.length - 1; i >= 0 && result.length < levels; i -= 1) {
      const level = all[i]!;
      let lots = 0n;
      for (let node = level.head; node !== null; node = node.next) lots += node.lots;
      result.push({ price: level.price, lots, orders: level.count });
    }
    return result;
  }

  stateHash(): string {
    const hasher = new SpotStateHasher();
    this.forEachResting((n) => hasher.order(n.side, n.price, n.id, n.owner, n.lots, n.postOnly));
    return hasher.digest();
  }

  private forEachResting(visit: (node: OrderNode) => void): void {
    for (const side of [this.asks, this.bids]) {
      const levels = side.levels;
      for (let i = levels.length - 1; i >= 0; i -= 1)
        for (let node = levels[i]!.head; node !== null; node = node.next) visit(node);
    }
  }

  private limit(command: SpotLimitCommand, events: SpotEvent[]): void {
    const { id, owner, side, price, lots } = command;
    if (this.orders.has(id)) {
      events.push({ kind: 'rejected', id, owner, reason: 'duplicate_id' });
      return;
    }
    const postOnly = command.postOnly === true;
    if (postOnly && this.crosses(side, price)) {
      events.push({ kind: 'rejected', id, owner, reason: 'would_cross' });
      return;
    }
    events.push({ kind: 'accepted', id, owner });
    const left = this.take(id, owner, side, price, lots, undefined, events);
    if (left === 0n) events.push({ kind: 'done', id, owner });
    else if (command.tif === 'IOC') {
      events.push({ kind: 'cancelled', id, owner, lots: left, reason: 'unfilled' });
      events.push({ kind: 'done', id, owner });
    } else this.rest(id, owner, side, price, left, postOnly, events);
  }

  private market(command: SpotMarketCommand, events: SpotEvent[]): void {
    const { id, owner, side } = command;
    if (this.orders.has(id)) {
      events.push({ kind: 'rejected', id, owner, reason: 'duplicate_id' });
      return;
    }
    events.push({ kind: 'accepted', id, owner });
    const lots = command.lots ?? UNBOUNDED;
    const left = this.take(id, owner, side, undefined, lots, command.quoteBudget, events);
    if (left !== 0n && command.lots !== undefined)
      events.push({ kind: 'cancelled', id, owner, lots: left, reason: 'unfilled' });
    events.push({ kind: 'done', id, owner });
  }

  private cancel(id: SpotOrderId, owner: SpotOwner, events: SpotEvent[]): void {
    const node = this.orders.get(id);
    if (node === undefined) {
      events.push({ kind: 'rejected', id, owner, reason: 'unknown_order' });
      return;
    }
    if (node.owner !== owner) {
      events.push({ kind: 'rejected', id, owner, reason: 'not_owner' });
      return;
    }
    events.push({ kind: 'accepted', id, owner });
    this.remove(node, 'cancel', events);
  }

  private move(command: SpotMoveCommand, events: SpotEvent[]): void {
    const { id, owner, price, lots } = command;
    const node = this.orders.get(id);
    if (node === undefined) {
      events.push({ kind: 'rejected', id, owner, reason: 'unknown_order' });
      return;
    }
    if (node.owner !== owner) {
      events.push({ kind: 'rejected', id, owner, reason: 'not_owner' });
      return;
    }
    const side = node.side;
    if (price === node.price) {
      events.push({ kind: 'accepted', id, owner });
      if (lots < node.lots) {
        // Same price, fewer lots: reduced in place, keeps its time priority.
        node.lots = lots;
        events.push({ kind: 'reduced', id, owner, lots });
      } else if (lots > node.lots) {
        // More lots: to the back of the same level (the book is not crossed, so no trade).
        const book = side === 'buy' ? this.bids : this.asks;
        book.unlink(node);
        node.lots = lots;
        book.append(node);
        events.push({ kind: 'rested', id, owner, side, price, lots });
      }
      return;
    }
    if (node.postOnly && this.crosses(side, price)) {
      events.push({ kind: 'rejected', id, owner, reason: 'would_cross' });
      return;
    }
    events.push({ kind: 'accepted', id, owner });
    const book = side === 'buy' ? this.bids : this.asks;
    book.unlink(node);
    // Re-entered as a taker at the new price (it stays in the id map: nothing can reach it there
    // while it trades); what is left joins the back of the new level.
    const left = this.crosses(side, price)
      ? this.take(id, owner, side, price, lots, undefined, events)
      : lots;
    if (left === 0n) {
      this.orders.delete(id);
      events.push({ kind: 'done', id, owner });
      return;
    }
    node.price = price;
    node.lots = left;
    book.append(node);
    events.push({ kind: 'rested', id, owner, side, price, lots: left });
  }

  /** Would a `side` order at `price` trade with the best opposite level? */
  private crosses(side: SpotSide, price: bigint): boolean {
    if (side === 'buy') {
      const best = this.asks.best();
      return best !== undefined && best.price <= price;
    }
    const best = this.bids.best();
    return best !== undefined && best.price >= price;
  }

  private rest(
    id: SpotOrderId,
    owner: SpotOwner,
    side: SpotSide,
    price: bigint,
    lots: bigint,
    postOnly: boolean,
    events: SpotEvent[],
  ): void {
    const book = side === 'buy' ? this.bids : this.asks;
    // The level is set by `append`; the placeholder keeps the node's shape fixed.
    const node = new OrderNode(id, owner, side, price, lots, postOnly, PLACEHOLDER_LEVEL);
    book.append(node);
    this.orders.set(id, node);
    events.push({ kind: 'rested', id, owner, side, price, lots });
  }

  private remove(node: OrderNode, reason: 'cancel' | 'self_trade', events: SpotEvent[]): void {
    (node.side === 'buy' ? this.bids : this.asks).unlink(node);
    this.orders.delete(node.id);
    const { id, owner } = node;
    events.push({ kind: 'cancelled', id, owner, lots: node.lots, reason });
    events.push({ kind: 'done', id, owner });
  }

  /**
   * Matches a taker against the opposite side, best price first and oldest first within a price,
   * up to `limit` (none for a market order), `lots` and (market buys) `budget`. Returns the lots
   * left; with a budget that ran out, 0 is not guaranteed but no further lot was affordable.
   */
  private take(
    takerId: SpotOrderId,
    takerOwner: SpotOwner,
    takerSide: SpotSide,
    limit: bigint | undefined,
    lots: bigint,
    budget: Amount | undefined,
    events: SpotEvent[],
  ): bigint {
    const buy = takerSide === 'buy';
    const book = buy ? this.asks : this.bids;
    const levels = book.levels;
    const pair = this.pair;
    const perTickLot = pair.quotePerTickLot;
    const lotSize = pair.lotSize;
    const makerBp = pair.makerFeeBp;
    const takerBp = pair.takerFeeBp;
    let left = lots;
    let spendable = budget;
    while (left > 0n && levels.length > 0) {
      const level = levels[levels.length - 1]!;
      const price = level.price;
      if (limit !== undefined && (buy ? price > limit : price < limit)) break;
      let maker = level.head;
      let exhausted = false;
      while (maker !== null && left > 0n) {
        const next = maker.next;
        if (maker.owner === takerOwner) {
          this.remove(maker, 'self_trade', events);
        } else {
          let fillLots = left < maker.lots ? left : maker.lots;
          if (spendable !== undefined) {
            const affordable = lotsWithinBudget(pair, price, fillLots, spendable);
            if (affordable < fillLots) {
              exhausted = true;
              fillLots = affordable;
            }
          }
          if (fillLots === 0n) break;
          const quote = price * fillLots * perTickLot;
          const makerFee = makerBp === 0n ? 0n : spotFee(pair, quote, makerBp);
          const takerFee = takerBp === 0n ? 0n : spotFee(pair, quote, takerBp);
          if (spendable !== undefined) spendable -= quote + takerFee;
          events.push({
            kind: 'fill',
            makerId: maker.id,
            makerOwner: maker.owner,
            takerId,
            takerOwner,
            takerSide,
            price,
            lots: fillLots,
            base: fillLots * lotSize,
            quote,
            makerFee,
            takerFee,
          });
          left -= fillLots;
          if (fillLots === maker.lots) {
            book.unlink(maker);
            this.orders.delete(maker.id);
            events.push({ kind: 'done', id: maker.id, owner: maker.owner });
          } else maker.lots -= fillLots;
          if (exhausted) break;
        }
        maker = next;
      }
      if (exhausted) break;
    }
    return left;
  }
}

const PLACEHOLDER_LEVEL = new PriceLevel(0n);

function view(node: OrderNode): SpotRestingOrder {
  return {
    id: node.id,
    owner: node.owner,
    side: node.side,
    price: node.price,
    lots: node.lots,
    postOnly: node.postOnly,
  };
}
