import type { Tx } from '../db/client.js';
import type { Deps } from '../deps.js';
import { publishSettled, settleOptionInTx } from '../services/margin/settle-option.js';
import { scheduleJob } from './schedule-job.js';
import type { JobHandler } from './job-types.js';

export const OPTION_SETTLE = 'option.settle';

/** An option settles this long after expiry, so the tick at expiry has surely been recorded. */
export const OPTION_SETTLE_DELAY_MS = 500;

/** Called in the purchase's transaction: an option exists exactly when its settlement is due. */
export function scheduleOptionSettlement(tx: Tx, optionId: number, expiresMs: number) {
  return scheduleJob(tx, {
    kind: OPTION_SETTLE,
    key: String(optionId),
    dueMs: expiresMs + OPTION_SETTLE_DELAY_MS,
    payload: { optionId },
  });
}

export function optionSettleHandler(deps: Deps): JobHandler {
  return async (tx, job) => {
    const { optionId } = job.payload as { optionId: number };
    const outcome = await settleOptionInTx(deps, tx, optionId);
    if (outcome) return () => publishSettled(deps, outcome);
  };
}
