import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, parseAmount, type Amount } from '../money/amount.js';
import type { PositionSide } from './margin-math.js';
import {
  checkOrder,
  closeLotsOnGrid,
  openingCost,
  type InstrumentTerms,
  type OrderProblem,
  type OrderRequest,
} from './order-terms.js';

const a = parseAmount;

const EURUSD: InstrumentTerms = {
  code: 'EURUSD',
  lotSize: a('100000'),
  tickSize: a('0.00001'),
  spreadBp: 1,
  maxLeverage: 30,
  commissionBp: 5,
  conversion: 'par',
  minLots: a('0.01'),
  maxLots: a('50'),
  lotStep: a('0.01'),
};
const quote = { bid: a('1.07994'), ask: a('1.08006') };
const market = (side: PositionSide, extra: Partial<OrderRequest> = {}): OrderRequest => ({
  side,
  type: 'market',
  lots: a('1'),
  leverage: 30,
  ...extra,
});

describe('checkOrder (hand-worked)', () => {
  it.each<[string, OrderRequest, OrderProblem | undefined]>([
    ['a plain long', market('long'), undefined],
    ['the smallest lot', market('long', { lots: a('0.01') }), undefined],
    ['the largest lot', market('short', { lots: a('50') }), undefined],
    ['below the minimum', market('long', { lots: a('0.009') }), 'lots'],
    ['above the maximum', market('long', { lots: a('50.01') }), 'lots'],
    ['off the lot step', market('long', { lots: a('0.015') }), 'lots'],
    ['zero lots', market('long', { lots: 0n }), 'lots'],
    ['leverage above the cap', market('long', { leverage: 31 }), 'leverage'],
    ['leverage 0', market('long', { leverage: 0 }), 'leverage'],
    ['fractional leverage', market('long', { leverage: 1.5 }), 'leverage'],
    ['leverage 1', market('long', { leverage: 1 }), undefined],
    // A long enters at the ask 1.08006: SL below it, TP above it.
    ['long SL/TP', market('long', { stopLoss: a('1.07'), takeProfit: a('1.09') }), undefined],
    ['long SL between bid and ask', market('long', { stopLoss: a('1.08') }), undefined],
    ['long SL at the entry', market('long', { stopLoss: a('1.08006') }), 'stops'],
    ['long TP at the entry', market('long', { takeProfit: a('1.08006') }), 'stops'],
    ['long TP below', market('long', { takeProfit: a('1.07') }), 'stops'],
    // A short enters at the bid 1.07994: SL above it, TP below it.
    ['short SL/TP', market('short', { stopLoss: a('1.09'), takeProfit: a('1.07') }), undefined],
    ['short SL at the entry', market('short', { stopLoss: a('1.07994') }), 'stops'],
    ['short TP above', market('short', { takeProfit: a('1.08') }), 'stops'],
    ['SL off the tick grid', market('long', { stopLoss: a('1.070005') }), 'stops'],
    [
      'limit: stops relative to the limit',
      market('long', { type: 'limit', limitPrice: a('1.07'), stopLoss: a('1.06') }),
      undefined,
    ],
    [
      'limit: SL above the limit',
      market('long', { type: 'limit', limitPrice: a('1.07'), stopLoss: a('1.075') }),
      'stops',
    ],
    ['limit without a price', market('long', { type: 'limit' }), 'price'],
    ['limit off the grid', market('long', { type: 'limit', limitPrice: a('1.070001') }), 'price'],
    ['limit at zero', market('short', { type: 'limit', limitPrice: 0n }), 'price'],
  ])('%s', (_name, order, problem) => {
    expect(checkOrder(EURUSD, order, quote)).toBe(problem);
  });

  it('opening cost: EURUSD 1 lot at 1.08 with 30x = 3,600 margin + 54 commission', () => {
    const cost = openingCost(EURUSD, a('1'), 30, a('1.08'));
    expect([formatAmount(cost.margin), formatAmount(cost.commission)]).toEqual(['3600', '54']);
  });
});

describe('checkOrder (property)', () => {
  it('accepts exactly the orders that meet every term, reporting the first broken one', () => {
    const tick = EURUSD.tickSize;
    const maybe = (arb: fc.Arbitrary<bigint>) => fc.option(arb, { nil: undefined });
    fc.assert(
      fc.property(
        fc.constantFrom<PositionSide>('long', 'short'),
        fc.constantFrom<'market' | 'limit'>('market', 'limit'),
        fc.bigInt({ min: 0n, max: 6000n }), // lots in thousandths
        fc.integer({ min: -1, max: 35 }),
        maybe(fc.bigInt({ min: -2n, max: 220_000n })), // limit in half-ticks
        maybe(fc.bigInt({ min: -2n, max: 220_000n })),
        maybe(fc.bigInt({ min: -2n, max: 220_000n })),
        (side, type, milliLots, leverage, limit2, sl2, tp2) => {
          const halfTick = tick / 2n;
          const price = (x: bigint | undefined) => (x === undefined ? undefined : x * halfTick);
          const lots: Amount = milliLots * 10n ** 15n;
          const order: OrderRequest = {
            side,
            type,
            lots,
            leverage,
            limitPrice: price(limit2),
            stopLoss: price(sl2),
            takeProfit: price(tp2),
          };
          const onGrid = (x: Amount) => x % tick === 0n;
          let expected: OrderProblem | undefined;
          const reference =
            type === 'limit' ? order.limitPrice : side === 'long' ? quote.ask : quote.bid;
          if (lots < a('0.01') || lots > a('50') || milliLots % 10n !== 0n) expected = 'lots';
          else if (leverage < 1 || leverage > 30) expected = 'leverage';
          else if (
            type === 'limit' &&
            (reference === undefined || reference <= 0n || !onGrid(reference))
          )
            expected = 'price';
          else {
            const ref = reference!;
            const below = (x: Amount) => x > 0n && x < ref;
            const above = (x: Amount) => x > ref;
            const sl = order.stopLoss;
            const tp = order.takeProfit;
            const slOk = sl === undefined || (onGrid(sl) && (side === 'long' ? below : above)(sl));
            const tpOk = tp === undefined || (onGrid(tp) && (side === 'long' ? above : below)(tp));
            if (!slOk || !tpOk) expected = 'stops';
          }
          expect(checkOrder(EURUSD, order, quote)).toBe(expected);
        },
      ),
      { numRuns: 5000 },
    );
  });
});

describe('closeLotsOnGrid (closing part of a position)', () => {
  const position = { positionLots: a('1.5'), lotStep: a('0.01') };

  it('takes a part on the lot grid, up to all of the position', () => {
    expect(closeLotsOnGrid(position, a('0.01'))).toBe(true);
    expect(closeLotsOnGrid(position, a('0.75'))).toBe(true);
    expect(closeLotsOnGrid(position, a('1.49'))).toBe(true);
    expect(closeLotsOnGrid(position, a('1.5'))).toBe(true); // all of it: a full close
  });

  it('refuses zero, negative, off-grid and more than the position holds', () => {
    expect(closeLotsOnGrid(position, 0n)).toBe(false);
    expect(closeLotsOnGrid(position, a('-0.01'))).toBe(false);
    expect(closeLotsOnGrid(position, a('0.015'))).toBe(false);
    expect(closeLotsOnGrid(position, a('1.51'))).toBe(false);
    expect(closeLotsOnGrid(position, a('3'))).toBe(false);
  });

  it('checks no step when the step is unknown or not positive', () => {
    expect(closeLotsOnGrid({ positionLots: a('1.5') }, a('0.015'))).toBe(true);
    expect(closeLotsOnGrid({ positionLots: a('1.5'), lotStep: 0n }, a('0.015'))).toBe(true);
    expect(closeLotsOnGrid({ positionLots: a('1.5') }, a('1.6'))).toBe(false);
    expect(closeLotsOnGrid({ positionLots: a('1.5') }, 0n)).toBe(false);
  });

  it('property: accepted exactly when 0 < lots <= position and lots is a whole number of steps', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 50n }), // step in hundredths
        fc.bigInt({ min: 1n, max: 10_000n }), // position in thousandths
        fc.bigInt({ min: -100n, max: 12_000n }), // lots in thousandths
        (stepHundredths, positionThousandths, lotsThousandths) => {
          const lotStep = stepHundredths * a('0.01');
          const positionLots = positionThousandths * a('0.001');
          const lots = lotsThousandths * a('0.001');
          // In thousandths: the step is 10 × stepHundredths.
          const expected =
            lotsThousandths > 0n &&
            lotsThousandths <= positionThousandths &&
            lotsThousandths % (10n * stepHundredths) === 0n;
          expect(closeLotsOnGrid({ positionLots, lotStep }, lots)).toBe(expected);
          // A part the check accepts never leaves a negative remainder.
          if (expected) expect(positionLots - lots >= 0n).toBe(true);
        },
      ),
    );
  });
});
