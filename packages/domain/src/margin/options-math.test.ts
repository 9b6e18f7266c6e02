import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, parseAmount } from '../money/amount.js';
import {
  optionOutcome,
  optionReturn,
  type OptionDirection,
  type OptionSettledStatus,
} from './options-math.js';

const a = parseAmount;
const MICRO = 10n ** 12n;
const PAYOUTS = [80, 82, 85, 88, 90] as const;

describe('option outcome', () => {
  it.each([
    ['up', '100', '100.01', 'won'],
    ['up', '100', '99.99', 'lost'],
    ['up', '100', '100', 'draw'],
    ['down', '100', '99.99', 'won'],
    ['down', '100', '100.01', 'lost'],
    ['down', '100', '100', 'draw'],
  ] as const)('%s from %s to %s is %s', (direction, strike, settle, outcome) => {
    expect(optionOutcome(direction, a(strike), a(settle))).toBe(outcome);
  });

  it('any price move decides: the smallest step up or down counts', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<OptionDirection>('up', 'down'),
        fc.bigInt({ min: 1n, max: 10n ** 24n }),
        fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
        (direction, strike, move) => {
          const settle = strike + move;
          const expected =
            move === 0n ? 'draw' : move > 0n === (direction === 'up') ? 'won' : 'lost';
          expect(optionOutcome(direction, strike, settle)).toBe(expected);
        },
      ),
    );
  });
});

describe('option return', () => {
  it('worked examples', () => {
    const f = formatAmount;
    // 100 × 1.80 = 180
    expect(f(optionReturn('won', a('100'), 80))).toBe('180');
    // 10.000001 × 1.85 = 18.50000185 → rounded down to 18.500001
    expect(f(optionReturn('won', a('10.000001'), 85))).toBe('18.500001');
    // 0.000001 × 1.90 = 0.0000019 → 0.000001: a win never returns less than the stake
    expect(f(optionReturn('won', a('0.000001'), 90))).toBe('0.000001');
    // 33.333333 × 1.82 = 60.66666606
    expect(f(optionReturn('won', a('33.333333'), 82))).toBe('60.666666');
    expect(f(optionReturn('draw', a('100'), 80))).toBe('100');
    expect(f(optionReturn('void', a('100'), 80))).toBe('100');
    expect(optionReturn('lost', a('100'), 80)).toBe(0n);
  });

  it('6-decimal stakes: a win returns stake × (1 + payout) rounded down to 6 dp (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }), // stake in micro-USDT: up to 1,000,000 USDT
        fc.constantFrom(...PAYOUTS),
        (micros, payout) => {
          const stake = micros * MICRO;
          // floor(micros × (100 + payout) / 100) micro-USDT
          const expected = ((micros * BigInt(100 + payout)) / 100n) * MICRO;
          expect(optionReturn('won', stake, payout)).toBe(expected);
          expect(optionReturn('draw', stake, payout)).toBe(stake);
          expect(optionReturn('void', stake, payout)).toBe(stake);
          expect(optionReturn('lost', stake, payout)).toBe(0n);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('any stake: returned ≥ 0 and the house never pays more than stake × (1 + payout)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<OptionSettledStatus>('won', 'lost', 'draw', 'void'),
        fc.bigInt({ min: 1n, max: 10n ** 26n }),
        fc.integer({ min: 0, max: 100 }),
        (status, stake, payout) => {
          const returned = optionReturn(status, stake, payout);
          expect(returned).toBeGreaterThanOrEqual(0n);
          expect(returned * 100n).toBeLessThanOrEqual(stake * BigInt(100 + payout));
          if (status === 'won') {
            expect(returned).toBeGreaterThanOrEqual(stake);
            // rounded down by less than one micro-USDT
            expect(returned * 100n).toBeGreaterThan(stake * BigInt(100 + payout) - 100n * MICRO);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});
