import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import classes from './Spot.module.css';

/**
 * Visitors see this in place of the order forms (and, `compact`, of the orders): log in (and
 * come back here) or sign up.
 */
export function GuestCta({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const state = { from: `${pathname}${search}` };
  return (
    <div className={classes.guest} data-testid="spot-guest">
      <Text size="sm" c="gray.7">
        {compact ? t('spot.guest.orders') : t('spot.guest.detail')}
      </Text>
      <Group gap="xs" grow={!compact}>
        <Button component={Link} to="/pass/login" state={state} size="sm">
          {t('spot.guest.title')}
        </Button>
        <Button component={Link} to="/pass/register" state={state} size="sm" variant="default">
          {t('shell.signUp')}
        </Button>
      </Group>
    </div>
  );
}
