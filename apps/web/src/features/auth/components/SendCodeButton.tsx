import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { authClasses } from './AuthCard';

export interface SendCodeButtonProps {
  /** Seconds until another code may be sent; 0 when it may. */
  remaining: number;
  /** A code was sent already (the label says "Resend"). */
  sent: boolean;
  loading: boolean;
  onClick: () => void;
}

/** "Send code", then "Resend in 59 s" … "Resend code" (SPEC §10: one code per 60 s). */
export function SendCodeButton({ remaining, sent, loading, onClick }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const label =
    remaining > 0
      ? t('auth.code.resendIn', { seconds: remaining })
      : sent
        ? t('auth.code.resend')
        : t('auth.code.send');
  return (
    <Button
      variant="light"
      className={authClasses.codeButton}
      onClick={onClick}
      disabled={remaining > 0}
      loading={loading}
      data-testid="send-code"
    >
      {label}
    </Button>
  );
}
