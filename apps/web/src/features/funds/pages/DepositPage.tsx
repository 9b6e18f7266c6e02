import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Deposit, ReviewStatus } from '../api/funds-api';
import { useDepositOptions, useDeposits } from '../api/queries';
import { DepositForm } from '../components/DepositForm';
import classes from '../components/Funds.module.css';
import { FundsNav } from '../components/FundsNav';
import { RealOnly } from '../components/RealOnly';
import { RecordItem, RecordList } from '../components/RecordList';
import { ReviewStatusBadge } from '../components/ReviewStatus';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { GuestState } from '@/components/ui/GuestState';
import { Loading } from '@/components/ui/Loading';
import { PageFrame } from '@/components/ui/PageFrame';
import { errorMessage } from '@/lib/api-client';
import { useAccountMode, useLoggedIn } from '@/lib/settings-store';
import { useFormat } from '@/lib/format';

/** The user's deposits with their review status and, when rejected, the reason. */
function DepositRecords() {
  const { t } = useTranslation();
  const format = useFormat();
  const [status, setStatus] = useState<ReviewStatus>();
  const query = useDeposits(status);
  return (
    <RecordList<Deposit>
      title={t('funds.deposit.records')}
      empty={t('funds.deposit.empty')}
      emptyFiltered={t('funds.deposit.emptyFiltered')}
      status={status}
      onStatus={setStatus}
      query={query}
      keyOf={(deposit) => deposit.id}
      testId="deposit-records"
      renderItem={(deposit) => (
        <RecordItem
          testId={`deposit-${deposit.id}`}
          amount={format.money(deposit.amount, deposit.asset)}
          status={<ReviewStatusBadge status={deposit.status} />}
          details={[
            <>
              {deposit.network} ·{' '}
              {t('funds.records.submitted', {
                time: format.date(deposit.createdAt),
              })}
            </>,
            <span className={classes.mono} dir="ltr">
              {deposit.txHash}
            </span>,
          ]}
          reason={
            deposit.status === 'rejected'
              ? deposit.rejectReason
                ? t('funds.records.reason', { reason: deposit.rejectReason })
                : t('funds.records.noReason')
              : undefined
          }
        />
      )}
    />
  );
}

function DepositScreen() {
  const { t } = useTranslation();
  const options = useDepositOptions();
  let form: ReactNode;
  if (options.isPending) form = <Loading />;
  else if (options.isError)
    form = (
      <ErrorState
        title={t('funds.deposit.loadFailed')}
        description={errorMessage(options.error)}
        onRetry={() => void options.refetch()}
      />
    );
  else if (options.data.length === 0)
    form = (
      <EmptyState
        title={t('funds.deposit.none')}
        description={t('funds.deposit.noneDetail')}
        data-testid="deposit-none"
      />
    );
  else form = <DepositForm options={options.data} />;
  return (
    <div className={classes.stack}>
      {form}
      <DepositRecords />
    </div>
  );
}

/**
 * /profile/deposit (PRODUCT §6): crypto deposits to the real book, reviewed by staff; the form
 * and the user's deposits. A visitor is asked to log in; the demo book gets the switch to real.
 */
export function DepositPage() {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  const mode = useAccountMode();
  return (
    <PageFrame
      title={t('funds.deposit.title')}
      description={t('funds.deposit.description')}
      actions={loggedIn ? <FundsNav current="deposit" /> : undefined}
    >
      {!loggedIn ? (
        <GuestState title={t('funds.guest.title')} description={t('funds.guest.detail')} />
      ) : mode === 'demo' ? (
        <RealOnly />
      ) : (
        <DepositScreen />
      )}
    </PageFrame>
  );
}
