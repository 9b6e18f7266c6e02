import { GenericCode, type SmartExitQuote } from '@meridian/contract';
import { endPlan, formatAmount, parseAmount, type Book } from '@meridian/domain';
import type { Deps } from '../../deps.js';
import { conflict } from '../../lib/app-error.js';
import { ownedPlan } from './owned-plan.js';
import { findInstrument, tradableQuote } from '../margin/margin-terms.js';
import { closePositions } from './plan-close.js';
import type { SmartPlanRow } from './plan-view.js';

export interface ExitFigures {
  closed: ReturnType<typeof closePositions>;
  damages: bigint;
  returned: bigint;
  priceMs: number;
}

/**
 * What an exit now gives: positions close at the latest tradable price (a plan holding the
 * instrument cannot exit while its market is closed: 10015), damages of the principal are
 * deducted, the rest returns.
 */
export async function exitFigures(deps: Deps, row: SmartPlanRow): Promise<ExitFigures> {
  if (row.status !== 'running') throw conflict(GenericCode.PLAN_NOT_RUNNING);
  let price: bigint | undefined;
  let priceMs = row.valueMs;
  if (parseAmount(row.quantity) > 0n) {
    const quote = await tradableQuote(deps, findInstrument(deps, row.code));
    price = quote.mid;
    priceMs = quote.epochMs;
  }
  const closed = closePositions(row, price, priceMs);
  const end = endPlan({
    cash: closed.holdings.cash,
    highWaterMark: parseAmount(row.highWaterMark),
    principal: parseAmount(row.principal),
    profitShareBp: row.profitShareBp,
    earlyExitDamagesBp: row.earlyExitDamagesBp,
  });
  return { closed, damages: end.damages, returned: end.returned, priceMs };
}

/** getSmartExitQuote: shown before the user confirms an early exit. */
export async function quoteSmartExit(
  deps: Deps,
  userId: string,
  book: Book,
  id: number,
): Promise<SmartExitQuote> {
  const row = await ownedPlan(deps.db, userId, book, id);
  const figures = await exitFigures(deps, row);
  return {
    id: row.id,
    value: formatAmount(figures.closed.holdings.cash),
    damages: formatAmount(figures.damages),
    returned: formatAmount(figures.returned),
    valueTime: figures.priceMs,
  };
}
