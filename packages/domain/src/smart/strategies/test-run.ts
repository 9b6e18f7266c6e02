import fc from 'fast-check';
import { expect } from 'vitest';
import { AMOUNT_SCALE, mulDiv, type Amount } from '../../money/amount.js';
import type { Candle } from '../../market/candles.js';
import { generateHistory } from '../../market/history.js';
import type { Instrument } from '../../market/instrument.js';
import type { PlanCandle, PlanHoldings, PlanOrder, Strategy } from '../plan-types.js';

/**
 * For the strategies' tests only (not exported): a bare run of a strategy over candles with a
 * cost-free fill at the next candle's open. The plan engine (smart/engine) is the real fill model.
 */

const UNIT = 10n ** BigInt(AMOUNT_SCALE);

export interface TestStep<State> {
  /** What the plan held when `decide` saw this candle. */
  holdings: PlanHoldings;
  state: State;
  orders: PlanOrder[];
}

export function fillAtOpen(holdings: PlanHoldings, order: PlanOrder, open: Amount): PlanHoldings {
  if (order.side === 'buy') {
    const quote = order.quote < holdings.cash ? order.quote : holdings.cash;
    const quantity = mulDiv(quote, UNIT, open, 'down');
    return { cash: holdings.cash - quote, quantity: holdings.quantity + quantity };
  }
  const quantity = order.quantity < holdings.quantity ? order.quantity : holdings.quantity;
  return {
    cash: holdings.cash + mulDiv(quantity, open, UNIT, 'down'),
    quantity: holdings.quantity - quantity,
  };
}

export function runStrategy<Params, State>(
  strategy: Strategy<Params, State>,
  params: Params,
  candles: readonly PlanCandle[],
  cash: Amount,
): TestStep<State>[] {
  const steps: TestStep<State>[] = [];
  const first = candles[0];
  if (!first) return steps;
  let state = strategy.init(params, first.open);
  let holdings: PlanHoldings = { cash, quantity: 0n };
  let pending: PlanOrder[] = [];
  for (const candle of candles) {
    for (const order of pending) holdings = fillAtOpen(holdings, order, candle.open);
    const result = strategy.decide(params, state, candle, holdings);
    steps.push({ holdings, state: result.state, orders: result.orders });
    state = result.state;
    pending = result.orders;
  }
  return steps;
}

/** Candles from closes alone: each opens at the previous close (the first at its own close). */
export function candlesFromCloses(closes: readonly Amount[], startMs = 0): PlanCandle[] {
  return closes.map((close, i) => {
    const open = i === 0 ? close : closes[i - 1]!;
    return {
      openTime: startMs + i * 60_000,
      open,
      high: open > close ? open : close,
      low: open < close ? open : close,
      close,
    };
  });
}

const BTC: Instrument = {
  code: 'BTCUSDT',
  name: 'Bitcoin',
  class: 'crypto',
  quote: 'USDT',
  tickSize: 10n ** 16n,
  lotSize: UNIT,
  startPrice: 95_000n * UNIT,
  session: 'always',
  volatilityBp: 6000,
};

/** 3,000 seeded 15-minute BTC candles from the market history generator. */
export function seededHistory(seed: string): PlanCandle[] {
  const history = generateHistory(BTC, {
    seed,
    endMs: 1_767_571_200_000, // 2026-01-05T00:00Z
    screen: 3_000,
    oneMinuteDays: 0,
    hourlyDays: 0,
  });
  return history['15m'].map(({ openTime, open, high, low, close }: Candle) => ({
    openTime,
    open,
    high,
    low,
    close,
  }));
}

/** Whether every order asks for no more than `holdings` has (and for something). */
export function withinHoldings(orders: readonly PlanOrder[], holdings: PlanHoldings): boolean {
  let cash = holdings.cash;
  let quantity = holdings.quantity;
  for (const order of orders) {
    if (order.side === 'buy') {
      if (order.quote <= 0n || order.quote > cash) return false;
      cash -= order.quote;
    } else {
      if (order.quantity <= 0n || order.quantity > quantity) return false;
      quantity -= order.quantity;
    }
  }
  return true;
}

/** One step of a random script: a candle's close and what the plan holds when it closes. */
export const holdingsStep = fc.record({
  close: fc.bigInt({ min: 1n, max: 10n ** 24n }),
  cash: fc.bigInt({ min: 0n, max: 10n ** 26n }),
  quantity: fc.bigInt({ min: 0n, max: 10n ** 24n }),
});

/**
 * Runs `decide` over a random script (each candle flat at its close, any holdings) and checks
 * that no decision asks for more than is held.
 */
export function expectDecisionsWithinHoldings<Params, State>(
  strategy: Strategy<Params, State>,
  params: Params,
  startPrice: Amount,
  script: readonly { close: Amount; cash: Amount; quantity: Amount }[],
): void {
  let state = strategy.init(params, startPrice);
  for (const [i, s] of script.entries()) {
    const candle = { openTime: i, open: s.close, high: s.close, low: s.close, close: s.close };
    const holdings = { cash: s.cash, quantity: s.quantity };
    const result = strategy.decide(params, state, candle, holdings);
    expect(withinHoldings(result.orders, holdings)).toBe(true);
    state = result.state;
  }
}
