import { z } from 'zod';

/**
 * The withdrawal password form, mirroring the server's repasswordTxBody (6–64 characters, typed
 * twice); the current password (the withdrawal password, or the login password when none is set
 * yet) when the account has one. Issue messages are i18n keys.
 */

export const WITHDRAWAL_PASSWORD_MIN = 6;
export const WITHDRAWAL_PASSWORD_MAX = 64;

export type PasswordMessage =
  | 'funds.password.errors.current'
  | 'funds.password.errors.rule'
  | 'validation.enterWithdrawalPassword'
  | 'validation.confirmPassword'
  | 'validation.passwordsInconsistent';

export function withdrawalPasswordSchema(needsCurrent: boolean) {
  return z
    .object({ currentPassword: z.string(), password: z.string(), confirmPassword: z.string() })
    .superRefine((values, ctx) => {
      const add = (path: string, message: PasswordMessage) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (needsCurrent && !values.currentPassword)
        add('currentPassword', 'funds.password.errors.current');
      if (!values.password) add('password', 'validation.enterWithdrawalPassword');
      else if (
        values.password.length < WITHDRAWAL_PASSWORD_MIN ||
        values.password.length > WITHDRAWAL_PASSWORD_MAX
      )
        add('password', 'funds.password.errors.rule');
      if (!values.confirmPassword) add('confirmPassword', 'validation.confirmPassword');
      else if (values.password && values.confirmPassword !== values.password)
        add('confirmPassword', 'validation.passwordsInconsistent');
    });
}

export type WithdrawalPasswordForm = z.input<ReturnType<typeof withdrawalPasswordSchema>>;
