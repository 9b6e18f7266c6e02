import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserInfo } from '../api';
import classes from './BalanceCard.module.css';
import { ResetDemoButton } from './ResetDemoButton';
import { useFormat } from '@/lib/format';
import { useAccountMode } from '@/lib/settings-store';

const ZERO = /^-?0+(\.0+)?$/;

/**
 * The current book at a glance: USDT available, large (PRODUCT §2: a new demo book holds 100,000
 * virtual USDT), the other assets held, and what can be done with it: reset in demo mode, deposit
 * and withdraw in real mode.
 */
export function BalanceCard({ info, loading }: { info: UserInfo | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const mode = useAccountMode();
  const format = useFormat();
  // The book the reply is about: the mode may have changed while it loads.
  const current = info && info.book === mode ? info : undefined;
  const usdt = current?.balances.find((balance) => balance.asset === 'USDT');
  const others = (current?.balances ?? []).filter(
    (balance) => balance.asset !== 'USDT' && !ZERO.test(balance.total),
  );
  const headingId = 'balance-card-heading';

  return (
    <section className={classes.card} data-mode={mode} aria-labelledby={headingId}>
      <div className={classes.top}>
        <h2 id={headingId} className={classes.label}>
          {t(mode === 'demo' ? 'account.balanceCard.demo' : 'account.balanceCard.real')}
        </h2>
        <span className={classes.tag}>
          {t(mode === 'demo' ? 'account.balanceCard.demoTag' : 'account.balanceCard.realTag')}
        </span>
      </div>
      <div>
        {loading && !current ? (
          <div className={classes.skeleton} aria-hidden="true" />
        ) : (
          <p className={classes.amount} data-testid="balance-usdt">
            <span className={classes.figure}>
              {current ? format.amount(usdt?.available ?? '0', 'USDT') : '—'}
            </span>
            <span className={classes.unit}>USDT</span>
          </p>
        )}
        <p className={classes.caption}>
          {!current && !loading
            ? t('account.balanceCard.unavailable')
            : usdt && !ZERO.test(usdt.frozen)
              ? t('account.balanceCard.availableWithFrozen', {
                  frozen: format.amount(usdt.frozen, 'USDT'),
                })
              : t('account.balanceCard.available')}
        </p>
      </div>
      {others.length > 0 && (
        <ul className={classes.assets} aria-label={t('account.balanceCard.otherAssets')}>
          {others.map((balance) => (
            <li key={balance.asset} className={classes.asset}>
              <span>{balance.asset}</span>
              <strong>{format.amount(balance.available, balance.asset)}</strong>
            </li>
          ))}
        </ul>
      )}
      <div className={classes.actions}>
        {mode === 'demo' ? (
          <ResetDemoButton />
        ) : (
          <>
            <Button component={Link} to="/profile/deposit" variant="white" color="dark">
              {t('account.balanceCard.deposit')}
            </Button>
            <Button
              component={Link}
              to="/profile/withdraw"
              variant="outline"
              color="gray.0"
              style={{ color: '#fff', borderColor: 'rgb(255 255 255 / 45%)' }}
            >
              {t('account.balanceCard.withdraw')}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
