import { TextInput } from '@mantine/core';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormMessage } from '../hooks/useFormMessage';

export interface EmailFieldProps {
  /** `register('email')` of the form. */
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
}

/** The e-mail input of the register and reset forms. */
export function EmailField({ registration, error }: EmailFieldProps) {
  const { t } = useTranslation();
  const message = useFormMessage();
  return (
    <TextInput
      label={t('auth.fields.email')}
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      size="md"
      error={message(error)}
      {...registration}
    />
  );
}
