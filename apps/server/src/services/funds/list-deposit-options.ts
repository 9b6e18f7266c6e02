import type { DepositOption } from '@meridian/contract';
import { formatAmount, parseAmount } from '@meridian/domain';
import type { Deps } from '../../deps.js';
import type { SettingKey } from '../settings/defaults.js';
import { getSetting } from '../settings/get-setting.js';

/** PRODUCT §6: USDT on TRON and Ethereum, BTC, ETH. */
const DEPOSIT_ROUTES = [
  { asset: 'USDT', network: 'TRC20' },
  { asset: 'USDT', network: 'ERC20' },
  { asset: 'BTC', network: 'BTC' },
  { asset: 'ETH', network: 'ETH' },
] as const;

async function amountSetting(deps: Pick<Deps, 'db'>, key: string): Promise<string> {
  return formatAmount(parseAmount(String(await getSetting(deps.db, key as SettingKey))));
}

/**
 * GET listDepositOptions: each coin and network, the platform's address, and the smallest and
 * largest amount one claim may report.
 */
export async function listDepositOptions(deps: Pick<Deps, 'db'>): Promise<DepositOption[]> {
  return Promise.all(
    DEPOSIT_ROUTES.map(async ({ asset, network }) => ({
      asset,
      network,
      address: String(
        await getSetting(deps.db, `deposit.address.${asset}.${network}` as SettingKey),
      ),
      minimum: await amountSetting(deps, `deposit.minimum.${asset}`),
      maximum: await amountSetting(deps, `deposit.maximum.${asset}`),
    })),
  );
}
