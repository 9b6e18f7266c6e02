// What the review queues (deposits, withdrawals, KYC) and the money decisions share.
import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { conflict, notFound } from '../../lib/app-error.js';
import type { StaffPrincipal } from '../staff/staff-principal.js';
import { createNotification } from '../notifications/create-notification.js';
import { recordAudit } from '../audit/record-audit.js';
import { staffNames, userSummary, usersById } from '../users/user-summary.js';

const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export type ReviewQuery = { status?: string; page: number; size: number };
export type Decision = { verdict: 'approved' } | { verdict: 'rejected'; reason: string };
export type ReviewDeps = Pick<Deps, 'db' | 'clock' | 'bus' | 'log'>;

export const statusOf = (query: ReviewQuery): ReviewStatus =>
  REVIEW_STATUSES.find((s) => s === query.status) ?? 'pending';

export function reviewFields(deps: Pick<Deps, 'clock'>, staff: StaffPrincipal, decision: Decision) {
  return {
    status: decision.verdict,
    rejectReason: decision.verdict === 'rejected' ? decision.reason : null,
    reviewedBy: staff.staffId,
    reviewedAt: deps.clock(),
  };
}

/**
 * The people beside each row of a review queue: its owner (summary) and the staff member who
 * decided it, read in two queries for the whole page.
 */
export async function reviewParties(
  db: Deps['db'],
  rows: readonly { userId: string; reviewedBy: string | null }[],
) {
  const [owners, reviewers] = await Promise.all([
    usersById(
      db,
      rows.map((r) => r.userId),
    ),
    staffNames(
      db,
      rows.map((r) => r.reviewedBy),
    ),
  ]);
  return (row: { userId: string; reviewedBy: string | null }) => ({
    user: userSummary(owners.get(row.userId)!),
    reviewedBy: row.reviewedBy ? (reviewers.get(row.reviewedBy) ?? null) : null,
  });
}

/** No pending row was updated: 404 if it does not exist, else 409 (someone decided it first). */
export async function missingOrDecided(exists: Promise<unknown[]>): Promise<never> {
  throw (await exists).length > 0 ? conflict() : notFound();
}

/**
 * What every decision on a deposit or withdrawal records with it, in its transaction: the audit
 * row (who, before, after) and the user's notification (kind `<target>Approved|Rejected`).
 */
export async function recordDecision(
  tx: Tx,
  staff: StaffPrincipal,
  target: 'deposit' | 'withdrawal',
  row: { id: number; userId: string },
  decision: Decision,
  params: Record<string, string>,
) {
  const withReason =
    decision.verdict === 'rejected' ? { ...params, reason: decision.reason } : params;
  await recordAudit(tx, {
    actorId: staff.staffId,
    action: `${target}.${decision.verdict === 'approved' ? 'approve' : 'reject'}`,
    targetType: target,
    targetId: String(row.id),
    before: { status: 'pending' },
    after: { status: decision.verdict, ...withReason },
  });
  return createNotification(tx, {
    userId: row.userId,
    kind: `${target}${decision.verdict === 'approved' ? 'Approved' : 'Rejected'}`,
    params: withReason,
    refType: target,
    refId: String(row.id),
  });
}
