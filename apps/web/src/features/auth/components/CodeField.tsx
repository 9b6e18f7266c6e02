import { TextInput } from '@mantine/core';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormMessage } from '../hooks/useFormMessage';
import { authClasses } from './AuthCard';
import { SendCodeButton } from './SendCodeButton';

export interface CodeFieldProps {
  /** `register('code')` of the form. */
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
  /** The e-mail or phone as now entered. */
  target: string;
  /** Where the last code went; null before the first send. */
  sentTo: string | null;
  /** Seconds left of the wait after the last send (`useCountdown().remaining`). */
  countdown: number;
  sending: boolean;
  onSend: () => void;
}

/**
 * The verification code input with its send button, and the "sent to …" status line. The 60 s
 * wait is per address: a corrected e-mail or phone may get its code at once.
 */
export function CodeField({
  registration,
  error,
  target,
  sentTo,
  countdown,
  sending,
  onSend,
}: CodeFieldProps) {
  const { t } = useTranslation();
  const message = useFormMessage();
  const remaining = sentTo === target ? countdown : 0;
  return (
    <>
      <div className={authClasses.codeRow}>
        <TextInput
          label={t('auth.fields.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          size="md"
          error={message(error)}
          {...registration}
        />
        <SendCodeButton
          remaining={remaining}
          sent={sentTo !== null && sentTo === target}
          loading={sending}
          onClick={onSend}
        />
      </div>
      <p className={authClasses.sent} role="status">
        {sentTo && sentTo === target ? t('auth.code.sentTo', { target: sentTo }) : null}
      </p>
    </>
  );
}
