import { describe, expect, it } from 'vitest';
import { createPrng } from '../../market/prng.js';
import { formatAmount, parseAmount, type Amount } from '../../money/amount.js';
import type { PlanCandle, PlanCosts, PlanOrder, Strategy } from '../plan-types.js';
import { runBacktest } from './backtest.js';
import { PlanInvariantError } from './fill-model.js';
import { closeCandle, fillPending, startPlanRun } from './plan-run.js';

const a = parseAmount;
const COSTS: PlanCosts = { spreadBp: 20, commissionBp: 10, slippageBp: 10 };
const MINUTE = 60_000;

/** A test strategy that asks for scripted orders after the n-th candle (0-based). */
const scripted: Strategy<Record<number, PlanOrder[]>, { seen: number }> = {
  id: 'scripted',
  init: () => ({ seen: 0 }),
  decide: (script, state, _candle, _holdings) => ({
    state: { seen: state.seen + 1 },
    orders: script[state.seen] ?? [],
  }),
};

/** A test strategy: buys with half its cash when a candle closes up, sells all when it closes down. */
const momentum: Strategy<null, null> = {
  id: 'momentum',
  init: () => null,
  decide: (_params, state, candle, holdings) => {
    if (candle.close > candle.open && holdings.cash > 0n) {
      return { state, orders: [{ side: 'buy', quote: holdings.cash / 2n, reason: 'up' }] };
    }
    if (candle.close < candle.open && holdings.quantity > 0n) {
      return { state, orders: [{ side: 'sell', quantity: holdings.quantity, reason: 'down' }] };
    }
    return { state, orders: [] };
  },
};

const candle = (i: number, open: string, close: string): PlanCandle => {
  const [o, c] = [a(open), a(close)];
  return { openTime: i * MINUTE, open: o, close: c, high: o > c ? o : c, low: o < c ? o : c };
};

const SERIES: PlanCandle[] = [
  candle(0, '100', '100'),
  candle(1, '100', '102'),
  candle(2, '104', '105'),
  candle(3, '110', '108'),
  candle(4, '107', '107'),
];

function randomSeries(seed: number, count: number): PlanCandle[] {
  const prng = createPrng(seed);
  const out: PlanCandle[] = [];
  let price = a('100');
  for (let i = 0; i < count; i += 1) {
    const open = price;
    const close = (open * BigInt(9_900 + prng.nextInt(201))) / 10_000n;
    out.push({ openTime: i * MINUTE, open, close, high: open + 1n, low: close - 1n });
    price = (close * BigInt(9_990 + prng.nextInt(21))) / 10_000n;
  }
  return out;
}

const fmt = (values: Amount[]) => values.map(formatAmount);

describe('runBacktest', () => {
  it('fills each decision at the next candle’s open and marks the value at each close', () => {
    const result = runBacktest({
      strategy: scripted,
      params: {
        0: [{ side: 'buy', quote: a('1001'), reason: 'enter' }],
        2: [{ side: 'sell', quantity: a('1000'), reason: 'exit' }],
        4: [{ side: 'buy', quote: a('500'), reason: 'never filled' }],
      },
      candles: SERIES,
      costs: COSTS,
      principal: a('10000'),
    });
    expect(
      result.fills.map((f) => ({
        time: f.time,
        side: f.side,
        referencePrice: formatAmount(f.referencePrice),
        price: formatAmount(f.price),
        quantity: formatAmount(f.quantity),
        quote: formatAmount(f.quote),
        commission: formatAmount(f.commission),
        reason: f.reason,
      })),
    ).toEqual([
      // After candle 0, at candle 1's open 100 × 1.002.
      {
        time: 1 * MINUTE,
        side: 'buy',
        referencePrice: '100',
        price: '100.2',
        quantity: '9.980039920159680638',
        quote: '999.999999999999999928',
        commission: '1',
        reason: 'enter',
      },
      // After candle 2, at candle 3's open 110 × 0.998, everything held (less than asked).
      {
        time: 3 * MINUTE,
        side: 'sell',
        referencePrice: '110',
        price: '109.78',
        quantity: '9.980039920159680638',
        quote: '1095.608782435129740439',
        commission: '1.095608782435129741',
        reason: 'exit',
      },
    ]);
    // cash 8999.000000000000000072 + the quantity at 102 and 105; then all cash.
    expect(fmt(result.equity)).toEqual([
      '10000',
      '10016.964071856287425148',
      '10046.904191616766467062',
      '10093.51317365269461077',
      '10093.51317365269461077',
    ]);
    expect(formatAmount(result.finalValue)).toBe('10093.51317365269461077');
    expect(formatAmount(result.feesPaid)).toBe('2.095608782435129741');
    expect(result.trades).toBe(2);
  });

  it('starts all in cash at the principal and may buy on its first decision', () => {
    const empty = runBacktest({
      strategy: momentum,
      params: null,
      candles: [],
      costs: COSTS,
      principal: a('5'),
    });
    expect(empty).toEqual({ fills: [], equity: [], finalValue: a('5'), feesPaid: 0n, trades: 0 });
    const one = runBacktest({
      strategy: momentum,
      params: null,
      candles: [candle(0, '10', '11')],
      costs: COSTS,
      principal: a('5'),
    });
    // The buy after the only candle stays pending: never filled.
    expect(one).toEqual({
      fills: [],
      equity: [a('5')],
      finalValue: a('5'),
      feesPaid: 0n,
      trades: 0,
    });
  });

  it('gives the identical output for the same inputs', () => {
    const input = {
      strategy: momentum,
      params: null,
      candles: randomSeries(7, 2_000),
      costs: COSTS,
      principal: a('10000'),
    };
    const first = runBacktest(input);
    const second = runBacktest({ ...input, candles: [...input.candles] });
    expect(first.trades).toBeGreaterThan(100);
    expect(second).toEqual(first);
    // Every fill is at some candle's open, at that candle's open time.
    const opens = new Map(input.candles.map((c) => [c.openTime, c.open]));
    for (const fill of first.fills) expect(fill.referencePrice).toBe(opens.get(fill.time));
  });

  it('never lets the plan’s value fall below zero', () => {
    const result = runBacktest({
      strategy: momentum,
      params: null,
      candles: randomSeries(11, 3_000),
      costs: { spreadBp: 500, commissionBp: 100, slippageBp: 200 },
      principal: a('1'),
    });
    expect(result.equity.every((value) => value >= 0n)).toBe(true);
    expect(result.finalValue < a('1')).toBe(true);
  });
});

describe('PlanRun', () => {
  const start = () => startPlanRun(scripted, {}, a('100'), a('10'));

  it('fills pending orders in order, each seeing what the one before left', () => {
    const script = {
      0: [
        { side: 'buy', quote: a('60'), reason: 'first' },
        { side: 'buy', quote: a('60'), reason: 'second' },
      ] satisfies PlanOrder[],
    };
    const run = closeCandle(scripted, script, start(), candle(0, '10', '10'));
    expect(run.pending).toEqual(script[0]);
    const { run: after, fills } = fillPending(run, a('10'), 1 * MINUTE, COSTS);
    expect(after.pending).toEqual([]);
    const [first, second] = fills.map((f) => f.quote + f.commission);
    // The first spends (all but rounding dust of) 60; the second only the 40 that is left.
    expect(fills.map((f) => f.reason)).toEqual(['first', 'second']);
    expect(first! <= a('60') && first! > a('59.99999999')).toBe(true);
    expect(second! <= a('100') - first! && second! > a('39.99999999')).toBe(true);
    expect(after.holdings.cash).toBe(a('100') - first! - second!);
    expect(after.holdings.quantity).toBe(fills[0]!.quantity + fills[1]!.quantity);
  });

  it('refuses to close a candle over unfilled orders, out-of-order candles and early fills', () => {
    const run = closeCandle(
      scripted,
      { 0: [{ side: 'buy', quote: a('1'), reason: 'x' }] },
      start(),
      candle(5, '10', '10'),
    );
    expect(() => closeCandle(scripted, {}, run, candle(6, '10', '10'))).toThrow(PlanInvariantError);
    expect(() => fillPending(run, a('10'), 5 * MINUTE, COSTS)).toThrow(PlanInvariantError);
    const filled = fillPending(run, a('10'), 6 * MINUTE, COSTS).run;
    expect(() => closeCandle(scripted, {}, filled, candle(5, '10', '10'))).toThrow(
      PlanInvariantError,
    );
    expect(closeCandle(scripted, {}, filled, candle(6, '10', '10')).lastCandleTime).toBe(
      6 * MINUTE,
    );
  });
});
