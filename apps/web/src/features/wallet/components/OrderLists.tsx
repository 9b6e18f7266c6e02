import { Button, SegmentedControl } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGE_SIZE, useMarginOrders, useOptionOrders, useSpotOrders } from '../api/queries';
import type { MarginListStatus, OptionListStatus, SpotListStatus } from '../api/wallet-api';
import { ListState } from './ListState';
import { MarginOrderTable, OptionOrderTable, SpotOrderTable } from './OrderTables';
import classes from './Wallet.module.css';
import { Pager } from '@/components/ui/Pager';
import { ListIcon } from '@/components/ui/icons';

/** Which orders of a tab to show (open, history…): a segmented switch that starts again at page 1. */
function StatusSwitch<S extends string>({
  value,
  options,
  onChange,
  testId,
}: {
  value: S;
  options: readonly { value: S; label: string }[];
  onChange: (value: S) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      className={classes.subTabs}
      size="xs"
      value={value}
      onChange={(next) => onChange(next as S)}
      data={options.map((option) => ({ value: option.value, label: option.label }))}
      aria-label={t('wallet.orders.status')}
      data-testid={testId}
    />
  );
}

/** A tab's list: loading, error, empty (with the way to the markets), or the table and pages. */
function OrdersList<T>({
  query,
  page,
  onPage,
  testId,
  children,
}: {
  query: {
    data: { list: T[]; total: number } | undefined;
    error: Error | null;
    isPlaceholderData: boolean;
    refetch: () => Promise<unknown>;
  };
  page: number;
  onPage: (page: number) => void;
  testId: string;
  children: (items: readonly T[], busy: boolean) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ListState
      items={query.data?.list}
      query={query}
      loadingLabel={t('wallet.orders.loading')}
      errorTitle={t('wallet.orders.error')}
      empty={{
        title: t('wallet.orders.empty'),
        detail: t('wallet.orders.emptyDetail'),
        icon: <ListIcon size={24} />,
        testId: `${testId}-empty`,
        action: (
          <Button component={Link} to="/market" variant="light" size="sm">
            {t('wallet.orders.trade')}
          </Button>
        ),
      }}
    >
      {(items) => (
        <>
          {children(items, query.isPlaceholderData)}
          <Pager
            page={page}
            size={PAGE_SIZE}
            total={query.data?.total ?? 0}
            busy={query.isPlaceholderData}
            onChange={onPage}
            testId={`${testId}-pager`}
          />
        </>
      )}
    </ListState>
  );
}

export function MarginOrders() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<MarginListStatus>('open');
  const [page, setPage] = useState(1);
  const query = useMarginOrders(status, page);
  const statuses: MarginListStatus[] = ['open', 'pending', 'history'];
  return (
    <>
      <StatusSwitch
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
        options={statuses.map((value) => ({
          value,
          label: t(`wallet.orders.marginStatus.${value}`),
        }))}
        testId="margin-status"
      />
      <OrdersList query={query} page={page} onPage={setPage} testId="margin-orders">
        {(orders, busy) => <MarginOrderTable orders={orders} status={status} busy={busy} />}
      </OrdersList>
    </>
  );
}

export function OptionOrders() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<OptionListStatus>('all');
  const [page, setPage] = useState(1);
  const query = useOptionOrders(status, page);
  const statuses: OptionListStatus[] = ['all', 'open', 'settled'];
  return (
    <>
      <StatusSwitch
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
        options={statuses.map((value) => ({
          value,
          label: t(`wallet.orders.optionStatus.${value}`),
        }))}
        testId="option-status"
      />
      <OrdersList query={query} page={page} onPage={setPage} testId="option-orders">
        {(options, busy) => <OptionOrderTable options={options} busy={busy} />}
      </OrdersList>
    </>
  );
}

export function SpotOrders() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<SpotListStatus>('current');
  const [page, setPage] = useState(1);
  const query = useSpotOrders(status, page);
  const statuses: SpotListStatus[] = ['current', 'history'];
  return (
    <>
      <StatusSwitch
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
        options={statuses.map((value) => ({
          value,
          label: t(`wallet.orders.spotStatus.${value}`),
        }))}
        testId="spot-status"
      />
      <OrdersList query={query} page={page} onPage={setPage} testId="spot-orders">
        {(orders, busy) => <SpotOrderTable orders={orders} busy={busy} />}
      </OrdersList>
    </>
  );
}
