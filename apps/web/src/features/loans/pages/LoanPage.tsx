import { Anchor, Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLoanQuote } from '../api/queries';
import type { LoanQuote, LoanTerm } from '../api/loans-api';
import { BorrowSteps } from '../components/BorrowSteps';
import { DisclosureBox } from '../components/DisclosureBox';
import { LoanStanding } from '../components/LoanStanding';
import { QuoteForm } from '../components/QuoteForm';
import classes from '../components/Loans.module.css';
import { validLoanAmount } from '../lib/loan-amount';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { GuestCta } from '@/components/ui/GuestCta';
import { BankIcon } from '@/components/ui/icons';
import { Loading } from '@/components/ui/Loading';
import { PageFrame } from '@/components/ui/PageFrame';
import { useFormat } from '@/lib/format';
import { useLoggedIn } from '@/lib/settings-store';

/** The amount on the form waits this long after the last keystroke before it is priced. */
export const QUOTE_DEBOUNCE_MS = 300;

/**
 * /loan (SPEC §2 "borrow"): the amount and the term, and the whole cost of that loan before
 * anything is signed — rates, total interest, repayable amount and date, overdue and
 * early-repayment terms, the schedule — with what the user may borrow and what stops them; then,
 * when nothing stops them, the steps that apply for it (sign, read the agreement, confirm).
 */
export function LoanPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const loggedIn = useLoggedIn();
  const [amount, setAmount] = useState('1000');
  const [days, setDays] = useState<LoanTerm>(30);
  const [priced, setPriced] = useState<string | null>('1000');
  useEffect(() => {
    const timer = setTimeout(() => setPriced(validLoanAmount(amount)), QUOTE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [amount]);
  const quote = useLoanQuote(priced, days);
  const typedValid = amount === '' || validLoanAmount(amount) !== null;
  const borrower = quote.data?.borrower;
  // The quote the user read when they chose to apply: the steps sign exactly that loan.
  const [applying, setApplying] = useState<LoanQuote | null>(null);
  const current =
    quote.data && !quote.isPlaceholderData && !quote.isFetching && priced === amount
      ? quote.data
      : null;

  return (
    <PageFrame title={t('loans.loan.title')} description={t('loans.loan.description')}>
      {loggedIn && (
        <nav className={classes.links} aria-label={t('loanQuote.records.nav')}>
          <Anchor component={Link} to="/loan/records" data-testid="loan-records-link">
            {t('loanQuote.records.link')}
          </Anchor>
        </nav>
      )}
      {!loggedIn ? (
        <GuestCta
          detail={t('loanQuote.guest')}
          loginLabel={t('loanQuote.guestLogin')}
          testId="loan-guest"
        />
      ) : applying ? (
        <BorrowSteps
          quote={applying}
          onBack={() => {
            setApplying(null);
            void quote.refetch();
          }}
        />
      ) : (
        <div className={classes.layout}>
          <div className={classes.form}>
            <QuoteForm
              amount={amount}
              onAmount={setAmount}
              days={days}
              onDays={setDays}
              amountHint={
                borrower
                  ? t('loanQuote.form.amountHint', {
                      min: format.isolate(format.exactMoney(borrower.minAmount, 'USDT')),
                      limit: format.isolate(format.exactMoney(borrower.limit, 'USDT')),
                    })
                  : undefined
              }
              amountError={typedValid ? undefined : t('loanQuote.form.invalidAmount')}
            />
          </div>
          <div
            className={`${classes.stack} ${classes.cost}`}
            aria-live="polite"
            aria-busy={quote.isFetching}
          >
            {priced === null ? (
              <EmptyState
                icon={<BankIcon size={24} />}
                title={t('loanQuote.form.enterAmount')}
                headingOrder={2}
              />
            ) : quote.isError ? (
              <ErrorState title={t('loanQuote.failed')} onRetry={() => void quote.refetch()} />
            ) : quote.data ? (
              <DisclosureBox quote={quote.data} />
            ) : (
              <Loading label={t('loanQuote.loading')} />
            )}
          </div>
          {borrower && (
            <div className={classes.standing}>
              <LoanStanding borrower={borrower} />
            </div>
          )}
          <div className={`${classes.stack} ${classes.notes}`}>
            <p className={classes.risk} data-testid="loan-risk">
              {t('loanQuote.risk')}
            </p>
            {borrower?.problem === null && (
              <Button
                onClick={() => current && setApplying(current)}
                disabled={!current}
                data-testid="loan-continue"
              >
                {t('loanQuote.steps.continue')}
              </Button>
            )}
          </div>
        </div>
      )}
    </PageFrame>
  );
}
