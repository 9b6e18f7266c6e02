import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import classes from './Trading.module.css';

/**
 * Visitors see the panels with this in place of the submit button: log in (and come back here)
 * or sign up. `compact` is the one-line version for the positions tabs.
 */
export function GuestCta({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const state = { from: `${pathname}${search}` };
  return (
    <div className={classes.guest} data-testid="guest-cta">
      <Text size="sm" c="gray.7">
        {compact ? t('margin.activity.guest') : t('margin.guest.detail')}
      </Text>
      <Group gap="xs" grow={!compact}>
        <Button component={Link} to="/pass/login" state={state} size="sm">
          {t('margin.guest.title')}
        </Button>
        <Button component={Link} to="/pass/register" state={state} size="sm" variant="default">
          {t('shell.signUp')}
        </Button>
      </Group>
    </div>
  );
}
