import { createHash } from 'node:crypto';
import type { LoanApplyBody, LoanRecord } from '@meridian/contract';
import { formatAmount } from '@meridian/domain';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import { loanAgreements, loans, users } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import type { Deps } from '../../deps.js';
import { notFound } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import {
  markIdempotentInTx,
  replayedResult,
  saveIdempotentResultInTx,
  type IdempotencyClaim,
} from '../idempotency/idempotency-store.js';
import { borrowerStanding } from './borrower-standing.js';
import { loanRecord } from './loan-view.js';
import {
  agreementInput,
  assertMayBorrow,
  prepareLoanApplication,
} from './prepare-loan-application.js';
import { renderLoanAgreement } from './render-loan-agreement.js';

/**
 * POST loan (real book): checks the application, renders the agreement PDF in the borrower's
 * interface language — before the transaction, so no lock is held while it renders — then in one
 * transaction re-checks the borrower's standing under a lock on their user row (two applications
 * at once cannot both use the same limit), stores the loan as pending review with the agreement
 * and records the PDF's SHA-256 in the audit log. No money moves until staff approve it.
 */
export async function applyForLoan(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: string,
  body: LoanApplyBody,
  claim?: IdempotencyClaim | null,
): Promise<LoanRecord> {
  const replayed = replayedResult<LoanRecord>(claim);
  if (replayed) return replayed;
  const prepared = await prepareLoanApplication(deps, userId, body);
  const appliedAt = deps.clock();
  // The loan's number is printed in the agreement, so it is taken before the PDF is rendered.
  const [reserved] = await queryRows<{ id: string }>(
    deps.db,
    sql`SELECT nextval(pg_get_serial_sequence('loans', 'id'))::text AS id`,
  );
  const loanId = Number(reserved!.id);
  const pdf = Buffer.from(
    await renderLoanAgreement(agreementInput(prepared, String(loanId), appliedAt)),
  );
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  const f = prepared.quote.figures;

  return inTransaction(deps.db, async (tx) => {
    await markIdempotentInTx(tx, claim);
    const [user] = await tx
      .select({ creditPoints: users.creditPoints })
      .from(users)
      .where(eq(users.id, userId))
      .for('no key update');
    if (!user) throw notFound();
    const standing = await borrowerStanding(tx, userId, user.creditPoints);
    assertMayBorrow(f.principal, f.termDays, standing, prepared.settings);
    const [row] = await tx
      .insert(loans)
      .overridingSystemValue()
      .values({
        id: loanId,
        userId,
        status: 'pending',
        principal: formatAmount(f.principal),
        termDays: f.termDays,
        dailyRate: formatAmount(f.dailyRate),
        overdueDailyRate: formatAmount(f.overdueDailyRate),
        interestFreeDays: f.interestFreeDays,
        dailyInterest: formatAmount(f.dailyInterest),
        overdueDailyInterest: formatAmount(f.overdueDailyInterest),
        language: prepared.language,
        appliedAt,
        signatureUploadId: prepared.signature.uploadId,
      })
      .returning();
    if (!row) throw new Error('loan not stored');
    await tx.insert(loanAgreements).values({ loanId, pdf, sha256, bytes: pdf.length });
    await recordAudit(tx, {
      actorId: null,
      action: 'loan.apply',
      targetType: 'loan',
      targetId: String(loanId),
      after: {
        userId,
        amount: formatAmount(f.principal),
        termDays: row.termDays,
        dailyRate: formatAmount(f.dailyRate),
        language: row.language,
        signatureUploadId: prepared.signature.uploadId,
        agreementSha256: sha256,
        agreementBytes: pdf.length,
      },
    });
    const record = loanRecord(row, sha256, appliedAt.getTime());
    await saveIdempotentResultInTx(tx, claim, record);
    return record;
  });
}
