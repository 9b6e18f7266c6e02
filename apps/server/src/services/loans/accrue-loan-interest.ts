import { formatAmount, loanInterestPostings, parseAmount } from '@meridian/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import { postEntry } from '../ledger/post-entry.js';
import { loanControlAccounts } from './loan-accounts.js';

const DAY_MS = 86_400_000;

/**
 * Bills every open loan's interest for the whole days that ended by `nowMs` and are not billed
 * yet — set-based: one UPDATE moves each loan's watermark (accrued_days) and its interest to the
 * figure interestToDay gives (the SQL below is that function), and one journal entry bills the
 * run's total to the loans' interest receivable. Both commit in the caller's transaction, so a
 * day is billed exactly once: a second run (or a crash and a rerun) finds the watermark moved.
 * The UPDATE moves a loan only from the watermark it read (compare-and-set on accrued_days, which
 * moves with accrued_interest): a loan a repayment or another run changed meanwhile is waited
 * for, found moved and left alone — its days are then billed by whoever moved it.
 * A loan still repaying is billed at most to its term; days after it are billed once it is overdue.
 * The CTE is MATERIALIZED: inlined, the planner (which cannot estimate the day expression) may join
 * the loans to themselves by nested loop — quadratic, minutes at 100,000 loans (bench/loan-accrual).
 */
export async function accrueLoanInterest(
  tx: Tx,
  nowMs: number,
): Promise<{ loans: number; interest: string }> {
  const target = sql`LEAST(
      floor((${nowMs}::numeric - extract(epoch FROM disbursed_at) * 1000) / ${DAY_MS})::int,
      CASE WHEN status = 'repaying' THEN term_days ELSE 2147483647 END)`;
  const [run] = await queryRows<{ loans: number; interest: string }>(
    tx,
    sql`WITH due AS MATERIALIZED (
          SELECT id, accrued_days AS from_days, accrued_interest AS billed, ${target} AS days
            FROM loans
           WHERE status IN ('repaying', 'overdue') AND disbursed_at IS NOT NULL
             AND accrued_days < ${target}
        ), billed AS (
          UPDATE loans l
             SET accrued_days = due.days,
                 accrued_interest = l.daily_interest * GREATEST(0, LEAST(due.days, l.term_days) - l.interest_free_days)
                                  + l.overdue_daily_interest * GREATEST(0, due.days - l.term_days)
            FROM due
           WHERE l.id = due.id AND l.accrued_days = due.from_days
             AND l.status IN ('repaying', 'overdue')
       RETURNING l.accrued_interest - due.billed AS delta
        )
        SELECT count(*)::int AS loans, coalesce(sum(delta), 0)::text AS interest FROM billed`,
  );
  const interest = parseAmount(run?.interest ?? '0');
  if (interest > 0n) {
    const accounts = await loanControlAccounts(tx);
    await postEntry(tx, {
      reason: 'loan_interest',
      refType: 'loan_accrual',
      refId: String(nowMs),
      postings: loanInterestPostings({ ...accounts, user: 0 }, interest),
    });
  }
  return { loans: run?.loans ?? 0, interest: formatAmount(interest) };
}
