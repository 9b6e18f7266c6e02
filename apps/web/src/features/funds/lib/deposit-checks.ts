import { ASSET_DECIMALS, type Amount } from '@meridian/domain';
import type { DepositAsset } from '../api/funds-api';
import { fitsDecimals } from './withdrawal-math';
import { tryParse } from '@/lib/decimal';

/**
 * The deposit form's checks before anything is sent (the server repeats them): the amount is at
 * least the coin's minimum and fits its decimals, the hash has the server's shape, and the last 6
 * characters typed again are the hash's last 6 (in any case).
 */

export interface DepositDraft {
  amount: string;
  txHash: string;
  last6: string;
}

export type DepositProblem =
  'required' | 'invalid' | 'decimals' | 'minimum' | 'hash' | 'last6' | 'last6Mismatch';

export type DepositProblems = Partial<Record<keyof DepositDraft, DepositProblem>>;

const HASH = /^(0x)?[0-9a-fA-F]{16,128}$/;
const LAST6 = /^[0-9a-fA-F]{6}$/;

export function checkDeposit(
  draft: DepositDraft,
  coin: DepositAsset,
  minimum: string,
): DepositProblems {
  const problems: DepositProblems = {};
  const amountText = draft.amount.trim();
  const amount: Amount | undefined = tryParse(amountText);
  if (amountText === '') problems.amount = 'required';
  else if (amount === undefined || amount <= 0n) problems.amount = 'invalid';
  else if (!fitsDecimals(coin, amount)) problems.amount = 'decimals';
  else if (amount < (tryParse(minimum) ?? 0n)) problems.amount = 'minimum';

  const hash = draft.txHash.trim();
  if (hash === '') problems.txHash = 'required';
  else if (!HASH.test(hash)) problems.txHash = 'hash';

  const last6 = draft.last6.trim();
  if (last6 === '') problems.last6 = 'required';
  else if (!LAST6.test(last6)) problems.last6 = 'last6';
  else if (HASH.test(hash) && hash.slice(-6).toLowerCase() !== last6.toLowerCase())
    problems.last6 = 'last6Mismatch';
  return problems;
}

export function coinDecimals(coin: DepositAsset): number {
  return ASSET_DECIMALS[coin];
}
