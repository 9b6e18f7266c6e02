import type { Tx } from '../db/client.js';
import type { Deps } from '../deps.js';
import { publishPlanSettled, settleSmartPlanInTx } from '../services/smart/settle-smart-plan.js';
import { scheduleJob } from './schedule-job.js';
import type { JobHandler } from './job-types.js';

/** A plan's daily settlement; the last day's is the end of its cycle (issue 14). */
export const SMART_SETTLE = 'smart.settle';

/** Scheduled with the purchase and by each settlement for the next day: one job per plan and day. */
export function scheduleSmartSettlement(tx: Tx, planId: number, day: number, dueMs: number) {
  return scheduleJob(tx, {
    kind: SMART_SETTLE,
    key: `${planId}:${day}`,
    dueMs,
    payload: { planId, day },
  });
}

export function smartSettleHandler(deps: Deps): JobHandler {
  return async (tx, job) => {
    const { planId, day } = job.payload as { planId: number; day: number };
    const outcome = await settleSmartPlanInTx(deps, tx, planId, day);
    if (outcome) return () => publishPlanSettled(deps, outcome);
  };
}
