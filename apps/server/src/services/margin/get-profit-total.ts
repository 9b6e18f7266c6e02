import type { ProfitTotal } from '@meridian/contract';
import { formatAmount, parseAmount, type Book } from '@meridian/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { marginOrders, optionOrders } from '../../db/schema/index.js';
import { accountRiskInTx, levelPercent } from './account-risk.js';
import { readUsdt, tradingAccounts } from './margin-accounts.js';
import { getSetting } from '../settings/get-setting.js';
import { smartProfitTotal } from '../smart/smart-profit-total.js';

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
    smart: await smartProfitTotal(deps, userId, book),
    pendingOrders: pending?.n ?? 0,
    stopOutLevel: String(stopOut),
  };
}
