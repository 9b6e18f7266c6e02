import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LoanQuote } from '../api/loans-api';
import classes from './Loans.module.css';
import { AccountModeSwitch } from '@/components/ui/AccountModeSwitch';
import { Figures } from '@/components/ui/Figures';
import { useFormat } from '@/lib/format';

/** What the user may borrow now, and the first thing that stops them applying, if anything. */
export function LoanStanding({ borrower }: { borrower: LoanQuote['borrower'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (value: string) => format.exactMoney(value, 'USDT');
  const problem = borrower.problem;
  return (
    <section className={classes.card} aria-labelledby="loan-standing-title">
      <h2 className={classes.title} id="loan-standing-title">
        {t('loanQuote.standing.title')}
      </h2>
      <Figures
        testId="loan-standing"
        figures={[
          {
            key: 'points',
            label: t('loanQuote.standing.creditPoints'),
            value: format.number(String(borrower.creditPoints)),
          },
          { key: 'limit', label: t('loanQuote.standing.limit'), value: money(borrower.limit) },
        ]}
      />
      <p className={classes.muted}>{t('loanQuote.standing.limitDetail')}</p>
      <div
        className={problem === null ? `${classes.notice} ${classes.ok}` : classes.notice}
        data-testid="loan-problem"
        data-problem={problem ?? 'none'}
        role={problem === null ? undefined : 'status'}
      >
        {problem === null && t('loanQuote.standing.ok')}
        {problem === 'demo' && (
          <>
            <p style={{ margin: '0 0 8px' }}>{t('loanQuote.standing.demo')}</p>
            <AccountModeSwitch size="sm" />
          </>
        )}
        {problem === 'kyc' && (
          <>
            {t('loanQuote.standing.kyc', {
              status: t(`loanQuote.kycStatus.${borrower.kycStatus}`),
            })}{' '}
            <Anchor component={Link} to="/profile/kyc" data-testid="loan-kyc-link">
              {t('loanQuote.standing.kycLink')}
            </Anchor>
          </>
        )}
        {problem === 'overdue' && (
          <>
            {t('loanQuote.standing.overdue')}{' '}
            <Anchor component={Link} to="/loan/records?status=open" data-testid="loan-overdue-link">
              {t('loanQuote.standing.overdueLink')}
            </Anchor>
          </>
        )}
        {problem === 'amount' &&
          t('loanQuote.standing.amount', { min: format.isolate(money(borrower.minAmount)) })}
        {problem === 'limit' &&
          t('loanQuote.standing.limitExceeded', { limit: format.isolate(money(borrower.limit)) })}
      </div>
    </section>
  );
}
