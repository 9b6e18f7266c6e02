import {
  formatAmount,
  planFillPostings,
  type EntryDraft,
  type PlanCandle,
  type Amount,
} from '@meridian/domain';
import { and, asc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import { smartPlans } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import type { Deps } from '../../deps.js';
import { postEntries } from '../ledger/post-entries.js';
import { systemAccountId } from '../ledger/accounts.js';
import { fillRow, stepPlan } from './plan-step.js';
import type { SmartPlanRow } from './plan-view.js';

/** Plans evaluated per transaction: bounded locks and statement sizes whatever the plan count. */
export const EVALUATE_CHUNK = 500;

export interface CandleClose {
  instrumentId: number;
  interval: '1m' | '1h';
  /** The candle that closed. */
  candle: PlanCandle;
  /** The first price after the close, and when it was observed: the fill price. */
  price: Amount;
  timeMs: number;
}

export interface EvaluatedPlans {
  evaluated: number;
  /** Plans that traded (their owners are told). */
  traded: SmartPlanRow[];
}

/**
 * Runs every running plan of an instrument and interval on one closed candle — exactly once per
 * plan and candle: a plan is taken only while its last candle is older (row locked in the same
 * transaction that moves it on), and only a plan started by the candle's open (a plan never sees
 * a candle that began before it). Each plan's fills of the candle are one journal entry.
 */
export async function evaluatePlansAtClose(
  deps: Pick<Deps, 'db'>,
  close: CandleClose,
): Promise<EvaluatedPlans> {
  const out: EvaluatedPlans = { evaluated: 0, traded: [] };
  let afterId = 0;
  for (;;) {
    const chunk = await inTransaction(deps.db, async (tx) => {
      const rows = (await tx
        .select()
        .from(smartPlans)
        .where(
          and(
            eq(smartPlans.status, 'running'),
            eq(smartPlans.instrumentId, close.instrumentId),
            eq(smartPlans.candleInterval, close.interval),
            gt(smartPlans.id, afterId),
            lte(smartPlans.startMs, close.candle.openTime),
            or(isNull(smartPlans.lastCandleMs), lt(smartPlans.lastCandleMs, close.candle.openTime)),
          ),
        )
        .orderBy(asc(smartPlans.id))
        .limit(EVALUATE_CHUNK)
        .for('update')) as SmartPlanRow[];
      if (rows.length === 0) return { rows, traded: [] as SmartPlanRow[] };
      return { rows, traded: await evaluateRows(tx, rows, close) };
    });
    out.evaluated += chunk.rows.length;
    out.traded.push(...chunk.traded);
    if (chunk.rows.length < EVALUATE_CHUNK) return out;
    afterId = chunk.rows.at(-1)!.id;
  }
}

async function evaluateRows(
  tx: Tx,
  rows: readonly SmartPlanRow[],
  close: CandleClose,
): Promise<SmartPlanRow[]> {
  const book = rows[0]!.book;
  const house = await systemAccountId(tx, 'house', book, 'USDT');
  const fee = await systemAccountId(tx, 'fee', book, 'USDT');
  const stepped = rows.map((row) => ({
    row,
    step: stepPlan(row, close.candle, close.price, close.timeMs),
  }));
  const trading = stepped.filter((s) => s.step.fills.length > 0);
  if (trading.some((s) => s.row.book !== book)) throw new Error('plans of one book per chunk');
  const drafts: EntryDraft[] = trading.map(({ row, step }) => ({
    reason: 'smart_fill',
    refType: 'smart_plan',
    refId: String(row.id),
    postings: planFillPostings({ plan: row.accountId!, user: 0, house, fee }, step.fills),
  }));
  // Rows travel as one JSON parameter each (jsonb_to_recordset): a few parameters whatever the
  // chunk's size, and no query builder work per value.
  const fills = trading.flatMap(({ row, step }) =>
    step.fills.map((f) => fillRow(row.id, close.candle.openTime, f)),
  );
  if (fills.length > 0)
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
  // One statement moves every plan of the chunk on.
  const moves = JSON.stringify(
    stepped.map(({ row, step }) => ({
      id: row.id,
      cash: formatAmount(step.holdings.cash),
      quantity: formatAmount(step.holdings.quantity),
      state: step.state,
      value: formatAmount(step.value),
      fills: step.fills.length,
    })),
  );
  const updated = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE smart_plans AS p
           SET cash = u.cash, quantity = u.quantity, state = u.state, value = u.value,
               value_ms = ${close.timeMs}::bigint, last_candle_ms = ${close.candle.openTime}::bigint,
               trade_count = p.trade_count + u.fills
          FROM jsonb_to_recordset(${moves}::jsonb)
            AS u(id bigint, cash numeric, quantity numeric, state jsonb, value numeric, fills int)
         WHERE p.id = u.id
        RETURNING p.id`,
  );
  if (updated.length !== rows.length) throw new Error('a plan was not moved on');
  // The journal last: its postings move the house and fee accounts, which every chunk of every
  // instrument touches, so their row locks are held only from here to the commit.
  await postEntries(tx, drafts);
  // The traded plans as now stored, for their owners (built here rather than read back).
  return trading.map(({ row, step }) => ({
    ...row,
    cash: formatAmount(step.holdings.cash),
    quantity: formatAmount(step.holdings.quantity),
    state: step.state,
    value: formatAmount(step.value),
    valueMs: close.timeMs,
    lastCandleMs: close.candle.openTime,
    tradeCount: row.tradeCount + step.fills.length,
  }));
}
