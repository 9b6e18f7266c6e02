import { useTranslation } from 'react-i18next';
import { ExchangeForm } from '../components/ExchangeForm';
import { ExchangeHistory } from '../components/ExchangeHistory';
import classes from '../components/Wallet.module.css';
import { GuestState } from '@/components/ui/GuestState';
import { PageFrame } from '@/components/ui/PageFrame';
import { useLoggedIn } from '@/lib/settings-store';

/**
 * /profile/exchange (SPEC §2; issue 6): currency exchange between USDT, BTC, ETH, USD and EUR in
 * the current book at the live rate, and the exchanges made so far.
 */
export function ExchangePage() {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  return (
    <PageFrame
      width="wide"
      title={t('wallet.exchange.title')}
      description={t('wallet.exchange.description')}
    >
      {loggedIn ? (
        <div className={classes.exchangeGrid}>
          <ExchangeForm />
          <ExchangeHistory />
        </div>
      ) : (
        <GuestState title={t('wallet.guest.title')} description={t('wallet.guest.detail')} />
      )}
    </PageFrame>
  );
}
