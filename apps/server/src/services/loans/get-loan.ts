import type { LoanDetail } from '@meridian/contract';
import type { Deps } from '../../deps.js';
import { loanDetail } from './loan-view.js';
import { findLoan } from './owned-loan.js';

/** getLoanById: one of the caller's loans with its schedule and what repaying now costs. */
export async function getLoan(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: string,
  loanId: number,
): Promise<LoanDetail> {
  const { loan, sha256 } = await findLoan(deps.db, loanId, userId);
  return loanDetail(loan, sha256, deps.clock().getTime());
}
