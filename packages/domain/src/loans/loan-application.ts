import { ASSET_DECIMALS } from '../money/assets.js';
import { decimalPlaces, type Amount } from '../money/amount.js';
import { isLoanTerm, LOAN_ASSET, type LoanSettings, type LoanTermDays } from './loan-terms.js';

/** What a borrower's standing allows: their credit points and the loans they still owe. */
export interface BorrowerStanding {
  creditPoints: number;
  /** Principal of their loans pending review, approved and not yet repaid, or overdue. */
  outstandingPrincipal: Amount;
  hasOverdueLoan: boolean;
}

/** Maximum amount = credit points × the amount per point, less what is already borrowed. */
export function borrowingLimit(standing: BorrowerStanding, settings: LoanSettings): Amount {
  const limit = BigInt(Math.max(0, standing.creditPoints)) * settings.amountPerCreditPoint;
  const left = limit - standing.outstandingPrincipal;
  return left > 0n ? left : 0n;
}

export type LoanApplicationProblem =
  /** Not one of the terms (SPEC 10023). */
  | 'term'
  /** Not a positive USDT amount at the asset's precision, or below the minimum. */
  | 'amount'
  /** Above what the borrower's credit points allow. */
  | 'limit'
  /** An overdue loan: no new loan until it is repaid. */
  | 'overdue';

export type LoanApplicationCheck =
  | { ok: true; termDays: LoanTermDays }
  | { ok: false; problem: LoanApplicationProblem; limit: Amount };

/** Whether a borrower may apply for `amount` over `termDays` (the order of the checks is the
 * order of the answers a person needs: a wrong term first, an overdue loan before any amount). */
export function checkLoanApplication(
  amount: Amount,
  termDays: number,
  standing: BorrowerStanding,
  settings: LoanSettings,
): LoanApplicationCheck {
  const limit = borrowingLimit(standing, settings);
  if (!isLoanTerm(termDays)) return { ok: false, problem: 'term', limit };
  if (standing.hasOverdueLoan) return { ok: false, problem: 'overdue', limit };
  if (
    amount <= 0n ||
    amount < settings.minAmount ||
    decimalPlaces(amount) > ASSET_DECIMALS[LOAN_ASSET]
  )
    return { ok: false, problem: 'amount', limit };
  if (amount > limit) return { ok: false, problem: 'limit', limit };
  return { ok: true, termDays };
}

/** Credit points after a loan is repaid: raised when on or before its due date. */
export function pointsAfterRepayment(
  points: number,
  onTime: boolean,
  settings: LoanSettings,
): number {
  return onTime ? points + settings.onTimeRepaymentPoints : points;
}

/** Credit points when a loan becomes overdue: lowered, never below zero. */
export function pointsAfterOverdue(points: number, settings: LoanSettings): number {
  return Math.max(0, points - settings.overduePoints);
}
