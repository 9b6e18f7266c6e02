import type { AdminLoanItem } from '@meridian/contract';
import { formatAmount, parseAmount } from '@meridian/domain';
import { asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { loanAgreements, loans } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { notFound } from '../../lib/app-error.js';
import { staffNames } from '../users/user-summary.js';
import { loanRecord, type LoanRow } from './loan-view.js';

type QueueStatus = 'pending' | 'repaying' | 'overdue' | 'repaid' | 'rejected' | 'open';

/** GET /swx/admin/loans: loans by status with their borrowers (pending: oldest first, a queue). */
export async function listLoanQueue(
  deps: Pick<Deps, 'db' | 'clock'>,
  query: { status: QueueStatus; page: number; size: number },
): Promise<{ list: AdminLoanItem[]; total: number }> {
  const where: SQL =
    query.status === 'open'
      ? inArray(loans.status, ['pending', 'repaying', 'overdue'])
      : eq(loans.status, query.status);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ loan: loans, sha256: loanAgreements.sha256 })
      .from(loans)
      .innerJoin(loanAgreements, eq(loanAgreements.loanId, loans.id))
      .where(where)
      .orderBy(query.status === 'pending' ? asc(loans.id) : desc(loans.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    deps.db.select({ n: count() }).from(loans).where(where),
  ]);
  return {
    list: await adminLoanItems(deps, rows),
    total: total?.n ?? 0,
  };
}

/** GET /swx/admin/loans/:id. */
export async function getLoanForStaff(
  deps: Pick<Deps, 'db' | 'clock'>,
  loanId: number,
): Promise<AdminLoanItem> {
  const rows = await deps.db
    .select({ loan: loans, sha256: loanAgreements.sha256 })
    .from(loans)
    .innerJoin(loanAgreements, eq(loanAgreements.loanId, loans.id))
    .where(eq(loans.id, loanId));
  const [item] = await adminLoanItems(deps, rows);
  if (!item) throw notFound();
  return item;
}

interface BorrowerRow {
  id: string;
  username: string;
  email: string | null;
  kyc_status: AdminLoanItem['borrower']['kycStatus'];
  credit_points: number;
  available: string;
  name: string | null;
  kyc_id: string | null;
  repaid_on_time: number;
  repaid_late: number;
  open: number;
  rejected: number;
}

/** The borrowers of a page of loans, with their KYC name, balance and loan history, in one query. */
async function adminLoanItems(
  deps: Pick<Deps, 'db' | 'clock'>,
  rows: { loan: LoanRow; sha256: string }[],
): Promise<AdminLoanItem[]> {
  if (rows.length === 0) return [];
  const userIds = [...new Set(rows.map((r) => r.loan.userId))];
  const [borrowers, deciders] = await Promise.all([
    borrowersById(deps.db, userIds),
    staffNames(
      deps.db,
      rows.map((r) => r.loan.decidedBy),
    ),
  ]);
  const nowMs = deps.clock().getTime();
  return rows.map(({ loan, sha256 }) => {
    const b = borrowers.get(loan.userId)!;
    return {
      loan: loanRecord(loan, sha256, nowMs),
      borrower: {
        id: b.id,
        username: b.username,
        email: b.email,
        kycStatus: b.kyc_status,
        name: b.name,
        kycSubmissionId: b.kyc_id,
        creditPoints: b.credit_points,
        available: b.available,
        history: {
          repaidOnTime: b.repaid_on_time,
          repaidLate: b.repaid_late,
          open: b.open,
          rejected: b.rejected,
        },
      },
      decidedBy: loan.decidedBy ? (deciders.get(loan.decidedBy) ?? null) : null,
      decideTime: loan.decidedAt?.getTime() ?? null,
    };
  });
}

async function borrowersById(db: Executor, userIds: string[]): Promise<Map<string, BorrowerRow>> {
  const ids = sql.join(
    userIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await queryRows<BorrowerRow>(
    db,
    sql`SELECT u.id, u.username, u.email, u.kyc_status, u.credit_points,
               coalesce((SELECT a.available FROM ledger_accounts a
                          WHERE a.owner_kind = 'user' AND a.user_id = u.id AND a.book = 'real' AND a.asset = 'USDT'), 0)::text AS available,
               k.name, k.id AS kyc_id,
               (SELECT count(*) FROM loans l WHERE l.user_id = u.id AND l.status = 'repaid' AND l.repaid_at <= l.due_at)::int AS repaid_on_time,
               (SELECT count(*) FROM loans l WHERE l.user_id = u.id AND l.status = 'repaid' AND l.repaid_at > l.due_at)::int AS repaid_late,
               (SELECT count(*) FROM loans l WHERE l.user_id = u.id AND l.status IN ('pending', 'repaying', 'overdue'))::int AS open,
               (SELECT count(*) FROM loans l WHERE l.user_id = u.id AND l.status = 'rejected')::int AS rejected
          FROM users u
          LEFT JOIN LATERAL (
            SELECT s.id, s.first_name || ' ' || s.last_name AS name FROM kyc_submissions s
             WHERE s.user_id = u.id AND s.status = 'verified' ORDER BY s.submitted_at DESC LIMIT 1
          ) k ON true
         WHERE u.id IN (${ids})`,
  );
  return new Map(
    rows.map((r) => [r.id, { ...r, available: formatAmount(parseAmount(r.available)) }]),
  );
}
