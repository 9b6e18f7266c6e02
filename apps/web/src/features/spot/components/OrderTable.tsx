import type { SpotOrderView } from '@meridian/contract';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './Orders.module.css';
import { ResponsiveTable, type Column } from '@/components/ui/ResponsiveTable';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { useFormat } from '@/lib/format';

const STATUS_TONE = {
  open: 'info',
  partial: 'info',
  filled: 'up',
  cancelled: 'neutral',
} as const;

/** The status in words, with the reason of a cancellation. */
export function useStatusText() {
  const { t } = useTranslation();
  return (order: SpotOrderView) =>
    order.status === 'cancelled' && order.cancelReason
      ? t('spot.orders.cancelledWith', { reason: t(`spot.orders.reason.${order.cancelReason}`) })
      : t(`spot.orders.statusName.${order.status}`);
}

/**
 * Spot orders as a table: time, pair, side, type, price, quantity, filled, average price,
 * turnover, fee and status; with `onCancel`, a Cancel button on each row. A card per order on a
 * phone (ResponsiveTable): the coin account's closed positions and the spot screen's lists.
 */
export function OrderTable({
  orders,
  label,
  onCancel,
  testId,
}: {
  orders: readonly SpotOrderView[];
  label: string;
  onCancel?: (order: SpotOrderView) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const statusText = useStatusText();
  const none = '—';
  const columns: Column<SpotOrderView>[] = [
    {
      key: 'time',
      header: t('spot.orders.time'),
      text: true,
      cell: (order) => format.date(order.doneAt ?? order.createdAt, 'short'),
    },
    {
      key: 'pair',
      header: t('spot.orders.pair'),
      text: true,
      cell: (order) => `${order.base}/${order.quote}`,
    },
    {
      key: 'side',
      header: t('spot.orders.side'),
      text: true,
      cell: (order) => (
        <span className={classes.side} data-side={order.side}>
          {t(order.side === 'buy' ? 'spot.form.buy' : 'spot.form.sell')}
        </span>
      ),
    },
    {
      key: 'type',
      header: t('spot.orders.type'),
      text: true,
      cell: (order) => t(order.type === 'limit' ? 'spot.form.limit' : 'spot.form.market'),
    },
    {
      key: 'price',
      header: t('spot.orders.price'),
      cell: (order) =>
        order.price ? format.number(order.price, { minDecimals: 2 }) : t('spot.orders.market'),
    },
    {
      key: 'quantity',
      header: t('spot.orders.quantity'),
      cell: (order) =>
        order.quantity
          ? format.quantity(order.quantity)
          : order.total
            ? t('spot.orders.byTotal', { total: format.money(order.total, order.quote) })
            : none,
    },
    {
      key: 'filled',
      header: t('spot.orders.filled'),
      cell: (order) => format.quantity(order.filledQuantity),
    },
    {
      key: 'average',
      header: t('spot.orders.averagePrice'),
      cell: (order) =>
        order.averagePrice ? format.number(order.averagePrice, { minDecimals: 2 }) : none,
    },
    {
      key: 'turnover',
      header: t('spot.orders.turnover'),
      cell: (order) => format.exactMoney(order.turnover, order.quote),
    },
    {
      key: 'fee',
      header: t('spot.orders.fee'),
      cell: (order) => format.exactMoney(order.fee, order.quote),
    },
    {
      key: 'status',
      header: t('spot.orders.status'),
      text: true,
      cell: (order) => (
        <StatusBadge tone={STATUS_TONE[order.status]}>{statusText(order)}</StatusBadge>
      ),
    },
  ];
  if (onCancel)
    columns.push({
      key: 'action',
      header: t('spot.orders.action'),
      text: true,
      cell: (order) => (
        <Button
          size="compact-xs"
          variant="default"
          aria-label={t('spot.orders.cancelOrder', { orderNo: order.orderNo })}
          onClick={() => onCancel(order)}
        >
          {t('spot.orders.cancel')}
        </Button>
      ),
    });
  return (
    <ResponsiveTable
      columns={columns}
      rows={orders}
      rowKey={(order) => String(order.id)}
      rowTestId={(order) => `spot-order-${order.id}`}
      label={label}
      testId={testId}
    />
  );
}
