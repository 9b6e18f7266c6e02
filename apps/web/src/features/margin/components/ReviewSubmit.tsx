import { Button, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './Trading.module.css';
import { GuestCta } from '@/components/ui/GuestCta';
import { useLoggedIn } from '@/lib/settings-store';

/**
 * The foot of an order form: "market closed" while the instrument does not trade, then the
 * button that opens the confirmation, coloured by the side (a visitor sees log in / sign up).
 */
export function ReviewSubmit({
  tradingOpen,
  closedTestId,
  tone,
  disabled,
  testId,
  children,
}: {
  tradingOpen: boolean;
  closedTestId?: string;
  tone: 'up' | 'down';
  disabled: boolean;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  return (
    <>
      {!tradingOpen && (
        <Text size="xs" className={classes.warning} data-testid={closedTestId}>
          {t('margin.panel.closed')}
        </Text>
      )}
      {loggedIn ? (
        <Button
          type="submit"
          fullWidth
          size="md"
          color={tone === 'up' ? 'up.8' : 'down.8'}
          disabled={disabled}
          data-testid={testId}
        >
          {children}
        </Button>
      ) : (
        <GuestCta
          testId="guest-cta"
          detail={t('margin.guest.detail')}
          loginLabel={t('margin.guest.title')}
        />
      )}
    </>
  );
}
