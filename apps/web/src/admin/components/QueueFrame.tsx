import { Alert, SegmentedControl } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PAGE_SIZE } from '../api/admin-api';
import classes from './admin.module.css';
import { QueryState } from './QueryState';
import type { AnyStatus } from './AdminStatus';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageFrame } from '@/components/ui/PageFrame';
import { Pager } from '@/components/ui/Pager';

/** The status and page of a list, kept in the address (?status=&page=) so it can be linked. */
export function useListParams<S extends string>(statuses: readonly S[], fallback: S) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = statuses.includes(raw as S) ? (raw as S) : fallback;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return {
    status,
    page,
    setStatus: (next: S) => setParams({ status: next }),
    setPage: (next: number) => setParams({ status, page: String(next) }),
  };
}

export interface QueueFrameProps<S extends AnyStatus, T> {
  title: string;
  description: string;
  statuses: readonly S[];
  status: S;
  onStatus: (status: S) => void;
  page: number;
  onPage: (page: number) => void;
  query: UseQueryResult<{ list: T[]; total: number }>;
  /** The 409 notice: someone else reviewed an item first. */
  conflict: boolean;
  onDismissConflict: () => void;
  renderItem: (item: T) => ReactNode;
}

/**
 * A review queue's page: the status filter, "already reviewed by someone else" after a 409,
 * the items (loading, empty and error states) and the pages.
 */
export function QueueFrame<S extends AnyStatus, T>({
  title,
  description,
  statuses,
  status,
  onStatus,
  page,
  onPage,
  query,
  conflict,
  onDismissConflict,
  renderItem,
}: QueueFrameProps<S, T>) {
  const { t } = useTranslation();
  return (
    <PageFrame title={title} description={description} width="wide">
      <div className={classes.stack}>
        <SegmentedControl
          aria-label={t('admin.queue.statusLabel')}
          value={status}
          onChange={(value) => onStatus(value as S)}
          data={statuses.map((value) => ({ value, label: t(`admin.status.${value}`) }))}
          style={{ alignSelf: 'flex-start' }}
        />
        {conflict && (
          <Alert
            color="yellow"
            variant="light"
            role="alert"
            withCloseButton
            closeButtonLabel={t('common.close')}
            onClose={onDismissConflict}
            data-testid="queue-conflict"
          >
            {t('admin.queue.conflict')}
          </Alert>
        )}
        <QueryState query={query} errorTitle={t('admin.queue.failed')}>
          {(data) =>
            data.list.length === 0 ? (
              <EmptyState
                title={t('admin.queue.empty')}
                description={t('admin.queue.emptyDetail')}
                data-testid="queue-empty"
              />
            ) : (
              <>
                <div className={classes.stack}>{data.list.map(renderItem)}</div>
                <Pager page={page} total={data.total} size={PAGE_SIZE} onChange={onPage} />
              </>
            )
          }
        </QueryState>
      </div>
    </PageFrame>
  );
}
