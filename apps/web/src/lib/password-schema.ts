import { passwordSchema, repasswordTxBody } from '@meridian/contract';
import { z } from 'zod';

/**
 * The one password rule of the web's forms, taken from the contract the server validates with:
 * a login password is `passwordSchema` (8–64 characters with a letter and a digit), a withdrawal
 * password the `password` field of `repasswordTxBody` (6–64 characters). Forms never restate the
 * numbers, so they cannot drift from the server. Issue messages are i18n keys.
 */
export type PasswordKind = 'login' | 'withdrawal';

const RULES: Record<PasswordKind, z.ZodType<string>> = {
  login: passwordSchema,
  withdrawal: repasswordTxBody.shape.password,
};

/** The longest withdrawal password the server takes (for the inputs' maxLength). */
export const WITHDRAWAL_PASSWORD_MAX_LENGTH =
  repasswordTxBody.shape.password.maxLength ?? undefined;

/** Whether `password` is one the server accepts as a new password of this kind. */
export function followsPasswordRule(password: string, kind: PasswordKind): boolean {
  return RULES[kind].safeParse(password).success;
}

/** What a new-password form says for each problem (i18n keys of the form's own area). */
export interface NewPasswordMessages<M extends string> {
  empty: M;
  rule: M;
  confirmEmpty: M;
  mismatch: M;
}

/**
 * Checks a new password typed twice: present, following the rule, and confirmed. `add` records
 * an issue on a field.
 */
export function checkNewPassword<M extends string>(
  add: (field: string, message: M) => void,
  values: { password: string; confirmPassword: string },
  kind: PasswordKind,
  messages: NewPasswordMessages<M>,
  field = 'password',
): void {
  if (!values.password) add(field, messages.empty);
  else if (!followsPasswordRule(values.password, kind)) add(field, messages.rule);
  if (!values.confirmPassword) add('confirmPassword', messages.confirmEmpty);
  else if (values.password && values.confirmPassword !== values.password)
    add('confirmPassword', messages.mismatch);
}

function adder<M extends string>(ctx: z.RefinementCtx) {
  return (field: string, message: M) => ctx.addIssue({ code: 'custom', path: [field], message });
}

/** The change-password form (Security page): the current password, then the new one twice. */
export type ChangePasswordMessage =
  | 'account.password.enterCurrent'
  | 'validation.enterPassword'
  | 'account.password.rule'
  | 'account.password.same'
  | 'validation.confirmPassword'
  | 'validation.passwordsInconsistent';

export const changePasswordSchema = z
  .object({ oldPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((values, ctx) => {
    const add = adder<ChangePasswordMessage>(ctx);
    if (!values.oldPassword) add('oldPassword', 'account.password.enterCurrent');
    checkNewPassword(
      add,
      { password: values.newPassword, confirmPassword: values.confirmPassword },
      'login',
      {
        empty: 'validation.enterPassword',
        rule: 'account.password.rule',
        confirmEmpty: 'validation.confirmPassword',
        mismatch: 'validation.passwordsInconsistent',
      },
      'newPassword',
    );
    if (
      values.newPassword &&
      values.newPassword === values.oldPassword &&
      followsPasswordRule(values.newPassword, 'login')
    )
      add('newPassword', 'account.password.same');
  });
export type ChangePasswordForm = z.input<typeof changePasswordSchema>;

/**
 * The withdrawal password form: typed twice; the current password (the withdrawal password, or
 * the login password when none is set yet) when the account has one.
 */
export type WithdrawalPasswordMessage =
  | 'funds.password.errors.current'
  | 'funds.password.errors.rule'
  | 'validation.enterWithdrawalPassword'
  | 'validation.confirmPassword'
  | 'validation.passwordsInconsistent';

export function withdrawalPasswordSchema(needsCurrent: boolean) {
  return z
    .object({ currentPassword: z.string(), password: z.string(), confirmPassword: z.string() })
    .superRefine((values, ctx) => {
      const add = adder<WithdrawalPasswordMessage>(ctx);
      if (needsCurrent && !values.currentPassword)
        add('currentPassword', 'funds.password.errors.current');
      checkNewPassword(add, values, 'withdrawal', {
        empty: 'validation.enterWithdrawalPassword',
        rule: 'funds.password.errors.rule',
        confirmEmpty: 'validation.confirmPassword',
        mismatch: 'validation.passwordsInconsistent',
      });
    });
}
export type WithdrawalPasswordForm = z.input<ReturnType<typeof withdrawalPasswordSchema>>;
