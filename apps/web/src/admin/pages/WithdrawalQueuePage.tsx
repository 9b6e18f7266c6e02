import { Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  adminApi,
  adminKeys,
  PAGE_SIZE,
  type AdminWithdrawalItem,
  type Withdrawal,
} from '../api/admin-api';
import classes from '../components/admin.module.css';
import { Details, type DetailRow } from '../components/Details';
import { QueueFrame, useListParams } from '../components/QueueFrame';
import { ReviewActions } from '../components/ReviewActions';
import { AdminStatus } from '../components/AdminStatus';
import { UserBlock } from '../components/UserBlock';
import { useAdminFormat } from '../lib/format';
import { REVIEW_STATUSES } from './DepositQueuePage';

/** The withdrawal queue (compliance, admin): payouts to send (approve) or refund (reject). */
export function WithdrawalQueuePage() {
  const { t } = useTranslation();
  const { status, page, setStatus, setPage } = useListParams(REVIEW_STATUSES, 'pending');
  const [conflict, setConflict] = useState(false);
  const query = useQuery({
    queryKey: adminKeys.queuePage('withdrawals', status, page),
    queryFn: ({ signal }) => adminApi.withdrawals(status, { page, size: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <QueueFrame
      title={t('admin.withdrawals.title')}
      description={t('admin.withdrawals.description')}
      statuses={REVIEW_STATUSES}
      status={status}
      onStatus={setStatus}
      page={page}
      onPage={setPage}
      query={query}
      conflict={conflict}
      onDismissConflict={() => setConflict(false)}
      renderItem={(item) => (
        <WithdrawalItem key={item.withdrawal.id} item={item} onConflict={() => setConflict(true)} />
      )}
    />
  );
}

/** Where the money goes: the network and address, or the bank details. */
export function useDestinationRows(w: Withdrawal): DetailRow[] {
  const { t } = useTranslation();
  return w.method === 'crypto'
    ? [
        [t('admin.funds.network'), w.network],
        [t('admin.funds.address'), w.address, { mono: true }],
      ]
    : [
        [t('admin.withdrawals.bankHolder'), w.bankHolder],
        [t('admin.withdrawals.bankAccount'), w.bankAccount, { mono: true }],
        [t('admin.withdrawals.bankType'), w.bankType],
      ];
}

function WithdrawalItem({
  item,
  onConflict,
}: {
  item: AdminWithdrawalItem;
  onConflict: () => void;
}) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const { withdrawal: w, user } = item;
  const destination = useDestinationRows(w);
  const titleId = `withdrawal-${w.id}-title`;
  return (
    <article className={classes.card} aria-labelledby={titleId} data-testid={`withdrawal-${w.id}`}>
      <div className={classes.stack}>
        <div className={classes.itemHeader}>
          <Title order={2} className={classes.sectionTitle} id={titleId}>
            {t('admin.withdrawals.itemTitle', {
              id: w.id,
              amount: w.amount,
              asset: w.asset,
              username: user.username,
            })}
          </Title>
          <AdminStatus status={w.status} />
        </div>
        <UserBlock user={user} />
        <Details
          testId="withdrawal-details"
          rows={[
            [t('admin.withdrawals.method'), t(`admin.withdrawals.methods.${w.method}`)],
            [t('admin.funds.coin'), w.asset],
            ...destination,
            [t('admin.funds.amount'), format.exact(w.amount, w.asset), { mono: true }],
            [t('admin.withdrawals.fee'), format.exact(w.fee, w.asset), { mono: true }],
            [t('admin.withdrawals.received'), format.exact(w.received, w.asset), { mono: true }],
            [t('admin.review.submittedAt'), format.dateTime(w.createdAt)],
            w.reviewedAt !== null && [t('admin.review.reviewedAt'), format.dateTime(w.reviewedAt)],
            !!item.reviewedBy && [t('admin.review.reviewedBy'), item.reviewedBy],
            !!w.rejectReason && [t('admin.review.reason'), w.rejectReason],
          ]}
        />
        {w.status === 'pending' && (
          <ReviewActions
            kind="withdrawals"
            id={w.id}
            username={user.username}
            onConflict={onConflict}
          />
        )}
      </div>
    </article>
  );
}
