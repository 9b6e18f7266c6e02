import { formatAmount, parseAmount, transfer, unfreeze, type Posting } from '@meridian/domain';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import { deposits, withdrawals } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict, notFound } from '../../lib/app-error.js';
import type { StaffPrincipal } from '../staff/staff-principal.js';
import { depositView, withdrawalView } from './deposit-view.js';
import { systemAccountId, userAccountId } from '../ledger/accounts.js';
import { postEntry } from '../ledger/post-entry.js';
import { createNotification, publishNotification } from '../notifications/create-notification.js';
import { recordAudit } from '../audit/record-audit.js';
import { staffNames, userSummary, usersById } from '../users/user-summary.js';

const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
type ReviewStatus = (typeof REVIEW_STATUSES)[number];
type Query = { status?: string; page: number; size: number };
type Decision = { verdict: 'approved' } | { verdict: 'rejected'; reason: string };
type ReviewDeps = Pick<Deps, 'db' | 'clock' | 'bus' | 'log'>;

const statusOf = (query: Query): ReviewStatus =>
  REVIEW_STATUSES.find((s) => s === query.status) ?? 'pending';

/** GET /swx/admin/deposits: deposits by status (pending: oldest first, as a queue). */
export async function listDepositQueue(deps: Pick<Deps, 'db'>, query: Query) {
  const status = statusOf(query);
  const where = eq(deposits.status, status);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(deposits)
      .where(where)
      .orderBy(status === 'pending' ? asc(deposits.id) : desc(deposits.reviewedAt))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    deps.db.select({ n: count() }).from(deposits).where(where),
  ]);
  const owners = await usersById(
    deps.db,
    rows.map((r) => r.userId),
  );
  const reviewers = await staffNames(
    deps.db,
    rows.map((r) => r.reviewedBy),
  );
  return {
    list: rows.map((row) => ({
      deposit: depositView(row),
      user: userSummary(owners.get(row.userId)!),
      reviewedBy: row.reviewedBy ? (reviewers.get(row.reviewedBy) ?? null) : null,
    })),
    total: total?.n ?? 0,
  };
}

/** GET /swx/admin/withdrawals: withdrawals by status; staff see the full bank details. */
export async function listWithdrawalQueue(deps: Pick<Deps, 'db'>, query: Query) {
  const status = statusOf(query);
  const where = eq(withdrawals.status, status);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(withdrawals)
      .where(where)
      .orderBy(status === 'pending' ? asc(withdrawals.id) : desc(withdrawals.reviewedAt))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    deps.db.select({ n: count() }).from(withdrawals).where(where),
  ]);
  const owners = await usersById(
    deps.db,
    rows.map((r) => r.userId),
  );
  const reviewers = await staffNames(
    deps.db,
    rows.map((r) => r.reviewedBy),
  );
  return {
    list: rows.map((row) => ({
      withdrawal: withdrawalView(row, 'staff'),
      user: userSummary(owners.get(row.userId)!),
      reviewedBy: row.reviewedBy ? (reviewers.get(row.reviewedBy) ?? null) : null,
    })),
    total: total?.n ?? 0,
  };
}

function reviewFields(deps: Pick<Deps, 'clock'>, staff: StaffPrincipal, decision: Decision) {
  return {
    status: decision.verdict,
    rejectReason: decision.verdict === 'rejected' ? decision.reason : null,
    reviewedBy: staff.staffId,
    reviewedAt: deps.clock(),
  };
}

/** No pending row was updated: 404 if it does not exist, else 409 (someone decided it first). */
async function missingOrDecided(exists: Promise<unknown[]>): Promise<never> {
  throw (await exists).length > 0 ? conflict() : notFound();
}

/**
 * What every decision on a deposit or withdrawal records with it, in its transaction: the audit
 * row (who, before, after) and the user's notification (kind `<target>Approved|Rejected`).
 */
async function recordDecision(
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

/**
 * Approve (credit the real book from `external`) or reject a pending deposit. The pending test is
 * part of the UPDATE: of two staff approving at once, one credits and the other gets 409.
 */
export async function decideDeposit(
  deps: ReviewDeps,
  staff: StaffPrincipal,
  depositId: number,
  decision: Decision,
) {
  const { row, notice } = await inTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .update(deposits)
      .set(reviewFields(deps, staff, decision))
      .where(and(eq(deposits.id, depositId), eq(deposits.status, 'pending')))
      .returning();
    if (!row)
      return missingOrDecided(
        tx.select({ id: deposits.id }).from(deposits).where(eq(deposits.id, depositId)),
      );
    const amount = parseAmount(row.amount);
    if (decision.verdict === 'approved') {
      const from = await systemAccountId(tx, 'external', 'real', row.asset);
      const to = await userAccountId(tx, row.userId, 'real', row.asset);
      await postEntry(
        tx,
        {
          reason: 'deposit',
          refType: 'deposit',
          refId: String(row.id),
          postings: transfer({ accountId: from }, { accountId: to }, row.asset, amount),
        },
        staff.staffId,
      );
    }
    const notice = await recordDecision(tx, staff, 'deposit', row, decision, {
      amount: formatAmount(amount),
      asset: row.asset,
    });
    return { row, notice };
  });
  await publishNotification(deps.bus, notice);
  return depositView(row);
}

/**
 * Approve (pay `received` out to `external` and the fee to the fee account, from the frozen
 * amount) or reject (unfreeze the amount) a pending withdrawal; one journal entry either way.
 */
export async function decideWithdrawal(
  deps: ReviewDeps,
  staff: StaffPrincipal,
  withdrawalId: number,
  decision: Decision,
) {
  const { row, notice } = await inTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .update(withdrawals)
      .set(reviewFields(deps, staff, decision))
      .where(and(eq(withdrawals.id, withdrawalId), eq(withdrawals.status, 'pending')))
      .returning();
    if (!row)
      return missingOrDecided(
        tx.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.id, withdrawalId)),
      );
    const amount = parseAmount(row.amount);
    const fee = parseAmount(row.fee);
    const received = parseAmount(row.received);
    const user = await userAccountId(tx, row.userId, 'real', row.asset);
    let postings: Posting[];
    if (decision.verdict === 'approved') {
      const external = await systemAccountId(tx, 'external', 'real', row.asset);
      const feeAccount = await systemAccountId(tx, 'fee', 'real', row.asset);
      postings = [
        { accountId: user, bucket: 'frozen', asset: row.asset, amount: -amount },
        { accountId: external, bucket: 'available', asset: row.asset, amount: received },
        ...(fee > 0n
          ? [{ accountId: feeAccount, bucket: 'available' as const, asset: row.asset, amount: fee }]
          : []),
      ];
    } else {
      postings = unfreeze(user, row.asset, amount);
    }
    await postEntry(
      tx,
      {
        reason: decision.verdict === 'approved' ? 'withdrawal_payout' : 'withdrawal_release',
        refType: 'withdrawal',
        refId: String(row.id),
        postings,
      },
      staff.staffId,
    );
    const notice = await recordDecision(tx, staff, 'withdrawal', row, decision, {
      amount: formatAmount(amount),
      received: formatAmount(received),
      asset: row.asset,
    });
    return { row, notice };
  });
  await publishNotification(deps.bus, notice);
  return withdrawalView(row, 'staff');
}
