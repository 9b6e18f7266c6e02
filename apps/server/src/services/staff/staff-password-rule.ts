import { InvalidFieldError } from '../../lib/app-error.js';
import { verifyPassword } from '../auth/passwords.js';
import type { StaffRow } from './staff-view.js';

/**
 * A new staff password is missing where one is required, or repeats the old one: 400 with the
 * message `validation.staffPasswordRule` (length is checked by the schema).
 */
export class StaffPasswordRuleError extends InvalidFieldError {
  constructor() {
    super('validation.staffPasswordRule', 'newPassword');
    this.name = 'StaffPasswordRuleError';
  }
}

/** The new password to set at this sign-in, if any; throws when the rule is not met. */
export async function newStaffPassword(
  staff: StaffRow,
  newPassword: string | undefined,
): Promise<string | undefined> {
  if (newPassword === undefined) {
    if (staff.mustChangePassword === 1) throw new StaffPasswordRuleError();
    return undefined;
  }
  if (await verifyPassword(staff.passwordHash, newPassword)) throw new StaffPasswordRuleError();
  return newPassword;
}
