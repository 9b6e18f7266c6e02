import { Button } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReviewStatus, Withdrawal, WithdrawalTermsResult } from '../api/funds-api';
import { useWithdrawals, useWithdrawalTerms } from '../api/queries';
import classes from '../components/Funds.module.css';
import { FundsNav } from '../components/FundsNav';
import { RealOnly } from '../components/RealOnly';
import { RecordItem, RecordList } from '../components/RecordList';
import { ReviewStatusBadge } from '../components/ReviewStatus';
import { WithdrawalForm } from '../components/WithdrawalForm';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { GuestState } from '@/components/ui/GuestState';
import { ClockIcon, KeyIcon, ShieldIcon } from '@/components/ui/icons';
import { Loading } from '@/components/ui/Loading';
import { PageFrame } from '@/components/ui/PageFrame';
import { errorMessage } from '@/lib/api-client';
import { useAccountMode, useLoggedIn } from '@/lib/settings-store';
import { useFormat } from '@/lib/format';

/** SPEC §4: a review takes up to 48 hours. */
const REVIEW_HOURS = 48;

/** The user's withdrawals with fee, amount received, status and the reason of a rejection. */
function WithdrawalRecords() {
  const { t } = useTranslation();
  const format = useFormat();
  const [status, setStatus] = useState<ReviewStatus>();
  const query = useWithdrawals(status);
  return (
    <RecordList<Withdrawal>
      title={t('funds.withdraw.records')}
      empty={t('funds.withdraw.empty')}
      emptyFiltered={t('funds.withdraw.emptyFiltered')}
      status={status}
      onStatus={setStatus}
      query={query}
      keyOf={(withdrawal) => withdrawal.id}
      testId="withdraw-records"
      renderItem={(withdrawal) => (
        <RecordItem
          testId={`withdrawal-${withdrawal.id}`}
          amount={format.exactMoney(withdrawal.amount, withdrawal.asset)}
          status={<ReviewStatusBadge status={withdrawal.status} />}
          details={[
            <>
              {withdrawal.method === 'crypto'
                ? `${t('funds.withdraw.crypto')} (${withdrawal.network ?? ''})`
                : t('funds.withdraw.bank')}{' '}
              · {t('funds.records.submitted', { time: format.date(withdrawal.createdAt) })}
            </>,
            <>
              {t('funds.withdraw.recordCost', {
                fee: format.exactMoney(withdrawal.fee, withdrawal.asset),
                received: format.exactMoney(withdrawal.received, withdrawal.asset),
              })}
            </>,
            withdrawal.method === 'crypto' ? (
              <span className={classes.mono} dir="ltr">
                {withdrawal.address}
              </span>
            ) : (
              <bdi>
                {withdrawal.bankHolder} ·{' '}
                {t('funds.withdraw.bankTo', {
                  bank: withdrawal.bankType ?? '',
                  account: withdrawal.bankAccount ?? '',
                })}
              </bdi>
            ),
          ]}
          reason={
            withdrawal.status === 'rejected'
              ? withdrawal.rejectReason
                ? t('funds.records.reason', { reason: withdrawal.rejectReason })
                : t('funds.records.noReason')
              : undefined
          }
        />
      )}
    />
  );
}

/** What stands before the form: verified KYC, then a withdrawal password. */
function Gate({ terms }: { terms: WithdrawalTermsResult }) {
  const { t } = useTranslation();
  if (terms.kycStatus === 'under_review') {
    return (
      <EmptyState
        icon={<ClockIcon size={24} />}
        title={t('funds.withdraw.kycUnderReview')}
        description={t('funds.withdraw.kycUnderReviewDetail', { hours: REVIEW_HOURS })}
        data-testid="withdraw-kyc-review"
      >
        <Button component={Link} to="/profile/kyc" variant="default">
          {t('funds.kyc.title')}
        </Button>
      </EmptyState>
    );
  }
  if (terms.kycStatus !== 'verified') {
    return (
      <EmptyState
        icon={<ShieldIcon size={24} />}
        title={t('validation.completeKyc')}
        description={
          terms.kycStatus === 'failed'
            ? t('funds.withdraw.kycFailed')
            : t('funds.withdraw.kycNeeded')
        }
        data-testid="withdraw-kyc-needed"
      >
        <Button component={Link} to="/profile/kyc">
          {t('funds.withdraw.verify')}
        </Button>
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={<KeyIcon size={24} />}
      title={t('validation.setWithdrawalPassword')}
      description={t('funds.withdraw.passwordNeeded')}
      data-testid="withdraw-password-needed"
    >
      <Button component={Link} to="/profile/withdrawal-password">
        {t('funds.withdraw.setPassword')}
      </Button>
    </EmptyState>
  );
}

function WithdrawScreen() {
  const { t } = useTranslation();
  const terms = useWithdrawalTerms();
  let content: ReactNode;
  if (terms.isPending) content = <Loading />;
  else if (terms.isError)
    content = (
      <ErrorState
        title={t('funds.withdraw.loadFailed')}
        description={errorMessage(terms.error)}
        onRetry={() => void terms.refetch()}
      />
    );
  else if (terms.data.kycStatus !== 'verified' || !terms.data.hasWithdrawalPassword)
    content = <Gate terms={terms.data} />;
  else if (terms.data.terms.length === 0)
    content = <EmptyState title={t('funds.withdraw.none')} data-testid="withdraw-none" />;
  else
    content = (
      <>
        <WithdrawalForm terms={terms.data.terms} />
        <WithdrawalRecords />
      </>
    );
  return <div className={classes.stack}>{content}</div>;
}

/**
 * /profile/withdraw (PRODUCT §6): from the real book to a crypto address or a bank account, with
 * verified KYC and a withdrawal password; each withdrawal is reviewed. The form and the user's
 * withdrawals; a visitor is asked to log in, the demo book gets the switch to real.
 */
export function WithdrawPage() {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  const mode = useAccountMode();
  return (
    <PageFrame
      title={t('funds.withdraw.title')}
      description={t('funds.withdraw.description')}
      actions={loggedIn ? <FundsNav current="withdraw" /> : undefined}
    >
      {!loggedIn ? (
        <GuestState title={t('funds.guest.title')} description={t('funds.guest.detail')} />
      ) : mode === 'demo' ? (
        <RealOnly />
      ) : (
        <WithdrawScreen />
      )}
    </PageFrame>
  );
}
