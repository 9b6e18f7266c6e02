import type { Deposit, Withdrawal } from '@meridian/contract';
import { canonicalAmount } from '@meridian/domain';
import type { deposits, withdrawals } from '../../db/schema/index.js';

export type DepositRow = typeof deposits.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;

const amount = (value: string) => canonicalAmount(value);

export function depositView(row: DepositRow): Deposit {
  return {
    id: row.id,
    asset: row.asset,
    network: row.network,
    amount: amount(row.amount),
    address: row.address,
    txHash: row.txHash,
    last6: row.last6,
    proofImageId: row.proofUploadId,
    status: row.status,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.getTime(),
    reviewedAt: row.reviewedAt?.getTime() ?? null,
  };
}

/** `audience` user: the bank account number is masked but for its last 4 characters. */
export function withdrawalView(row: WithdrawalRow, audience: 'user' | 'staff'): Withdrawal {
  const account = row.bankAccount;
  return {
    id: row.id,
    asset: row.asset,
    method: row.method,
    network: row.network,
    address: row.address,
    bankHolder: row.bankHolder,
    bankAccount:
      account && audience === 'user'
        ? `${'•'.repeat(Math.max(0, account.length - 4))}${account.slice(-4)}`
        : account,
    bankType: row.bankType,
    amount: amount(row.amount),
    fee: amount(row.fee),
    received: amount(row.received),
    status: row.status,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.getTime(),
    reviewedAt: row.reviewedAt?.getTime() ?? null,
  };
}
