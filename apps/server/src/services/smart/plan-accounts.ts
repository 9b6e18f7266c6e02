import type { Book } from '@meridian/domain';
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

/** The accounts of a plan's entries (its own account is opened with it, so always set). */
export async function planAccounts(
  db: Executor,
  plan: { accountId: number | null; userId: string; book: Book; id: number },
): Promise<PlanAccounts> {
  if (plan.accountId === null) throw new Error(`plan ${plan.id} has no account`);
  return {
    plan: plan.accountId,
    user: await userAccountId(db, plan.userId, plan.book, 'USDT'),
    house: await systemAccountId(db, 'house', plan.book, 'USDT'),
    fee: await systemAccountId(db, 'fee', plan.book, 'USDT'),
  };
}
