import type { SpotOrderView } from '@meridian/contract';
import { Button } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentOrders, useOrderHistory } from '../api/queries';
import { CancelOrderDialog } from './CancelOrderDialog';
import classes from './Orders.module.css';
import { OrderTable } from './OrderTable';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { ChartIcon } from '@/components/ui/icons';
import { Loading } from '@/components/ui/Loading';
import { errorMessage } from '@/lib/api-client';

/** A list once loaded; before that, loading or the error with Retry; or the empty state. */
function ListState<T>({
  items,
  query,
  emptyTitle,
  emptyDetail,
  headingOrder,
  children,
}: {
  items: readonly T[] | undefined;
  query: { isPending: boolean; error: Error | null; refetch: () => Promise<unknown> };
  emptyTitle: string;
  emptyDetail: string;
  headingOrder: 2 | 3;
  children: (items: readonly T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  if (!items) {
    if (query.error)
      return (
        <ErrorState
          headingOrder={headingOrder}
          title={t('spot.orders.error')}
          description={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
          minHeight={140}
        />
      );
    return <Loading minHeight={140} label={t('spot.orders.loading')} />;
  }
  if (items.length === 0)
    return (
      <EmptyState
        headingOrder={headingOrder}
        icon={<ChartIcon size={24} />}
        title={emptyTitle}
        description={emptyDetail}
        minHeight={140}
        data-testid="spot-orders-empty"
      />
    );
  return <>{children(items)}</>;
}

/** Open and partly filled orders, each with Cancel (after a confirmation). */
export function CurrentOrders({ code, headingOrder = 3 }: { code?: string; headingOrder?: 2 | 3 }) {
  const { t } = useTranslation();
  const query = useCurrentOrders(code);
  const [cancelling, setCancelling] = useState<SpotOrderView | null>(null);
  return (
    <ListState
      items={query.data?.list}
      query={query}
      emptyTitle={t('spot.orders.emptyCurrent')}
      emptyDetail={t('spot.orders.emptyCurrentDetail')}
      headingOrder={headingOrder}
    >
      {(orders) => (
        <>
          <OrderTable
            orders={orders}
            label={t('spot.orders.current')}
            onCancel={setCancelling}
            testId="spot-current-orders"
          />
          {cancelling && (
            <CancelOrderDialog order={cancelling} onClose={() => setCancelling(null)} />
          )}
        </>
      )}
    </ListState>
  );
}

/** Filled and cancelled orders, newest first, page by page to "no more data". */
export function OrderHistory({ code, headingOrder = 3 }: { code?: string; headingOrder?: 2 | 3 }) {
  const { t } = useTranslation();
  const query = useOrderHistory(code);
  const orders = useMemo(() => query.data?.pages.flatMap((page) => page.list), [query.data]);
  return (
    <ListState
      items={orders}
      query={query}
      emptyTitle={t('spot.orders.emptyHistory')}
      emptyDetail={t('spot.orders.emptyHistoryDetail')}
      headingOrder={headingOrder}
    >
      {(items) => (
        <>
          <OrderTable orders={items} label={t('spot.orders.history')} testId="spot-order-history" />
          <div className={classes.more}>
            {query.hasNextPage ? (
              <Button
                variant="subtle"
                loading={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {t('spot.orders.more')}
              </Button>
            ) : (
              <span data-testid="spot-no-more">{t('errors.noMoreData')}</span>
            )}
          </div>
        </>
      )}
    </ListState>
  );
}
