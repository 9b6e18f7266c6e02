import { useTranslation } from 'react-i18next';
import { BookBalances } from '../components/BookBalances';
import { MoneyActions } from '../components/MoneyActions';
import classes from '../components/Wallet.module.css';
import { GuestState } from '@/components/ui/GuestState';
import { PageFrame } from '@/components/ui/PageFrame';
import { useLoggedIn } from '@/lib/settings-store';

/**
 * /profile/balance (SPEC §2; issue 6): the balances of the demo and the real account (the
 * current one first), with the ways to deposit, withdraw, exchange, and to the transaction
 * record and all orders.
 */
export function BalancePage() {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  return (
    <PageFrame
      width="wide"
      title={t('wallet.balance.title')}
      description={t('wallet.balance.description')}
    >
      {loggedIn ? (
        <div className={classes.stack}>
          <MoneyActions />
          <BookBalances />
        </div>
      ) : (
        <GuestState title={t('wallet.guest.title')} description={t('wallet.guest.detail')} />
      )}
    </PageFrame>
  );
}
