import {
  closeFillPostings,
  formatAmount,
  planLiquidationValue,
  type Book,
  type EntryDraft,
  type PlanCloseFills,
  type PlanFill,
} from '@meridian/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { Deps } from '../../deps.js';
import { postEntries } from '../ledger/post-entries.js';
import { systemAccountId } from '../ledger/accounts.js';
import { isDue, type PlanClose, type PlanGroup } from './plan-group.js';
import { encodePlanState } from './plan-state-codec.js';
import { fillRow, planCosts, stepPlan, type LivePlan, type PlanStep } from './plan-step.js';
import type { SmartPlanRow } from './plan-view.js';

/**
 * A close's journal reference (ref type smart_close): the product first — the back office's
 * earnings per product read it — then the instrument, the candle interval and the candle's open.
 */
export function smartCloseRef(
  productId: number,
  group: Pick<PlanGroup, 'instrumentId' | 'interval'>,
  candleMs: number,
): string {
  return `${productId}:${group.instrumentId}:${group.interval}:${candleMs}`;
}

export interface EvaluatedPlans {
  evaluated: number;
  /** Plans that traded, as now stored (their owners are told). */
  traded: SmartPlanRow[];
}

/** Another engine evaluated a close of this group: this copy of its plans is out of date. */
export class StalePlanGroupError extends Error {
  constructor() {
    super('the plan group was moved on by another engine');
  }
}

/** A plan that traded changed in the database meanwhile (settled, exited): re-read and retry. */
export class StalePlanError extends Error {
  constructor(readonly planIds: number[]) {
    super(`smart plans changed while they were evaluated: ${planIds.join(', ')}`);
  }
}

interface Stepped {
  plan: LivePlan;
  step: PlanStep;
}

/**
 * Runs every due plan of the group on one closed candle, in memory, and commits the close in one
 * transaction: the group's watermark moves by compare-and-set (a close is evaluated once, also
 * with two engines), the close is stored for replay, and only the plans that traded are written
 * — their fills, holdings and state, each row only while it still has the revision this copy read,
 * and one journal entry per book and product of the close. Nothing in memory changes unless the transaction commits.
 */
export async function evaluateGroupClose(
  deps: Pick<Deps, 'db'>,
  group: PlanGroup,
  close: PlanClose,
): Promise<EvaluatedPlans> {
  const openTime = close.candle.openTime;
  if (group.watermarkMs !== null && group.watermarkMs >= openTime)
    return { evaluated: 0, traded: [] };
  const stepped: Stepped[] = [];
  for (const plan of group.plans.values()) {
    if (isDue(plan, openTime))
      stepped.push({ plan, step: stepPlan(plan, close.candle, close.price, close.timeMs) });
  }
  const trading = stepped.filter((s) => s.step.fills.length > 0);
  const traded = await inTransaction(deps.db, async (tx) => {
    await moveWatermark(tx, group, close);
    return trading.length > 0 ? writeTrades(tx, group, trading, close) : [];
  });
  for (const { plan, step } of stepped) {
    plan.holdings = step.holdings;
    plan.state = step.state;
    plan.lastCandleMs = step.lastCandleMs;
  }
  for (const row of traded) {
    const plan = group.plans.get(row.id)!;
    plan.row = row;
    plan.rev = row.rev;
    plan.storedCandleMs = openTime;
  }
  group.watermarkMs = openTime;
  return { evaluated: stepped.length, traded };
}

async function moveWatermark(tx: Tx, group: PlanGroup, close: PlanClose) {
  const openTime = close.candle.openTime;
  const moved =
    group.watermarkMs === null
      ? await queryRows(
          tx,
          sql`INSERT INTO smart_plan_groups (instrument_id, candle_interval, last_candle_ms)
              VALUES (${group.instrumentId}, ${group.interval}, ${openTime}::bigint)
              ON CONFLICT DO NOTHING RETURNING 1`,
        )
      : await queryRows(
          tx,
          sql`UPDATE smart_plan_groups SET last_candle_ms = ${openTime}::bigint
               WHERE instrument_id = ${group.instrumentId} AND candle_interval = ${group.interval}
                 AND last_candle_ms = ${group.watermarkMs}::bigint
              RETURNING 1`,
        );
  if (moved.length === 0) throw new StalePlanGroupError();
  const { candle } = close;
  await tx.execute(sql`
    INSERT INTO smart_plan_closes (instrument_id, candle_interval, candle_ms, open, high, low,
                                   close, price, time_ms)
    VALUES (${group.instrumentId}, ${group.interval}, ${openTime}::bigint,
            ${formatAmount(candle.open)}, ${formatAmount(candle.high)}, ${formatAmount(candle.low)},
            ${formatAmount(candle.close)}, ${formatAmount(close.price)}, ${close.timeMs}::bigint)`);
}

async function writeTrades(
  tx: Tx,
  group: PlanGroup,
  trading: readonly Stepped[],
  close: PlanClose,
): Promise<SmartPlanRow[]> {
  const openTime = close.candle.openTime;
  // Rows travel as one JSON parameter (jsonb_to_recordset): a few parameters whatever the count.
  const fills = trading.flatMap(({ plan, step }) =>
    step.fills.map((f: PlanFill) => fillRow(plan.row.id, openTime, f)),
  );
  await tx.execute(sql`
    INSERT INTO smart_plan_fills (plan_id, candle_ms, time_ms, side, reference_price, price,
                                  quantity, quote, commission, reason)
    SELECT plan_id, candle_ms, time_ms, side, reference_price, price, quantity, quote,
           commission, reason
      FROM jsonb_to_recordset(${JSON.stringify(
        fills.map((f) => ({
          plan_id: f.planId,
          candle_ms: f.candleMs,
          time_ms: f.timeMs,
          side: f.side,
          reference_price: f.referencePrice,
          price: f.price,
          quantity: f.quantity,
          quote: f.quote,
          commission: f.commission,
          reason: f.reason,
        })),
      )}::jsonb)
        AS f(plan_id bigint, candle_ms bigint, time_ms bigint, side text, reference_price numeric,
             price numeric, quantity numeric, quote numeric, commission numeric, reason text)`);
  const moves = trading.map(({ plan, step }) => ({
    id: plan.row.id,
    rev: plan.rev,
    cash: formatAmount(step.holdings.cash),
    quantity: formatAmount(step.holdings.quantity),
    state: encodePlanState(step.state),
    value: formatAmount(planLiquidationValue(step.holdings, close.price, planCosts(plan.row))),
    fills: step.fills.length,
  }));
  const updated = await queryRows<{ id: string | number }>(
    tx,
    sql`UPDATE smart_plans AS p
           SET cash = u.cash, quantity = u.quantity, state = u.state, value = u.value,
               value_ms = ${close.timeMs}::bigint, last_candle_ms = ${openTime}::bigint,
               trade_count = p.trade_count + u.fills, rev = p.rev + 1
          FROM jsonb_to_recordset(${JSON.stringify(moves)}::jsonb)
            AS u(id bigint, rev int, cash numeric, quantity numeric, state jsonb, value numeric,
                 fills int)
         WHERE p.id = u.id AND p.rev = u.rev AND p.status = 'running'
        RETURNING p.id`,
  );
  if (updated.length !== moves.length) {
    const written = new Set(updated.map((r) => Number(r.id)));
    throw new StalePlanError(moves.filter((m) => !written.has(m.id)).map((m) => m.id));
  }
  // The journal last: its postings move the house and fee accounts, which every instrument's
  // close touches, so their row locks are held only from here to the commit. One entry per book
  // and product (the fee account's postings say what each product earned), of one posting per
  // plan: a close with thousands of trading plans is a few entries, not thousands.
  const byProduct = new Map<string, { book: Book; productId: number; plans: PlanCloseFills[] }>();
  for (const { plan, step } of trading) {
    const book = plan.row.book as Book;
    const key = `${book}:${plan.row.productId}`;
    let part = byProduct.get(key);
    if (!part) {
      part = { book, productId: plan.row.productId, plans: [] };
      byProduct.set(key, part);
    }
    part.plans.push({ account: plan.row.accountId!, fills: step.fills });
  }
  const systemOf = new Map<Book, { house: number; fee: number }>();
  const drafts: EntryDraft[] = [];
  for (const { book, productId, plans } of byProduct.values()) {
    let system = systemOf.get(book);
    if (!system) {
      system = {
        house: await systemAccountId(tx, 'house', book, 'USDT'),
        fee: await systemAccountId(tx, 'fee', book, 'USDT'),
      };
      systemOf.set(book, system);
    }
    drafts.push({
      reason: 'smart_fill',
      refType: 'smart_close',
      refId: smartCloseRef(productId, group, openTime),
      postings: closeFillPostings(system, plans),
    });
  }
  await postEntries(tx, drafts);
  return trading.map(({ plan, step }, i) => ({
    ...plan.row,
    cash: moves[i]!.cash,
    quantity: moves[i]!.quantity,
    state: moves[i]!.state,
    value: moves[i]!.value,
    valueMs: close.timeMs,
    lastCandleMs: openTime,
    tradeCount: plan.row.tradeCount + step.fills.length,
    rev: plan.rev + 1,
  }));
}
