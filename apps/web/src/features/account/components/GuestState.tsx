import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '@/components/ui/EmptyState';
import { UserIcon } from '@/components/ui/icons';

/** Logged out: what the account page offers, and the way in. */
export function GuestState() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  // After logging in, come back here.
  const state = { from: `${pathname}${search}` };
  return (
    <EmptyState
      icon={<UserIcon size={24} />}
      title={t('account.guest.title')}
      description={t('account.guest.detail')}
    >
      <Button component={Link} to="/pass/login" state={state}>
        {t('shell.login')}
      </Button>
      <Button component={Link} to="/pass/register" state={state} variant="default">
        {t('shell.signUp')}
      </Button>
    </EmptyState>
  );
}
