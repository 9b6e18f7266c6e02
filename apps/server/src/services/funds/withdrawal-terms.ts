import type { Network, WithdrawalTermsResult } from '@meridian/contract';
import { ASSETS, formatAmount, parseAmount, type Amount, type Asset } from '@meridian/domain';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { getBalances } from '../ledger/get-balances.js';
import type { SettingKey } from '../settings/defaults.js';
import { getSetting } from '../settings/get-setting.js';

/** How each asset can leave the platform (PRODUCT §6): coins on their networks, fiat by bank. */
export const WITHDRAWAL_ROUTES: Record<Asset, { networks: Network[]; bank: boolean }> = {
  USDT: { networks: ['TRC20', 'ERC20'], bank: false },
  BTC: { networks: ['BTC'], bank: false },
  ETH: { networks: ['ETH'], bank: false },
  USD: { networks: [], bank: true },
  EUR: { networks: [], bank: true },
};

export async function withdrawalFees(
  db: Executor,
  asset: Asset,
): Promise<{ feeBp: number; minFee: Amount }> {
  return {
    feeBp: await getSetting(db, 'fees.withdrawalBp'),
    minFee: parseAmount(String(await getSetting(db, `withdrawal.minFee.${asset}` as SettingKey))),
  };
}

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
