import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMOUNT_SCALE, formatAmount, parseAmount, type Amount } from '../../money/amount.js';
import type { PlanCosts, PlanHoldings, PlanOrder } from '../plan-types.js';
import { fillPlanOrder, PlanInvariantError } from './fill-model.js';

const a = parseAmount;
const UNIT = 10n ** BigInt(AMOUNT_SCALE);
// Half the spread 0.1% and slippage 0.1%: a buy pays the reference × 1.002, a sell gets × 0.998.
const COSTS: PlanCosts = { spreadBp: 20, commissionBp: 10, slippageBp: 10 };
const T = 1_700_000_000_000;

const buy = (quote: string): PlanOrder => ({ side: 'buy', quote: a(quote), reason: 'test' });
const sell = (quantity: string): PlanOrder => ({
  side: 'sell',
  quantity: a(quantity),
  reason: 'test',
});
const held = (cash: string, quantity: string): PlanHoldings => ({
  cash: a(cash),
  quantity: a(quantity),
});

function text(fill: ReturnType<typeof fillPlanOrder>['fill']) {
  if (!fill) return null;
  return {
    side: fill.side,
    price: formatAmount(fill.price),
    quantity: formatAmount(fill.quantity),
    quote: formatAmount(fill.quote),
    commission: formatAmount(fill.commission),
  };
}

describe('fillPlanOrder: worked examples', () => {
  it('buys what the quote buys after the commission, every rounding against the plan', () => {
    // 1,001 buys a quote of 1,000 (+ 1 commission) at 100 × 1.002 = 100.2: 1000 / 100.2 =
    // 9.98003992015968063872… rounded down to 18 places; its quote 999.9999999999999999276
    // rounded up; the commission 0.9999999999999999999276 rounded up to 1.
    const { fill, holdings } = fillPlanOrder(buy('1001'), held('10000', '0'), a('100'), T, COSTS);
    expect(text(fill)).toEqual({
      side: 'buy',
      price: '100.2',
      quantity: '9.980039920159680638',
      quote: '999.999999999999999928',
      commission: '1',
    });
    expect(fill?.time).toBe(T);
    expect(fill?.referencePrice).toBe(a('100'));
    expect(fill?.reason).toBe('test');
    expect(formatAmount(holdings.cash)).toBe('8999.000000000000000072');
    expect(holdings.quantity).toBe(a('9.980039920159680638'));
  });

  it('lowers a buy to the cash there is, commission included, so cash never goes below zero', () => {
    const { fill, holdings } = fillPlanOrder(buy('5000'), held('1001', '0'), a('100'), T, COSTS);
    expect(text(fill)?.quantity).toBe('9.980039920159680638');
    expect(formatAmount(holdings.cash)).toBe('0.000000000000000072');
  });

  it('sells at the reference less half the spread and the slippage, rounded down', () => {
    // 9.980039920159680638 × 99.8 = 996.0079840319361276724 → 996.007984031936127672 (down);
    // commission 0.9960079840319361276724 → 0.996007984031936128 (up).
    const start = held('0', '9.980039920159680638');
    const { fill, holdings } = fillPlanOrder(sell('100'), start, a('100'), T, COSTS);
    expect(text(fill)).toEqual({
      side: 'sell',
      price: '99.8',
      quantity: '9.980039920159680638',
      quote: '996.007984031936127672',
      commission: '0.996007984031936128',
    });
    expect(formatAmount(holdings.cash)).toBe('995.011976047904191544');
    expect(holdings.quantity).toBe(0n);
  });

  it('lowers a sell to what is held', () => {
    const { fill, holdings } = fillPlanOrder(sell('5'), held('0', '2'), a('10'), T, COSTS);
    expect(text(fill)?.quantity).toBe('2');
    expect(holdings.quantity).toBe(0n);
  });

  it('rounds the fill price to the smallest step, up for a buy and down for a sell', () => {
    // A reference of 3 units: 3 × 1.002 = 3.006 → 4 units; 3 × 0.998 = 2.994 → 2 units.
    const tiny = 3n;
    expect(fillPlanOrder(buy('1'), held('1', '0'), tiny, T, COSTS).fill?.price).toBe(4n);
    expect(fillPlanOrder(sell('1'), held('0', '1'), tiny, T, COSTS).fill?.price).toBe(2n);
  });

  it('gives no fill for a zero size and leaves the holdings as they were', () => {
    const start = held('0', '0');
    expect(fillPlanOrder(buy('100'), start, a('100'), T, COSTS)).toEqual({
      fill: null,
      holdings: start,
    });
    expect(fillPlanOrder(sell('1'), start, a('100'), T, COSTS).fill).toBeNull();
    expect(fillPlanOrder(buy('0'), held('100', '0'), a('100'), T, COSTS).fill).toBeNull();
    expect(fillPlanOrder(sell('0'), held('0', '5'), a('100'), T, COSTS).fill).toBeNull();
    // One unit of cash buys nothing at 100; one unit of quantity sells for less than a unit.
    expect(fillPlanOrder(buy('1'), { cash: 1n, quantity: 0n }, a('100'), T, COSTS).fill).toBeNull();
    expect(
      fillPlanOrder(sell('1'), { cash: 0n, quantity: 1n }, a('0.5'), T, COSTS).fill,
    ).toBeNull();
  });

  it('refuses negative holdings and impossible costs', () => {
    expect(() => fillPlanOrder(buy('1'), { cash: -1n, quantity: 0n }, a('1'), T, COSTS)).toThrow(
      PlanInvariantError,
    );
    expect(() =>
      fillPlanOrder(buy('1'), held('1', '0'), a('1'), T, { ...COSTS, slippageBp: -1 }),
    ).toThrow(RangeError);
    expect(() =>
      fillPlanOrder(buy('1'), held('1', '0'), a('1'), T, { ...COSTS, spreadBp: 20_000 }),
    ).toThrow(RangeError);
    expect(() => fillPlanOrder(buy('1'), held('1', '0'), 0n, T, COSTS)).toThrow(RangeError);
  });
});

const costsArb = fc.record({
  spreadBp: fc.integer({ min: 0, max: 500 }),
  commissionBp: fc.integer({ min: 0, max: 100 }),
  slippageBp: fc.integer({ min: 0, max: 200 }),
});
// Prices from one unit to 10⁶ (10²⁴ units), holdings up to 10⁷ quote and 10⁴ units of the instrument.
const priceArb = fc.bigInt({ min: 1n, max: 10n ** 24n });
const holdingsArb = fc.record({
  cash: fc.bigInt({ min: 0n, max: 10n ** 25n }),
  quantity: fc.bigInt({ min: 0n, max: 10n ** 22n }),
});
const orderArb: fc.Arbitrary<PlanOrder> = fc.oneof(
  fc.record({
    side: fc.constant('buy' as const),
    quote: fc.bigInt({ min: -10n, max: 2n * 10n ** 25n }),
    reason: fc.constant('p'),
  }),
  fc.record({
    side: fc.constant('sell' as const),
    quantity: fc.bigInt({ min: -10n, max: 2n * 10n ** 22n }),
    reason: fc.constant('p'),
  }),
);

/** The plan's value in units of 10⁻³⁶ (cash and quantity × price, exactly, no rounding). */
const exactValue = (h: PlanHoldings, price: Amount) => h.cash * UNIT + h.quantity * price;

describe('fillPlanOrder: properties', () => {
  it('never makes holdings negative, whatever a strategy asks', () => {
    fc.assert(
      fc.property(
        holdingsArb,
        fc.array(fc.tuple(orderArb, priceArb), { maxLength: 20 }),
        costsArb,
        (start, steps, costs) => {
          let holdings = start;
          for (const [order, price] of steps) {
            const outcome = fillPlanOrder(order, holdings, price, T, costs);
            holdings = outcome.holdings;
            expect(holdings.cash >= 0n && holdings.quantity >= 0n).toBe(true);
            if (outcome.fill) expect(outcome.fill.quantity > 0n).toBe(true);
          }
        },
      ),
    );
  });

  it('a buy then a sell of what it bought at the same reference never gains', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 25n }),
        fc.bigInt({ min: 1n, max: 10n ** 25n }),
        priceArb,
        costsArb,
        (cash, quote, price, costs) => {
          const start = { cash, quantity: 0n };
          const bought = fillPlanOrder({ side: 'buy', quote, reason: 'p' }, start, price, T, costs);
          const sold = fillPlanOrder(
            { side: 'sell', quantity: bought.fill?.quantity ?? 0n, reason: 'p' },
            bought.holdings,
            price,
            T + 1,
            costs,
          );
          expect(sold.holdings.cash <= cash).toBe(true);
          const anyCost = costs.spreadBp + costs.commissionBp + costs.slippageBp > 0;
          if (anyCost && sold.fill) expect(sold.holdings.cash < cash).toBe(true);
        },
      ),
    );
  });

  it('moves the value at the reference by exactly −(commission + spread and slippage cost)', () => {
    fc.assert(
      fc.property(holdingsArb, orderArb, priceArb, costsArb, (start, order, price, costs) => {
        const { fill, holdings } = fillPlanOrder(order, start, price, T, costs);
        const change = exactValue(holdings, price) - exactValue(start, price);
        if (!fill) {
          expect(change).toBe(0n);
          return;
        }
        // What the fill paid over (or got under) the reference, exactly, in units of 10⁻³⁶.
        const atReference = fill.quantity * price;
        const priceCost =
          fill.side === 'buy' ? fill.quote * UNIT - atReference : atReference - fill.quote * UNIT;
        expect(change).toBe(-(fill.commission * UNIT + priceCost));
        // The price cost is never in the plan's favour and at most what the costs assume, plus
        // the roundings (one unit of the price per unit of quantity, one unit of the quote).
        expect(priceCost >= 0n).toBe(true);
        // The fill price is at least as bad as reference ± (half the spread + slippage).
        const adverse = BigInt(costs.spreadBp + 2 * costs.slippageBp);
        if (fill.side === 'buy')
          expect(fill.price * 20_000n >= price * (20_000n + adverse)).toBe(true);
        else expect(fill.price * 20_000n <= price * (20_000n - adverse)).toBe(true);
        const assumed =
          (atReference * BigInt(costs.spreadBp + 2 * costs.slippageBp) + 19_999n) / 20_000n;
        expect(priceCost <= assumed + fill.quantity + UNIT).toBe(true);
        // The commission is the assumed rate on the quote, rounded up by less than one unit.
        const exactCommission = fill.quote * BigInt(costs.commissionBp);
        expect(fill.commission * 10_000n >= exactCommission).toBe(true);
        expect(fill.commission * 10_000n < exactCommission + 10_000n).toBe(true);
      }),
    );
  });
});
