import type { AdminLoanBook } from '@meridian/contract';
import { formatAmount, parseAmount } from '@meridian/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import type { Deps } from '../../deps.js';

const WEEK_MS = 7 * 86_400_000;

/**
 * The loan book: what borrowers owe and what the platform has earned, read from the ledger's loan
 * accounts (ledger:verify checks them against the loans: N1), and the loans by status.
 */
export async function getLoanBook(deps: Pick<Deps, 'db' | 'clock'>): Promise<AdminLoanBook> {
  const now = deps.clock();
  const weekEnd = new Date(now.getTime() + WEEK_MS);
  const [accounts] = await queryRows<{ principal: string; due: string; income: string }>(
    deps.db,
    sql`SELECT coalesce(sum(available) FILTER (WHERE system_code = 'loanPrincipal'), 0)::text AS principal,
               coalesce(sum(available) FILTER (WHERE system_code = 'loanInterestDue'), 0)::text AS due,
               coalesce(sum(available) FILTER (WHERE system_code = 'loanInterest'), 0)::text AS income
          FROM ledger_accounts
         WHERE owner_kind = 'system' AND book = 'real' AND asset = 'USDT'
           AND system_code IN ('loanPrincipal', 'loanInterestDue', 'loanInterest')`,
  );
  const byStatus = await queryRows<{ status: string; n: number; amount: string }>(
    deps.db,
    sql`SELECT status, count(*)::int AS n, coalesce(sum(principal), 0)::text AS amount
          FROM loans GROUP BY status
        UNION ALL
        SELECT 'dueThisWeek', count(*)::int, coalesce(sum(principal), 0)::text
          FROM loans WHERE status = 'repaying' AND due_at >= ${now.toISOString()}::timestamptz AND due_at < ${weekEnd.toISOString()}::timestamptz`,
  );
  const part = (status: string) => {
    const row = byStatus.find((r) => r.status === status);
    return { count: row?.n ?? 0, amount: formatAmount(parseAmount(row?.amount ?? '0')) };
  };
  return {
    asset: 'USDT',
    outstandingPrincipal: formatAmount(-parseAmount(accounts?.principal ?? '0')),
    interestReceivable: formatAmount(-parseAmount(accounts?.due ?? '0')),
    interestEarned: formatAmount(parseAmount(accounts?.income ?? '0')),
    pending: part('pending'),
    repaying: part('repaying'),
    overdue: part('overdue'),
    dueThisWeek: part('dueThisWeek'),
    repaid: part('repaid'),
  };
}
