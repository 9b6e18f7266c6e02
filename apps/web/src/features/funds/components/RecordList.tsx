import { Button, NativeSelect } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewStatus } from '../api/funds-api';
import classes from './Funds.module.css';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { Loading } from '@/components/ui/Loading';
import { errorMessage } from '@/lib/api-client';

interface Page<T> {
  list: T[];
  total: number;
}

export interface RecordListProps<T> {
  title: string;
  empty: string;
  emptyFiltered: string;
  status: ReviewStatus | undefined;
  onStatus: (status: ReviewStatus | undefined) => void;
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  keyOf: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  testId: string;
}

const STATUSES: readonly ReviewStatus[] = ['pending', 'approved', 'rejected'];

/**
 * The user's deposits or withdrawals, newest first, page by page, with a status filter: loading,
 * failed (with retry), empty, the items, "Show more" until "No more data".
 */
export function RecordList<T>({
  title,
  empty,
  emptyFiltered,
  status,
  onStatus,
  query,
  keyOf,
  renderItem,
  testId,
}: RecordListProps<T>) {
  const { t } = useTranslation();
  const headingId = useId();
  const items = query.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <section className={classes.card} aria-labelledby={headingId} data-testid={testId}>
      <div className={classes.cardHead}>
        <h2 id={headingId} className={classes.cardTitle}>
          {title}
        </h2>
        <NativeSelect
          size="xs"
          label={t('funds.records.filter')}
          className={classes.filter}
          value={status ?? ''}
          onChange={(event) => onStatus((event.currentTarget.value || undefined) as ReviewStatus)}
          data={[
            { value: '', label: t('funds.records.all') },
            ...STATUSES.map((value) => ({ value, label: t(`funds.status.${value}`) })),
          ]}
        />
      </div>
      {query.isPending ? (
        <Loading minHeight={120} />
      ) : query.isError && items.length === 0 ? (
        <ErrorState
          headingOrder={3}
          title={t('funds.records.loadFailed')}
          description={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState headingOrder={3} title={status ? emptyFiltered : empty} minHeight={120} />
      ) : (
        <>
          <ul className={classes.records}>
            {items.map((item) => (
              <li key={keyOf(item)} className={classes.record}>
                {renderItem(item)}
              </li>
            ))}
          </ul>
          {query.hasNextPage ? (
            <Button
              variant="default"
              size="xs"
              className={classes.more}
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t('funds.records.more')}
            </Button>
          ) : (
            <p className={classes.noMore} data-testid={`${testId}-no-more`}>
              {t('funds.records.noMore')}
            </p>
          )}
        </>
      )}
    </section>
  );
}

/** One record's lines: what (amount), its status, the details, and a rejection's reason. */
export function RecordItem({
  testId,
  amount,
  status,
  details,
  reason,
}: {
  testId: string;
  amount: ReactNode;
  status: ReactNode;
  details: ReactNode[];
  reason?: ReactNode;
}) {
  return (
    <div className={classes.recordBody} data-testid={testId}>
      <div className={classes.recordHead}>
        <span className={classes.recordAmount} dir="ltr">
          {amount}
        </span>
        {status}
      </div>
      {details.map((detail, index) => (
        <span key={index} className={classes.recordDetail}>
          {detail}
        </span>
      ))}
      {reason && (
        <p className={classes.reason} data-testid={`${testId}-reason`}>
          {reason}
        </p>
      )}
    </div>
  );
}
