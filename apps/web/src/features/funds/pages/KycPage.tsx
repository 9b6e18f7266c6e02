import { Alert, Button, ThemeIcon } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { KycResult } from '../api/funds-api';
import { refreshAccount, useKyc } from '../api/queries';
import classes from '../components/Funds.module.css';
import { KycForm } from '../components/KycForm';
import { ErrorState } from '@/components/ui/ErrorState';
import { GuestState } from '@/components/ui/GuestState';
import { AlertIcon, CheckIcon, ClockIcon } from '@/components/ui/icons';
import { Loading } from '@/components/ui/Loading';
import { PageFrame } from '@/components/ui/PageFrame';
import { errorMessage } from '@/lib/api-client';
import { useLoggedIn } from '@/lib/settings-store';
import { useFormat } from '@/lib/format';

function StatusCard({
  tone,
  icon,
  title,
  children,
  testId,
}: {
  tone: 'yellow' | 'teal' | 'red';
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <section className={classes.card} data-testid={testId} aria-labelledby={`${testId}-title`}>
      <div className={classes.statusHead}>
        <ThemeIcon size={40} radius="xl" variant="light" color={tone} aria-hidden="true">
          {icon}
        </ThemeIcon>
        <h2 id={`${testId}-title`} className={classes.cardTitle}>
          {title}
        </h2>
      </div>
      {children}
    </section>
  );
}

/** Under review, verified or failed (with the reason and "Submit again"). */
function KycStatus({ kyc, onResubmit }: { kyc: KycResult; onResubmit: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const latest = kyc.latest;
  const submitted = latest && (
    <p className={classes.muted} data-testid="kyc-submitted-at">
      {t('funds.kyc.submittedAt', { time: format.date(latest.submittedAt) })}
    </p>
  );

  if (kyc.status === 'under_review') {
    return (
      <StatusCard
        tone="yellow"
        icon={<ClockIcon size={22} />}
        title={t('funds.kyc.underReview.title')}
        testId="kyc-under-review"
      >
        <p className={classes.muted}>
          {t('funds.kyc.underReview.detail', { hours: kyc.reviewHours })}
        </p>
        {submitted}
      </StatusCard>
    );
  }
  if (kyc.status === 'verified') {
    return (
      <StatusCard
        tone="teal"
        icon={<CheckIcon size={22} />}
        title={t('funds.kyc.verified.title')}
        testId="kyc-verified"
      >
        <p className={classes.muted}>{t('funds.kyc.verified.detail')}</p>
        <div className={classes.actions}>
          <Button component={Link} to="/profile/withdraw" variant="light">
            {t('funds.kyc.verified.withdraw')}
          </Button>
        </div>
      </StatusCard>
    );
  }
  return (
    <StatusCard
      tone="red"
      icon={<AlertIcon size={22} />}
      title={t('funds.kyc.failed.title')}
      testId="kyc-failed"
    >
      <p className={classes.reason} data-testid="kyc-fail-reason">
        {latest?.failReason
          ? t('funds.records.reason', { reason: latest.failReason })
          : t('funds.records.noReason')}
      </p>
      <p className={classes.muted}>{t('funds.kyc.failed.detail')}</p>
      {submitted}
      <div className={classes.actions}>
        <Button onClick={onResubmit} data-testid="kyc-resubmit">
          {t('funds.kyc.failed.resubmit')}
        </Button>
      </div>
    </StatusCard>
  );
}

/**
 * /profile/kyc, identity verification (PRODUCT §8; SPEC §4): not verified → the form; under review
 * (up to 48 h) → when it was sent; verified; failed → the reason and "Submit again" (the form with
 * the earlier text). Open in both books (verification is of the person).
 */
export function KycPage() {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  const kyc = useKyc();
  const queryClient = useQueryClient();
  const [resubmitting, setResubmitting] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  let body: ReactNode;
  if (!loggedIn) {
    body = <GuestState title={t('funds.guest.title')} description={t('funds.guest.detail')} />;
  } else if (kyc.isPending) {
    body = <Loading />;
  } else if (kyc.isError) {
    body = (
      <ErrorState
        title={t('funds.kyc.loadFailed')}
        description={errorMessage(kyc.error)}
        onRetry={() => void kyc.refetch()}
      />
    );
  } else {
    const data = kyc.data;
    // Just sent: under review, whatever the reload still says.
    const status = sent ? 'under_review' : data.status;
    const showForm = status === 'unverified' || (status === 'failed' && resubmitting);
    body = (
      <div className={classes.stack}>
        {sent && (
          <Alert color="teal" variant="light" role="status" data-testid="kyc-sent">
            {sent}
          </Alert>
        )}
        {showForm ? (
          <section className={classes.card} aria-label={t('funds.kyc.title')}>
            <KycForm
              previous={status === 'failed' ? data.latest : null}
              onSubmitted={(message) => {
                setSent(message);
                setResubmitting(false);
                window.scrollTo({ top: 0 });
                refreshAccount(queryClient);
              }}
            />
          </section>
        ) : (
          <KycStatus
            kyc={sent ? { ...data, status: 'under_review', latest: null } : data}
            onResubmit={() => setResubmitting(true)}
          />
        )}
      </div>
    );
  }

  return (
    <PageFrame title={t('funds.kyc.title')} description={t('funds.kyc.description')}>
      {body}
    </PageFrame>
  );
}
