import type { LoanRecord } from '@meridian/contract';
import type { Book } from '@meridian/domain';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { loanAgreements, loans } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { loanRecord, type LoanRow } from './loan-view.js';

const STATUSES: Record<'open' | 'closed' | 'all', LoanRow['status'][] | null> = {
  open: ['pending', 'repaying', 'overdue'],
  closed: ['repaid', 'rejected'],
  all: null,
};

/** listLoanRecord: the caller's loans, newest first. Loans are real-book only: demo lists none. */
export async function listLoans(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: string,
  book: Book,
  query: { status: 'open' | 'closed' | 'all'; page: number; size: number },
): Promise<{ list: LoanRecord[]; total: number }> {
  if (book !== 'real') return { list: [], total: 0 };
  const statuses = STATUSES[query.status];
  const where: SQL | undefined = and(
    eq(loans.userId, userId),
    statuses ? inArray(loans.status, statuses) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select({ loan: loans, sha256: loanAgreements.sha256 })
      .from(loans)
      .innerJoin(loanAgreements, eq(loanAgreements.loanId, loans.id))
      .where(where)
      .orderBy(desc(loans.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    deps.db.select({ n: count() }).from(loans).where(where),
  ]);
  const nowMs = deps.clock().getTime();
  return {
    list: rows.map((r) => loanRecord(r.loan, r.sha256, nowMs)),
    total: counted?.n ?? 0,
  };
}
