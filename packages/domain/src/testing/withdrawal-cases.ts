/**
 * One table of withdrawal amounts at the default fee terms (1% = 100 bp, at least 1 USDT), checked
 * against the domain's `checkWithdrawal` (packages/domain), the web's withdrawal form arithmetic
 * (apps/web features/funds) and the server's answers to POST withdrawal (apps/server test/funds):
 * all three must agree, because the server and the web call the same function.
 */

export const WITHDRAWAL_TERMS = { asset: 'USDT', feeBp: 100, minFee: '1' } as const;

export type WithdrawalCase =
  | { amount: string; fee: string; received: string }
  | { amount: string; problem: 'decimals' | 'not_positive' | 'below_minimum' };

export const WITHDRAWAL_CASES: readonly WithdrawalCase[] = [
  { amount: '100', fee: '1', received: '99' },
  { amount: '50', fee: '1', received: '49' },
  // 1% of 123.456789 is 1.23456789: up to USDT's sixth decimal.
  { amount: '123.456789', fee: '1.234568', received: '122.222221' },
  // The smallest amount that sends anything: the minimum fee and one unit.
  { amount: '1.000001', fee: '1', received: '0.000001' },
  { amount: '1', problem: 'below_minimum' },
  { amount: '0.5', problem: 'below_minimum' },
  { amount: '0', problem: 'not_positive' },
  { amount: '-3', problem: 'not_positive' },
  { amount: '10.0000001', problem: 'decimals' },
  { amount: '-0.0000001', problem: 'decimals' },
];

/** The smallest withdrawal at these terms (a refusal for a too-small amount names it). */
export const WITHDRAWAL_MINIMUM = '1.000001';
