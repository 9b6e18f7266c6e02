import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, parseAmount, type Amount } from '../money/amount.js';
import {
  checkStops,
  conversionFor,
  entryPrice,
  exitPrice,
  marginLevelBp,
  marginShare,
  notionalUsdt,
  openingCommission,
  positionProfit,
  quoteFromMid,
  requiredMargin,
  toTick,
  type PositionSide,
  type QuoteConversion,
} from './margin-math.js';

/**
 * Expected values are worked by hand or derived from exact rational arithmetic on bigint
 * numerators (an Amount is n / 10^18), never from the functions under test.
 */

const a = parseAmount;
const f = formatAmount;
const ONE = 10n ** 18n;
/** 0.000001 USDT, the rounding step of USDT money. */
const MICRO = 10n ** 12n;

const EURUSD = { lotSize: a('100000'), tick: a('0.00001'), conversion: 'par' as const };
const USDJPY = { lotSize: a('100000'), tick: a('0.001'), conversion: 'inverse' as const };
const BTCUSDT = { lotSize: a('1'), tick: a('0.01'), conversion: 'par' as const };

describe('worked examples (hand-computed)', () => {
  it('EURUSD: 1 lot at 1.08000 with 30x holds 3,600 USDT and costs 54 USDT commission', () => {
    // 1 lot = 100,000 EUR; notional 100,000 × 1.08 = 108,000 USD = 108,000 USDT; / 30 = 3,600.
    expect(f(notionalUsdt(a('1'), EURUSD.lotSize, a('1.08'), 'par'))).toBe('108000');
    expect(f(requiredMargin(a('1'), EURUSD.lotSize, a('1.08'), 30, 'par'))).toBe('3600');
    // 0.05% = 5 bp of 108,000 = 54.
    expect(f(openingCommission(a('1'), EURUSD.lotSize, a('1.08'), 5, 'par'))).toBe('54');
    // 0.01 lot at 1.08001: 1,080.01 / 30 = 36.000333… → rounded up to 36.000334.
    expect(f(requiredMargin(a('0.01'), EURUSD.lotSize, a('1.08001'), 30, 'par'))).toBe('36.000334');
    // 10 pips on 1 lot = 100,000 × 0.001 = 100 USDT.
    expect(f(positionProfit('long', a('1'), EURUSD.lotSize, a('1.08'), a('1.081'), 'par'))).toBe(
      '100',
    );
    expect(f(positionProfit('short', a('1'), EURUSD.lotSize, a('1.08'), a('1.081'), 'par'))).toBe(
      '-100',
    );
  });

  it('EURUSD bid/ask from the mid: 1 bp spread, half each side, widened to the tick grid', () => {
    // half spread = 1.08 × 0.0001 / 2 = 0.000054 → bid 1.079946 ↓ 1.07994, ask 1.080054 ↑ 1.08006.
    expect(quoteFromMid(a('1.08'), 1, EURUSD.tick)).toEqual({
      bid: a('1.07994'),
      ask: a('1.08006'),
    });
    // No spread at all still leaves one tick between bid and ask.
    expect(quoteFromMid(a('1.08'), 0, EURUSD.tick)).toEqual({
      bid: a('1.08'),
      ask: a('1.08001'),
    });
  });

  it('USDJPY converts inversely: amounts in JPY are divided by the pair’s price', () => {
    expect(conversionFor('USD', 'JPY')).toBe('inverse');
    expect(conversionFor('EUR', 'USD')).toBe('par');
    expect(conversionFor('BTC', 'USDT')).toBe('par');
    expect(() => conversionFor('EUR', 'GBP')).toThrow(RangeError);
    // 1 lot = 100,000 USD whatever the price.
    expect(f(notionalUsdt(a('1'), USDJPY.lotSize, a('150'), 'inverse'))).toBe('100000');
    // 100,000 / 30 = 3,333.3333… → 3,333.333334 (margin is rounded up).
    expect(f(requiredMargin(a('1'), USDJPY.lotSize, a('150'), 30, 'inverse'))).toBe('3333.333334');
    // +1.5 JPY × 100,000 = 150,000 JPY at 151.5 = 990.0990099… USDT → 990.09901.
    expect(f(positionProfit('long', a('1'), USDJPY.lotSize, a('150'), a('151.5'), 'inverse'))).toBe(
      '990.09901',
    );
    expect(
      f(positionProfit('short', a('1'), USDJPY.lotSize, a('150'), a('151.5'), 'inverse')),
    ).toBe('-990.09901');
    // −150,000 JPY at 148.5 = −1,010.1010101… → −1,010.10101.
    expect(f(positionProfit('long', a('1'), USDJPY.lotSize, a('150'), a('148.5'), 'inverse'))).toBe(
      '-1010.10101',
    );
  });

  it('BTCUSDT: 0.5 coin at 95,000 with 2x, spread 4 bp', () => {
    expect(f(requiredMargin(a('0.5'), BTCUSDT.lotSize, a('95000'), 2, 'par'))).toBe('23750');
    expect(f(openingCommission(a('0.5'), BTCUSDT.lotSize, a('95000'), 5, 'par'))).toBe('23.75');
    expect(
      f(positionProfit('long', a('0.5'), BTCUSDT.lotSize, a('95000'), a('96000.5'), 'par')),
    ).toBe('500.25');
    // half spread = 95,000 × 0.0004 / 2 = 19.
    const quote = quoteFromMid(a('95000'), 4, BTCUSDT.tick);
    expect(quote).toEqual({ bid: a('94981'), ask: a('95019') });
    expect(entryPrice('long', quote)).toBe(a('95019'));
    expect(exitPrice('long', quote)).toBe(a('94981'));
    expect(entryPrice('short', quote)).toBe(a('94981'));
    expect(exitPrice('short', quote)).toBe(a('95019'));
    // 0.0000005 USDT rounds half away from zero, the same for both sides.
    expect(
      f(positionProfit('long', a('0.000001'), BTCUSDT.lotSize, a('100'), a('100.5'), 'par')),
    ).toBe('0.000001');
    expect(
      f(positionProfit('short', a('0.000001'), BTCUSDT.lotSize, a('100'), a('100.5'), 'par')),
    ).toBe('-0.000001');
  });

  it('margin level, stops and margin shares by hand', () => {
    expect(marginLevelBp(a('1800'), a('3600'))).toBe(5000n);
    expect(marginLevelBp(a('1799.99'), a('3600'))).toBe(4999n);
    expect(marginLevelBp(a('-10'), a('3600'))).toBeLessThan(0n);
    expect(marginLevelBp(a('100'), 0n)).toBeUndefined();

    expect(checkStops('long', a('1.08'), a('1.07'), a('1.09'))).toBeUndefined();
    expect(checkStops('long', a('1.08'), a('1.08'), undefined)).toBe('stop_loss_side');
    expect(checkStops('long', a('1.08'), undefined, a('1.07'))).toBe('take_profit_side');
    expect(checkStops('short', a('1.08'), a('1.09'), a('1.07'))).toBeUndefined();
    expect(checkStops('short', a('1.08'), a('1.07'), undefined)).toBe('stop_loss_side');
    expect(checkStops('short', a('1.08'), undefined, a('1.08'))).toBe('take_profit_side');
    expect(checkStops('short', a('1.08'), undefined, 0n)).toBe('take_profit_side');

    // 100 USDT held for 3 lots: closing 1 lot frees 33.333333…, rounded down.
    expect(f(marginShare(a('100'), a('1'), a('3')))).toBe('33.333333333333333333');
    expect(marginShare(a('100'), a('3'), a('3'))).toBe(a('100'));
    expect(toTick(a('1.234567'), a('0.001'), 'down')).toBe(a('1.234'));
    expect(toTick(a('1.234567'), a('0.001'), 'up')).toBe(a('1.235'));
  });
});

// ---------------------------------------------------------------------------------------------
// Properties

const tickArb = fc.constantFrom(a('0.00001'), a('0.001'), a('0.01'), a('1'), a('0.00000001'));

interface Spec {
  lotSize: Amount;
  tick: Amount;
  conversion: QuoteConversion;
  minTicks: bigint;
  maxTicks: bigint;
}
const specs: Spec[] = [
  { ...EURUSD, minTicks: 50_000n, maxTicks: 300_000n },
  { ...USDJPY, minTicks: 50_000n, maxTicks: 300_000n },
  { ...BTCUSDT, minTicks: 1n, maxTicks: 20_000_000n },
  { lotSize: a('100'), tick: a('0.01'), conversion: 'par', minTicks: 100_000n, maxTicks: 500_000n },
];

/** An instrument with lots (multiples of 0.01) and two prices on its tick grid. */
const tradeArb = fc
  .record({
    spec: fc.constantFrom(...specs),
    lotsCents: fc.bigInt({ min: 1n, max: 10_000n }),
    u: fc.bigInt({ min: 0n, max: 1_000_000n }),
    v: fc.bigInt({ min: 0n, max: 1_000_000n }),
    side: fc.constantFrom<PositionSide>('long', 'short'),
  })
  .map(({ spec, lotsCents, u, v, side }) => {
    const span = spec.maxTicks - spec.minTicks;
    const openPrice = (spec.minTicks + (u * span) / 1_000_000n) * spec.tick;
    const closePrice = (spec.minTicks + (v * span) / 1_000_000n) * spec.tick;
    return { ...spec, lots: lotsCents * 10n ** 16n, openPrice, closePrice, side };
  });

/** |x| for bigint. */
const abs = (x: bigint) => (x < 0n ? -x : x);

describe('margin arithmetic (properties)', () => {
  it('quoteFromMid: bid < ask, both on the grid, bid ≤ mid ≤ ask, spread honoured', () => {
    fc.assert(
      fc.property(
        tickArb,
        fc.bigInt({ min: 1n, max: 10_000_000n }),
        fc.bigInt({ min: 0n, max: ONE }),
        fc.integer({ min: 0, max: 500 }),
        (tick, ticks, frac, spreadBp) => {
          const mid = ticks * tick + (frac * (tick - 1n)) / ONE; // anywhere in [ticks·tick, (ticks+1)·tick)
          const { bid, ask } = quoteFromMid(mid, spreadBp, tick);
          expect(bid).toBeLessThan(ask);
          expect(bid % tick).toBe(0n);
          expect(ask % tick).toBe(0n);
          expect(bid).toBeLessThanOrEqual(mid);
          expect(ask).toBeGreaterThanOrEqual(mid);
          // The quoted spread is at least the configured one: (ask − bid) ≥ mid × bp / 10,000 …
          expect((ask - bid) * 10_000n).toBeGreaterThanOrEqual(mid * BigInt(spreadBp));
          // … widened by at most one tick each side.
          expect((ask - bid) * 10_000n).toBeLessThanOrEqual(
            mid * BigInt(spreadBp) + 2n * tick * 10_000n,
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('a long’s profit is exactly minus a short’s for the same prices (any amounts)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 22n }),
        fc.bigInt({ min: 1n, max: 10n ** 24n }),
        fc.bigInt({ min: 1n, max: 10n ** 24n }),
        fc.bigInt({ min: 1n, max: 10n ** 24n }),
        fc.constantFrom<QuoteConversion>('par', 'inverse'),
        (lots, lotSize, open, close, conversion) => {
          const long = positionProfit('long', lots, lotSize, open, close, conversion);
          const short = positionProfit('short', lots, lotSize, open, close, conversion);
          expect(long).toBe(-short);
          expect(long % MICRO).toBe(0n);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('profit is the exact rational P&L rounded to 6 decimals (half a micro-USDT at most off)', () => {
    fc.assert(
      fc.property(tradeArb, (t) => {
        const profit = positionProfit(
          t.side,
          t.lots,
          t.lotSize,
          t.openPrice,
          t.closePrice,
          t.conversion,
        );
        const sign = t.side === 'long' ? 1n : -1n;
        // exact profit in 1e-18 units = num / den
        const num = sign * t.lots * t.lotSize * (t.closePrice - t.openPrice);
        const den = t.conversion === 'par' ? ONE * ONE : ONE * t.closePrice;
        // |profit − exact| ≤ 0.5e-6 (+1 unit of 1e-18 for the conversion step)
        expect(abs(profit * den - num)).toBeLessThanOrEqual((MICRO / 2n + 1n) * den);
        expect(profit % MICRO).toBe(0n);
      }),
      { numRuns: 2000 },
    );
  });

  it('requiredMargin × leverage ≥ notional and exceeds it by less than leverage × 1e-6', () => {
    fc.assert(
      fc.property(tradeArb, fc.integer({ min: 1, max: 100 }), (t, leverage) => {
        const margin = requiredMargin(t.lots, t.lotSize, t.openPrice, leverage, t.conversion);
        const lev = BigInt(leverage);
        // exact notional in 1e-18 units = num / den
        const [num, den] =
          t.conversion === 'par'
            ? [t.lots * t.lotSize * t.openPrice, ONE * ONE]
            : [t.lots * t.lotSize, ONE];
        expect(margin * lev * den).toBeGreaterThanOrEqual(num);
        expect(margin * lev * den - num).toBeLessThan(lev * MICRO * den);
        expect(margin % MICRO).toBe(0n);
        // commission (rounded up) covers its basis points of the exact notional, by < 1e-6
        const commission = openingCommission(t.lots, t.lotSize, t.openPrice, 5, t.conversion);
        expect(commission * 10_000n * den).toBeGreaterThanOrEqual(num * 5n);
        expect(commission * 10_000n * den - num * 5n).toBeLessThan(10_000n * MICRO * den);
      }),
      { numRuns: 2000 },
    );
  });

  it('partial closes add up: profit(a) + profit(b) is within 2e-6 of profit(a + b)', () => {
    fc.assert(
      fc.property(tradeArb, fc.bigInt({ min: 1n, max: 10_000n }), (t, otherCents) => {
        const b = otherCents * 10n ** 16n;
        const p = (lots: Amount) =>
          positionProfit(t.side, lots, t.lotSize, t.openPrice, t.closePrice, t.conversion);
        expect(abs(p(t.lots) + p(b) - p(t.lots + b))).toBeLessThanOrEqual(2n * MICRO);
      }),
      { numRuns: 2000 },
    );
  });

  it('checkStops accepts exactly the stops on the correct side of the reference', () => {
    const stopArb = fc.option(fc.bigInt({ min: -5n, max: 40n }), { nil: undefined });
    fc.assert(
      fc.property(
        fc.constantFrom<PositionSide>('long', 'short'),
        fc.bigInt({ min: 1n, max: 35n }),
        stopArb,
        stopArb,
        (side, reference, stopLoss, takeProfit) => {
          const below = (x: bigint) => x > 0n && x < reference;
          const above = (x: bigint) => x > 0n && x > reference;
          const slOk = stopLoss === undefined || (side === 'long' ? below : above)(stopLoss);
          const tpOk = takeProfit === undefined || (side === 'long' ? above : below)(takeProfit);
          const expected = !slOk ? 'stop_loss_side' : !tpOk ? 'take_profit_side' : undefined;
          expect(checkStops(side, reference, stopLoss, takeProfit)).toBe(expected);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('marginShare never hands out more than the whole, and successive closes free it exactly', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 24n }),
        fc.array(fc.bigInt({ min: 1n, max: 10n ** 20n }), { minLength: 1, maxLength: 8 }),
        (margin, parts) => {
          const whole = parts.reduce((s, p) => s + p, 0n);
          // One position split into parts, each share computed against the whole.
          let sum = 0n;
          for (const part of parts) {
            const share = marginShare(margin, part, whole);
            expect(share).toBeGreaterThanOrEqual(0n);
            // share ≤ margin × part / whole, and less than one unit below it
            expect(share * whole).toBeLessThanOrEqual(margin * part);
            if (part < whole) expect(share * whole).toBeGreaterThan(margin * part - whole);
            sum += share;
          }
          expect(sum).toBeLessThanOrEqual(margin);
          // Closing the parts one after another against what is left frees exactly the margin.
          let heldMargin = margin;
          let heldLots = whole;
          let freed = 0n;
          for (const part of parts) {
            const share = marginShare(heldMargin, part, heldLots);
            freed += share;
            heldMargin -= share;
            heldLots -= part;
            expect(heldMargin).toBeGreaterThanOrEqual(0n);
          }
          expect(heldLots).toBe(0n);
          expect(freed).toBe(margin);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
