import {
  holdMovements,
  netSpotMovements,
  parseAmount,
  PLAIN_FEE_TERMS,
  SpotOrderBook,
  type SpotCommand,
} from '@meridian/domain';
import { BTC_USDT_TEST_PAIR } from '@meridian/domain/testing';
import { describe, expect, it } from 'vitest';
import { InvariantViolation } from '../../lib/invariant.js';
import { SpotBatch } from './spot-batch.js';
import { match } from './spot-match-stage.js';
import { FULL_S1_EVERY, SpotSettlement } from './spot-settle-stage.js';

// The spot writer's run-time invariants (docs/ARCHITECTURE.md, spot): S1 — what an owner has
// frozen in a market equals the sum of their live orders' holds; S5 — the book is never crossed
// after matching. Each is checked before a batch is written; a violation rolls the batch back.
const a = parseAmount;
const pair = BTC_USDT_TEST_PAIR;

function settlement() {
  let next = 1;
  return new SpotSettlement(pair, 'demo', {
    nextOrderId: () => next++,
    nextTradeId: () => next++,
  });
}

const limitTerms = (side: 'buy' | 'sell', priceTicks: bigint, lots: bigint) => ({
  side,
  type: 'limit' as const,
  timeInForce: 'GTC' as const,
  postOnly: false,
  priceTicks,
  lots,
  quoteBudget: null,
});

/** A batch resting one buy of `lots` at `ticks` for `owner`, as the writer builds it. */
function restBuy(s: SpotSettlement, book: SpotOrderBook, owner: string, hold: bigint, id = 100) {
  const batch = new SpotBatch();
  const events = match(book, {
    kind: 'limit',
    id,
    owner,
    side: 'buy',
    price: 9_500_000n,
    lots: 3n,
  });
  s.addOrder(
    batch,
    id,
    owner,
    hold,
    new Date(0),
    PLAIN_FEE_TERMS,
    limitTerms('buy', 9_500_000n, 3n),
  );
  batch.addEntry({
    reason: 'spot_order',
    refType: 'spot_order',
    refId: String(id),
    actorId: owner,
    movements: netSpotMovements([
      ...holdMovements(owner, 'buy', hold),
      ...s.settle(events, batch, new Date(0)),
    ]),
  });
  return batch;
}

describe('S1: frozen equals the sum of open holds', () => {
  it('passes when the batch froze exactly what the order holds, and remembers it after commit', () => {
    const s = settlement();
    const book = new SpotOrderBook(pair);
    const batch = restBuy(s, book, 'u1', a('28.5285'));
    expect(() => s.checkHolds(batch)).not.toThrow();
    s.committed(batch);
    // A later batch that changes nothing of u1's holds is still consistent.
    const empty = new SpotBatch();
    expect(() => s.checkHolds(empty)).not.toThrow();
  });

  it('refuses a batch whose order holds more than was frozen for it', () => {
    const s = settlement();
    const book = new SpotOrderBook(pair);
    const batch = restBuy(s, book, 'u1', a('28.5285'));
    s.orders.get(100)!.held += 1n; // a settlement bug: the record and the money disagree
    const error = (() => {
      try {
        s.checkHolds(batch);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(InvariantViolation);
    expect((error as InvariantViolation).invariant).toBe('S1');
  });

  it('refuses a later batch when a committed hold changed without a movement', () => {
    const s = settlement();
    const book = new SpotOrderBook(pair);
    const first = restBuy(s, book, 'u1', a('28.5285'));
    s.checkHolds(first);
    s.committed(first);
    const next = new SpotBatch();
    const record = s.orders.get(100)!;
    record.held -= 5n;
    next.touch(record);
    expect(() => s.checkHolds(next)).toThrow(/invariant S1/);
  });

  it("every FULL_S1_EVERY batches, sums a touched owner's holds in full (an order the batch did not touch included)", () => {
    const s = settlement();
    const book = new SpotOrderBook(pair);
    const first = restBuy(s, book, 'u1', a('28.5285'));
    s.checkHolds(first);
    s.committed(first);
    s.orders.get(100)!.held -= 5n; // changed outside any batch, and never touched again
    // u1's next order is consistent in itself: the incremental check passes it …
    const second = restBuy(s, book, 'u1', a('28.5285'), 101);
    expect(() => s.checkHolds(second)).not.toThrow();
    // … the full sum over u1's orders does not.
    expect(() => s.checkHoldsInFull(second)).toThrow(/invariant S1/);
    // Two batches were checked so far; the FULL_S1_EVERY-th check sums in full and fails.
    let failedAt = 0;
    for (let i = 3; i <= FULL_S1_EVERY && failedAt === 0; i += 1) {
      try {
        s.checkHolds(second);
      } catch {
        failedAt = i;
      }
    }
    expect(failedAt).toBe(FULL_S1_EVERY);
  });
});

describe('S5: the book is never crossed after matching', () => {
  it('lets a crossing order trade instead of resting', () => {
    const book = new SpotOrderBook(pair);
    match(book, { kind: 'limit', id: 1, owner: 'a', side: 'sell', price: 100n, lots: 1n });
    const events = match(book, {
      kind: 'limit',
      id: 2,
      owner: 'b',
      side: 'buy',
      price: 101n,
      lots: 1n,
    });
    expect(events.some((e) => e.kind === 'fill')).toBe(true);
  });

  it('throws S5 if a book ever leaves a bid at or above the ask', () => {
    // A book that rests orders without matching stands in for a matching bug.
    const broken = new SpotOrderBook(pair);
    const rest = (command: SpotCommand) => broken.execute(command);
    rest({ kind: 'limit', id: 1, owner: 'a', side: 'sell', price: 100n, lots: 1n });
    const faulty = Object.assign(Object.create(broken) as SpotOrderBook, {
      execute: () => [],
      bestBid: () => 100n,
    });
    expect(() =>
      match(faulty, { kind: 'limit', id: 2, owner: 'b', side: 'buy', price: 100n, lots: 1n }),
    ).toThrow(/invariant S5/);
  });
});
