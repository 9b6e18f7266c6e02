import { Anchor, Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLoan } from '../api/queries';
import { loansApi, type LoanDetail } from '../api/loans-api';
import { AgreementViewer } from '../components/AgreementViewer';
import classes from '../components/Loans.module.css';
import { LoanStatusBadge } from '../components/LoanStatusBadge';
import { RepayDialog } from '../components/RepayDialog';
import { fractionToPercent, percentPlaces } from '../lib/loan-amount';
import { ErrorState } from '@/components/ui/ErrorState';
import { Figures } from '@/components/ui/Figures';
import { GuestCta } from '@/components/ui/GuestCta';
import { Loading } from '@/components/ui/Loading';
import { PageFrame } from '@/components/ui/PageFrame';
import { errorMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { useLoggedIn } from '@/lib/settings-store';
import { ScheduleTable } from '../components/ScheduleTable';

type Agreement =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'ready'; pdf: Blob };

/** Where the loan stands, in a sentence. */
function StatusLine({ loan }: { loan: LoanDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (value: string) => format.isolate(format.exactMoney(value, 'USDT'));
  const date = (ms: number | null) => format.isolate(ms === null ? '' : format.date(ms, 'date'));
  let text: string;
  switch (loan.status) {
    case 'pending':
      text = t('loanQuote.detail.pending');
      break;
    case 'rejected':
      text = loan.rejectReason
        ? t('loanQuote.detail.rejected', { reason: loan.rejectReason })
        : t('loanQuote.detail.rejectedNoReason');
      break;
    case 'repaying':
      text = t('loanQuote.detail.repaying', {
        date: date(loan.repaymentTime),
        amount: money(loan.repaymentAmount),
      });
      break;
    case 'overdue':
      text = t('loanQuote.detail.overdue', {
        days: loan.overdueDays,
        interest: money(loan.overdueDailyInterest),
      });
      break;
    case 'repaid':
      text = t('loanQuote.detail.repaid', {
        date: date(loan.repaidTime),
        amount: money(loan.repaidAmount ?? loan.repaymentAmount),
      });
      break;
  }
  return (
    <p
      className={
        loan.status === 'overdue' || loan.status === 'rejected'
          ? classes.risk
          : loan.status === 'repaid'
            ? `${classes.notice} ${classes.ok}`
            : classes.notice
      }
      data-testid="loan-detail-state"
    >
      {text}
    </p>
  );
}

function LoanView({ loan }: { loan: LoanDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (value: string) => format.exactMoney(value, 'USDT');
  const rate = (fraction: string) => {
    const percent = fractionToPercent(fraction);
    return format.percent(percent, { decimals: percentPlaces(percent) });
  };
  const date = (ms: number | null) =>
    ms === null ? t('loanQuote.detail.notYet') : format.date(ms, 'date');
  const [repaying, setRepaying] = useState(false);
  const [agreement, setAgreement] = useState<Agreement>({ kind: 'idle' });
  const repayable =
    (loan.status === 'repaying' || loan.status === 'overdue') && loan.amountDue !== null;

  function openAgreement() {
    setAgreement({ kind: 'loading' });
    loansApi.agreement(loan.id).then(
      (pdf) => setAgreement({ kind: 'ready', pdf }),
      (error: unknown) => setAgreement({ kind: 'failed', error }),
    );
  }

  return (
    <div className={classes.stack}>
      <section className={classes.card} aria-labelledby="loan-detail-status-title">
        <div className={classes.cardHead}>
          <h2 id="loan-detail-status-title" className={classes.title}>
            {t('loanQuote.detail.statusTitle')}
          </h2>
          <LoanStatusBadge status={loan.status} testId="loan-detail-status" />
        </div>
        <StatusLine loan={loan} />
        {repayable && (
          <Figures
            testId="loan-detail"
            figures={[
              {
                key: 'amountDue',
                label: t('loanQuote.detail.amountDue'),
                value: money(loan.amountDue!),
              },
            ]}
          />
        )}
        <div className={classes.row}>
          {repayable && (
            <Button onClick={() => setRepaying(true)} data-testid="loan-repay">
              {loan.status === 'repaying' && loan.daysElapsed < loan.days
                ? t('loanQuote.repay.earlyButton')
                : t('loanQuote.repay.button')}
            </Button>
          )}
          <Button
            variant="default"
            onClick={openAgreement}
            loading={agreement.kind === 'loading'}
            data-testid="loan-agreement"
          >
            {t('loanQuote.detail.agreement')}
          </Button>
        </div>
        {agreement.kind === 'failed' && (
          <p className={classes.risk} role="alert" data-testid="loan-agreement-error">
            {t('loanQuote.agreement.failed')} {errorMessage(agreement.error)}
          </p>
        )}
        {agreement.kind === 'ready' && (
          <AgreementViewer
            pdf={agreement.pdf}
            fileName={`loan-agreement-${loan.id}.pdf`}
            testId="loan-agreement-view"
          />
        )}
      </section>
      <div className={classes.detail}>
        <section className={classes.card} aria-labelledby="loan-detail-terms-title">
          <h2 id="loan-detail-terms-title" className={classes.title}>
            {t('loanQuote.detail.termsTitle')}
          </h2>
          <Figures
            testId="loan-detail"
            figures={[
              { key: 'amount', label: t('loanQuote.detail.amount'), value: money(loan.amount) },
              {
                key: 'days',
                label: t('loanQuote.detail.term'),
                value: t('loanQuote.form.days', { count: loan.days }),
                text: true,
              },
              {
                key: 'dailyRate',
                label: t('loanQuote.terms.dailyRate'),
                value: rate(loan.dailyRate),
              },
              {
                key: 'nominal',
                label: t('loanQuote.terms.nominalAnnualRate'),
                value: rate(loan.nominalAnnualRate),
              },
              {
                key: 'apr',
                label: t('loanQuote.box.apr'),
                value: rate(loan.annualPercentageRate),
              },
              {
                key: 'freeDays',
                label: t('loanQuote.terms.freeDays'),
                value: format.number(String(loan.interestFreeDays)),
              },
              {
                key: 'totalInterest',
                label: t('loanQuote.box.financeCharge'),
                value: money(loan.totalInterest),
              },
              {
                key: 'repaymentDate',
                label: t('loanQuote.detail.repaymentDate'),
                value: date(loan.repaymentTime),
              },
              {
                key: 'repaymentAmount',
                label: t('loanQuote.detail.repaymentAmount'),
                value: money(loan.repaymentAmount),
              },
              {
                key: 'overlayRate',
                label: t('loanQuote.terms.overdueRate'),
                value: rate(loan.overlayRate),
              },
              {
                key: 'overdueInterest',
                label: t('loanQuote.terms.overdueInterest'),
                value: money(loan.overdueDailyInterest),
              },
            ]}
          />
        </section>
        <section className={classes.card} aria-labelledby="loan-detail-now-title">
          <h2 id="loan-detail-now-title" className={classes.title}>
            {t('loanQuote.detail.nowTitle')}
          </h2>
          <Figures
            testId="loan-detail"
            figures={[
              {
                key: 'currentInterest',
                label: t('loanQuote.detail.currentInterest'),
                value: money(loan.currentInterest),
              },
              {
                key: 'daysElapsed',
                label: t('loanQuote.detail.daysElapsed'),
                value: format.number(String(loan.daysElapsed)),
              },
              {
                key: 'overdueDays',
                label: t('loanQuote.detail.overdueDays'),
                value: format.number(String(loan.overdueDays)),
                tone: loan.overdueDays > 0 ? 'down' : undefined,
              },
              { key: 'applied', label: t('loanQuote.detail.applied'), value: date(loan.applyTime) },
              {
                key: 'disbursed',
                label: t('loanQuote.detail.disbursed'),
                value: date(loan.disburseTime),
              },
              ...(loan.repaidTime !== null
                ? [
                    {
                      key: 'repaid',
                      label: t('loanQuote.detail.repaidOn'),
                      value: date(loan.repaidTime),
                    },
                    {
                      key: 'repaidAmount',
                      label: t('loanQuote.detail.repaidAmount'),
                      value: money(loan.repaidAmount ?? loan.repaymentAmount),
                    },
                  ]
                : []),
            ]}
          />
        </section>
      </div>
      <section className={classes.card} aria-labelledby="loan-detail-schedule-title">
        <h2 className={classes.title} id="loan-detail-schedule-title">
          {t('loanQuote.schedule.title')}
        </h2>
        <ScheduleTable schedule={loan.schedule} testId="loan-detail-schedule" />
      </section>
      {repaying && loan.amountDue !== null && (
        <RepayDialog loan={loan} amountDue={loan.amountDue} onClose={() => setRepaying(false)} />
      )}
    </div>
  );
}

/** /loan/:id: one of the user's loans — where it stands, its terms and schedule, repay, the PDF. */
export function LoanDetailPage() {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  const params = useParams();
  const id = /^\d{1,15}$/.test(params.id ?? '') ? Number(params.id) : undefined;
  const query = useLoan(id);
  return (
    <PageFrame title={t('loanQuote.records.loan', { id: params.id ?? '' })}>
      <nav className={classes.links} aria-label={t('loanQuote.records.nav')}>
        <Anchor component={Link} to="/loan/records" data-testid="loan-detail-back">
          {t('loanQuote.records.link')}
        </Anchor>
        <Anchor component={Link} to="/loan">
          {t('loanQuote.records.borrow')}
        </Anchor>
      </nav>
      {!loggedIn ? (
        <GuestCta
          detail={t('loanQuote.records.guest')}
          loginLabel={t('loanQuote.guestLogin')}
          testId="loan-detail-guest"
        />
      ) : id === undefined ? (
        <ErrorState title={t('loanQuote.detail.notFound')} />
      ) : query.isPending ? (
        <Loading label={t('loanQuote.detail.loading')} />
      ) : query.isError ? (
        <ErrorState
          title={t('loanQuote.detail.failed')}
          description={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <LoanView loan={query.data} />
      )}
    </PageFrame>
  );
}
