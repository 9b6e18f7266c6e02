import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmount, type Amount } from '../money/amount.js';
import {
  buyNow,
  buyNowOpen,
  canCancelSale,
  closeAuction,
  minimumNextBid,
  placeBid,
  reserveMet,
  saleTermsProblem,
  type AuctionState,
  type AuctionTerms,
  type BidOutcome,
  type BuyNowOutcome,
  type CloseOutcome,
  type HighestBid,
  type SaleStatus,
} from './auction.js';

/** One cent of USDT in Amount units (10^-18). */
const CENT = 10n ** 16n;
const usdt = (text: string): Amount => parseAmount(text);

const USERS = ['u0', 'u1', 'u2', 'u3', 'u4'] as const;
/** Every user starts with this much available; the rules never check funds (the server does). */
const OPENING_BALANCE = usdt('1000000000');

// ---------------------------------------------------------------------------------------------
// The expected rules, written independently of auction.ts
// ---------------------------------------------------------------------------------------------

/** The smallest whole-cent amount ≥ numerator / denominator (both positive). */
function ceilToCent(numerator: bigint, denominator: bigint): Amount {
  const perCent = denominator * CENT;
  const wholeCents = numerator / perCent;
  return (numerator % perCent === 0n ? wholeCents : wholeCents + 1n) * CENT;
}

/** Start price, then highest + max(5% of highest rounded up to the cent, the step). */
function expectedMinimum(terms: AuctionTerms, highest: HighestBid | null): Amount | null {
  if (terms.startPrice === null) return null;
  if (highest === null) return terms.startPrice;
  const percent = ceilToCent(highest.amount * terms.minRaiseBps, 10_000n);
  return highest.amount + (percent >= terms.priceStep ? percent : terms.priceStep);
}

const isWholeCents = (amount: Amount) => amount % CENT === 0n;

/** What the test believes one auction looks like. */
interface ModelAuction {
  status: SaleStatus;
  endsAtMs: number;
  highest: HighestBid | null;
  bidCount: number;
  /** Every accepted bid, in order. */
  accepted: HighestBid[];
  /** The price the item went for (a winning bid or the buy-now price). */
  soldFor: Amount | null;
}

function modelReserveMet(terms: AuctionTerms, m: ModelAuction): boolean {
  if (m.highest === null) return false;
  return terms.reservePrice === null || m.highest.amount >= terms.reservePrice;
}

function modelTimeProblem(
  terms: AuctionTerms,
  m: ModelAuction,
  atMs: number,
): 'notOpen' | 'notStarted' | 'ended' | null {
  if (m.status !== 'open') return 'notOpen';
  if (atMs < terms.startsAtMs) return 'notStarted';
  if (atMs >= m.endsAtMs) return 'ended';
  return null;
}

/** A naive ledger: per user what is free and what is frozen, and what reached the charity. */
class Ledger {
  readonly available = new Map<string, Amount>(USERS.map((u) => [u, OPENING_BALANCE]));
  readonly frozen = new Map<string, Amount>(USERS.map((u) => [u, 0n]));
  charity = 0n;

  private add(map: Map<string, Amount>, user: string, delta: Amount) {
    map.set(user, (map.get(user) ?? 0n) + delta);
  }

  freeze(user: string, amount: Amount) {
    this.add(this.available, user, -amount);
    this.add(this.frozen, user, amount);
  }

  release(bid: HighestBid | null) {
    if (!bid) return;
    this.add(this.frozen, bid.bidderId, -bid.amount);
    this.add(this.available, bid.bidderId, bid.amount);
  }

  spendFrozen(bid: HighestBid) {
    this.add(this.frozen, bid.bidderId, -bid.amount);
    this.charity += bid.amount;
  }

  pay(user: string, amount: Amount) {
    this.add(this.available, user, -amount);
    this.charity += amount;
  }

  total(): Amount {
    let sum = this.charity;
    for (const u of USERS) sum += (this.available.get(u) ?? 0n) + (this.frozen.get(u) ?? 0n);
    return sum;
  }
}

// ---------------------------------------------------------------------------------------------
// Generators
// ---------------------------------------------------------------------------------------------

const centsArb = (min: bigint, max: bigint) => fc.bigInt({ min, max }).map((c) => c * CENT);

/** A percentage (of the start price) turned into whole cents, at least one cent. */
const percentOf = (base: Amount, percent: number): Amount => {
  const cents = (base * BigInt(percent)) / (100n * CENT);
  return (cents > 0n ? cents : 1n) * CENT;
};

const termsArb: fc.Arbitrary<AuctionTerms & { durationMs: number }> = fc
  .record({
    startPrice: fc.option(
      fc.oneof(centsArb(1n, 2_000n), centsArb(1n, 2_000_000n), fc.constant(usdt('10'))),
      { freq: 8, nil: null },
    ),
    priceStep: fc.oneof(fc.constant(CENT), fc.constant(usdt('1')), centsArb(1n, 5_000n)),
    minRaiseBps: fc.oneof(
      { weight: 8, arbitrary: fc.constant(500n) },
      { weight: 2, arbitrary: fc.bigInt({ min: 0n, max: 3_000n }) },
    ),
    extendWindowMs: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 60_000 })),
    extendByMs: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 60_000 })),
    reservePercent: fc.option(fc.integer({ min: 50, max: 400 }), { freq: 3, nil: null }),
    buyNowPercent: fc.option(fc.integer({ min: 80, max: 600 }), { freq: 3, nil: null }),
    looseCents: centsArb(1n, 500_000n),
    startsAtMs: fc.oneof(fc.integer({ min: 0, max: 3_000 }), fc.integer({ min: 0, max: 30_000 })),
    durationMs: fc.oneof(
      { weight: 1, arbitrary: fc.integer({ min: 1, max: 5_000 }) },
      { weight: 4, arbitrary: fc.noBias(fc.integer({ min: 20_000, max: 300_000 })) },
    ),
  })
  .map((t) => {
    const base = t.startPrice ?? t.looseCents;
    return {
      startPrice: t.startPrice,
      priceStep: t.priceStep,
      minRaiseBps: t.minRaiseBps,
      extendWindowMs: t.extendWindowMs,
      extendByMs: t.extendByMs,
      reservePrice: t.reservePercent === null ? null : percentOf(base, t.reservePercent),
      // A buy-now-only item (no start price) always has a buy-now price.
      buyNowPrice:
        t.buyNowPercent === null && t.startPrice !== null
          ? null
          : percentOf(base, t.buyNowPercent ?? 150),
      startsAtMs: t.startsAtMs,
      durationMs: t.durationMs,
    };
  });

type Timing =
  | { kind: 'step'; dtMs: number }
  | {
      kind: 'boundary';
      at: 'start-1' | 'start' | 'window-1' | 'window' | 'window+1' | 'end-1' | 'end';
    };

const timingArb: fc.Arbitrary<Timing> = fc.oneof(
  { weight: 12, arbitrary: fc.record({ kind: fc.constant('step'), dtMs: fc.nat(2_000) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('step'), dtMs: fc.nat(30_000) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('boundary'),
      at: fc.constantFrom('start-1', 'start', 'window-1', 'window', 'window+1', 'end-1', 'end'),
    }),
  },
);

type Step =
  | {
      kind: 'bid';
      auction: number;
      user: number;
      /** The bid is the current minimum (or a random price) plus this many cents… */
      offsetCents: bigint;
      /** …plus this many Amount units (not whole cents unless 0). */
      subCent: bigint;
      /** Bid the reserve price itself instead (plus `subCent`), when there is one. */
      atReserve: boolean;
      timing: Timing;
    }
  | { kind: 'buyNow'; auction: number; user: number; timing: Timing }
  | { kind: 'close'; auction: number; extraMs: number; early: boolean }
  | { kind: 'cancel'; auction: number; doIt: boolean };

const auctionIndex = fc.nat(9);
const userIndex = fc.nat(USERS.length - 1);

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 20,
    arbitrary: fc.record({
      kind: fc.constant('bid' as const),
      auction: auctionIndex,
      user: userIndex,
      offsetCents: fc.oneof(
        { weight: 3, arbitrary: fc.constant(0n) },
        { weight: 2, arbitrary: fc.bigInt({ min: -200n, max: -1n }) },
        { weight: 1, arbitrary: fc.constant(-1n) },
        { weight: 5, arbitrary: fc.bigInt({ min: 1n, max: 20_000n }) },
      ),
      subCent: fc.oneof(
        { weight: 8, arbitrary: fc.constant(0n) },
        { weight: 1, arbitrary: fc.constantFrom(1n, CENT - 1n) },
        { weight: 1, arbitrary: fc.bigInt({ min: 1n, max: CENT - 1n }) },
      ),
      atReserve: fc.nat(9).map((n) => n === 0),
      timing: timingArb,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('buyNow' as const),
      auction: auctionIndex,
      user: userIndex,
      timing: timingArb,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('close' as const),
      auction: auctionIndex,
      extraMs: fc.oneof(fc.constant(0), fc.nat(5_000)),
      early: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('cancel' as const),
      auction: auctionIndex,
      doIt: fc.nat(3).map((n) => n === 0),
    }),
  },
);

const scenarioArb = fc.record({
  auctions: fc.array(termsArb, { minLength: 2, maxLength: 4 }),
  steps: fc.array(stepArb, { minLength: 1, maxLength: 60, size: 'max' }),
});

// ---------------------------------------------------------------------------------------------
// The simulation
// ---------------------------------------------------------------------------------------------

/** How often each branch was reached, to prove the generators exercise all of them. */
type Coverage = Record<string, number>;

function boundaryTime(
  terms: AuctionTerms,
  m: ModelAuction,
  at: Extract<Timing, { kind: 'boundary' }>['at'],
) {
  switch (at) {
    case 'start-1':
      return terms.startsAtMs - 1;
    case 'start':
      return terms.startsAtMs;
    case 'window-1':
      return m.endsAtMs - terms.extendWindowMs - 1;
    case 'window':
      return m.endsAtMs - terms.extendWindowMs;
    case 'window+1':
      return m.endsAtMs - terms.extendWindowMs + 1;
    case 'end-1':
      return m.endsAtMs - 1;
    case 'end':
      return m.endsAtMs;
  }
}

function runScenario(
  scenario: { auctions: (AuctionTerms & { durationMs: number })[]; steps: Step[] },
  coverage: Coverage,
) {
  const hit = (key: string) => {
    coverage[key] = (coverage[key] ?? 0) + 1;
  };
  const terms = scenario.auctions;
  const states: AuctionState[] = terms.map((t) => ({
    status: 'open',
    endsAtMs: t.startsAtMs + t.durationMs,
    highest: null,
    bidCount: 0,
  }));
  const models: ModelAuction[] = terms.map((t) => ({
    status: 'open',
    endsAtMs: t.startsAtMs + t.durationMs,
    highest: null,
    bidCount: 0,
    accepted: [],
    soldFor: null,
  }));
  const ledger = new Ledger();
  let clock = 0;
  const moveClock = (t: number) => {
    if (t > clock) clock = t;
  };

  // In the end every auction is closed (at or after its end), so every sale is settled.
  const closeAll = terms.map((_, auction): Step => ({
    kind: 'close',
    auction,
    extraMs: 0,
    early: false,
  }));
  for (const step of [...scenario.steps, ...closeAll]) {
    const i = step.auction % terms.length;
    const term = terms[i]!;
    const m = models[i]!;
    const state = states[i]!;

    if (step.kind === 'bid') {
      if (step.timing.kind === 'step') moveClock(clock + step.timing.dtMs);
      else moveClock(boundaryTime(term, m, step.timing.at));
      const atMs = clock;
      const bidderId = USERS[step.user]!;
      const minimum = expectedMinimum(term, m.highest);
      // A1: the rules' own minimum agrees with the one computed here.
      expect(minimumNextBid(term, state)).toBe(minimum);
      const base = minimum ?? term.buyNowPrice ?? CENT;
      const amount =
        step.atReserve && term.reservePrice !== null
          ? term.reservePrice + step.subCent
          : base + step.offsetCents * CENT + step.subCent;

      const outcome: BidOutcome = placeBid(term, state, { bidderId, amount, atMs });

      const time = modelTimeProblem(term, m, atMs);
      if (time) {
        hit(`bid:${time}`);
        expect(outcome).toEqual({ ok: false, problem: time, minimum });
      } else if (minimum === null) {
        hit('bid:noAuction');
        expect(outcome).toEqual({ ok: false, problem: 'noAuction', minimum: null });
      } else if (amount < minimum || !isWholeCents(amount)) {
        hit(amount < minimum ? 'bid:tooLow:below' : 'bid:tooLow:fraction');
        expect(outcome).toEqual({ ok: false, problem: 'tooLow', minimum });
      } else {
        // A1 and A3: in time, at least the minimum, whole cents: accepted.
        if (!outcome.ok) expect.fail(`bid refused (${outcome.problem}) but should be accepted`);
        hit(amount === minimum ? 'bid:accepted:atMinimum' : 'bid:accepted:above');
        if (amount === term.reservePrice) hit('bid:accepted:atReserve');
        expect(startedAndNotEnded(term, m, atMs)).toBe(true);
        expect(amount >= minimum).toBe(true);
        if (m.highest) expect(amount > m.highest.amount).toBe(true);
        expect(outcome.released).toEqual(m.highest);

        // A3: a bid in the last window moves the end to extendBy after it, never earlier.
        const lateBy = m.endsAtMs - atMs;
        const pushedTo = atMs + term.extendByMs;
        const newEnd =
          lateBy <= term.extendWindowMs && pushedTo > m.endsAtMs ? pushedTo : m.endsAtMs;
        if (lateBy <= term.extendWindowMs) {
          hit(pushedTo > m.endsAtMs ? 'bid:extended' : 'bid:inWindowNotMoved');
          expect(outcome.state.endsAtMs).toBeGreaterThanOrEqual(pushedTo);
        } else {
          hit('bid:notInWindow');
        }
        expect(outcome.state.endsAtMs).toBeGreaterThanOrEqual(m.endsAtMs);
        expect(outcome.state.endsAtMs).toBe(newEnd);
        expect(outcome.extended).toBe(newEnd !== m.endsAtMs);

        m.endsAtMs = newEnd;
        m.highest = { bidderId, amount };
        m.bidCount += 1;
        m.accepted.push({ bidderId, amount });

        ledger.freeze(bidderId, amount);
        ledger.release(outcome.released);
      }
      if (!outcome.ok && outcome.problem === 'tooLow') {
        // A1: a refused 'tooLow' really was below the minimum or not whole cents.
        expect(minimum !== null && (amount < minimum || !isWholeCents(amount))).toBe(true);
      }
      if (outcome.ok) states[i] = outcome.state;
    } else if (step.kind === 'buyNow') {
      if (step.timing.kind === 'step') moveClock(clock + step.timing.dtMs);
      else moveClock(boundaryTime(term, m, step.timing.at));
      const atMs = clock;
      const buyer = USERS[step.user]!;
      const openBefore = buyNowOpen(term, state, atMs);
      const outcome: BuyNowOutcome = buyNow(term, state, atMs);
      expect(outcome.ok).toBe(openBefore);

      const time = modelTimeProblem(term, m, atMs);
      if (time) {
        hit(`buyNow:${time}`);
        expect(outcome).toEqual({ ok: false, problem: time });
      } else if (term.buyNowPrice === null) {
        hit('buyNow:noBuyNow');
        expect(outcome).toEqual({ ok: false, problem: 'noBuyNow' });
      } else if (modelReserveMet(term, m)) {
        // A4: once a bid meets the reserve (or any bid without a reserve), buy now is withdrawn.
        hit('buyNow:withdrawn');
        expect(outcome).toEqual({ ok: false, problem: 'withdrawn' });
      } else {
        if (!outcome.ok) expect.fail(`buy now refused (${outcome.problem}) but should succeed`);
        hit(m.highest ? 'buyNow:sold:releasingABid' : 'buyNow:sold');
        expect(outcome.price).toBe(term.buyNowPrice);
        expect(outcome.released).toEqual(m.highest);
        expect(outcome.state.status).toBe('sold');
        expect(outcome.state.endsAtMs).toBeLessThanOrEqual(m.endsAtMs);
        m.status = 'sold';
        m.soldFor = term.buyNowPrice;
        m.endsAtMs = outcome.state.endsAtMs;
        ledger.release(outcome.released);
        ledger.pay(buyer, outcome.price);
        states[i] = outcome.state;
      }
    } else if (step.kind === 'close') {
      if (!step.early && m.status === 'open') moveClock(m.endsAtMs + step.extraMs);
      const atMs = clock;
      const outcome: CloseOutcome = closeAuction(term, state, atMs);
      if (m.status !== 'open') {
        hit('close:notOpen');
        expect(outcome).toEqual({ ok: false, problem: 'notOpen' });
      } else if (atMs < m.endsAtMs) {
        hit('close:notYet');
        expect(outcome).toEqual({ ok: false, problem: 'notYet' });
      } else {
        if (!outcome.ok) expect.fail(`close refused (${outcome.problem}) at/after the end`);
        if (modelReserveMet(term, m)) {
          hit('close:sold');
          // A1: the winner is the bidder of the largest accepted bid.
          const largest = m.accepted.reduce((a, b) => (b.amount > a.amount ? b : a));
          expect(outcome.winner).toEqual(largest);
          expect(outcome.winner).toEqual(m.highest);
          expect(outcome.released).toBeNull();
          expect(outcome.state.status).toBe('sold');
          m.status = 'sold';
          m.soldFor = largest.amount;
        } else {
          hit(m.highest ? 'close:unsold:belowReserve' : 'close:unsold:noBids');
          expect(outcome.winner).toBeNull();
          expect(outcome.released).toEqual(m.highest);
          expect(outcome.state.status).toBe('unsold');
          m.status = 'unsold';
        }
        if (outcome.winner) ledger.spendFrozen(outcome.winner);
        ledger.release(outcome.released);
        states[i] = outcome.state;
      }
    } else {
      // A4: staff may cancel only an open item nobody has bid on.
      const allowed = canCancelSale(state);
      expect(allowed).toBe(m.status === 'open' && m.bidCount === 0);
      if (allowed && step.doIt) {
        hit('cancel');
        m.status = 'cancelled';
        states[i] = { ...state, status: 'cancelled' };
      } else if (!allowed) {
        hit(m.bidCount > 0 ? 'cancel:refusedAfterBid' : 'cancel:refusedNotOpen');
      }
    }

    checkInvariants(terms, states, models, ledger);
  }
}

function startedAndNotEnded(terms: AuctionTerms, m: ModelAuction, atMs: number) {
  return terms.startsAtMs <= atMs && atMs < m.endsAtMs;
}

function checkInvariants(
  terms: AuctionTerms[],
  states: AuctionState[],
  models: ModelAuction[],
  ledger: Ledger,
) {
  states.forEach((state, i) => {
    const m = models[i]!;
    const term = terms[i]!;
    // The rules' state is the model's.
    expect(state.status).toBe(m.status);
    expect(state.endsAtMs).toBe(m.endsAtMs);
    expect(state.highest).toEqual(m.highest);
    expect(state.bidCount).toBe(m.bidCount);
    expect(reserveMet(term, state)).toBe(modelReserveMet(term, m));
    // A1: accepted bids only rise.
    for (let k = 1; k < m.accepted.length; k += 1)
      expect(m.accepted[k]!.amount > m.accepted[k - 1]!.amount).toBe(true);
    // A4: nothing can be cancelled after the first bid.
    if (state.bidCount > 0) expect(canCancelSale(state)).toBe(false);
  });

  // A2: each user's frozen money is exactly their highest bids on the live (open) auctions.
  for (const user of USERS) {
    let expected = 0n;
    for (const state of states)
      if (state.status === 'open' && state.highest?.bidderId === user)
        expected += state.highest.amount;
    expect(ledger.frozen.get(user)).toBe(expected);
  }
  // The charity got exactly the prices of the items sold; no money appeared or vanished.
  const sold = models.reduce((sum, m) => sum + (m.soldFor ?? 0n), 0n);
  expect(ledger.charity).toBe(sold);
  expect(ledger.total()).toBe(OPENING_BALANCE * BigInt(USERS.length));
}

// ---------------------------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------------------------

describe('auction rules: random sequences over several auctions (A1–A4)', () => {
  it('agree with an independent model, keep the frozen money equal to the live highest bids and pay the charity exactly the sold prices', () => {
    const coverage: Coverage = {};
    fc.assert(
      fc.property(scenarioArb, (scenario) => {
        runScenario(scenario, coverage);
      }),
      { numRuns: 300 },
    );
    // The generators reach every branch (otherwise a property could pass vacuously).
    for (const key of [
      'bid:notStarted',
      'bid:ended',
      'bid:notOpen',
      'bid:noAuction',
      'bid:tooLow:below',
      'bid:tooLow:fraction',
      'bid:accepted:atMinimum',
      'bid:accepted:above',
      'bid:accepted:atReserve',
      'bid:extended',
      'bid:inWindowNotMoved',
      'bid:notInWindow',
      'buyNow:notStarted',
      'buyNow:ended',
      'buyNow:notOpen',
      'buyNow:noBuyNow',
      'buyNow:withdrawn',
      'buyNow:sold',
      'buyNow:sold:releasingABid',
      'close:notOpen',
      'close:notYet',
      'close:sold',
      'close:unsold:belowReserve',
      'close:unsold:noBids',
      'cancel',
      'cancel:refusedAfterBid',
      'cancel:refusedNotOpen',
    ])
      expect(coverage[key] ?? 0, key).toBeGreaterThan(0);
  });

  it('minimumNextBid is the start price, then the highest plus max(the percentage rounded up to the cent, the step)', () => {
    fc.assert(
      fc.property(
        fc.option(centsArb(1n, 10_000_000n), { nil: null }),
        centsArb(1n, 10_000_000n),
        centsArb(1n, 10_000n),
        fc.bigInt({ min: 0n, max: 5_000n }),
        (startPrice, highestAmount, priceStep, minRaiseBps) => {
          const terms: AuctionTerms = { ...baseTerms, startPrice, priceStep, minRaiseBps };
          const open: AuctionState = { ...fresh, endsAtMs: 100 };
          expect(minimumNextBid(terms, open)).toBe(startPrice);
          const highest = { bidderId: 'a', amount: highestAmount };
          const min = minimumNextBid(terms, { ...open, highest, bidCount: 1 });
          expect(min).toBe(expectedMinimum(terms, highest));
          if (min === null) return;
          // Whole cents, at least the step above, at least the percentage above.
          expect(isWholeCents(min)).toBe(true);
          expect(min - highestAmount >= priceStep).toBe(true);
          expect((min - highestAmount) * 10_000n >= highestAmount * minRaiseBps).toBe(true);
          // …and the smallest such amount: one cent less is short of one of the two.
          const less = min - CENT - highestAmount;
          expect(less < priceStep || less * 10_000n < highestAmount * minRaiseBps).toBe(true);
        },
      ),
    );
  });
});

const fresh: AuctionState = { status: 'open', endsAtMs: 60_000, highest: null, bidCount: 0 };
const baseTerms: AuctionTerms = {
  startPrice: usdt('10'),
  priceStep: usdt('0.10'),
  minRaiseBps: 500n,
  extendWindowMs: 10_000,
  extendByMs: 30_000,
  reservePrice: null,
  buyNowPrice: null,
  startsAtMs: 0,
};

function accept(terms: AuctionTerms, state: AuctionState, bid: Parameters<typeof placeBid>[2]) {
  const outcome = placeBid(terms, state, bid);
  if (!outcome.ok) throw new Error(`bid refused: ${outcome.problem}`);
  return outcome;
}

describe('auction rules: examples', () => {
  it('the first bid is the start price; then 5% rounded up to the cent or the step, whichever is larger', () => {
    expect(minimumNextBid(baseTerms, fresh)).toBe(usdt('10'));
    const first = accept(baseTerms, fresh, { bidderId: 'a', amount: usdt('10'), atMs: 1 });
    // 5% of 10.00 = 0.50 > step 0.10.
    expect(minimumNextBid(baseTerms, first.state)).toBe(usdt('10.50'));
    // 5% of 10.01 = 0.5005 → 0.51.
    const odd = accept(baseTerms, fresh, { bidderId: 'a', amount: usdt('10.01'), atMs: 1 });
    expect(minimumNextBid(baseTerms, odd.state)).toBe(usdt('10.52'));
    // 5% of 1.01 = 0.0505 → 0.06 < step 0.10.
    const cheap = { ...baseTerms, startPrice: usdt('1') };
    const small = accept(cheap, fresh, { bidderId: 'a', amount: usdt('1.01'), atMs: 1 });
    expect(minimumNextBid(cheap, small.state)).toBe(usdt('1.11'));
    expect(placeBid(cheap, small.state, { bidderId: 'b', amount: usdt('1.10'), atMs: 2 })).toEqual({
      ok: false,
      problem: 'tooLow',
      minimum: usdt('1.11'),
    });
  });

  it('refuses a bid below the minimum or in fractions of a cent, and one outside the bidding time', () => {
    const bid = (amount: string, atMs = 1, terms = baseTerms) =>
      placeBid(terms, fresh, { bidderId: 'a', amount: usdt(amount), atMs });
    expect(bid('9.99')).toMatchObject({ ok: false, problem: 'tooLow' });
    expect(bid('10.001')).toMatchObject({ ok: false, problem: 'tooLow' });
    expect(bid('10.01')).toMatchObject({ ok: true });
    expect(bid('10', 60_000)).toMatchObject({ ok: false, problem: 'ended' });
    expect(bid('10', 59_999)).toMatchObject({ ok: true });
    expect(bid('10', 99, { ...baseTerms, startsAtMs: 100 })).toMatchObject({
      ok: false,
      problem: 'notStarted',
    });
    expect(bid('10', 1, { ...baseTerms, startPrice: null, buyNowPrice: usdt('5') })).toEqual({
      ok: false,
      problem: 'noAuction',
      minimum: null,
    });
  });

  it('a bid in the last window moves the end to extendBy after it, never earlier', () => {
    const at = (atMs: number, terms = baseTerms) =>
      accept(terms, fresh, { bidderId: 'a', amount: usdt('10'), atMs });
    expect(at(49_999)).toMatchObject({ extended: false, state: { endsAtMs: 60_000 } });
    expect(at(50_000)).toMatchObject({ extended: true, state: { endsAtMs: 80_000 } });
    expect(at(59_999)).toMatchObject({ extended: true, state: { endsAtMs: 89_999 } });
    // A window longer than the extension: an early bid in it would pull the end in; it stays.
    const short = { ...baseTerms, extendWindowMs: 20_000, extendByMs: 5_000 };
    expect(at(45_000, short)).toMatchObject({ extended: false, state: { endsAtMs: 60_000 } });
    expect(at(57_000, short)).toMatchObject({ extended: true, state: { endsAtMs: 62_000 } });
  });

  it('buy now releases a bid below the reserve and is withdrawn once a bid meets it', () => {
    const terms = { ...baseTerms, reservePrice: usdt('100'), buyNowPrice: usdt('150') };
    const low = accept(terms, fresh, { bidderId: 'a', amount: usdt('50'), atMs: 1 });
    expect(buyNowOpen(terms, low.state, 2)).toBe(true);
    expect(buyNow(terms, low.state, 2)).toMatchObject({
      ok: true,
      price: usdt('150'),
      released: { bidderId: 'a', amount: usdt('50') },
      state: { status: 'sold', endsAtMs: 2 },
    });
    const met = accept(terms, low.state, { bidderId: 'b', amount: usdt('100'), atMs: 2 });
    expect(buyNow(terms, met.state, 3)).toEqual({ ok: false, problem: 'withdrawn' });
    // Without a reserve, any bid withdraws buy now.
    const noReserve = { ...terms, reservePrice: null };
    const any = accept(noReserve, fresh, { bidderId: 'a', amount: usdt('10'), atMs: 1 });
    expect(buyNow(noReserve, fresh, 1)).toMatchObject({ ok: true, released: null });
    expect(buyNow(noReserve, any.state, 2)).toEqual({ ok: false, problem: 'withdrawn' });
  });

  it('closes sold to the highest bid meeting the reserve, or unsold releasing a bid below it', () => {
    const terms = { ...baseTerms, reservePrice: usdt('20') };
    const low = accept(terms, fresh, { bidderId: 'a', amount: usdt('15'), atMs: 1 });
    expect(closeAuction(terms, low.state, 59_999)).toEqual({ ok: false, problem: 'notYet' });
    expect(closeAuction(terms, low.state, 60_000)).toMatchObject({
      ok: true,
      winner: null,
      released: { bidderId: 'a', amount: usdt('15') },
      state: { status: 'unsold' },
    });
    const high = accept(terms, low.state, { bidderId: 'b', amount: usdt('20'), atMs: 2 });
    const closed = closeAuction(terms, high.state, 60_000);
    expect(closed).toMatchObject({
      ok: true,
      winner: { bidderId: 'b', amount: usdt('20') },
      released: null,
      state: { status: 'sold' },
    });
    if (closed.ok)
      expect(closeAuction(terms, closed.state, 70_000)).toEqual({ ok: false, problem: 'notOpen' });
  });

  it('a sale can be cancelled only while open and before the first bid', () => {
    expect(canCancelSale(fresh)).toBe(true);
    const bid = accept(baseTerms, fresh, { bidderId: 'a', amount: usdt('10'), atMs: 1 });
    expect(canCancelSale(bid.state)).toBe(false);
    expect(canCancelSale({ ...fresh, status: 'unsold' })).toBe(false);
  });
});

describe('sale terms a listing may have', () => {
  const terms = (
    startPrice: string | null,
    reservePrice: string | null,
    buyNowPrice: string | null,
  ) =>
    saleTermsProblem({
      startPrice: startPrice === null ? null : usdt(startPrice),
      reservePrice: reservePrice === null ? null : usdt(reservePrice),
      buyNowPrice: buyNowPrice === null ? null : usdt(buyNowPrice),
    });
  it('accepts an auction, a fixed price, or both with buy now above the start and not below the reserve', () => {
    expect(terms('10', null, null)).toBeNull();
    expect(terms(null, null, '50')).toBeNull();
    expect(terms('10', '100', '300')).toBeNull();
    expect(terms('10', '100', '100')).toBeNull();
  });
  it('refuses a buy-now price a standing bid could be undercut by, and a reserve without an auction', () => {
    expect(terms('10', '100', '99')).toBe('buyNowPrice');
    expect(terms('10', null, '10')).toBe('buyNowPrice');
    expect(terms('10', '9', null)).toBe('reservePrice');
    expect(terms(null, '100', '300')).toBe('reservePrice');
  });
});
