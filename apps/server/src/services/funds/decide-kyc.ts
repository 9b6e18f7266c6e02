import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { kycSubmissions, users } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict, notFound } from '../../lib/app-error.js';
import type { StaffPrincipal } from '../staff/staff-principal.js';
import { kycView } from './kyc-view.js';
import { createNotification, publishNotification } from '../notifications/create-notification.js';
import { recordAudit } from '../audit/record-audit.js';
import { staffNames, userSummary, usersById } from '../users/user-summary.js';

const KYC_STATUSES = ['under_review', 'verified', 'failed'] as const;
type KycStatus = (typeof KYC_STATUSES)[number];

/** GET /swx/admin/kyc: submissions by status (under review: oldest first, as a queue). */
export async function listKycQueue(
  deps: Pick<Deps, 'db'>,
  query: { status?: string; page: number; size: number },
) {
  const status: KycStatus = KYC_STATUSES.find((s) => s === query.status) ?? 'under_review';
  const where = eq(kycSubmissions.status, status);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(kycSubmissions)
      .where(where)
      .orderBy(
        status === 'under_review'
          ? asc(kycSubmissions.submittedAt)
          : desc(kycSubmissions.reviewedAt),
      )
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    deps.db.select({ n: count() }).from(kycSubmissions).where(where),
  ]);
  const userIds = rows.map((r) => r.userId);
  const [owners, reviewers, history] = await Promise.all([
    usersById(deps.db, userIds),
    staffNames(
      deps.db,
      rows.map((r) => r.reviewedBy),
    ),
    userIds.length === 0
      ? []
      : deps.db
          .select()
          .from(kycSubmissions)
          .where(inArray(kycSubmissions.userId, userIds))
          .orderBy(desc(kycSubmissions.submittedAt)),
  ]);
  return {
    list: rows.map((row) => ({
      submission: kycView(row),
      user: userSummary(owners.get(row.userId)!),
      reviewedBy: row.reviewedBy ? (reviewers.get(row.reviewedBy) ?? null) : null,
      history: history.filter((h) => h.userId === row.userId && h.id !== row.id).map(kycView),
    })),
    total: total?.n ?? 0,
  };
}

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
