import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { kycSubmissions } from '../../db/schema/index.js';
import { kycView } from './kyc-view.js';
import { reviewParties } from './money-review.js';

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
  const [partiesOf, history] = await Promise.all([
    reviewParties(deps.db, rows),
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
      ...partiesOf(row),
      history: history.filter((h) => h.userId === row.userId && h.id !== row.id).map(kycView),
    })),
    total: total?.n ?? 0,
  };
}
