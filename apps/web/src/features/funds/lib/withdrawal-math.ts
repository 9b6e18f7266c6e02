import {
  checkWithdrawal,
  fitsAssetDecimals,
  type Amount,
  type Asset,
  type WithdrawalCost,
} from '@meridian/domain';
import type { Network } from '../api/funds-api';
import { tryParse } from '@/lib/decimal';

/**
 * The withdrawal's fee and what is sent (PRODUCT §6) with the server's own rule, the domain's
 * `checkWithdrawal` (decimals, a positive amount, something left after the fee), so the figures
 * and refusals shown before confirming are what the server answers.
 */

export type { WithdrawalCost };

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

/** The amount's cost, or why it cannot be withdrawn (the fee and what is left, when known). */
export function checkWithdrawalAmount(
  text: string,
  terms: AmountTerms,
): { cost: WithdrawalCost } | { problem: AmountProblem; cost?: WithdrawalCost } {
  if (text.trim() === '') return { problem: { kind: 'required' } };
  const amount = tryParse(text);
  if (amount === undefined) return { problem: { kind: 'invalid' } };
  const check = checkWithdrawal(terms.asset, amount, terms.feeBp, tryParse(terms.minFee) ?? 0n);
  if (!check.ok) {
    if (check.problem === 'decimals')
      return { problem: { kind: 'decimals', decimals: check.decimals } };
    if (check.problem === 'not_positive') return { problem: { kind: 'invalid' } };
  }
  const { cost } = check;
  // The form knows the balance; the server finds it short when it freezes the amount (10092).
  const available = tryParse(terms.available) ?? 0n;
  if (amount > available) return { problem: { kind: 'over', available }, cost };
  if (!check.ok) return { problem: { kind: 'belowFee', fee: cost.fee }, cost };
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
