import { PASSWORD_PATTERN } from '@meridian/contract';
import { z } from 'zod';

/**
 * The change-password form, mirroring the server's rule (8–64 characters with a letter and a
 * digit). Issue messages are i18n keys.
 */
export type PasswordMessage =
  | 'account.password.enterCurrent'
  | 'validation.enterPassword'
  | 'account.password.rule'
  | 'account.password.same'
  | 'validation.confirmPassword'
  | 'validation.passwordsInconsistent';

export const changePasswordSchema = z
  .object({ oldPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((values, ctx) => {
    const add = (path: string, message: PasswordMessage) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (!values.oldPassword) add('oldPassword', 'account.password.enterCurrent');
    if (!values.newPassword) add('newPassword', 'validation.enterPassword');
    else if (!PASSWORD_PATTERN.test(values.newPassword))
      add('newPassword', 'account.password.rule');
    else if (values.newPassword === values.oldPassword) add('newPassword', 'account.password.same');
    if (!values.confirmPassword) add('confirmPassword', 'validation.confirmPassword');
    else if (values.newPassword && values.confirmPassword !== values.newPassword) {
      add('confirmPassword', 'validation.passwordsInconsistent');
    }
  });
export type ChangePasswordForm = z.input<typeof changePasswordSchema>;
