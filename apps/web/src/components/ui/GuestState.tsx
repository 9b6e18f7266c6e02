import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { EmptyState } from './EmptyState';
import { UserIcon } from './icons';

/** A page for signed-in users, logged out: what it offers, and the way in (coming back here). */
export function GuestState({ title, description }: { title: string; description: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  // After logging in, come back here.
  const state = { from: `${pathname}${search}` };
  return (
    <EmptyState icon={<UserIcon size={24} />} title={title} description={description}>
      <Button component={Link} to="/pass/login" state={state}>
        {t('shell.login')}
      </Button>
      <Button component={Link} to="/pass/register" state={state} variant="default">
        {t('shell.signUp')}
      </Button>
    </EmptyState>
  );
}
