import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  followsPasswordRule,
  WITHDRAWAL_PASSWORD_MAX_LENGTH,
  withdrawalPasswordSchema,
} from './password-schema';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
  );

describe('lib/password-schema: the contract’s password rules', () => {
  it('a login password: 8–64 characters with a letter and a digit', () => {
    expect(followsPasswordRule('abcdefg1', 'login')).toBe(true);
    expect(followsPasswordRule('abcdef1', 'login')).toBe(false);
    expect(followsPasswordRule('abcdefgh', 'login')).toBe(false);
    expect(followsPasswordRule('12345678', 'login')).toBe(false);
    expect(followsPasswordRule(`a1${'x'.repeat(62)}`, 'login')).toBe(true);
    expect(followsPasswordRule(`a1${'x'.repeat(63)}`, 'login')).toBe(false);
  });

  it('a withdrawal password: 6–64 characters', () => {
    expect(followsPasswordRule('123456', 'withdrawal')).toBe(true);
    expect(followsPasswordRule('12345', 'withdrawal')).toBe(false);
    expect(followsPasswordRule('x'.repeat(65), 'withdrawal')).toBe(false);
    expect(WITHDRAWAL_PASSWORD_MAX_LENGTH).toBe(64);
  });

  it('the change-password form names each problem', () => {
    expect(
      messages(
        changePasswordSchema.safeParse({
          oldPassword: '',
          newPassword: 'short',
          confirmPassword: 'x',
        }),
      ),
    ).toEqual({
      oldPassword: 'account.password.enterCurrent',
      newPassword: 'account.password.rule',
      confirmPassword: 'validation.passwordsInconsistent',
    });
    expect(
      messages(
        changePasswordSchema.safeParse({
          oldPassword: 'abcdefg1',
          newPassword: 'abcdefg1',
          confirmPassword: 'abcdefg1',
        }),
      ),
    ).toEqual({ newPassword: 'account.password.same' });
  });

  it('the withdrawal password form asks for the current password only when there is one', () => {
    const values = { currentPassword: '', password: '123456', confirmPassword: '123456' };
    expect(withdrawalPasswordSchema(false).safeParse(values).success).toBe(true);
    expect(messages(withdrawalPasswordSchema(true).safeParse(values))).toEqual({
      currentPassword: 'funds.password.errors.current',
    });
    expect(
      messages(
        withdrawalPasswordSchema(false).safeParse({
          ...values,
          password: '123',
          confirmPassword: '',
        }),
      ),
    ).toEqual({
      password: 'funds.password.errors.rule',
      confirmPassword: 'validation.confirmPassword',
    });
  });
});
