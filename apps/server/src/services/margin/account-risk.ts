import {
  formatAmountFixed,
  marginLevelBp,
  parseAmount,
  type Amount,
  type Book,
} from '@meridian/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { marginOrders } from '../../db/schema/index.js';
import { markToMarket } from './margin-order-view.js';
import type { UsdtBalance } from './margin-accounts.js';

export interface AccountRisk {
  /** USDT in the book: available plus frozen. */
  cash: Amount;
  unrealised: Amount;
  equity: Amount;
  usedMargin: Amount;
  levelBp: bigint | undefined;
  openPositions: number;
}

/** The margin account of a book now: cash, open positions marked to the latest recorded ticks. */
export async function accountRiskInTx(
  db: Executor,
  deps: Pick<Deps, 'market'>,
  userId: string,
  book: Book,
  balance: UsdtBalance,
): Promise<AccountRisk> {
  const open = await db
    .select()
    .from(marginOrders)
    .where(
      and(
        eq(marginOrders.userId, userId),
        eq(marginOrders.book, book),
        eq(marginOrders.status, 'open'),
      ),
    );
  let usedMargin = 0n;
  let unrealised = 0n;
  for (const row of open) {
    usedMargin += parseAmount(row.margin);
    unrealised += markToMarket(row, deps)?.profit ?? 0n;
  }
  const cash = balance.available + balance.frozen;
  const equity = cash + unrealised;
  return {
    cash,
    unrealised,
    equity,
    usedMargin,
    levelBp: marginLevelBp(equity, usedMargin),
    openPositions: open.length,
  };
}

/** "12.34" percent from basis points. */
export function levelPercent(levelBp: bigint | undefined): string | null {
  if (levelBp === undefined) return null;
  return formatAmountFixed(levelBp * 10n ** 16n, 2);
}
