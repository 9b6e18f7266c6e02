import { mulDiv, type Amount } from '../../money/amount.js';
import type { PlanCandle, PlanHoldings, PlanOrder, Strategy } from '../plan-types.js';
import { BP, bpOf, checkInteger, type ParamProblem, type StrategyRules } from './params.js';

/**
 * Grid: a price band around the start price, from `lowerBp` below it to `upperBp` above it, cut
 * into `levels` equal steps (levels + 1 grid lines, both edges included). The plan first puts
 * `initialInstrumentBp` of its cash into the instrument. Then, after each close:
 * - below the next lower line: buys one level's worth for each line crossed — the cash left
 *   divided by the lines left below (so the cash is spent by the bottom edge);
 * - above the next upper line: sells one level's quantity for each line crossed — the quantity
 *   held divided by the lines left above (so all is sold by the top edge);
 * - outside the band there are no more lines: once the edge line was traded it does nothing new.
 */
export interface GridParams {
  /** Band bottom, in basis points below the start price (500 = 5%). */
  lowerBp: number;
  /** Band top, in basis points above the start price. */
  upperBp: number;
  /** Equal steps the band is split into. */
  levels: number;
  /** Share of the cash bought into the instrument at the start (5,000 = half). */
  initialInstrumentBp: number;
}

export type GridSignal =
  'grid.initialBuy' | 'grid.buyLevel' | 'grid.sellLevel' | 'grid.inBand' | 'grid.outsideBand';

export interface GridState {
  /** The grid lines, lowest first (levels + 1 prices). */
  lines: readonly Amount[];
  /** The line the plan last traded at (at the start: the line nearest the start price). */
  line: number;
  /** Whether the initial purchase was asked for. */
  started: boolean;
  /** What the last candle did, as a stable id (also when no order was needed). */
  signal: GridSignal | null;
}

export const GRID_ORDER_REASONS = ['grid.initialBuy', 'grid.buyLevel', 'grid.sellLevel'] as const;

export function validateGridParams(params: GridParams): ParamProblem[] {
  const problems: ParamProblem[] = [];
  checkInteger(problems, 'lowerBp', params.lowerBp, 1, 9_000);
  checkInteger(problems, 'upperBp', params.upperBp, 1, 100_000);
  checkInteger(problems, 'levels', params.levels, 2, 200);
  checkInteger(problems, 'initialInstrumentBp', params.initialInstrumentBp, 0, BP);
  return problems;
}

export function describeGridRules(params: GridParams): StrategyRules<'grid', GridParams> {
  const { lowerBp, upperBp, levels, initialInstrumentBp } = params;
  return {
    family: 'grid',
    parameters: { lowerBp, upperBp, levels, initialInstrumentBp },
    orderReasons: GRID_ORDER_REASONS,
  };
}

function initGrid(params: GridParams, startPrice: Amount): GridState {
  if (startPrice <= 0n) throw new RangeError('start price must be positive');
  const n = BigInt(params.levels);
  const low = mulDiv(startPrice, BigInt(BP - params.lowerBp), BigInt(BP), 'half-away');
  const high = mulDiv(startPrice, BigInt(BP + params.upperBp), BigInt(BP), 'half-away');
  const span = high - low;
  const lines = Array.from(
    { length: params.levels + 1 },
    (_, j) => low + mulDiv(span, BigInt(j), n, 'half-away'),
  );
  // The nearest line to the start price (half up): (start − low) · n / span.
  const line = span > 0n ? Number((2n * (startPrice - low) * n + span) / (2n * span)) : 0;
  return {
    lines,
    line: Math.min(Math.max(line, 0), params.levels),
    started: false,
    signal: null,
  };
}

function decideGrid(
  params: GridParams,
  state: GridState,
  candle: PlanCandle,
  holdings: PlanHoldings,
): { state: GridState; orders: PlanOrder[] } {
  if (!state.started) {
    const quote = bpOf(holdings.cash, params.initialInstrumentBp);
    return {
      state: { ...state, started: true, signal: 'grid.initialBuy' },
      orders: quote > 0n ? [{ side: 'buy', quote, reason: 'grid.initialBuy' }] : [],
    };
  }
  const { lines, line } = state;
  const close = candle.close;
  let below = 0;
  while (line - below - 1 >= 0 && close < lines[line - below - 1]!) below += 1;
  let above = 0;
  while (line + above + 1 < lines.length && close > lines[line + above + 1]!) above += 1;

  if (below > 0) {
    // `line` lines are left below: each is worth an equal share of the cash left.
    const quote = mulDiv(holdings.cash, BigInt(below), BigInt(line), 'down');
    return {
      state: { ...state, line: line - below, signal: 'grid.buyLevel' },
      orders: quote > 0n ? [{ side: 'buy', quote, reason: 'grid.buyLevel' }] : [],
    };
  }
  if (above > 0) {
    const left = lines.length - 1 - line;
    const quantity = mulDiv(holdings.quantity, BigInt(above), BigInt(left), 'down');
    return {
      state: { ...state, line: line + above, signal: 'grid.sellLevel' },
      orders: quantity > 0n ? [{ side: 'sell', quantity, reason: 'grid.sellLevel' }] : [],
    };
  }
  // Nothing crossed: beyond an edge there are no more lines (the edge's own order came first).
  const outside = close < lines[0]! || close > lines[lines.length - 1]!;
  return { state: { ...state, signal: outside ? 'grid.outsideBand' : 'grid.inBand' }, orders: [] };
}

export const gridStrategy: Strategy<GridParams, GridState> = {
  id: 'grid',
  init: initGrid,
  decide: decideGrid,
};
