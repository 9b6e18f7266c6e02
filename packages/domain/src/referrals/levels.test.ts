import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmount, type Amount } from '../money/amount.js';
import {
  parseLevels,
  chargeFee,
  levelFor,
  levelProgress,
  levelsProblem,
  type Level,
} from './levels.js';

const usdt = (text: string): Amount => parseAmount(text);
const LEVELS: Level[] = [
  { level: 0, minVolume: 0n, feeDiscountBp: 0n, referralShareBp: 1_000n },
  { level: 1, minVolume: usdt('50000'), feeDiscountBp: 500n, referralShareBp: 1_200n },
  { level: 2, minVolume: usdt('500000'), feeDiscountBp: 1_500n, referralShareBp: 1_500n },
];

describe('VIP levels', () => {
  it('checks a list of levels', () => {
    expect(levelsProblem(LEVELS)).toBeNull();
    expect(levelsProblem([])).toBe('no levels');
    expect(levelsProblem([{ ...LEVELS[0]!, minVolume: 1n }])).toMatch(/zero volume/);
    expect(levelsProblem([LEVELS[0]!, { ...LEVELS[1]!, minVolume: 0n }])).toMatch(/more volume/);
    expect(levelsProblem([LEVELS[0]!, { ...LEVELS[1]!, level: 2 }])).toMatch(/numbered/);
    expect(levelsProblem([{ ...LEVELS[0]!, feeDiscountBp: 10_001n }])).toMatch(/discount/);
  });

  it('a volume reaches the highest level whose threshold it meets, and says what is left to the next', () => {
    expect(levelFor(LEVELS, 0n).level).toBe(0);
    expect(levelFor(LEVELS, usdt('49999.99')).level).toBe(0);
    expect(levelFor(LEVELS, usdt('50000')).level).toBe(1);
    expect(levelFor(LEVELS, usdt('10000000')).level).toBe(2);
    expect(levelProgress(LEVELS, usdt('20000'))).toMatchObject({
      current: { level: 0 },
      next: { level: 1 },
      remaining: usdt('30000'),
    });
    expect(levelProgress(LEVELS, usdt('600000'))).toMatchObject({ next: null, remaining: 0n });
  });

  it('the level found never needs more volume than was traded, and the next one always does', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 27n }), (volume) => {
        const { current, next, remaining } = levelProgress(LEVELS, volume);
        expect(current.minVolume <= volume).toBe(true);
        if (next) {
          expect(next.minVolume > volume).toBe(true);
          expect(remaining).toBe(next.minVolume - volume);
        }
      }),
    );
  });

  it('a discount lowers a fee by at most its share and never raises it; the commission is at most its share of what was paid', () => {
    const unit = usdt('0.000001');
    expect(chargeFee(usdt('10'), { discountBp: 500n, shareBp: 0n }, unit)).toEqual({
      charged: usdt('9.5'),
      commission: 0n,
    });
    // 9.5 × 33.33% = 3.16635 → rounded down to the unit.
    expect(chargeFee(usdt('9.5'), { discountBp: 0n, shareBp: 3_333n }, unit)).toEqual({
      charged: usdt('9.5'),
      commission: usdt('3.16635'),
    });
    expect(chargeFee(usdt('0.0000019'), { discountBp: 1_000n, shareBp: 5_000n }, unit)).toEqual({
      charged: usdt('0.000001'),
      commission: 0n,
    });
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 24n }),
        fc.bigInt({ min: 0n, max: 10_000n }),
        fc.bigInt({ min: 0n, max: 10_000n }),
        fc.constantFrom(1n, 10n ** 10n, 10n ** 12n),
        (fee, discountBp, shareBp, unit) => {
          const { charged, commission } = chargeFee(fee, { discountBp, shareBp }, unit);
          expect(charged <= fee).toBe(true);
          if (discountBp > 0n) {
            expect(charged % unit).toBe(0n);
            expect(charged + unit > (fee * (10_000n - discountBp)) / 10_000n).toBe(true);
          }
          expect(commission >= 0n && commission * 10_000n <= charged * shareBp).toBe(true);
          expect(commission % unit).toBe(0n);
        },
      ),
    );
  });
});

describe('the levels setting', () => {
  it('reads `minVolume:discountBp:shareBp,…` in order, level 0 from zero volume', () => {
    expect(parseLevels('0:0:1000, 50000:500:1250,250000.5:1000:1500')).toEqual([
      { level: 0, minVolume: 0n, feeDiscountBp: 0n, referralShareBp: 1_000n },
      { level: 1, minVolume: parseAmount('50000'), feeDiscountBp: 500n, referralShareBp: 1_250n },
      {
        level: 2,
        minVolume: parseAmount('250000.5'),
        feeDiscountBp: 1_000n,
        referralShareBp: 1_500n,
      },
    ]);
  });

  it.each([
    ['', 'empty'],
    ['100:0:1000', 'level 0 above zero volume'],
    ['0:0:1000,0:500:1000', 'a threshold not rising'],
    ['0:0:1000,5000:10001:1000', 'a discount above 100%'],
    ['0:0:10001', 'a share above 100%'],
    ['0:0', 'a missing field'],
    ['0:0:1000;5:1:1', 'another separator'],
    ['-1:0:1000', 'a negative volume'],
  ])('refuses %j (%s)', (text) => {
    expect(parseLevels(text)).toBeNull();
  });
});
