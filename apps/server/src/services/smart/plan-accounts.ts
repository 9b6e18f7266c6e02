import type { Book } from '@meridian/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { ledgerAccounts } from '../../db/schema/index.js';
import { systemAccountId, userAccountId } from '../ledger/accounts.js';

/** The accounts a plan's entries touch: its own, its owner's, the house (counterparty) and fees. */
export interface PlanAccounts {
  plan: number;
  user: number;
  house: number;
  fee: number;
}

/** Opens the plan's own USDT account (owner kind plan), in the purchase's transaction. */
export async function openPlanAccount(
  db: Executor,
  planId: number,
  userId: string,
  book: Book,
): Promise<number> {
  const [row] = await db
    .insert(ledgerAccounts)
    .values({ ownerKind: 'plan', planId, userId, book, asset: 'USDT', allowNegative: false })
    .returning({ id: ledgerAccounts.id });
  if (!row) throw new Error(`plan account not opened for plan ${planId}`);
  return row.id;
}

export async function planAccounts(
  db: Executor,
  plan: { accountId: number | null; userId: string; book: Book; id: number },
): Promise<PlanAccounts> {
  let account = plan.accountId;
  if (account === null) {
    const [row] = await db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.ownerKind, 'plan'), eq(ledgerAccounts.planId, plan.id)));
    if (!row) throw new Error(`plan ${plan.id} has no account`);
    account = row.id;
  }
  return {
    plan: account,
    user: await userAccountId(db, plan.userId, plan.book, 'USDT'),
    house: await systemAccountId(db, 'house', plan.book, 'USDT'),
    fee: await systemAccountId(db, 'fee', plan.book, 'USDT'),
  };
}
