import { describe, expect, it } from 'vitest';
import { parseAmount } from '../money/amount.js';
import { NaiveSpotOrderBook } from './naive-order-book.js';
import { SpotOrderBook } from './order-book.js';
import { spotPair } from './pair.js';
import { SpotStateHasher } from './state-hash.js';
import type { SpotBook, SpotCommand, SpotEvent, SpotSide } from './types.js';
import { MAX_PRICE_TICKS } from './validate.js';

const a = parseAmount;
/** BTC/USDT: tick 0.01, lot 0.0001 BTC, USDT to 6 decimals; maker 0.08%, taker 0.10%. */
const BTC = spotPair({
  code: 'BTCUSDT',
  tickSize: a('0.01'),
  lotSize: a('0.0001'),
  quoteUnit: a('0.000001'),
  makerFeeBp: 8n,
  takerFeeBp: 10n,
});
const BOOKS = [
  ['SpotOrderBook', () => new SpotOrderBook(BTC)],
  ['NaiveSpotOrderBook', () => new NaiveSpotOrderBook(BTC)],
] as const;

const P = 1_000_000n; // 10,000.00 USDT
const limit = (
  id: number,
  owner: string,
  side: SpotSide,
  price: bigint,
  lots: bigint,
  extra: Partial<Extract<SpotCommand, { kind: 'limit' }>> = {},
): SpotCommand => ({ kind: 'limit', id, owner, side, price, lots, ...extra });
const buy = (id: number, owner: string, price: bigint, lots: bigint, extra = {}) =>
  limit(id, owner, 'buy', price, lots, extra);
const sell = (id: number, owner: string, price: bigint, lots: bigint, extra = {}) =>
  limit(id, owner, 'sell', price, lots, extra);
const cancel = (id: number, owner: string): SpotCommand => ({ kind: 'cancel', id, owner });
const move = (id: number, owner: string, price: bigint, lots: bigint): SpotCommand => ({
  kind: 'move',
  id,
  owner,
  price,
  lots,
});

/** Runs commands, returning the events of the last one. */
function run(book: SpotBook, ...commands: SpotCommand[]): SpotEvent[] {
  let events: SpotEvent[] = [];
  for (const command of commands) events = book.execute(command);
  return events;
}

/** A fill between `maker` and `taker` at `price` for `lots`, with the pair's fees. */
function fill(
  maker: [number, string],
  taker: [number, string],
  takerSide: SpotSide,
  price: bigint,
  lots: bigint,
  quote: string,
  makerFee: string,
  takerFee: string,
): SpotEvent {
  return {
    kind: 'fill',
    makerId: maker[0],
    makerOwner: maker[1],
    takerId: taker[0],
    takerOwner: taker[1],
    takerSide,
    price,
    lots,
    base: lots * BTC.lotSize,
    quote: a(quote),
    makerFee: a(makerFee),
    takerFee: a(takerFee),
  };
}

const ids = (book: SpotBook) => book.restingOrders().map((o) => o.id);

describe.each(BOOKS)('%s', (_name, make) => {
  describe('limit orders (GTC)', () => {
    it('rest on their side when they do not cross', () => {
      const book = make();
      expect(run(book, buy(1, 'A', P, 5n))).toEqual([
        { kind: 'accepted', id: 1, owner: 'A' },
        { kind: 'rested', id: 1, owner: 'A', side: 'buy', price: P, lots: 5n },
      ]);
      run(book, sell(2, 'B', P + 10n, 3n));
      expect(book.bestBid()).toBe(P);
      expect(book.bestAsk()).toBe(P + 10n);
      expect(book.size).toBe(2);
      expect(book.order(1)).toEqual({
        id: 1,
        owner: 'A',
        side: 'buy',
        price: P,
        lots: 5n,
        postOnly: false,
      });
      expect(book.order(99)).toBeUndefined();
    });

    it('a crossing limit trades at the maker’s price, partially fills the maker, pays fees', () => {
      const book = make();
      run(book, sell(1, 'M', P, 5n));
      // Buys 3 lots up to 10,100.00: trades at the resting 10,000.00 (3 USDT notional).
      expect(run(book, buy(2, 'T', P + 10_000n, 3n))).toEqual([
        { kind: 'accepted', id: 2, owner: 'T' },
        fill([1, 'M'], [2, 'T'], 'buy', P, 3n, '3', '0.0024', '0.003'),
        { kind: 'done', id: 2, owner: 'T' },
      ]);
      expect(book.order(1)?.lots).toBe(2n);
      expect(book.bestBid()).toBeUndefined();
    });

    it('sweeps several levels best price first, then rests the rest at its limit', () => {
      const book = make();
      run(book, buy(1, 'M', P, 2n), buy(2, 'N', P + 1n, 1n), buy(3, 'M', P - 5n, 4n));
      expect(run(book, sell(4, 'T', P, 6n))).toEqual([
        { kind: 'accepted', id: 4, owner: 'T' },
        fill([2, 'N'], [4, 'T'], 'sell', P + 1n, 1n, '1.000001', '0.000801', '0.001001'),
        { kind: 'done', id: 2, owner: 'N' },
        fill([1, 'M'], [4, 'T'], 'sell', P, 2n, '2', '0.0016', '0.002'),
        { kind: 'done', id: 1, owner: 'M' },
        { kind: 'rested', id: 4, owner: 'T', side: 'sell', price: P, lots: 3n },
      ]);
      // The bid at P − 5 is below the seller's limit: untouched.
      expect(book.depth('buy', 5)).toEqual([{ price: P - 5n, lots: 4n, orders: 1 }]);
      expect(book.depth('sell', 5)).toEqual([{ price: P, lots: 3n, orders: 1 }]);
    });

    it('price-time priority: within a price the oldest order fills first', () => {
      const book = make();
      run(book, sell(1, 'A', P, 2n), sell(2, 'B', P, 2n), sell(3, 'C', P - 1n, 1n));
      const events = run(book, buy(4, 'T', P, 4n));
      expect(events.filter((e) => e.kind === 'fill').map((e) => [e.makerId, e.lots])).toEqual([
        [3, 1n],
        [1, 2n],
        [2, 1n],
      ]);
      expect(book.restingOrders()).toEqual([
        { id: 2, owner: 'B', side: 'sell', price: P, lots: 1n, postOnly: false },
      ]);
    });

    it('a duplicate id (of a resting order) is rejected', () => {
      const book = make();
      run(book, buy(1, 'A', P, 1n));
      expect(run(book, sell(1, 'B', P + 5n, 1n))).toEqual([
        { kind: 'rejected', id: 1, owner: 'B', reason: 'duplicate_id' },
      ]);
      // Once the order is gone, its id may be used again.
      run(book, cancel(1, 'A'));
      expect(run(book, sell(1, 'B', P + 5n, 1n))[0]).toEqual({
        kind: 'accepted',
        id: 1,
        owner: 'B',
      });
    });
  });

  describe('market orders', () => {
    it('take the best prices and cancel what the book cannot fill', () => {
      const book = make();
      run(book, sell(1, 'M', P, 2n), sell(2, 'M', P + 100n, 1n));
      expect(run(book, { kind: 'market', id: 3, owner: 'T', side: 'buy', lots: 5n })).toEqual([
        { kind: 'accepted', id: 3, owner: 'T' },
        fill([1, 'M'], [3, 'T'], 'buy', P, 2n, '2', '0.0016', '0.002'),
        { kind: 'done', id: 1, owner: 'M' },
        fill([2, 'M'], [3, 'T'], 'buy', P + 100n, 1n, '1.0001', '0.000801', '0.001001'),
        { kind: 'done', id: 2, owner: 'M' },
        { kind: 'cancelled', id: 3, owner: 'T', lots: 2n, reason: 'unfilled' },
        { kind: 'done', id: 3, owner: 'T' },
      ]);
      expect(book.size).toBe(0);
      // Against an empty side: accepted, nothing filled, cancelled.
      expect(run(book, { kind: 'market', id: 4, owner: 'T', side: 'sell', lots: 1n })).toEqual([
        { kind: 'accepted', id: 4, owner: 'T' },
        { kind: 'cancelled', id: 4, owner: 'T', lots: 1n, reason: 'unfilled' },
        { kind: 'done', id: 4, owner: 'T' },
      ]);
    });

    it('a market buy with a quote budget never spends more than it (notional + taker fee)', () => {
      const book = make();
      run(book, sell(1, 'M', P, 2n), sell(2, 'N', P + 100n, 5n));
      // 2 lots at 10,000.00 cost 2.002; 1 lot at 10,001.00 costs 1.0001 + 0.001001 = 1.001101,
      // 2 lots 2.002201. A budget of 4 buys 2 + 1 lots (3.003101); a fourth lot is not affordable.
      const events = run(book, {
        kind: 'market',
        id: 3,
        owner: 'T',
        side: 'buy',
        quoteBudget: a('4'),
      });
      const fills = events.filter((e) => e.kind === 'fill');
      expect(fills.map((e) => [e.makerId, e.lots])).toEqual([
        [1, 2n],
        [2, 1n],
      ]);
      const spent = fills.reduce((sum, e) => sum + e.quote + e.takerFee, 0n);
      expect(spent).toBe(a('3.003101'));
      // Bounded by the budget only: no "cancelled", just done.
      expect(events.at(-1)).toEqual({ kind: 'done', id: 3, owner: 'T' });
      expect(events.some((e) => e.kind === 'cancelled')).toBe(false);
      expect(book.order(2)?.lots).toBe(4n);
      // With lots too, whichever runs out first: here the lots.
      const capped = run(book, {
        kind: 'market',
        id: 4,
        owner: 'T',
        side: 'buy',
        lots: 1n,
        quoteBudget: a('100'),
      });
      expect(capped.filter((e) => e.kind === 'fill').map((e) => e.lots)).toEqual([1n]);
      // And the budget: 2 lots wanted, 1.5 USDT affords only 1; the rest is reported unfilled.
      expect(
        run(book, {
          kind: 'market',
          id: 5,
          owner: 'T',
          side: 'buy',
          lots: 2n,
          quoteBudget: a('1.5'),
        }).slice(-2),
      ).toEqual([
        { kind: 'cancelled', id: 5, owner: 'T', lots: 1n, reason: 'unfilled' },
        { kind: 'done', id: 5, owner: 'T' },
      ]);
    });
  });

  describe('immediate-or-cancel and post-only', () => {
    it('IOC fills what it can at its limit and cancels the rest; it never rests', () => {
      const book = make();
      run(book, sell(1, 'M', P, 2n), sell(2, 'M', P + 1n, 2n));
      expect(run(book, buy(3, 'T', P, 5n, { tif: 'IOC' }))).toEqual([
        { kind: 'accepted', id: 3, owner: 'T' },
        fill([1, 'M'], [3, 'T'], 'buy', P, 2n, '2', '0.0016', '0.002'),
        { kind: 'done', id: 1, owner: 'M' },
        { kind: 'cancelled', id: 3, owner: 'T', lots: 3n, reason: 'unfilled' },
        { kind: 'done', id: 3, owner: 'T' },
      ]);
      expect(ids(book)).toEqual([2]);
      expect(run(book, buy(4, 'T', P - 10n, 1n, { tif: 'IOC' }))).toEqual([
        { kind: 'accepted', id: 4, owner: 'T' },
        { kind: 'cancelled', id: 4, owner: 'T', lots: 1n, reason: 'unfilled' },
        { kind: 'done', id: 4, owner: 'T' },
      ]);
    });

    it('post-only rests when it would not cross, and is rejected whole when it would', () => {
      const book = make();
      run(book, sell(1, 'M', P, 2n));
      expect(run(book, buy(2, 'A', P - 1n, 1n, { postOnly: true }))).toEqual([
        { kind: 'accepted', id: 2, owner: 'A' },
        { kind: 'rested', id: 2, owner: 'A', side: 'buy', price: P - 1n, lots: 1n },
      ]);
      expect(run(book, buy(3, 'A', P, 1n, { postOnly: true }))).toEqual([
        { kind: 'rejected', id: 3, owner: 'A', reason: 'would_cross' },
      ]);
      // Even against the owner's own order (no self-trade cancellation happens).
      expect(run(book, sell(4, 'A', P - 1n, 1n, { postOnly: true }))).toEqual([
        { kind: 'rejected', id: 4, owner: 'A', reason: 'would_cross' },
      ]);
      expect(ids(book)).toEqual([1, 2]);
      expect(book.order(2)?.postOnly).toBe(true);
      expect(run(book, buy(5, 'A', P - 1n, 1n, { postOnly: true, tif: 'IOC' }))).toEqual([
        { kind: 'rejected', id: 5, owner: 'A', reason: 'invalid_combination' },
      ]);
    });
  });

  describe('cancel', () => {
    it('removes the order; unknown ids and other owners are rejected', () => {
      const book = make();
      run(book, buy(1, 'A', P, 3n));
      expect(run(book, cancel(1, 'B'))).toEqual([
        { kind: 'rejected', id: 1, owner: 'B', reason: 'not_owner' },
      ]);
      expect(run(book, cancel(2, 'A'))).toEqual([
        { kind: 'rejected', id: 2, owner: 'A', reason: 'unknown_order' },
      ]);
      expect(book.size).toBe(1);
      expect(run(book, cancel(1, 'A'))).toEqual([
        { kind: 'accepted', id: 1, owner: 'A' },
        { kind: 'cancelled', id: 1, owner: 'A', lots: 3n, reason: 'cancel' },
        { kind: 'done', id: 1, owner: 'A' },
      ]);
      expect(book.size).toBe(0);
      expect(book.bestBid()).toBeUndefined();
      // A filled order is gone too.
      run(book, sell(3, 'M', P, 1n), buy(4, 'T', P, 1n));
      expect(run(book, cancel(3, 'M'))[0]).toMatchObject({ reason: 'unknown_order' });
    });

    it('cancelling from the middle of a level keeps the others in order', () => {
      const book = make();
      run(book, sell(1, 'A', P, 1n), sell(2, 'B', P, 1n), sell(3, 'C', P, 1n));
      run(book, cancel(2, 'B'));
      expect(ids(book)).toEqual([1, 3]);
      run(book, cancel(1, 'A'), sell(4, 'D', P, 1n));
      expect(ids(book)).toEqual([3, 4]);
      expect(book.depth('sell', 1)).toEqual([{ price: P, lots: 2n, orders: 2 }]);
    });
  });

  describe('move / replace', () => {
    it('the same price with fewer lots reduces in place and keeps time priority', () => {
      const book = make();
      run(book, sell(1, 'A', P, 5n), sell(2, 'B', P, 5n));
      expect(run(book, move(1, 'A', P, 2n))).toEqual([
        { kind: 'accepted', id: 1, owner: 'A' },
        { kind: 'reduced', id: 1, owner: 'A', lots: 2n },
      ]);
      expect(ids(book)).toEqual([1, 2]);
      const fills = run(book, buy(3, 'T', P, 3n)).filter((e) => e.kind === 'fill');
      expect(fills.map((e) => [e.makerId, e.lots])).toEqual([
        [1, 2n],
        [2, 1n],
      ]);
    });

    it('more lots, or a new price, sends the order to the back of its level', () => {
      const book = make();
      run(book, sell(1, 'A', P, 1n), sell(2, 'B', P, 1n), sell(3, 'C', P + 1n, 1n));
      expect(run(book, move(1, 'A', P, 4n))).toEqual([
        { kind: 'accepted', id: 1, owner: 'A' },
        { kind: 'rested', id: 1, owner: 'A', side: 'sell', price: P, lots: 4n },
      ]);
      expect(ids(book)).toEqual([2, 1, 3]);
      // Away and back again: behind order 3 at P + 1, then behind 2 at P.
      run(book, move(2, 'B', P + 1n, 1n));
      expect(ids(book)).toEqual([1, 3, 2]);
      run(book, move(3, 'C', P, 1n));
      expect(ids(book)).toEqual([1, 3, 2]);
      run(book, move(1, 'A', P + 1n, 4n));
      expect(ids(book)).toEqual([3, 2, 1]);
      // The same price and lots changes nothing.
      expect(run(book, move(2, 'B', P + 1n, 1n))).toEqual([
        { kind: 'accepted', id: 2, owner: 'B' },
      ]);
      expect(ids(book)).toEqual([3, 2, 1]);
    });

    it('a move through the spread trades as a taker (taker fee) and rests the rest', () => {
      const book = make();
      run(book, sell(1, 'M', P, 2n), buy(2, 'T', P - 10n, 5n));
      expect(run(book, move(2, 'T', P, 5n))).toEqual([
        { kind: 'accepted', id: 2, owner: 'T' },
        fill([1, 'M'], [2, 'T'], 'buy', P, 2n, '2', '0.0016', '0.002'),
        { kind: 'done', id: 1, owner: 'M' },
        { kind: 'rested', id: 2, owner: 'T', side: 'buy', price: P, lots: 3n },
      ]);
      // Fully filled by a move: done, and gone.
      run(book, sell(3, 'M', P + 5n, 1n), buy(4, 'T', P - 1n, 1n));
      expect(run(book, move(4, 'T', P + 5n, 1n)).slice(-1)).toEqual([
        { kind: 'done', id: 4, owner: 'T' },
      ]);
      expect(book.order(4)).toBeUndefined();
    });

    it('moving a post-only order into a cross is rejected and leaves it unchanged', () => {
      const book = make();
      run(book, sell(1, 'M', P, 2n), buy(2, 'A', P - 5n, 1n, { postOnly: true }));
      expect(run(book, move(2, 'A', P, 1n))).toEqual([
        { kind: 'rejected', id: 2, owner: 'A', reason: 'would_cross' },
      ]);
      expect(book.order(2)).toMatchObject({ price: P - 5n, lots: 1n, postOnly: true });
      expect(run(book, move(2, 'A', P - 1n, 1n)).at(-1)).toMatchObject({ kind: 'rested' });
      expect(book.order(2)).toMatchObject({ price: P - 1n, postOnly: true });
    });

    it('unknown ids, other owners and bad values are rejected', () => {
      const book = make();
      run(book, buy(1, 'A', P, 2n));
      expect(run(book, move(9, 'A', P, 1n))[0]).toMatchObject({ reason: 'unknown_order' });
      expect(run(book, move(1, 'B', P, 1n))[0]).toMatchObject({ reason: 'not_owner' });
      expect(run(book, move(1, 'A', P, 0n))[0]).toMatchObject({ reason: 'invalid_quantity' });
      expect(run(book, move(1, 'A', 0n, 1n))[0]).toMatchObject({ reason: 'invalid_price' });
      expect(book.order(1)).toMatchObject({ price: P, lots: 2n });
    });
  });

  describe('self-trade prevention: cancel the resting order ("cancel oldest")', () => {
    it('a taker meeting its owner’s resting order cancels it and trades on with others', () => {
      const book = make();
      run(book, sell(1, 'A', P, 2n), sell(2, 'B', P, 1n), sell(3, 'A', P + 1n, 1n));
      expect(run(book, buy(4, 'A', P + 1n, 2n))).toEqual([
        { kind: 'accepted', id: 4, owner: 'A' },
        { kind: 'cancelled', id: 1, owner: 'A', lots: 2n, reason: 'self_trade' },
        { kind: 'done', id: 1, owner: 'A' },
        fill([2, 'B'], [4, 'A'], 'buy', P, 1n, '1', '0.0008', '0.001'),
        { kind: 'done', id: 2, owner: 'B' },
        { kind: 'cancelled', id: 3, owner: 'A', lots: 1n, reason: 'self_trade' },
        { kind: 'done', id: 3, owner: 'A' },
        { kind: 'rested', id: 4, owner: 'A', side: 'buy', price: P + 1n, lots: 1n },
      ]);
      expect(book.restingOrders().map((o) => [o.id, o.side])).toEqual([[4, 'buy']]);
    });

    it('applies to market orders and moves too', () => {
      const book = make();
      run(book, buy(1, 'A', P, 1n), buy(2, 'B', P - 1n, 1n), sell(3, 'A', P + 5n, 1n));
      const events = run(book, { kind: 'market', id: 4, owner: 'A', side: 'sell', lots: 1n });
      expect(events.map((e) => e.kind)).toEqual([
        'accepted',
        'cancelled',
        'done',
        'fill',
        'done',
        'done',
      ]);
      // A's ask moved down through A's own new bid: the bid is cancelled, the ask rests.
      run(book, buy(5, 'A', P, 1n));
      expect(run(book, move(3, 'A', P, 1n))).toEqual([
        { kind: 'accepted', id: 3, owner: 'A' },
        { kind: 'cancelled', id: 5, owner: 'A', lots: 1n, reason: 'self_trade' },
        { kind: 'done', id: 5, owner: 'A' },
        { kind: 'rested', id: 3, owner: 'A', side: 'sell', price: P, lots: 1n },
      ]);
    });
  });

  describe('bad input', () => {
    it('rejects zero or negative sizes and prices, bad ids and impossible combinations', () => {
      const book = make();
      const rejected = (command: SpotCommand) => {
        const events = run(book, command);
        expect(events).toHaveLength(1);
        return (events[0] as Extract<SpotEvent, { kind: 'rejected' }>).reason;
      };
      expect(rejected(buy(1, 'A', P, 0n))).toBe('invalid_quantity');
      expect(rejected(sell(1, 'A', P, -3n))).toBe('invalid_quantity');
      expect(rejected(buy(1, 'A', 0n, 1n))).toBe('invalid_price');
      expect(rejected(sell(1, 'A', -1n, 1n))).toBe('invalid_price');
      // Prices are capped at 2^53 − 1 ticks (the book keys its levels by exact JS numbers).
      expect(rejected(sell(1, 'A', MAX_PRICE_TICKS + 1n, 1n))).toBe('invalid_price');
      expect(rejected(buy(-1, 'A', P, 1n))).toBe('invalid_id');
      expect(rejected(buy(1.5, 'A', P, 1n))).toBe('invalid_id');
      expect(rejected({ kind: 'market', id: 1, owner: 'A', side: 'buy' })).toBe('invalid_quantity');
      expect(rejected({ kind: 'market', id: 1, owner: 'A', side: 'buy', lots: 0n })).toBe(
        'invalid_quantity',
      );
      expect(rejected({ kind: 'market', id: 1, owner: 'A', side: 'buy', quoteBudget: 0n })).toBe(
        'invalid_quantity',
      );
      expect(rejected({ kind: 'market', id: 1, owner: 'A', side: 'sell', quoteBudget: 5n })).toBe(
        'invalid_combination',
      );
      expect(book.size).toBe(0);
      expect(book.stateHash()).toBe(new SpotStateHasher().digest());
      expect(run(book, sell(1, 'A', MAX_PRICE_TICKS, 1n))[0]?.kind).toBe('accepted');
      expect(run(book, move(1, 'A', MAX_PRICE_TICKS + 1n, 1n))[0]).toMatchObject({
        reason: 'invalid_price',
      });
    });
  });

  describe('state hash', () => {
    it('follows the resting orders in priority order', () => {
      const x = make();
      const y = make();
      run(x, buy(1, 'A', P, 1n), buy(2, 'B', P, 1n));
      run(y, buy(2, 'B', P, 1n), buy(1, 'A', P, 1n));
      expect(x.stateHash()).toMatch(/^[0-9a-f]{16}$/);
      // Same orders, different time priority: different state.
      expect(x.stateHash()).not.toBe(y.stateHash());
      const before = x.stateHash();
      run(x, move(1, 'A', P, 1n));
      expect(x.stateHash()).toBe(before);
      run(x, move(2, 'B', P, 2n));
      expect(x.stateHash()).not.toBe(before);
      // The same history gives the same hash in either book.
      const fast = new SpotOrderBook(BTC);
      const naive = new NaiveSpotOrderBook(BTC);
      for (const book of [fast, naive]) run(book, buy(1, 'A', P, 1n), sell(3, 'C', P + 9n, 7n));
      expect(fast.stateHash()).toBe(naive.stateHash());
    });
  });
});
