import type { BorrowerStanding } from '@meridian/domain';
import { parseAmount } from '@meridian/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';

/** What a user owes now: principal of loans pending review, repaying or overdue, and any overdue. */
export async function borrowerStanding(
  db: Executor,
  userId: string,
  creditPoints: number,
): Promise<BorrowerStanding> {
  const [row] = await queryRows<{ outstanding: string; overdue: boolean }>(
    db,
    sql`SELECT coalesce(sum(principal), 0)::text AS outstanding,
               coalesce(bool_or(status = 'overdue'), false) AS overdue
          FROM loans
         WHERE user_id = ${userId} AND status IN ('pending', 'repaying', 'overdue')`,
  );
  return {
    creditPoints,
    outstandingPrincipal: parseAmount(row?.outstanding ?? '0'),
    hasOverdueLoan: row?.overdue === true,
  };
}
