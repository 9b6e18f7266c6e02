import type { Tx } from '../db/client.js';
import type { Deps } from '../deps.js';
import { publishNotification } from '../services/notifications/create-notification.js';
import { accrueLoanInterest } from '../services/loans/accrue-loan-interest.js';
import { collectDueLoans } from '../services/loans/collect-due-loans.js';
import { sendLoanReminders, writeLoanReminders } from '../services/loans/send-loan-reminders.js';
import type { JobHandler } from './job-types.js';
import { scheduleJob } from './schedule-job.js';

/** The loans' recurring run (issue 15): collection at the due date, daily interest, reminders. */
export const LOAN_SWEEP = 'loans.sweep';

/**
 * How often the run looks for days that ended: a loan's day k ends k × 24 h after its payout, at
 * any minute, so the run is frequent; a day is billed once whatever the frequency.
 */
export const LOAN_SWEEP_EVERY_MS = 5 * 60_000;

/** Schedules the run of the first slot after `nowMs` (a no-op when it already is). */
export function scheduleNextLoanSweep(tx: Tx, nowMs: number) {
  const nextMs =
    Math.floor(nowMs / LOAN_SWEEP_EVERY_MS) * LOAN_SWEEP_EVERY_MS + LOAN_SWEEP_EVERY_MS;
  return scheduleJob(tx, {
    kind: LOAN_SWEEP,
    key: new Date(nextMs).toISOString(),
    dueMs: nextMs,
  });
}

/**
 * One run, in the job's transaction (so all of it commits with the job marked done, or none of
 * it): loans whose repayment date has come are collected or become overdue, then every open
 * loan's ended days are billed (set-based), then the reminders owed are written; the next run is
 * scheduled. Notifications and e-mails go after the commit.
 */
export function loanSweepHandler(deps: Pick<Deps, 'clock' | 'bus' | 'mailer' | 'log'>): JobHandler {
  return async (tx) => {
    const now = deps.clock();
    const collection = await collectDueLoans(tx, now);
    const accrual = await accrueLoanInterest(tx, now.getTime());
    const reminders = await writeLoanReminders(tx, now);
    await scheduleNextLoanSweep(tx, now.getTime());
    if (collection.collected + collection.overdue + accrual.loans > 0)
      deps.log.info({ ...collection, notices: undefined, accrual }, 'loan sweep');
    return async () => {
      for (const notice of collection.notices) await publishNotification(deps.bus, notice);
      await sendLoanReminders(deps, reminders);
    };
  };
}
