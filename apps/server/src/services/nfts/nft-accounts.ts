import type { Executor } from '../../db/client.js';
import { systemAccountId, userAccountId } from '../ledger/accounts.js';

/** Sales are real-book USDT. */
export const userUsdtAccount = (db: Executor, userId: string) =>
  userAccountId(db, userId, 'real', 'USDT');

export const charityAccount = (db: Executor) => systemAccountId(db, 'charity', 'real', 'USDT');
