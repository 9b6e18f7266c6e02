import { USERNAME_PATTERN } from '@meridian/contract';
import { z } from 'zod';
import { checkNewPassword } from '@/lib/password-schema';

/**
 * The auth forms' client-side checks, mirroring the server's rules (contract/auth.ts, decision
 * 0002 §11–12) so most mistakes are caught before a request. Every issue message is an i18n key
 * (SPEC §5 texts under `validation.*`, the rest under `auth.validation.*`); the server's own
 * answer is still shown when it refuses. All fields are plain strings and every rule lives in
 * one refinement, so each field's message is known even when others are wrong too.
 */
export const FORM_MESSAGES = [
  'validation.enterUsernameOrEmail',
  'validation.emailInvalid',
  'validation.enterPassword',
  'validation.passwordsInconsistent',
  'validation.confirmPassword',
  'validation.enterCode',
  'validation.selectRegistrationMethod',
  'auth.validation.enterEmail',
  'auth.validation.enterUsername',
  'auth.validation.usernameRule',
  'auth.validation.passwordRule',
  'auth.validation.selectAreaCode',
  'auth.validation.enterPhone',
  'auth.validation.phoneInvalid',
  'auth.validation.codeFormat',
  'auth.validation.inviteCodeInvalid',
  'auth.validation.inviteCodeUnknown',
] as const;
export type FormMessage = (typeof FORM_MESSAGES)[number];

type Issues = { add(path: string, message: FormMessage): void };
function issues(ctx: z.RefinementCtx): Issues {
  return { add: (path, message) => ctx.addIssue({ code: 'custom', path: [path], message }) };
}

const emailFormat = z.email();
export const isEmail = (value: string) => emailFormat.safeParse(value.trim()).success;
/** Spaces and dashes people type in phone numbers are dropped. */
export const normalisePhone = (value: string) => value.replace(/[\s-]/g, '');

function checkEmail(check: Issues, email: string) {
  if (!email.trim()) check.add('email', 'auth.validation.enterEmail');
  else if (!isEmail(email)) check.add('email', 'validation.emailInvalid');
}

function checkCode(check: Issues, code: string) {
  if (!code.trim()) check.add('code', 'validation.enterCode');
  else if (!/^\d{6}$/.test(code.trim())) check.add('code', 'auth.validation.codeFormat');
}

/** A new password typed twice, by the contract's rule (lib/password-schema). */
function checkNewPasswordFields(
  check: Issues,
  values: { password: string; confirmPassword: string },
) {
  checkNewPassword<FormMessage>(check.add, values, 'login', {
    empty: 'validation.enterPassword',
    rule: 'auth.validation.passwordRule',
    confirmEmpty: 'validation.confirmPassword',
    mismatch: 'validation.passwordsInconsistent',
  });
}

export const loginFormSchema = z
  .object({ username: z.string(), password: z.string() })
  .superRefine((values, ctx) => {
    const check = issues(ctx);
    const name = values.username.trim();
    if (!name) check.add('username', 'validation.enterUsernameOrEmail');
    else if (name.includes('@') && !isEmail(name)) check.add('username', 'validation.emailInvalid');
    if (!values.password) check.add('password', 'validation.enterPassword');
  });
export type LoginForm = z.input<typeof loginFormSchema>;

export const registerFormSchema = z
  .object({
    type: z.string(),
    email: z.string(),
    country: z.string(),
    phone: z.string(),
    code: z.string(),
    username: z.string(),
    password: z.string(),
    confirmPassword: z.string(),
    inviteCode: z.string(),
  })
  .superRefine((values, ctx) => {
    const check = issues(ctx);
    if (values.type === 'email') checkEmail(check, values.email);
    else if (values.type === 'mobile') {
      if (!values.country) check.add('country', 'auth.validation.selectAreaCode');
      const phone = normalisePhone(values.phone);
      if (!phone) check.add('phone', 'auth.validation.enterPhone');
      else if (!/^\d{4,15}$/.test(phone)) check.add('phone', 'auth.validation.phoneInvalid');
    } else check.add('type', 'validation.selectRegistrationMethod');
    checkCode(check, values.code);
    const username = values.username.trim();
    if (!username) check.add('username', 'auth.validation.enterUsername');
    else if (!USERNAME_PATTERN.test(username))
      check.add('username', 'auth.validation.usernameRule');
    checkNewPasswordFields(check, values);
    if (values.inviteCode.trim().length > 32) {
      check.add('inviteCode', 'auth.validation.inviteCodeInvalid');
    }
  });
export type RegisterForm = z.input<typeof registerFormSchema>;

export const resetFormSchema = z
  .object({
    email: z.string(),
    code: z.string(),
    password: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine((values, ctx) => {
    const check = issues(ctx);
    checkEmail(check, values.email);
    checkCode(check, values.code);
    checkNewPasswordFields(check, values);
  });
export type ResetForm = z.input<typeof resetFormSchema>;
