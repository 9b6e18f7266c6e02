import type { LoanAgreementPreviewBody } from '@meridian/contract';
import type { Deps } from '../../deps.js';
import { agreementInput, prepareLoanApplication } from './prepare-loan-application.js';
import { renderLoanAgreement } from './render-loan-agreement.js';

/**
 * The agreement as it would be signed now (same checks as the application); nothing is stored.
 * Its loan number is blank: the number is given when the application is made.
 */
export async function previewLoanAgreement(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: string,
  body: LoanAgreementPreviewBody,
): Promise<Uint8Array> {
  const prepared = await prepareLoanApplication(deps, userId, body);
  return renderLoanAgreement(agreementInput(prepared, '—', deps.clock()));
}
