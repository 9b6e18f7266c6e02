import type { WithdrawalTermsResult } from '@meridian/contract';
import { ASSETS, formatAmount } from '@meridian/domain';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { users } from '../../db/schema/index.js';
import { getBalances } from '../ledger/get-balances.js';
import { WITHDRAWAL_ROUTES, withdrawalFees } from './withdrawal-terms.js';

/** GET getWithdrawalTerms: what the user can withdraw from the real book, how, at what cost. */
export async function getWithdrawalTerms(
  deps: Pick<Deps, 'db'>,
  userId: string,
): Promise<WithdrawalTermsResult> {
  const [user] = await deps.db
    .select({ kycStatus: users.kycStatus, passwordHash: users.withdrawalPasswordHash })
    .from(users)
    .where(eq(users.id, userId));
  const balances = await getBalances(deps.db, userId, 'real');
  const terms = await Promise.all(
    ASSETS.map(async (asset) => {
      const { feeBp, minFee } = await withdrawalFees(deps.db, asset);
      return {
        asset,
        available: balances.find((b) => b.asset === asset)?.available ?? '0',
        ...WITHDRAWAL_ROUTES[asset],
        feeBp,
        minFee: formatAmount(minFee),
      };
    }),
  );
  return {
    kycStatus: user?.kycStatus ?? 'unverified',
    hasWithdrawalPassword: Boolean(user?.passwordHash),
    terms,
  };
}
