import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import classes from './GuestCta.module.css';

export interface GuestCtaProps {
  /** Why to log in, above the buttons. */
  detail: string;
  /** The log-in button's text. */
  loginLabel: string;
  testId: string;
  /** The short version (in a list's place): the buttons side by side at their own width. */
  compact?: boolean;
}

/**
 * What visitors see in place of a trading panel or a list of their own: log in (and come back
 * here) or sign up.
 */
export function GuestCta({ detail, loginLabel, testId, compact = false }: GuestCtaProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const state = { from: `${pathname}${search}` };
  const grow = compact ? undefined : { flex: '1 1 auto' };
  return (
    <div className={classes.guest} data-testid={testId}>
      <Text size="sm" c="gray.7">
        {detail}
      </Text>
      {/* Full width and wrapping rather than equal halves: a long label ("Log in to trade",
          German, French) was cut off in the narrow trade panel. */}
      <Group gap="xs" wrap="wrap">
        <Button component={Link} to="/pass/login" state={state} size="sm" style={grow}>
          {loginLabel}
        </Button>
        <Button
          component={Link}
          to="/pass/register"
          state={state}
          size="sm"
          variant="default"
          style={grow}
        >
          {t('shell.signUp')}
        </Button>
      </Group>
    </div>
  );
}
