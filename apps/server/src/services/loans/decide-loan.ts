import type { LoanRecord } from '@meridian/contract';
import { loanDisbursePostings, parseAmount, formatAmount } from '@meridian/domain';
import { and, eq, sql } from 'drizzle-orm';
import { loans } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import type { Deps } from '../../deps.js';
import { conflict } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import { postEntry } from '../ledger/post-entry.js';
import { createNotification, publishNotification } from '../notifications/create-notification.js';
import type { StaffPrincipal } from '../staff/staff-principal.js';
import { loanAccounts } from './loan-accounts.js';
import { loanRecord } from './loan-view.js';
import { findLoan } from './owned-loan.js';

export type LoanDecision = { verdict: 'approved' } | { verdict: 'rejected'; reason: string };

/**
 * Approve or reject a loan pending review. The status test is part of the UPDATE, so of two staff
 * deciding at once exactly one succeeds (the other gets 409). Approval pays the principal into the
 * borrower's real USDT in one journal entry and sets the repayment date from now (interest counts
 * from the payout); the audit row and the borrower's notification commit with it.
 */
export async function decideLoan(
  deps: Pick<Deps, 'db' | 'clock' | 'bus'>,
  staff: StaffPrincipal,
  loanId: number,
  decision: LoanDecision,
): Promise<LoanRecord> {
  const { sha256 } = await findLoan(deps.db, loanId, null);
  const now = deps.clock();
  const { row, notice } = await inTransaction(deps.db, async (tx) => {
    const [updated] = await tx
      .update(loans)
      .set(
        decision.verdict === 'approved'
          ? {
              status: 'repaying',
              disbursedAt: now,
              // The term counts from the payout.
              dueAt: sql`${now.toISOString()}::timestamptz + ${loans.termDays} * interval '1 day'`,
              decidedBy: staff.staffId,
              decidedAt: now,
            }
          : {
              status: 'rejected',
              rejectReason: decision.reason,
              decidedBy: staff.staffId,
              decidedAt: now,
            },
      )
      .where(and(eq(loans.id, loanId), eq(loans.status, 'pending')))
      .returning();
    if (!updated) throw conflict();
    if (decision.verdict === 'approved') {
      await postEntry(
        tx,
        {
          reason: 'loan_disburse',
          refType: 'loan',
          refId: String(loanId),
          postings: loanDisbursePostings(
            await loanAccounts(tx, updated.userId),
            parseAmount(updated.principal),
          ),
        },
        staff.staffId,
      );
    }
    await recordAudit(tx, {
      actorId: staff.staffId,
      action: decision.verdict === 'approved' ? 'loan.approve' : 'loan.reject',
      targetType: 'loan',
      targetId: String(loanId),
      before: { status: 'pending' },
      after:
        decision.verdict === 'approved'
          ? {
              status: 'repaying',
              disbursed: formatAmount(parseAmount(updated.principal)),
              dueAt: updated.dueAt?.toISOString(),
            }
          : { status: 'rejected', reason: decision.reason },
    });
    const notification = await createNotification(tx, {
      userId: updated.userId,
      kind: decision.verdict === 'approved' ? 'loanApproved' : 'loanRejected',
      params:
        decision.verdict === 'approved'
          ? {
              id: loanId,
              amount: formatAmount(parseAmount(updated.principal)),
              date: updated.dueAt!.toISOString().slice(0, 10),
            }
          : { id: loanId, reason: decision.reason },
      refType: 'loan',
      refId: String(loanId),
    });
    return { row: updated, notice: notification };
  });
  await publishNotification(deps.bus, notice);
  return loanRecord(row, sha256, now.getTime());
}
