import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmount, type Amount } from '../money/amount.js';
import { NaiveSpotOrderBook } from './naive-order-book.js';
import { SpotOrderBook } from './order-book.js';
import { lotsToQuantity, quoteNotional, spotFee, spotPair, type SpotPair } from './pair.js';
import type { SpotBook, SpotCommand, SpotEvent, SpotOrderId, SpotSide } from './types.js';

// Conservation: with a tiny funds model around the book (an order is only sent when its owner can
// pay for all of it, and its worst case is held), every fill moves base seller → buyer, quote
// buyer → seller and both fees to the fee account; per asset the total never changes, and no
// owner, hold or fee balance ever goes negative.

const a = parseAmount;
const OWNERS = ['A', 'B', 'C', 'D'];
const MID = 1_000n;

interface Hold {
  owner: string;
  asset: 'base' | 'quote';
  amount: Amount;
}

interface Live {
  owner: string;
  side: SpotSide;
  price: bigint;
  lots: bigint;
}

/** The abstract commands fast-check draws; the harness turns them into funded book commands. */
type Step =
  | {
      kind: 'limit';
      owner: number;
      side: SpotSide;
      offset: number;
      lots: number;
      ioc: boolean;
      postOnly: boolean;
    }
  | { kind: 'market'; owner: number; side: SpotSide; lots: number; budgetPercent: number | null }
  | { kind: 'cancel'; pick: number; wrongOwner: boolean }
  | { kind: 'move'; pick: number; offset: number; lots: number; samePrice: boolean };

const side = fc.constantFrom<SpotSide>('buy', 'sell');
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('limit' as const),
      owner: fc.nat(OWNERS.length - 1),
      side,
      offset: fc.integer({ min: -6, max: 6 }),
      lots: fc.integer({ min: 1, max: 40 }),
      ioc: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
      postOnly: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('market' as const),
      owner: fc.nat(OWNERS.length - 1),
      side,
      lots: fc.integer({ min: 1, max: 60 }),
      budgetPercent: fc.option(fc.integer({ min: 1, max: 100 })),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('cancel' as const),
      pick: fc.nat(),
      wrongOwner: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      pick: fc.nat(),
      offset: fc.integer({ min: -6, max: 6 }),
      lots: fc.integer({ min: 1, max: 40 }),
      samePrice: fc.boolean(),
    }),
  },
);

const pairArb = fc
  .record({
    makerFeeBp: fc.bigInt({ min: 0n, max: 50n }),
    takerFeeBp: fc.bigInt({ min: 0n, max: 50n }),
    // One lot at one tick is 0.00001 quote; the quote unit is that (so a fee rounds up by up to
    // a whole unit of a small notional) or 100 times finer.
    quoteUnit: fc.constantFrom(a('0.00001'), a('0.0000001')),
  })
  .map(({ makerFeeBp, takerFeeBp, quoteUnit }) =>
    spotPair({
      code: 'TEST',
      tickSize: a('0.1'),
      lotSize: a('0.0001'),
      quoteUnit,
      makerFeeBp,
      takerFeeBp,
    }),
  );

class FundsHarness {
  readonly available = new Map<string, { base: Amount; quote: Amount }>();
  readonly holds = new Map<SpotOrderId, Hold>();
  readonly live = new Map<SpotOrderId, Live>();
  feeQuote: Amount = 0n;
  feeBase: Amount = 0n;
  /** What happened, so the tests can tell that trading (and refusing) really took place. */
  readonly stats = { fills: 0, unfunded: 0, selfTrades: 0 };
  private nextId = 1;
  readonly totals: { base: Amount; quote: Amount };

  constructor(
    readonly book: SpotBook,
    readonly pair: SpotPair,
    start: { base: Amount; quote: Amount }[],
  ) {
    OWNERS.forEach((owner, i) => this.available.set(owner, { ...start[i]! }));
    this.totals = this.sum();
  }

  /** The most a buy of one lot at `price` can cost: notional + the larger fee, rounded up. */
  private perLot(price: bigint): Amount {
    const quote = quoteNotional(this.pair, price, 1n);
    const bp =
      this.pair.makerFeeBp > this.pair.takerFeeBp ? this.pair.makerFeeBp : this.pair.takerFeeBp;
    return quote + spotFee(this.pair, quote, bp);
  }

  /** What an order of `lots` at `price` must hold: all its quote (buy) or base (sell). */
  private need(side: SpotSide, price: bigint, lots: bigint): Hold['amount'] {
    return side === 'buy' ? lots * this.perLot(price) : lotsToQuantity(this.pair, lots);
  }

  private wallet(owner: string) {
    return this.available.get(owner)!;
  }

  step(step: Step): void {
    switch (step.kind) {
      case 'limit': {
        const owner = OWNERS[step.owner]!;
        const price = MID + BigInt(step.offset);
        const lots = BigInt(step.lots);
        const asset = step.side === 'buy' ? 'quote' : 'base';
        const amount = this.need(step.side, price, lots);
        if (this.wallet(owner)[asset] < amount) {
          this.stats.unfunded += 1;
          return;
        }
        const id = this.nextId++;
        this.send(
          {
            kind: 'limit',
            id,
            owner,
            side: step.side,
            price,
            lots,
            tif: step.ioc ? 'IOC' : 'GTC',
            postOnly: step.postOnly && !step.ioc,
          },
          { owner, asset, amount },
        );
        return;
      }
      case 'market': {
        const owner = OWNERS[step.owner]!;
        const id = this.nextId++;
        const lots = BigInt(step.lots);
        if (step.side === 'sell') {
          const amount = lotsToQuantity(this.pair, lots);
          if (this.wallet(owner).base < amount) return;
          this.send(
            { kind: 'market', id, owner, side: 'sell', lots },
            { owner, asset: 'base', amount },
          );
          return;
        }
        // A market buy is funded by its budget: a share of what the owner has.
        const budget = (this.wallet(owner).quote * BigInt(step.budgetPercent ?? 100)) / 100n;
        if (budget <= 0n) return;
        this.send(
          {
            kind: 'market',
            id,
            owner,
            side: 'buy',
            quoteBudget: budget,
            ...(step.budgetPercent === null ? {} : { lots }),
          },
          { owner, asset: 'quote', amount: budget },
        );
        return;
      }
      case 'cancel': {
        const id = this.pick(step.pick);
        if (id === undefined) return;
        const owner = this.live.get(id)!.owner;
        this.send({ kind: 'cancel', id, owner: step.wrongOwner ? `${owner}?` : owner });
        return;
      }
      case 'move': {
        const id = this.pick(step.pick);
        if (id === undefined) return;
        const order = this.live.get(id)!;
        const price = step.samePrice ? order.price : MID + BigInt(step.offset);
        const lots = BigInt(step.lots);
        const hold = this.holds.get(id)!;
        const amount = this.need(order.side, price, lots);
        // Only when the owner can top the hold up to the new worst case.
        if (amount - hold.amount > this.wallet(order.owner)[hold.asset]) return;
        this.send({ kind: 'move', id, owner: order.owner, price, lots }, { ...hold, amount });
        return;
      }
    }
  }

  private pick(n: number): SpotOrderId | undefined {
    const ids = [...this.live.keys()];
    return ids.length === 0 ? undefined : ids[n % ids.length];
  }

  /** Sends a command; once accepted, sets its order's hold to `hold`, then books the events. */
  private send(command: SpotCommand, hold?: Hold): void {
    const events = this.book.execute(command);
    if (events[0]!.kind === 'accepted' && hold !== undefined) {
      const previous = this.holds.get(command.id)?.amount ?? 0n;
      this.wallet(hold.owner)[hold.asset] -= hold.amount - previous;
      this.holds.set(command.id, hold);
    }
    for (const event of events) this.apply(event);
    this.check();
  }

  private apply(event: SpotEvent): void {
    switch (event.kind) {
      case 'fill': {
        const buyerId = event.takerSide === 'buy' ? event.takerId : event.makerId;
        const sellerId = event.takerSide === 'buy' ? event.makerId : event.takerId;
        const buyerFee = event.takerSide === 'buy' ? event.takerFee : event.makerFee;
        const sellerFee = event.takerSide === 'buy' ? event.makerFee : event.takerFee;
        const buyer = this.holds.get(buyerId)!;
        const seller = this.holds.get(sellerId)!;
        expect(buyer.asset).toBe('quote');
        expect(seller.asset).toBe('base');
        expect(event.base).toBe(lotsToQuantity(this.pair, event.lots));
        expect(event.quote).toBe(quoteNotional(this.pair, event.price, event.lots));
        buyer.amount -= event.quote + buyerFee;
        seller.amount -= event.base;
        this.wallet(buyer.owner).base += event.base;
        this.wallet(seller.owner).quote += event.quote - sellerFee;
        this.feeQuote += event.makerFee + event.takerFee;
        this.live.get(event.makerId)!.lots -= event.lots;
        this.stats.fills += 1;
        expect(buyer.amount).toBeGreaterThanOrEqual(0n);
        expect(seller.amount).toBeGreaterThanOrEqual(0n);
        expect(event.quote - sellerFee).toBeGreaterThanOrEqual(0n);
        return;
      }
      case 'rested': {
        const { owner, side, price, lots } = event;
        this.live.set(event.id, { owner, side, price, lots });
        return;
      }
      case 'cancelled':
        if (event.reason === 'self_trade') this.stats.selfTrades += 1;
        return;
      case 'reduced':
        this.live.get(event.id)!.lots = event.lots;
        return;
      case 'done': {
        // Whatever the order still holds goes back to its owner.
        const hold = this.holds.get(event.id)!;
        this.wallet(hold.owner)[hold.asset] += hold.amount;
        this.holds.delete(event.id);
        this.live.delete(event.id);
        return;
      }
      default:
        return;
    }
  }

  sum(): { base: Amount; quote: Amount } {
    let base = this.feeBase;
    let quote = this.feeQuote;
    for (const w of this.available.values()) {
      base += w.base;
      quote += w.quote;
    }
    for (const h of this.holds.values()) {
      if (h.asset === 'base') base += h.amount;
      else quote += h.amount;
    }
    return { base, quote };
  }

  check(): void {
    expect(this.sum()).toEqual(this.totals);
    for (const w of this.available.values()) {
      expect(w.base).toBeGreaterThanOrEqual(0n);
      expect(w.quote).toBeGreaterThanOrEqual(0n);
    }
    expect(this.feeQuote).toBeGreaterThanOrEqual(0n);
    // Exactly the resting orders hold funds, and each still holds its worst case.
    expect([...this.holds.keys()].sort()).toEqual([...this.live.keys()].sort());
    expect(this.book.size).toBe(this.live.size);
    for (const [id, order] of this.live) {
      expect(this.book.order(id)).toMatchObject(order);
      expect(this.holds.get(id)!.amount).toBeGreaterThanOrEqual(
        this.need(order.side, order.price, order.lots),
      );
    }
  }

  /** Everyone cancels everything: every hold comes back. */
  closeAll(): void {
    for (const [id, order] of [...this.live]) this.send({ kind: 'cancel', id, owner: order.owner });
    expect(this.holds.size).toBe(0);
    expect(this.book.size).toBe(0);
  }
}

const startArb = fc.array(
  fc.record({
    // Up to 200 lots of base and 3 quote (40 lots at 1,000 ticks cost 0.4): sometimes too little.
    base: fc.integer({ min: 0, max: 200 }).map((lots) => BigInt(lots) * a('0.0001')),
    quote: fc.integer({ min: 0, max: 300 }).map((cents) => BigInt(cents) * a('0.01')),
  }),
  { minLength: OWNERS.length, maxLength: OWNERS.length },
);

describe.each([
  ['SpotOrderBook', (pair: SpotPair) => new SpotOrderBook(pair)],
  ['NaiveSpotOrderBook', (pair: SpotPair) => new NaiveSpotOrderBook(pair)],
] as const)('%s conserves money', (_name, make) => {
  it('per asset, totals are constant and no balance goes negative, fees included', () => {
    const seen = { fills: 0, unfunded: 0, selfTrades: 0 };
    fc.assert(
      fc.property(
        pairArb,
        startArb,
        fc.array(stepArb, { minLength: 10, maxLength: 120, size: 'max' }),
        (pair, start, steps) => {
          const harness = new FundsHarness(make(pair), pair, start);
          for (const step of steps) harness.step(step);
          harness.closeAll();
          harness.check();
          // Nothing is left held: every asset is back with the owners, or in the fee account.
          expect(harness.holds.size).toBe(0);
          for (const key of ['fills', 'unfunded', 'selfTrades'] as const)
            seen[key] += harness.stats[key];
        },
      ),
      { numRuns: 150 },
    );
    expect(seen.fills).toBeGreaterThan(800);
    expect(seen.unfunded).toBeGreaterThan(100);
    expect(seen.selfTrades).toBeGreaterThan(100);
  });

  it('something actually trades in these runs (fees collected, base changes hands)', () => {
    const pair = spotPair({
      code: 'TEST',
      tickSize: a('0.1'),
      lotSize: a('0.0001'),
      quoteUnit: a('0.00001'),
      makerFeeBp: 8n,
      takerFeeBp: 10n,
    });
    const start = OWNERS.map(() => ({ base: a('1'), quote: a('1000') }));
    const harness = new FundsHarness(make(pair), pair, start);
    const steps = fc.sample(fc.array(stepArb, { minLength: 300, maxLength: 300 }), {
      seed: 7,
      numRuns: 1,
    })[0]!;
    for (const step of steps) harness.step(step);
    harness.closeAll();
    expect(harness.feeQuote).toBeGreaterThan(0n);
    expect([...harness.available.values()].some((w) => w.base !== a('1'))).toBe(true);
  });
});

describe('SpotOrderBook ≡ NaiveSpotOrderBook on random command sequences', () => {
  const commandArb: fc.Arbitrary<SpotCommand> = fc.oneof(
    fc.record({
      kind: fc.constant('limit' as const),
      id: fc.nat(30),
      owner: fc.constantFrom('A', 'B', 'C'),
      side,
      price: fc.bigInt({ min: 95n, max: 105n }),
      lots: fc.bigInt({ min: 1n, max: 9n }),
      tif: fc.constantFrom('GTC' as const, 'IOC' as const),
      postOnly: fc.boolean(),
    }),
    fc.record(
      {
        kind: fc.constant('market' as const),
        id: fc.nat(30),
        owner: fc.constantFrom('A', 'B', 'C'),
        side,
        lots: fc.bigInt({ min: 1n, max: 20n }),
        quoteBudget: fc.bigInt({ min: 1n, max: 10n ** 18n }),
      },
      { requiredKeys: ['kind', 'id', 'owner', 'side'] },
    ),
    fc.record({
      kind: fc.constant('cancel' as const),
      id: fc.nat(30),
      owner: fc.constantFrom('A', 'B', 'C'),
    }),
    fc.record({
      kind: fc.constant('move' as const),
      id: fc.nat(30),
      owner: fc.constantFrom('A', 'B', 'C'),
      price: fc.bigInt({ min: 95n, max: 105n }),
      lots: fc.bigInt({ min: 1n, max: 9n }),
    }),
  );

  it('the same events and state after every command', () => {
    const pair = spotPair({
      code: 'TEST',
      tickSize: a('0.1'),
      lotSize: a('0.0001'),
      quoteUnit: a('0.00001'),
      makerFeeBp: 8n,
      takerFeeBp: 10n,
    });
    fc.assert(
      fc.property(fc.array(commandArb, { maxLength: 60 }), (commands) => {
        const fast = new SpotOrderBook(pair);
        const naive = new NaiveSpotOrderBook(pair);
        for (const command of commands) {
          expect(fast.execute(command)).toEqual(naive.execute(command));
          expect(fast.stateHash()).toBe(naive.stateHash());
        }
        expect(fast.restingOrders()).toEqual(naive.restingOrders());
      }),
      { numRuns: 300 },
    );
  });
});
