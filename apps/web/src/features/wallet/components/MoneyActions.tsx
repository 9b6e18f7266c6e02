import { Button } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './Wallet.module.css';
import type { IconProps } from '@/components/ui/icons';
import { DepositIcon, ListIcon, ReceiptIcon, SwapIcon, WithdrawIcon } from '@/components/ui/icons';

type ActionKey = 'deposit' | 'withdraw' | 'exchange' | 'records' | 'orders';

const ACTIONS: readonly { key: ActionKey; to: string; icon: ComponentType<IconProps> }[] = [
  { key: 'deposit', to: '/profile/deposit', icon: DepositIcon },
  { key: 'withdraw', to: '/profile/withdraw', icon: WithdrawIcon },
  { key: 'exchange', to: '/profile/exchange', icon: SwapIcon },
  { key: 'records', to: '/profile/records', icon: ReceiptIcon },
  { key: 'orders', to: '/profile/orders', icon: ListIcon },
];

/** Deposit, withdraw, exchange, the transaction record and all orders: links, wrapping. */
export function MoneyActions() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('wallet.balance.actions')}>
      <ul className={classes.actions}>
        {ACTIONS.map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <Button
              component={Link}
              to={to}
              variant={key === 'deposit' ? 'filled' : 'default'}
              leftSection={<Icon size={18} />}
              data-testid={`wallet-action-${key}`}
            >
              {t(`wallet.balance.${key}`)}
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
