import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmount } from '../../money/amount.js';
import { describeGridRules, gridStrategy, validateGridParams, type GridParams } from './grid.js';
import {
  candlesFromCloses,
  expectDecisionsWithinHoldings,
  holdingsStep,
  runStrategy,
} from './test-run.js';

const a = parseAmount;
const closes = (...xs: string[]) => candlesFromCloses(xs.map(parseAmount));
// 100 ± 5% in 10 steps: lines 95, 96, …, 105; the start is line 5.
const params: GridParams = { lowerBp: 500, upperBp: 500, levels: 10, initialInstrumentBp: 5_000 };

describe('grid strategy', () => {
  it('lays its lines across the band, starting at the line nearest the start price', () => {
    const state = gridStrategy.init(params, a('100'));
    expect(state.lines).toEqual(
      ['95', '96', '97', '98', '99', '100', '101', '102', '103', '104', '105'].map(a),
    );
    expect(state.line).toBe(5);
    expect(gridStrategy.init({ ...params, lowerBp: 300, upperBp: 700 }, a('100')).line).toBe(3);
    // The lines scale with the start price.
    expect(gridStrategy.init(params, a('100.4')).lines[0]).toBe(a('95.38'));
    expect(gridStrategy.init(params, a('100.4')).line).toBe(5);
  });

  it('buys half at the start, buys a level as it falls and sells a level as it rises', () => {
    const steps = runStrategy(
      gridStrategy,
      params,
      closes('100', '99.5', '98.5', '98.2', '97.5', '98.5', '99.5', '100.5'),
      a('1000'),
    );
    const orders = steps.map((s) => s.orders);
    expect(orders[0]).toEqual([{ side: 'buy', quote: a('500'), reason: 'grid.initialBuy' }]);
    expect(orders[1]).toEqual([]); // 99.5 is above the next line down (99)
    // 98.5 < 99: one of the five levels below: a fifth of the 500 left.
    expect(orders[2]).toEqual([{ side: 'buy', quote: a('100'), reason: 'grid.buyLevel' }]);
    expect(orders[3]).toEqual([]); // 98.2 stays above 98
    // 97.5 < 98: one of the four left: a quarter of 400.
    expect(orders[4]).toEqual([{ side: 'buy', quote: a('100'), reason: 'grid.buyLevel' }]);
    expect(steps[4]!.state.line).toBe(3);
    // Rising from line 3 (98): 98.5 stays under 99; 99.5 is over it: one of the 7 levels above.
    expect(orders[5]).toEqual([]);
    const held = steps[6]!.holdings.quantity;
    expect(orders[6]).toEqual([{ side: 'sell', quantity: held / 7n, reason: 'grid.sellLevel' }]);
    expect(orders[7]).toEqual([
      { side: 'sell', quantity: steps[7]!.holdings.quantity / 6n, reason: 'grid.sellLevel' },
    ]);
    expect(steps.map((s) => s.state.signal)).toEqual([
      'grid.initialBuy',
      'grid.inBand',
      'grid.buyLevel',
      'grid.inBand',
      'grid.buyLevel',
      'grid.inBand',
      'grid.sellLevel',
      'grid.sellLevel',
    ]);
  });

  it('buys one level for each line a close falls through', () => {
    const steps = runStrategy(gridStrategy, params, closes('100', '96.5'), a('1000'));
    // 99, 98 and 97 crossed: three of the five levels below.
    expect(steps[1]!.orders).toEqual([{ side: 'buy', quote: a('300'), reason: 'grid.buyLevel' }]);
    expect(steps[1]!.state.line).toBe(2);
  });

  it('outside the band trades the edge line once, then does nothing new', () => {
    const steps = runStrategy(
      gridStrategy,
      params,
      closes('100', '94', '90', '80', '96.5'),
      a('1000'),
    );
    // Down through 99…95: all five levels, all the cash left.
    expect(steps[1]!.orders).toEqual([{ side: 'buy', quote: a('500'), reason: 'grid.buyLevel' }]);
    expect(steps[1]!.state.line).toBe(0);
    expect(steps[2]!.orders).toEqual([]);
    expect(steps[2]!.state.signal).toBe('grid.outsideBand');
    expect(steps[3]!.orders).toEqual([]);
    expect(steps[3]!.state.signal).toBe('grid.outsideBand');
    // Back inside: 96.5 > 96 sells one of the ten levels above.
    expect(steps[4]!.orders).toEqual([
      { side: 'sell', quantity: steps[4]!.holdings.quantity / 10n, reason: 'grid.sellLevel' },
    ]);
    const up = runStrategy(gridStrategy, params, closes('100', '106', '110'), a('1000'));
    expect(up[1]!.orders).toEqual([
      { side: 'sell', quantity: up[1]!.holdings.quantity, reason: 'grid.sellLevel' },
    ]);
    expect(up[2]!.orders).toEqual([]);
    expect(up[2]!.state.signal).toBe('grid.outsideBand');
  });

  it('asks for nothing when the start share is zero or there is nothing to trade', () => {
    const steps = runStrategy(
      gridStrategy,
      { ...params, initialInstrumentBp: 0 },
      closes('100', '104.5'),
      a('1000'),
    );
    expect(steps[0]!.orders).toEqual([]);
    expect(steps[1]!.orders).toEqual([]); // nothing held to sell
    expect(steps[1]!.state.signal).toBe('grid.sellLevel');
  });

  it('never asks to spend more cash or sell more than is held (property)', () => {
    const gridParams = fc.record({
      lowerBp: fc.integer({ min: 1, max: 9_000 }),
      upperBp: fc.integer({ min: 1, max: 100_000 }),
      levels: fc.integer({ min: 2, max: 200 }),
      initialInstrumentBp: fc.integer({ min: 0, max: 10_000 }),
    });
    fc.assert(
      fc.property(
        gridParams,
        fc.bigInt({ min: 1n, max: 10n ** 24n }),
        fc.array(holdingsStep, { maxLength: 60 }),
        (p, start, script) => {
          expect(validateGridParams(p)).toEqual([]);
          expectDecisionsWithinHoldings(gridStrategy, p, start, script);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('validates its parameters and describes its rules as data', () => {
    expect(validateGridParams(params)).toEqual([]);
    expect(
      validateGridParams({ lowerBp: 10_000, upperBp: 1.5, levels: 1, initialInstrumentBp: -1 }),
    ).toEqual([
      { field: 'lowerBp', problem: 'outOfRange', min: 1, max: 9_000 },
      { field: 'upperBp', problem: 'notInteger' },
      { field: 'levels', problem: 'outOfRange', min: 2, max: 200 },
      { field: 'initialInstrumentBp', problem: 'outOfRange', min: 0, max: 10_000 },
    ]);
    expect(describeGridRules(params)).toEqual({
      family: 'grid',
      parameters: params,
      orderReasons: ['grid.initialBuy', 'grid.buyLevel', 'grid.sellLevel'],
    });
  });
});
