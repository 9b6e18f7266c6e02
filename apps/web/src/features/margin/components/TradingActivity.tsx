import type { MarginOrderView } from '@meridian/contract';
import { Button, Tabs } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionList, useOrderHistory, useOrderList, useRulesOf } from '../api/trading';
import { useLivePositions } from '../hooks/useLivePositions';
import { useTradingEvents } from '../hooks/useTradingEvents';
import { AccountSummary } from './AccountSummary';
import { GuestCta } from '@/components/ui/GuestCta';
import tabClasses from '@/components/ui/Tabs.module.css';
import { ChartIcon } from '@/components/ui/icons';
import { OptionCard } from './OptionCard';
import { CancelOrderDialog, ClosePositionDialog, EditStopsDialog } from './OrderDialogs';
import { HistoryItem, PendingItem, PositionItem } from './OrderItems';
import classes from './Trading.module.css';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { Loading } from '@/components/ui/Loading';
import { errorMessage } from '@/lib/api-client';
import { useLoggedIn } from '@/lib/settings-store';

export type ActivityTab = 'open' | 'pending' | 'history' | 'options' | 'watchlist';

/** A tab's list once loaded; before that, loading or the error with Retry; or the empty state. */
function TabList<T>({
  items,
  query,
  errorTitle,
  emptyTitle,
  emptyDetail,
  children,
}: {
  /** Undefined until the first answer. */
  items: readonly T[] | undefined;
  query: { isPending: boolean; error: Error | null; refetch: () => Promise<unknown> };
  errorTitle: string;
  emptyTitle: string;
  emptyDetail: string;
  children: (items: readonly T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  if (!items) {
    if (query.isPending) return <Loading minHeight={160} label={t('margin.activity.loading')} />;
    if (query.error)
      return (
        <ErrorState
          headingOrder={3}
          title={errorTitle}
          description={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
          minHeight={160}
        />
      );
    return null;
  }
  if (items.length === 0)
    return (
      <EmptyState
        headingOrder={3}
        icon={<ChartIcon size={24} />}
        title={emptyTitle}
        description={emptyDetail}
        minHeight={160}
      />
    );
  return <>{children(items)}</>;
}

function OpenPositions() {
  const { t } = useTranslation();
  const { query, positions, valuations, rules } = useLivePositions();
  const [closing, setClosing] = useState<MarginOrderView | null>(null);
  const [editing, setEditing] = useState<MarginOrderView | null>(null);
  return (
    <TabList
      items={query.data ? positions : undefined}
      query={query}
      errorTitle={t('margin.activity.error')}
      emptyTitle={t('margin.activity.emptyOpen')}
      emptyDetail={t('margin.activity.emptyOpenDetail')}
    >
      {(items) => (
        <>
          <ul className={classes.items} data-testid="open-positions">
            {items.map((order) => (
              <PositionItem
                key={order.id}
                order={order}
                rules={rules.get(order.code)?.margin}
                valuation={valuations.get(order.id)}
                onClose={setClosing}
                onEditStops={setEditing}
              />
            ))}
          </ul>
          {closing && (
            <ClosePositionDialog
              order={closing}
              rules={rules.get(closing.code)?.margin}
              onClose={() => setClosing(null)}
            />
          )}
          {editing && (
            <EditStopsDialog
              order={editing}
              rules={rules.get(editing.code)?.margin}
              onClose={() => setEditing(null)}
            />
          )}
        </>
      )}
    </TabList>
  );
}

function PendingOrders() {
  const { t } = useTranslation();
  const query = useOrderList('pending');
  const orders = query.data?.list;
  const rules = useRulesOf(orders);
  const [cancelling, setCancelling] = useState<MarginOrderView | null>(null);
  return (
    <TabList
      items={orders}
      query={query}
      errorTitle={t('margin.activity.error')}
      emptyTitle={t('margin.activity.emptyPending')}
      emptyDetail={t('margin.activity.emptyPendingDetail')}
    >
      {(items) => (
        <>
          <ul className={classes.items} data-testid="pending-orders">
            {items.map((order) => (
              <PendingItem
                key={order.id}
                order={order}
                rules={rules.get(order.code)?.margin}
                onCancel={setCancelling}
              />
            ))}
          </ul>
          {cancelling && (
            <CancelOrderDialog order={cancelling} onClose={() => setCancelling(null)} />
          )}
        </>
      )}
    </TabList>
  );
}

function History() {
  const { t } = useTranslation();
  const query = useOrderHistory();
  const orders = useMemo(() => query.data?.pages.flatMap((page) => page.list), [query.data]);
  const rules = useRulesOf(orders);
  return (
    <TabList
      items={orders}
      query={query}
      errorTitle={t('margin.activity.error')}
      emptyTitle={t('margin.activity.emptyHistory')}
      emptyDetail={t('margin.activity.emptyHistoryDetail')}
    >
      {(items) => (
        <>
          <ul className={classes.items} data-testid="order-history">
            {items.map((order) => (
              <HistoryItem key={order.id} order={order} rules={rules.get(order.code)?.margin} />
            ))}
          </ul>
          {query.hasNextPage && (
            <div className={classes.more}>
              <Button
                variant="subtle"
                loading={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {t('margin.activity.more')}
              </Button>
            </div>
          )}
        </>
      )}
    </TabList>
  );
}

function Options() {
  const { t } = useTranslation();
  const query = useOptionList();
  const options = query.data?.list;
  const rules = useRulesOf(options);
  return (
    <TabList
      items={options}
      query={query}
      errorTitle={t('options.list.error')}
      emptyTitle={t('options.list.empty')}
      emptyDetail={t('options.list.emptyDetail')}
    >
      {(items) => (
        <ul
          className={classes.items}
          data-testid="option-list"
          aria-label={t('options.list.title')}
        >
          {items.map((option) => (
            <li key={option.id}>
              <OptionCard option={option} tickSize={rules.get(option.code)?.margin.tickSize} />
            </li>
          ))}
        </ul>
      )}
    </TabList>
  );
}

export interface TradingActivityProps {
  /** The watchlist tab's content (the app hands in the markets feature's list). */
  watchlist?: ReactNode;
}

/**
 * Below the chart: the margin account and the tabs for open positions (live profit, SL/TP,
 * close), pending orders (cancel), history (closed and cancelled, with the reason), options
 * (countdown, then the result) and the watchlist. Keeps them live from the user channel.
 */
export function TradingActivity({ watchlist }: TradingActivityProps) {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  useTradingEvents();
  const open = useOrderList('open');
  const pending = useOrderList('pending');
  const [tab, setTab] = useState<ActivityTab>('open');
  const tabs: ActivityTab[] = ['open', 'pending', 'history', 'options'];
  if (watchlist) tabs.push('watchlist');
  const counts: Partial<Record<ActivityTab, number>> = loggedIn
    ? { open: open.data?.list.length, pending: pending.data?.list.length }
    : {};

  function panel(key: ActivityTab) {
    if (key === 'watchlist') return watchlist;
    if (!loggedIn)
      return (
        <GuestCta
          compact
          testId="guest-cta"
          detail={t('margin.activity.guest')}
          loginLabel={t('margin.guest.title')}
        />
      );
    switch (key) {
      case 'open':
        return <OpenPositions />;
      case 'pending':
        return <PendingOrders />;
      case 'history':
        return <History />;
      case 'options':
        return <Options />;
    }
  }

  return (
    <section
      className={classes.activity}
      aria-labelledby="trading-activity-title"
      data-testid="trading-activity"
    >
      <h2 id="trading-activity-title" className={classes.activityTitle}>
        {t('margin.activity.label')}
      </h2>
      {loggedIn && <AccountSummary />}
      <Tabs
        value={tab}
        onChange={(value) => value && setTab(value as ActivityTab)}
        keepMounted={false}
        classNames={{ list: classes.activityTabs, tab: tabClasses.tab }}
      >
        <Tabs.List aria-label={t('margin.activity.tabsLabel')}>
          {tabs.map((key) => (
            <Tabs.Tab
              key={key}
              value={key}
              data-testid={`activity-tab-${key}`}
              rightSection={
                counts[key] !== undefined ? (
                  <span className={classes.count}>{counts[key]}</span>
                ) : null
              }
            >
              {t(`margin.activity.tabs.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((key) => (
          <Tabs.Panel key={key} value={key} className={classes.tabPanel}>
            {key === tab ? panel(key) : null}
          </Tabs.Panel>
        ))}
      </Tabs>
    </section>
  );
}
