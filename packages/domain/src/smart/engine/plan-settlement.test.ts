import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmount as a } from '../../money/amount.js';
import { endPlan, exitDamages, planLiquidationValue, settlePlanDay } from './plan-settlement.js';

const costs = { spreadBp: 10, commissionBp: 10, slippageBp: 5 };

describe('planLiquidationValue', () => {
  it('is the cash alone when nothing is held', () => {
    expect(planLiquidationValue({ cash: a('100'), quantity: 0n }, a('50'), costs)).toBe(a('100'));
  });

  it('sells at the bid less slippage and commission', () => {
    // 2 units at 100: sell price 100 × (1 − 0.0005 − 0.0005) = 99.9, quote 199.8, commission 0.1998
    const value = planLiquidationValue({ cash: a('10'), quantity: a('2') }, a('100'), costs);
    expect(value).toBe(a('10') + a('199.8') - a('0.1998'));
  });

  it('is never above cash plus quantity at the reference price', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 24n }),
        fc.bigInt({ min: 0n, max: 10n ** 22n }),
        fc.bigInt({ min: 1n, max: 10n ** 24n }),
        (cash, quantity, price) => {
          const value = planLiquidationValue({ cash, quantity }, price, costs);
          expect(value >= cash).toBe(true);
          expect(value <= cash + (quantity * price) / 10n ** 18n).toBe(true);
        },
      ),
    );
  });
});

describe('settlePlanDay', () => {
  it('pays nothing on a day at or below the high-water mark', () => {
    for (const value of ['90', '100']) {
      expect(
        settlePlanDay({
          value: a(value),
          highWaterMark: a('100'),
          cash: a('50'),
          profitShareBp: 2000,
        }),
      ).toEqual({ payout: 0n, userPaid: 0n, platformShare: 0n });
    }
  });

  it('splits a gain above the mark 80/20', () => {
    expect(
      settlePlanDay({
        value: a('110'),
        highWaterMark: a('100'),
        cash: a('60'),
        profitShareBp: 2000,
      }),
    ).toEqual({ payout: a('10'), userPaid: a('8'), platformShare: a('2') });
  });

  it('pays at most the cash the plan holds', () => {
    expect(
      settlePlanDay({
        value: a('110'),
        highWaterMark: a('100'),
        cash: a('4'),
        profitShareBp: 2000,
      }),
    ).toEqual({ payout: a('4'), userPaid: a('3.2'), platformShare: a('0.8') });
  });

  it('never charges a recovered loss: over a path of days the platform takes its share of net gains above the mark only', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50, max: 50 }), { maxLength: 30 }), (moves) => {
        const mark = a('1000');
        let value = mark;
        let platform = 0n;
        let paid = 0n;
        for (const move of moves) {
          value += a(String(move));
          if (value < 0n) value = 0n;
          const day = settlePlanDay({
            value,
            highWaterMark: mark,
            cash: value,
            profitShareBp: 2000,
          });
          value -= day.payout;
          platform += day.platformShare;
          paid += day.userPaid;
          expect(day.userPaid + day.platformShare).toBe(day.payout);
          expect(value <= mark || day.payout === 0n).toBe(true);
        }
        // Everything the platform took is at most 20% of everything paid out.
        expect(platform * 5n <= platform + paid).toBe(true);
      }),
    );
  });

  it('refuses a share outside 0–100%', () => {
    expect(() =>
      settlePlanDay({ value: 1n, highWaterMark: 0n, cash: 1n, profitShareBp: 10_001 }),
    ).toThrow(RangeError);
  });
});

describe('endPlan and exitDamages', () => {
  it('at the end of the cycle takes the share of the gain above the mark and returns the rest', () => {
    expect(
      endPlan({
        cash: a('120'),
        highWaterMark: a('100'),
        principal: a('100'),
        profitShareBp: 2000,
      }),
    ).toEqual({ platformShare: a('4'), damages: 0n, returned: a('116') });
  });

  it('returns everything after a loss', () => {
    expect(
      endPlan({ cash: a('80'), highWaterMark: a('100'), principal: a('100'), profitShareBp: 2000 }),
    ).toEqual({ platformShare: 0n, damages: 0n, returned: a('80') });
  });

  it('on an early exit deducts damages of the principal and no share', () => {
    expect(
      endPlan({
        cash: a('120'),
        highWaterMark: a('100'),
        principal: a('100'),
        profitShareBp: 2000,
        earlyExitDamagesBp: 500,
      }),
    ).toEqual({ platformShare: 0n, damages: a('5'), returned: a('115') });
  });

  it('never charges damages above the value', () => {
    expect(exitDamages(a('100'), 500, a('3'))).toBe(a('3'));
    expect(exitDamages(a('100'), 500, a('30'))).toBe(a('5'));
  });
});
