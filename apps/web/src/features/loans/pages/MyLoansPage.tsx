import { Anchor, Button, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLoanRecords } from '../api/queries';
import type { LoanListStatus, LoanRecord } from '../api/loans-api';
import classes from '../components/Loans.module.css';
import { LoanStatusBadge } from '../components/LoanStatusBadge';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { Figures } from '@/components/ui/Figures';
import { GuestCta } from '@/components/ui/GuestCta';
import { BankIcon } from '@/components/ui/icons';
import { Loading } from '@/components/ui/Loading';
import { PageFrame } from '@/components/ui/PageFrame';
import tabClasses from '@/components/ui/Tabs.module.css';
import { errorMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { useLoggedIn } from '@/lib/settings-store';

const STATUSES: readonly LoanListStatus[] = ['all', 'open', 'closed'];

function LoanCard({ loan }: { loan: LoanRecord }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (value: string) => format.exactMoney(value, 'USDT');
  const testId = `loan-record-${loan.id}`;
  return (
    <article className={classes.card} aria-labelledby={`${testId}-title`} data-testid={testId}>
      <div className={classes.cardHead}>
        <h3 id={`${testId}-title`} className={classes.title}>
          {t('loanQuote.records.loan', { id: loan.id })}
        </h3>
        <LoanStatusBadge status={loan.status} testId={`${testId}-status`} />
      </div>
      <Figures
        layout="compact"
        testId={testId}
        figures={[
          { key: 'amount', label: t('loanQuote.detail.amount'), value: money(loan.amount) },
          {
            key: 'days',
            label: t('loanQuote.detail.term'),
            value: t('loanQuote.form.days', { count: loan.days }),
            text: true,
          },
          {
            key: 'due',
            label: t('loanQuote.detail.repaymentDate'),
            value:
              loan.repaymentTime === null
                ? t('loanQuote.detail.afterApproval')
                : format.date(loan.repaymentTime, 'date'),
            text: loan.repaymentTime === null,
          },
          loan.amountDue !== null
            ? {
                key: 'amountDue',
                label: t('loanQuote.detail.amountDue'),
                value: money(loan.amountDue),
              }
            : {
                key: 'repaymentAmount',
                label: t('loanQuote.detail.repaymentAmount'),
                value: money(loan.repaidAmount ?? loan.repaymentAmount),
              },
        ]}
      />
      <div>
        <Button
          component={Link}
          to={`/loan/${loan.id}`}
          variant="default"
          size="sm"
          aria-describedby={`${testId}-title`}
          data-testid={`${testId}-open`}
        >
          {t('loanQuote.records.details')}
        </Button>
      </div>
    </article>
  );
}

function Records({ status }: { status: LoanListStatus }) {
  const { t } = useTranslation();
  const query = useLoanRecords(status);
  if (query.isPending) return <Loading label={t('loanQuote.records.loading')} />;
  if (query.isError)
    return (
      <ErrorState
        headingOrder={2}
        title={t('loanQuote.records.failed')}
        description={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  const loans = query.data.pages.flatMap((page) => page.list);
  if (loans.length === 0)
    return (
      <EmptyState
        headingOrder={2}
        icon={<BankIcon size={24} />}
        title={t('loanQuote.records.empty')}
        description={t('loanQuote.records.emptyDetail')}
        data-testid="loan-records-empty"
      >
        <Button component={Link} to="/loan" variant="default">
          {t('loanQuote.records.borrow')}
        </Button>
      </EmptyState>
    );
  return (
    <div className={classes.stack}>
      <ul className={classes.loans} data-testid="loan-records">
        {loans.map((loan) => (
          <li key={loan.id}>
            <LoanCard loan={loan} />
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          data-testid="loan-records-more"
        >
          {t('loanQuote.records.more')}
        </Button>
      )}
    </div>
  );
}

/** /loan/records: the user's loans (all, open, closed — kept in the address as `?status=`). */
export function MyLoansPage() {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('status');
  const status: LoanListStatus = wanted === 'open' || wanted === 'closed' ? wanted : 'all';
  return (
    <PageFrame title={t('loanQuote.records.title')} width="wide">
      <nav className={classes.links} aria-label={t('loanQuote.records.nav')}>
        <Anchor component={Link} to="/loan" data-testid="loan-borrow-link">
          {t('loanQuote.records.borrow')}
        </Anchor>
      </nav>
      {!loggedIn ? (
        <GuestCta
          detail={t('loanQuote.records.guest')}
          loginLabel={t('loanQuote.guestLogin')}
          testId="loan-records-guest"
        />
      ) : (
        <Tabs
          value={status}
          onChange={(value) => {
            if (value !== 'all' && value !== 'open' && value !== 'closed') return;
            const next = new URLSearchParams(params);
            next.set('status', value);
            setParams(next, { replace: true });
          }}
          keepMounted={false}
          variant="pills"
          classNames={{ tab: tabClasses.tab }}
        >
          <Tabs.List aria-label={t('loanQuote.records.statusLabel')} mb="md">
            {STATUSES.map((key) => (
              <Tabs.Tab key={key} value={key} data-testid={`loan-records-tab-${key}`}>
                {t(`loanQuote.records.${key}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {STATUSES.map((key) => (
            <Tabs.Panel key={key} value={key}>
              <Records status={key} />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </PageFrame>
  );
}
