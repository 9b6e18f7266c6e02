import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import type { PlanGroup } from './plan-group.js';
import { encodePlanState } from './plan-state-codec.js';

const CHECKPOINT_CHUNK = 1_000;

/**
 * Writes the strategy state of every plan of the group whose row is behind this copy (plans that
 * did not trade are not written on every candle, P6), then drops the stored closes no running
 * plan's stored state still needs for a replay. Runs in the group's queue, between closes, so
 * the states are those after the watermark. A row whose revision moved is left: the next sync
 * reads it. Returns how many rows were written.
 */
export async function checkpointPlanGroup(
  deps: Pick<Deps, 'db'>,
  group: PlanGroup,
): Promise<number> {
  const behind = [...group.plans.values()].filter((p) => p.lastCandleMs !== p.storedCandleMs);
  let written = 0;
  for (let i = 0; i < behind.length; i += CHECKPOINT_CHUNK) {
    const chunk = behind.slice(i, i + CHECKPOINT_CHUNK);
    const states = chunk.map((p) => ({
      id: p.row.id,
      rev: p.rev,
      state: encodePlanState(p.state),
      candle: p.lastCandleMs,
    }));
    const rows = await queryRows<{ id: string | number }>(
      deps.db,
      sql`UPDATE smart_plans AS p SET state = u.state, last_candle_ms = u.candle
            FROM jsonb_to_recordset(${JSON.stringify(states)}::jsonb)
              AS u(id bigint, rev int, state jsonb, candle bigint)
           WHERE p.id = u.id AND p.rev = u.rev AND p.status = 'running'
          RETURNING p.id`,
    );
    const done = new Set(rows.map((r) => Number(r.id)));
    for (const plan of chunk) if (done.has(plan.row.id)) plan.storedCandleMs = plan.lastCandleMs;
    written += done.size;
  }
  // A replay needs the closes after each running plan's stored candle (or from its start).
  await deps.db.execute(sql`
    DELETE FROM smart_plan_closes
     WHERE instrument_id = ${group.instrumentId} AND candle_interval = ${group.interval}
       AND candle_ms < (
         SELECT coalesce(min(coalesce(last_candle_ms, start_ms)), ${group.watermarkMs ?? 0}::bigint)
           FROM smart_plans
          WHERE status = 'running' AND instrument_id = ${group.instrumentId}
            AND candle_interval = ${group.interval})`);
  return written;
}
