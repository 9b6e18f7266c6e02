import type { MarginOrderList, ProfitTotal } from '@meridian/contract';
import { formatAmount, parseAmount, type Book } from '@meridian/domain';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { marginOrders, optionOrders } from '../../db/schema/index.js';
import { accountRiskInTx, levelPercent } from './account-risk.js';
import { marginOrderView } from './margin-order-view.js';
import { readUsdt, tradingAccounts } from './margin-accounts.js';
import { getSetting } from '../settings/get-setting.js';

const STATUSES = {
  open: ['open'],
  pending: ['pending'],
  history: ['closed', 'cancelled'],
} as const;

/** listUOrder: the caller's own orders in the selected book, newest first. */
export async function listMarginOrders(
  deps: Deps,
  userId: string,
  book: Book,
  query: { status: keyof typeof STATUSES; code?: string | undefined; page: number; size: number },
): Promise<MarginOrderList> {
  const conditions: SQL[] = [
    eq(marginOrders.userId, userId),
    eq(marginOrders.book, book),
    inArray(marginOrders.status, [...STATUSES[query.status]]),
  ];
  if (query.code) conditions.push(eq(marginOrders.code, query.code));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(marginOrders)
      .where(where)
      .orderBy(
        desc(query.status === 'history' ? marginOrders.closedAt : marginOrders.id),
        desc(marginOrders.id),
      )
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    deps.db.select({ n: count() }).from(marginOrders).where(where),
  ]);
  return { list: rows.map((row) => marginOrderView(row, deps)), total: total?.n ?? 0 };
}

/** getProfitTotal: the margin account of the book, marked to the latest recorded ticks. */
export async function getProfitTotal(deps: Deps, userId: string, book: Book): Promise<ProfitTotal> {
  const accounts = await tradingAccounts(deps, deps.db, userId, book);
  const balance = await readUsdt(deps.db, accounts.user);
  const risk = await accountRiskInTx(deps.db, deps, userId, book, balance);
  const [pending] = await deps.db
    .select({ n: count() })
    .from(marginOrders)
    .where(
      and(
        eq(marginOrders.userId, userId),
        eq(marginOrders.book, book),
        eq(marginOrders.status, 'pending'),
      ),
    );
  const [realised] = await deps.db
    .select({
      margin: sql<string>`coalesce(sum(${marginOrders.profit} + ${marginOrders.absorbedLoss}), 0)::text`,
    })
    .from(marginOrders)
    .where(
      and(
        eq(marginOrders.userId, userId),
        eq(marginOrders.book, book),
        eq(marginOrders.status, 'closed'),
      ),
    );
  const [options] = await deps.db
    .select({
      result: sql<string>`coalesce(sum(${optionOrders.returned} - ${optionOrders.stake}), 0)::text`,
    })
    .from(optionOrders)
    .where(
      and(
        eq(optionOrders.userId, userId),
        eq(optionOrders.book, book),
        sql`${optionOrders.status} <> 'open'`,
      ),
    );
  const stopOut = await getSetting(deps.db, 'margin.stopOutLevelPercent');
  return {
    balance: formatAmount(risk.cash),
    equity: formatAmount(risk.equity),
    usedMargin: formatAmount(risk.usedMargin),
    freeMargin: formatAmount(risk.equity - risk.usedMargin),
    marginLevel: levelPercent(risk.levelBp),
    unrealisedProfit: formatAmount(risk.unrealised),
    realisedProfit: formatAmount(
      parseAmount(realised?.margin ?? '0') + parseAmount(options?.result ?? '0'),
    ),
    openPositions: risk.openPositions,
    pendingOrders: pending?.n ?? 0,
    stopOutLevel: String(stopOut),
  };
}
