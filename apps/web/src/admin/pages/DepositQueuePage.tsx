import { Badge, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  adminApi,
  adminKeys,
  PAGE_SIZE,
  type AdminDepositItem,
  type ReviewQueueStatus,
} from '../api/admin-api';
import classes from '../components/admin.module.css';
import { Details } from '../components/Details';
import { QueueFrame, useListParams } from '../components/QueueFrame';
import { ReviewActions } from '../components/ReviewActions';
import { AdminStatus } from '../components/AdminStatus';
import { UploadImage } from '../components/UploadImage';
import { UserBlock } from '../components/UserBlock';
import { useAdminFormat } from '../lib/format';

export const REVIEW_STATUSES: readonly ReviewQueueStatus[] = ['pending', 'approved', 'rejected'];

/** Whether the typed last 6 characters match the end of the transaction hash. */
export function last6Matches(txHash: string, last6: string): boolean {
  return txHash.trim().toLowerCase().endsWith(last6.trim().toLowerCase()) && last6.trim() !== '';
}

/** The deposit queue (compliance, admin): crypto deposits to credit or reject, with the proof. */
export function DepositQueuePage() {
  const { t } = useTranslation();
  const { status, page, setStatus, setPage } = useListParams(REVIEW_STATUSES, 'pending');
  const [conflict, setConflict] = useState(false);
  const query = useQuery({
    queryKey: adminKeys.queuePage('deposits', status, page),
    queryFn: ({ signal }) => adminApi.deposits(status, { page, size: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <QueueFrame
      title={t('admin.deposits.title')}
      description={t('admin.deposits.description')}
      statuses={REVIEW_STATUSES}
      status={status}
      onStatus={setStatus}
      page={page}
      onPage={setPage}
      query={query}
      conflict={conflict}
      onDismissConflict={() => setConflict(false)}
      renderItem={(item) => (
        <DepositItem key={item.deposit.id} item={item} onConflict={() => setConflict(true)} />
      )}
    />
  );
}

function DepositItem({ item, onConflict }: { item: AdminDepositItem; onConflict: () => void }) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const { deposit: d, user } = item;
  const titleId = `deposit-${d.id}-title`;
  const matches = last6Matches(d.txHash, d.last6);
  return (
    <article className={classes.card} aria-labelledby={titleId} data-testid={`deposit-${d.id}`}>
      <div className={classes.stack}>
        <div className={classes.itemHeader}>
          <Title order={2} className={classes.sectionTitle} id={titleId}>
            {t('admin.deposits.itemTitle', {
              id: d.id,
              amount: d.amount,
              asset: d.asset,
              username: user.username,
            })}
          </Title>
          <AdminStatus status={d.status} />
        </div>
        <UserBlock user={user} />
        <Details
          testId="deposit-details"
          rows={[
            [t('admin.funds.amount'), format.exact(d.amount, d.asset), { mono: true }],
            [t('admin.funds.coin'), d.asset],
            [t('admin.funds.network'), d.network],
            [t('admin.funds.address'), d.address, { mono: true }],
            [t('admin.deposits.txHash'), d.txHash, { mono: true }],
            [
              t('admin.deposits.last6'),
              <>
                <span className={classes.mono}>{d.last6}</span>{' '}
                <Badge size="xs" variant="light" color={matches ? 'teal' : 'red'}>
                  {t(matches ? 'admin.deposits.last6Match' : 'admin.deposits.last6Mismatch')}
                </Badge>
              </>,
            ],
            [t('admin.review.submittedAt'), format.dateTime(d.createdAt)],
            d.reviewedAt !== null && [t('admin.review.reviewedAt'), format.dateTime(d.reviewedAt)],
            !!item.reviewedBy && [t('admin.review.reviewedBy'), item.reviewedBy],
            !!d.rejectReason && [t('admin.review.reason'), d.rejectReason],
          ]}
        />
        <div className={classes.thumbs}>
          <UploadImage id={d.proofImageId} label={t('admin.deposits.proof')} />
        </div>
        {d.status === 'pending' && (
          <ReviewActions
            kind="deposits"
            id={d.id}
            username={user.username}
            onConflict={onConflict}
          />
        )}
      </div>
    </article>
  );
}
