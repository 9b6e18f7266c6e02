import { canonicalAmount, BOOKS } from '@meridian/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { queryRows } from '../../db/client.js';
import {
  deposits,
  kycSubmissions,
  marginOrders,
  optionOrders,
  spotOrders,
  users,
  withdrawals,
} from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import { depositView, withdrawalView } from '../funds/deposit-view.js';
import { kycView } from '../funds/kyc-view.js';
import { getBalances } from '../ledger/get-balances.js';
import { userSummary } from './user-summary.js';

interface JournalRow {
  entry_id: string | number;
  created_at: string | Date;
  book: 'demo' | 'real';
  reason: string;
  ref_type: string;
  ref_id: string;
  asset: string;
  available_change: string;
  frozen_change: string;
}

const RECENT = 50;

/** GET /swx/admin/users/{id}: profile, KYC, both books, money in and out, orders, journal. */
export async function getUserDetail(deps: Pick<Deps, 'db'>, userId: string) {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user || user.systemRole) throw notFound();
  const [kyc, books, deps_, withs, margin, options, spot, journal] = await Promise.all([
    deps.db
      .select()
      .from(kycSubmissions)
      .where(eq(kycSubmissions.userId, userId))
      .orderBy(desc(kycSubmissions.submittedAt)),
    Promise.all(
      BOOKS.map(async (book) => ({ book, balances: await getBalances(deps.db, userId, book) })),
    ),
    deps.db
      .select()
      .from(deposits)
      .where(eq(deposits.userId, userId))
      .orderBy(desc(deposits.id))
      .limit(RECENT),
    deps.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.userId, userId))
      .orderBy(desc(withdrawals.id))
      .limit(RECENT),
    deps.db
      .select()
      .from(marginOrders)
      .where(eq(marginOrders.userId, userId))
      .orderBy(desc(marginOrders.id))
      .limit(RECENT),
    deps.db
      .select()
      .from(optionOrders)
      .where(eq(optionOrders.userId, userId))
      .orderBy(desc(optionOrders.id))
      .limit(RECENT),
    deps.db
      .select()
      .from(spotOrders)
      .where(eq(spotOrders.userId, userId))
      .orderBy(desc(spotOrders.id))
      .limit(RECENT),
    queryRows<JournalRow>(
      deps.db,
      sql`SELECT e.id AS entry_id, e.created_at, a.book, e.reason, e.ref_type, e.ref_id, a.asset,
            sum(CASE WHEN p.bucket = 'available' THEN p.amount ELSE 0 END) AS available_change,
            sum(CASE WHEN p.bucket = 'frozen' THEN p.amount ELSE 0 END) AS frozen_change
          FROM postings p
          JOIN ledger_accounts a ON a.id = p.account_id
          JOIN journal_entries e ON e.id = p.entry_id
          WHERE a.owner_kind = 'user' AND a.user_id = ${userId}
          GROUP BY e.id, a.book, a.asset
          ORDER BY e.id DESC, a.asset
          LIMIT ${RECENT * 2}`,
    ),
  ]);
  const f = (v: string) => canonicalAmount(String(v));
  const orders = [
    ...margin.map((o) => ({
      kind: 'margin' as const,
      id: String(o.id),
      book: o.book,
      code: o.code,
      side: o.side,
      status: o.status,
      quantity: f(o.lots),
      leverage: o.leverage,
      createdAt: o.createdAt.getTime(),
    })),
    ...options.map((o) => ({
      kind: 'option' as const,
      id: String(o.id),
      book: o.book,
      code: o.code,
      side: o.direction,
      status: o.status,
      quantity: f(o.stake),
      leverage: null,
      createdAt: o.createdAt.getTime(),
    })),
    ...spot.map((o) => ({
      kind: 'spot' as const,
      id: String(o.id),
      book: o.book,
      code: o.pair,
      side: o.side,
      status: o.status,
      quantity: o.quantity ? f(o.quantity) : null,
      leverage: null,
      createdAt: o.createdAt.getTime(),
    })),
  ].sort((a, b) => b.createdAt - a.createdAt);
  return {
    user: {
      ...userSummary(user),
      creditPoints: user.creditPoints,
      referralCode: user.referralCode,
    },
    kyc: kyc.map(kycView),
    books,
    deposits: deps_.map(depositView),
    withdrawals: withs.map((w) => withdrawalView(w, 'staff')),
    orders: orders.slice(0, RECENT),
    journal: journal.map((j) => ({
      entryId: Number(j.entry_id),
      time: new Date(j.created_at).getTime(),
      book: j.book,
      reason: j.reason,
      refType: j.ref_type,
      refId: j.ref_id,
      asset: j.asset,
      availableChange: f(j.available_change),
      frozenChange: f(j.frozen_change),
    })),
  };
}
