import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './Funds.module.css';

/** Deposit | Withdraw: the two money pages, one click apart (the account menu has one entry). */
export function FundsNav({ current }: { current: 'deposit' | 'withdraw' }) {
  const { t } = useTranslation();
  const items = [
    { key: 'deposit', to: '/profile/deposit', label: t('funds.nav.deposit') },
    { key: 'withdraw', to: '/profile/withdraw', label: t('funds.nav.withdraw') },
  ] as const;
  return (
    <nav aria-label={t('funds.nav.label')} className={classes.nav}>
      {items.map((item) => (
        <Button
          key={item.key}
          component={Link}
          to={item.to}
          size="xs"
          radius="xl"
          variant={item.key === current ? 'filled' : 'default'}
          aria-current={item.key === current ? 'page' : undefined}
        >
          {item.label}
        </Button>
      ))}
    </nav>
  );
}
