import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { kycSubmissions, users } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict, notFound } from '../../lib/app-error.js';
import type { StaffPrincipal } from '../staff/staff-principal.js';
import { createNotification, publishNotification } from '../notifications/create-notification.js';
import { recordAudit } from '../audit/record-audit.js';

/**
 * Approve or fail a submission under review. The status test is part of the UPDATE, so of two
 * staff deciding at once exactly one succeeds; the other gets 409. The user's status, the audit
 * row and the notification commit with it.
 */
export async function decideKyc(
  deps: Pick<Deps, 'db' | 'clock' | 'bus'>,
  staff: StaffPrincipal,
  submissionId: string,
  decision: { verdict: 'verified' } | { verdict: 'failed'; reason: string },
) {
  const notice = await inTransaction(deps.db, async (tx) => {
    const [updated] = await tx
      .update(kycSubmissions)
      .set({
        status: decision.verdict,
        failReason: decision.verdict === 'failed' ? decision.reason : null,
        reviewedBy: staff.staffId,
        reviewedAt: deps.clock(),
      })
      .where(and(eq(kycSubmissions.id, submissionId), eq(kycSubmissions.status, 'under_review')))
      .returning();
    if (!updated) {
      const [exists] = await tx
        .select({ id: kycSubmissions.id })
        .from(kycSubmissions)
        .where(eq(kycSubmissions.id, submissionId));
      throw exists ? conflict() : notFound();
    }
    await tx.update(users).set({ kycStatus: decision.verdict }).where(eq(users.id, updated.userId));
    await recordAudit(tx, {
      actorId: staff.staffId,
      action: decision.verdict === 'verified' ? 'kyc.approve' : 'kyc.fail',
      targetType: 'kyc_submission',
      targetId: updated.id,
      before: { status: 'under_review' },
      after: {
        status: decision.verdict,
        ...(decision.verdict === 'failed' ? { reason: decision.reason } : {}),
      },
    });
    return createNotification(tx, {
      userId: updated.userId,
      kind: decision.verdict === 'verified' ? 'kycVerified' : 'kycFailed',
      params: decision.verdict === 'failed' ? { reason: decision.reason } : {},
      refType: 'kyc_submission',
      refId: updated.id,
    });
  });
  await publishNotification(deps.bus, notice);
}
