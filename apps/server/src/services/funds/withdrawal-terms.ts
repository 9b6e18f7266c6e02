import type { Network } from '@meridian/contract';
import { parseAmount, type Amount, type Asset } from '@meridian/domain';
import type { Executor } from '../../db/client.js';
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
