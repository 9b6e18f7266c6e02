import { describe, expect, it } from 'vitest';
import { createPrng } from '../../market/prng.js';
import { parseAmount, type Amount } from '../../money/amount.js';
import type { PlanCandle, PlanOrder, Strategy } from '../plan-types.js';
import { lookAheadDiff } from './look-ahead.js';

const MINUTE = 60_000;

function randomSeries(seed: number, count: number): PlanCandle[] {
  const prng = createPrng(seed);
  const out: PlanCandle[] = [];
  let price = parseAmount('100');
  for (let i = 0; i < count; i += 1) {
    const open = price;
    const close = (open * BigInt(9_950 + prng.nextInt(101))) / 10_000n;
    out.push({ openTime: i * MINUTE, open, close, high: open + 1n, low: close - 1n });
    price = close;
  }
  return out;
}

const enter = (cash: Amount): PlanOrder[] =>
  cash > 0n ? [{ side: 'buy', quote: cash, reason: 'enter' }] : [];
const exit = (quantity: Amount): PlanOrder[] =>
  quantity > 0n ? [{ side: 'sell', quantity, reason: 'exit' }] : [];

/** An honest test strategy: in above the mean of the last `length` closes, out below it. */
const meanCross: Strategy<{ length: number }, { closes: Amount[] }> = {
  id: 'mean-cross',
  init: () => ({ closes: [] }),
  decide: ({ length }, state, candle, holdings) => {
    const closes = [...state.closes, candle.close].slice(-length);
    if (closes.length < length) return { state: { closes }, orders: [] };
    const mean = closes.reduce((sum, close) => sum + close, 0n) / BigInt(length);
    const orders = candle.close > mean ? enter(holdings.cash) : exit(holdings.quantity);
    return { state: { closes }, orders };
  },
};

/**
 * A cheating test strategy, built from the series it runs on (as one that precomputes its
 * signals would be): it finds the candle it is shown in the series and peeks at the next close.
 */
const peeker = (series: readonly PlanCandle[]): Strategy<null, null> => {
  const indexOf = new Map(series.map((candle, index) => [candle.openTime, index]));
  return {
    id: 'peeker',
    init: () => null,
    decide: (_params, state, candle, holdings) => {
      const next = series[indexOf.get(candle.openTime)! + 1];
      const rises = next !== undefined && next.close > candle.close;
      return { state, orders: rises ? enter(holdings.cash) : exit(holdings.quantity) };
    },
  };
};

const SERIES = randomSeries(3, 400);
const CUTS = Array.from({ length: 20 }, (_, i) => 20 + i * 19);

describe('lookAheadDiff', () => {
  it('passes an honest strategy, given as it is or built from the series', () => {
    expect(lookAheadDiff(meanCross, { length: 10 }, SERIES, CUTS)).toBeNull();
    expect(lookAheadDiff(() => meanCross, { length: 10 }, SERIES, CUTS)).toBeNull();
  });

  it('catches a strategy that peeks at a later candle through a closure', () => {
    const diff = lookAheadDiff(peeker, null, SERIES, CUTS);
    // The peek shows after the last candle before some cut (where the cut series has no next
    // candle) — at the first cut where the full series' next close would have made it act.
    expect(diff).toMatchObject({ kind: 'decision' });
    expect(diff!.index).toBe(diff!.cut - 1);
    expect(diff!.full).not.toEqual(diff!.truncated);
  });

  it('catches hidden state kept between runs', () => {
    let calls = 0;
    const impure: Strategy<null, null> = {
      id: 'impure',
      init: () => null,
      decide: (_params, state, _candle, holdings) => {
        calls += 1;
        return { state, orders: calls % 7 === 0 ? enter(holdings.cash) : exit(holdings.quantity) };
      },
    };
    expect(lookAheadDiff(impure, null, SERIES, CUTS)).not.toBeNull();
  });

  it('refuses cut points outside the history', () => {
    expect(() => lookAheadDiff(meanCross, { length: 3 }, SERIES, [0])).toThrow(RangeError);
    expect(() => lookAheadDiff(meanCross, { length: 3 }, SERIES, [401])).toThrow(RangeError);
  });
});
