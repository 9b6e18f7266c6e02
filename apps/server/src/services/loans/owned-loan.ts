import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { loanAgreements, loans } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import type { LoanRow } from './loan-view.js';

/**
 * A loan with its agreement's hash, looked up within `userId`'s own loans when given (404 for
 * anyone else's — the same answer as for a loan that does not exist), or any loan for staff.
 */
export async function findLoan(
  db: Executor,
  loanId: number,
  userId: string | null,
): Promise<{ loan: LoanRow; sha256: string }> {
  const [row] = await db
    .select({ loan: loans, sha256: loanAgreements.sha256 })
    .from(loans)
    .innerJoin(loanAgreements, eq(loanAgreements.loanId, loans.id))
    .where(and(eq(loans.id, loanId), userId === null ? undefined : eq(loans.userId, userId)));
  if (!row) throw notFound();
  return row;
}

/** The signed agreement's bytes, for its borrower (`userId`) or for staff (null). */
export async function readLoanAgreement(
  db: Executor,
  loanId: number,
  userId: string | null,
): Promise<Buffer> {
  const [row] = await db
    .select({ pdf: loanAgreements.pdf })
    .from(loanAgreements)
    .innerJoin(loans, eq(loans.id, loanAgreements.loanId))
    .where(
      and(
        eq(loanAgreements.loanId, loanId),
        userId === null ? undefined : eq(loans.userId, userId),
      ),
    );
  if (!row) throw notFound();
  return row.pdf;
}
