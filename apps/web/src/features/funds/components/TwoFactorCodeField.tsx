import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The two-factor code a money step asks for once two-factor sign-in is on (withdrawal,
 * withdrawal password): six digits from the authenticator app, or a recovery code.
 */
export function TwoFactorCodeField({
  value,
  onChange,
  missing,
  invalid,
  disabled,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  missing: boolean;
  /** The server refused the code (476). */
  invalid?: boolean;
  disabled?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('security.funds.code')}
      description={t('security.funds.codeHint')}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      autoComplete="one-time-code"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={40}
      dir="ltr"
      // `true` marks the field (red, aria-invalid) while the server's words stay in the dialog.
      error={missing ? t('security.funds.codeMissing') : invalid || undefined}
      disabled={disabled}
      data-testid={testId}
    />
  );
}
