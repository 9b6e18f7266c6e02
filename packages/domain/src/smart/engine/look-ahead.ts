import { parseAmount, type Amount } from '../../money/amount.js';
import type { PlanCandle, PlanCosts, PlanFill, PlanOrder, Strategy } from '../plan-types.js';
import { runBacktest } from './backtest.js';

/**
 * A strategy, or a strategy built from the history it runs on (one that precomputes indicators
 * over the series it is given). A strategy can only see a later candle through such a closure,
 * so the harness builds it afresh from each cut history — that is how a peek shows up.
 */
export type StrategySource<Params, State> =
  Strategy<Params, State> | ((candles: readonly PlanCandle[]) => Strategy<Params, State>);

export interface LookAheadOptions {
  costs?: PlanCosts;
  principal?: Amount;
}

/** The first thing a cut history changed before its cut. */
export interface LookAheadDifference {
  /** The cut: the history held candles [0, cut). */
  cut: number;
  kind: 'decision' | 'fill';
  /** The candle after which the decision was made, or the index of the fill among the plan's fills. */
  index: number;
  full: readonly PlanOrder[] | PlanFill | undefined;
  truncated: readonly PlanOrder[] | PlanFill | undefined;
}

const DEFAULT_COSTS: PlanCosts = { spreadBp: 10, commissionBp: 10, slippageBp: 5 };
const DEFAULT_PRINCIPAL = parseAmount('10000');

/** A stable text of orders or a fill (bigints as decimal text) to compare by. */
function key(value: unknown): string {
  return JSON.stringify(value, (_name, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
}

function backtest<Params, State>(
  source: StrategySource<Params, State>,
  params: Params,
  candles: readonly PlanCandle[],
  costs: PlanCosts,
  principal: Amount,
) {
  const strategy = typeof source === 'function' ? source(candles) : source;
  const decisions: (readonly PlanOrder[])[] = [];
  const result = runBacktest({
    strategy,
    params,
    candles,
    costs,
    principal,
    onDecision: (index, orders) => (decisions[index] = orders),
  });
  return { decisions, fills: result.fills };
}

/**
 * The look-ahead test (as Freqtrade runs it): backtests the whole history, then each history cut
 * at `cutPoints` (candles [0, cut)), and returns the first decision or fill that differs before
 * the cut, or null when none does. A strategy that only knows closed candles decides the same
 * after every candle whatever comes later, so the cut runs agree with the full one exactly; one
 * that peeks at a later candle (or keeps hidden state between runs) does not.
 *
 * Fills compared are those at the opens of candles 1 … cut − 1 (all of the cut run's); decisions
 * those after candles 0 … cut − 1.
 */
export function lookAheadDiff<Params, State>(
  strategy: StrategySource<Params, State>,
  params: Params,
  candles: readonly PlanCandle[],
  cutPoints: readonly number[],
  options: LookAheadOptions = {},
): LookAheadDifference | null {
  const costs = options.costs ?? DEFAULT_COSTS;
  const principal = options.principal ?? DEFAULT_PRINCIPAL;
  const full = backtest(strategy, params, candles, costs, principal);
  for (const cut of cutPoints) {
    if (!Number.isSafeInteger(cut) || cut < 1 || cut > candles.length) {
      throw new RangeError(`cut points must be in 1..${candles.length} (got ${cut})`);
    }
    const truncated = backtest(strategy, params, candles.slice(0, cut), costs, principal);
    for (let index = 0; index < cut; index += 1) {
      const [a, b] = [full.decisions[index], truncated.decisions[index]];
      if (key(a) !== key(b)) return { cut, kind: 'decision', index, full: a, truncated: b };
    }
    const cutTime = candles[cut - 1]!.openTime;
    const fullBefore = full.fills.filter((fill) => fill.time <= cutTime);
    const count = Math.max(fullBefore.length, truncated.fills.length);
    for (let index = 0; index < count; index += 1) {
      const [a, b] = [fullBefore[index], truncated.fills[index]];
      if (key(a) !== key(b)) return { cut, kind: 'fill', index, full: a, truncated: b };
    }
  }
  return null;
}
