import { parseAmount, type Amount, type PlanCandle } from '@meridian/domain';
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { smartPlanCloses, smartPlanGroups, smartPlans } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { livePlan, stepPlan, type LivePlan } from './plan-step.js';
import type { SmartPlanRow } from './plan-view.js';

export type PlanInterval = '1m' | '1h';

/** A closed candle and the first price after it, at which the plan's orders fill. */
export interface PlanClose {
  candle: PlanCandle;
  price: Amount;
  timeMs: number;
}

/**
 * The running plans of one instrument and candle interval, as the plan engine keeps them in
 * memory between candles (P6): `watermarkMs` is the last candle this copy evaluated, which is
 * smart_plan_groups' as long as no other engine moved it.
 */
export interface PlanGroup {
  instrumentId: number;
  interval: PlanInterval;
  watermarkMs: number | null;
  plans: Map<number, LivePlan>;
  loaded: boolean;
}

export const newPlanGroup = (instrumentId: number, interval: PlanInterval): PlanGroup => ({
  instrumentId,
  interval,
  watermarkMs: null,
  plans: new Map(),
  loaded: false,
});

const PLAN_READ_CHUNK = 1_000;

/** Whether a plan decides on the candle opening at `openTime` (started by then, not yet seen). */
export const isDue = (plan: LivePlan, openTime: number): boolean =>
  plan.row.startMs <= openTime && (plan.lastCandleMs === null || plan.lastCandleMs < openTime);

export interface ReplayOutcome {
  plan: LivePlan;
  /** A stored close at which the plan would have traded: it was never evaluated live there. */
  divergedAtMs: number | null;
}

/**
 * Brings a plan read from its row up to the group's last close: the closes after its stored
 * state are run through the same step as live. None of them can trade — a trade writes the
 * plan's state with it — so a close that would is one the plan was never evaluated on (bought
 * as that candle closed); the plan then resumes from the close before it, like a plan that
 * missed its first candle.
 */
export function replayPlan(plan: LivePlan, closes: readonly PlanClose[]): ReplayOutcome {
  let current = plan;
  for (const close of closes) {
    if (!isDue(current, close.candle.openTime)) continue;
    const step = stepPlan(current, close.candle, close.price, close.timeMs);
    if (step.fills.length > 0) return { plan: current, divergedAtMs: close.candle.openTime };
    current = { ...current, state: step.state, lastCandleMs: step.lastCandleMs };
  }
  return { plan: current, divergedAtMs: null };
}

async function readWatermark(db: Executor, group: PlanGroup): Promise<number | null> {
  const [row] = await db
    .select({ lastCandleMs: smartPlanGroups.lastCandleMs })
    .from(smartPlanGroups)
    .where(
      and(
        eq(smartPlanGroups.instrumentId, group.instrumentId),
        eq(smartPlanGroups.candleInterval, group.interval),
      ),
    );
  return row?.lastCandleMs ?? null;
}

/** The stored closes after `afterMs` up to the watermark, oldest first. */
async function readCloses(
  db: Executor,
  group: PlanGroup,
  afterMs: number,
  upToMs: number,
): Promise<PlanClose[]> {
  const rows = await db
    .select()
    .from(smartPlanCloses)
    .where(
      and(
        eq(smartPlanCloses.instrumentId, group.instrumentId),
        eq(smartPlanCloses.candleInterval, group.interval),
        gt(smartPlanCloses.candleMs, afterMs),
        lte(smartPlanCloses.candleMs, upToMs),
      ),
    )
    .orderBy(asc(smartPlanCloses.candleMs));
  return rows.map((r) => ({
    candle: {
      openTime: r.candleMs,
      open: parseAmount(r.open),
      high: parseAmount(r.high),
      low: parseAmount(r.low),
      close: parseAmount(r.close),
    },
    price: parseAmount(r.price),
    timeMs: r.timeMs,
  }));
}

async function readPlans(db: Executor, ids: readonly number[]): Promise<SmartPlanRow[]> {
  const rows: SmartPlanRow[] = [];
  for (let i = 0; i < ids.length; i += PLAN_READ_CHUNK) {
    const chunk = ids.slice(i, i + PLAN_READ_CHUNK);
    rows.push(
      ...((await db
        .select()
        .from(smartPlans)
        .where(
          and(inArray(smartPlans.id, chunk), eq(smartPlans.status, 'running')),
        )) as SmartPlanRow[]),
    );
  }
  return rows;
}

/** Plans read from their rows, replayed to the watermark; a diverged plan is logged. */
async function admitPlans(
  deps: Pick<Deps, 'db' | 'log'>,
  group: PlanGroup,
  rows: readonly SmartPlanRow[],
): Promise<void> {
  const fresh = rows.map(livePlan);
  const behind = fresh.filter((p) => group.watermarkMs !== null && isDue(p, group.watermarkMs));
  if (behind.length > 0) {
    const fromMs = Math.min(...behind.map((p) => p.lastCandleMs ?? p.row.startMs - 1));
    const closes = await readCloses(deps.db, group, fromMs, group.watermarkMs!);
    for (const plan of behind) {
      const outcome = replayPlan(plan, closes);
      if (outcome.divergedAtMs !== null)
        deps.log.warn(
          { planId: plan.row.id, candleMs: outcome.divergedAtMs },
          'smart plan: a stored close would have traded; it was not evaluated there, it resumes after',
        );
      fresh[fresh.indexOf(plan)] = {
        ...outcome.plan,
        // Resumes after the watermark whatever the replay reached (never re-decides a candle).
        lastCandleMs: group.watermarkMs,
      };
    }
  }
  for (const plan of fresh) group.plans.set(plan.row.id, plan);
}

/** Reads the group afresh: its watermark, every running plan, each replayed to the watermark. */
export async function loadPlanGroup(
  deps: Pick<Deps, 'db' | 'log'>,
  group: PlanGroup,
): Promise<void> {
  group.plans.clear();
  group.loaded = false;
  group.watermarkMs = await readWatermark(deps.db, group);
  const rows = (await deps.db
    .select()
    .from(smartPlans)
    .where(
      and(
        eq(smartPlans.status, 'running'),
        eq(smartPlans.instrumentId, group.instrumentId),
        eq(smartPlans.candleInterval, group.interval),
      ),
    )) as SmartPlanRow[];
  await admitPlans(deps, group, rows);
  group.loaded = true;
}

/**
 * Before a close: the group's running plans as the database has them now — plans bought since
 * are read in, ended ones dropped, and a plan whose money changed meanwhile (a settlement; rev
 * moved) takes its new holdings while keeping the strategy state only this copy has. A plan
 * another engine moved further than this copy means this copy is stale: read the group afresh.
 */
export async function syncPlanGroup(
  deps: Pick<Deps, 'db' | 'log'>,
  group: PlanGroup,
): Promise<void> {
  if (!group.loaded) return loadPlanGroup(deps, group);
  const current = await queryRows<{ id: string | number; rev: number }>(
    deps.db,
    sql`SELECT id, rev FROM smart_plans
         WHERE status = 'running' AND instrument_id = ${group.instrumentId}
           AND candle_interval = ${group.interval}`,
  );
  const running = new Set<number>();
  const toRead: number[] = [];
  for (const { id, rev } of current) {
    const planId = Number(id);
    running.add(planId);
    if (group.plans.get(planId)?.rev !== Number(rev)) toRead.push(planId);
  }
  for (const planId of group.plans.keys()) if (!running.has(planId)) group.plans.delete(planId);
  if (toRead.length === 0) return;
  const rows = await readPlans(deps.db, toRead);
  const added: SmartPlanRow[] = [];
  for (const row of rows) {
    const known = group.plans.get(row.id);
    if (!known) {
      added.push(row);
      continue;
    }
    if (row.lastCandleMs !== null && (known.lastCandleMs ?? -1) < row.lastCandleMs)
      return loadPlanGroup(deps, group);
    group.plans.set(row.id, {
      ...known,
      row,
      rev: row.rev,
      holdings: { cash: parseAmount(row.cash), quantity: parseAmount(row.quantity) },
    });
  }
  await admitPlans(deps, group, added);
}
