import {
  ASSET_DECIMALS,
  fitsAssetDecimals,
  withdrawalFee,
  type Amount,
  type Asset,
} from '@meridian/domain';
import type { Network } from '../api/funds-api';
import { tryParse } from '@/lib/decimal';

/**
 * The withdrawal's fee and what is sent (PRODUCT §6), with the server's own rule from
 * packages/domain (`withdrawalFee`), so the figures shown before confirming are what is charged.
 */

export interface WithdrawalCost {
  amount: Amount;
  fee: Amount;
  /** amount − fee; may be 0 or less (nothing would be sent). */
  received: Amount;
}

/** The rule of the server (packages/domain), with what is sent even when nothing would be. */
export function withdrawalCost(
  asset: Asset,
  amount: Amount,
  feeBp: number,
  minFee: Amount,
): WithdrawalCost {
  const fee = withdrawalFee(asset, amount, feeBp, minFee);
  return { amount, fee, received: amount - fee };
}

/** True when `amount` has no more decimals than the asset allows. */
export const fitsDecimals = fitsAssetDecimals;

export type AmountProblem =
  | { kind: 'required' }
  | { kind: 'invalid' }
  | { kind: 'decimals'; decimals: number }
  | { kind: 'over'; available: Amount }
  | { kind: 'belowFee'; fee: Amount };

export interface AmountTerms {
  asset: Asset;
  available: string;
  feeBp: number;
  minFee: string;
}

/** The amount's cost, or why it cannot be withdrawn. */
export function checkWithdrawalAmount(
  text: string,
  terms: AmountTerms,
): { cost: WithdrawalCost } | { problem: AmountProblem; cost?: WithdrawalCost } {
  if (text.trim() === '') return { problem: { kind: 'required' } };
  const amount = tryParse(text);
  if (amount === undefined || amount <= 0n) return { problem: { kind: 'invalid' } };
  if (!fitsDecimals(terms.asset, amount))
    return { problem: { kind: 'decimals', decimals: ASSET_DECIMALS[terms.asset] } };
  const cost = withdrawalCost(terms.asset, amount, terms.feeBp, tryParse(terms.minFee) ?? 0n);
  const available = tryParse(terms.available) ?? 0n;
  if (amount > available) return { problem: { kind: 'over', available }, cost };
  if (cost.received <= 0n) return { problem: { kind: 'belowFee', fee: cost.fee }, cost };
  return { cost };
}

const BASE58 = '1-9A-HJ-NP-Za-km-z';
const ETHEREUM = /^0x[0-9a-fA-F]{40}$/;
const ADDRESS_HINTS: Record<Network, readonly RegExp[]> = {
  BTC: [new RegExp(`^[13][${BASE58}]{25,34}$`), /^bc1[02-9ac-hj-np-z]{8,87}$/i],
  ETH: [ETHEREUM],
  ERC20: [ETHEREUM],
  TRC20: [new RegExp(`^T[${BASE58}]{33}$`)],
};

/**
 * A light look at the address's shape for its network (BTC: 1, 3 or bc1; ETH and ERC-20: 0x and
 * 40 hex digits; TRC-20: T and 33 base58 characters). The server checks the checksums.
 */
export function looksLikeAddress(network: Network, address: string): boolean {
  const text = address.trim();
  return ADDRESS_HINTS[network].some((pattern) => pattern.test(text));
}
