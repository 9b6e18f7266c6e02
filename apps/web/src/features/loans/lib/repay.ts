import { formatAmount, parseAmount } from '@meridian/domain';
import type { LoanRecord } from '../api/loans-api';

/**
 * What repaying now saves against repaying on the repayment date (repayment amount − amount
 * due), when the loan is repaid early: null when it is not being repaid early or saves nothing.
 */
export function earlySaving(loan: LoanRecord): string | null {
  if (loan.status !== 'repaying' || loan.amountDue === null) return null;
  const saved = parseAmount(loan.repaymentAmount) - parseAmount(loan.amountDue);
  return saved > 0n ? formatAmount(saved) : null;
}
