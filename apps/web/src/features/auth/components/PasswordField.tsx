import { PasswordInput } from '@mantine/core';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormMessage } from '../hooks/useFormMessage';

export interface PasswordFieldProps {
  label: string;
  /** A hint below the input (above the error). */
  description?: string;
  autoComplete: 'current-password' | 'new-password';
  /** `register(name)` of the form. */
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
}

/** A password input with the show/hide toggle. */
export function PasswordField({
  label,
  description,
  autoComplete,
  registration,
  error,
}: PasswordFieldProps) {
  const { t } = useTranslation();
  const message = useFormMessage();
  return (
    <PasswordInput
      label={label}
      description={description}
      inputWrapperOrder={description ? ['label', 'input', 'description', 'error'] : undefined}
      autoComplete={autoComplete}
      size="md"
      error={message(error)}
      aria-invalid={error ? true : undefined}
      visibilityToggleButtonProps={{ 'aria-label': t('auth.fields.togglePassword') }}
      {...registration}
    />
  );
}

export interface NewPasswordFieldsProps {
  /** The label of the first input ("Password", "New password"). */
  label: string;
  /** `register('password')` and `register('confirmPassword')` of the form. */
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password?: FieldError; confirmPassword?: FieldError };
}

/** A new password (with the rules as a hint) and the same password again. */
export function NewPasswordFields({ label, password, confirm, errors }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={label}
        description={t('auth.fields.passwordHint')}
        autoComplete="new-password"
        registration={password}
        error={errors.password}
      />
      <PasswordField
        label={t('auth.fields.confirmPassword')}
        autoComplete="new-password"
        registration={confirm}
        error={errors.confirmPassword}
      />
    </>
  );
}
