import { Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  adminApi,
  adminKeys,
  PAGE_SIZE,
  type AdminKycItem,
  type KycQueueStatus,
  type KycSubmission,
} from '../api/admin-api';
import classes from '../components/admin.module.css';
import { DataTable } from '../components/DataTable';
import { Details } from '../components/Details';
import { QueueFrame, useListParams } from '../components/QueueFrame';
import { ReviewActions } from '../components/ReviewActions';
import { AdminStatus } from '../components/AdminStatus';
import { UploadImage } from '../components/UploadImage';
import { UserBlock } from '../components/UserBlock';
import { useAdminFormat } from '../lib/format';

const STATUSES: readonly KycQueueStatus[] = ['under_review', 'verified', 'failed'];

/** The KYC queue (compliance, admin): submissions to verify or fail, with the documents. */
export function KycQueuePage() {
  const { t } = useTranslation();
  const { status, page, setStatus, setPage } = useListParams(STATUSES, 'under_review');
  const [conflict, setConflict] = useState(false);
  const query = useQuery({
    queryKey: adminKeys.queuePage('kyc', status, page),
    queryFn: ({ signal }) => adminApi.kyc(status, { page, size: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <QueueFrame
      title={t('admin.kyc.title')}
      description={t('admin.kyc.description')}
      statuses={STATUSES}
      status={status}
      onStatus={setStatus}
      page={page}
      onPage={setPage}
      query={query}
      conflict={conflict}
      onDismissConflict={() => setConflict(false)}
      renderItem={(item) => (
        <KycItem key={item.submission.id} item={item} onConflict={() => setConflict(true)} />
      )}
    />
  );
}

function KycItem({ item, onConflict }: { item: AdminKycItem; onConflict: () => void }) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const { submission: s, user } = item;
  const titleId = `kyc-${s.id}-title`;
  return (
    <article className={classes.card} aria-labelledby={titleId} data-testid={`kyc-${s.id}`}>
      <div className={classes.stack}>
        <div className={classes.itemHeader}>
          <Title order={2} className={classes.sectionTitle} id={titleId}>
            {t('admin.kyc.itemTitle', {
              name: `${s.firstName} ${s.lastName}`,
              username: user.username,
            })}
          </Title>
          <AdminStatus status={s.status} />
        </div>
        <UserBlock user={user} />
        <KycDetails submission={s} reviewedBy={item.reviewedBy} />
        <div className={classes.thumbs}>
          <UploadImage id={s.frontImageId} label={t('admin.kyc.images.front')} />
          <UploadImage id={s.backImageId} label={t('admin.kyc.images.back')} />
          <UploadImage id={s.holdingImageId} label={t('admin.kyc.images.holding')} />
          <UploadImage id={s.signatureImageId} label={t('admin.kyc.images.signature')} />
        </div>
        <section className={classes.section} aria-label={t('admin.kyc.history')}>
          <Title order={3} size="h5">
            {t('admin.kyc.history')}
          </Title>
          {item.history.length === 0 ? (
            <Text size="sm" c="gray.7">
              {t('admin.kyc.noHistory')}
            </Text>
          ) : (
            <KycHistory submissions={item.history} format={format} />
          )}
        </section>
        {s.status === 'under_review' && (
          <ReviewActions kind="kyc" id={s.id} username={user.username} onConflict={onConflict} />
        )}
      </div>
    </article>
  );
}

export function KycDetails({
  submission: s,
  reviewedBy,
}: {
  submission: KycSubmission;
  reviewedBy?: string | null;
}) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  return (
    <Details
      testId="kyc-details"
      rows={[
        [t('admin.kyc.name'), `${s.firstName} ${s.lastName}`],
        [t('admin.kyc.sex'), t(`admin.kyc.sexes.${s.sex}`)],
        [t('admin.kyc.birthDate'), s.birthDate, { mono: true }],
        [t('admin.kyc.country'), s.country],
        [t('admin.kyc.address'), s.address],
        [t('admin.kyc.phone'), s.phone, { mono: true }],
        [t('admin.kyc.documentType'), t(`admin.kyc.documentTypes.${s.documentType}`)],
        [t('admin.kyc.documentNumber'), s.documentNumber, { mono: true }],
        [t('admin.review.submittedAt'), format.dateTime(s.submittedAt)],
        s.reviewedAt !== null && [t('admin.review.reviewedAt'), format.dateTime(s.reviewedAt)],
        !!reviewedBy && [t('admin.review.reviewedBy'), reviewedBy],
        !!s.failReason && [t('admin.review.reason'), s.failReason],
      ]}
    />
  );
}

export function KycHistory({
  submissions,
  format,
  label,
}: {
  submissions: KycSubmission[];
  format: ReturnType<typeof useAdminFormat>;
  /** What the table lists; the queue's "earlier submissions" unless told. */
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <DataTable
      label={label ?? t('admin.kyc.history')}
      rows={submissions}
      rowKey={(h) => h.id}
      rowTestId={(h) => `kyc-history-${h.id}`}
      empty={t('admin.kyc.noHistory')}
      columns={[
        { label: t('admin.review.submittedAt'), cell: (h) => format.dateTime(h.submittedAt) },
        { label: t('admin.review.status'), cell: (h) => <AdminStatus status={h.status} /> },
        { label: t('admin.kyc.name'), cell: (h) => `${h.firstName} ${h.lastName}` },
        {
          label: t('admin.kyc.document'),
          cell: (h) => (
            <>
              {t(`admin.kyc.documentTypes.${h.documentType}`)}{' '}
              <span className={classes.mono}>{h.documentNumber}</span>
            </>
          ),
        },
        { label: t('admin.review.reason'), cell: (h) => h.failReason ?? '—' },
      ]}
    />
  );
}
