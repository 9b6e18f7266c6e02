import type { SpotOrderView } from '@meridian/contract';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSpotFormat } from '../lib/format';
import classes from './Orders.module.css';

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
 * turnover, fee and status; with `onCancel`, a Cancel button on each row.
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
  const format = useSpotFormat();
  const statusText = useStatusText();
  const none = '—';
  return (
    <div className={classes.scroll} role="region" aria-label={label} tabIndex={0}>
      <table className={classes.table} data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">{t('spot.orders.time')}</th>
            <th scope="col">{t('spot.orders.pair')}</th>
            <th scope="col">{t('spot.orders.side')}</th>
            <th scope="col">{t('spot.orders.type')}</th>
            <th scope="col">{t('spot.orders.price')}</th>
            <th scope="col">{t('spot.orders.quantity')}</th>
            <th scope="col">{t('spot.orders.filled')}</th>
            <th scope="col">{t('spot.orders.averagePrice')}</th>
            <th scope="col">{t('spot.orders.turnover')}</th>
            <th scope="col">{t('spot.orders.fee')}</th>
            <th scope="col">{t('spot.orders.status')}</th>
            {onCancel && <th scope="col">{t('spot.orders.action')}</th>}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} data-testid={`spot-order-${order.id}`}>
              <td dir="ltr">{format.dateTime(order.doneAt ?? order.createdAt)}</td>
              <td>{`${order.base}/${order.quote}`}</td>
              <td className={classes.side} data-side={order.side}>
                {t(order.side === 'buy' ? 'spot.form.buy' : 'spot.form.sell')}
              </td>
              <td>{t(order.type === 'limit' ? 'spot.form.limit' : 'spot.form.market')}</td>
              <td dir="ltr">{order.price ? format.money(order.price) : t('spot.orders.market')}</td>
              <td dir="ltr">
                {order.quantity
                  ? format.exact(order.quantity)
                  : order.total
                    ? t('spot.orders.byTotal', {
                        total: `${format.money(order.total)} ${order.quote}`,
                      })
                    : none}
              </td>
              <td dir="ltr">{format.exact(order.filledQuantity)}</td>
              <td dir="ltr">{order.averagePrice ? format.money(order.averagePrice) : none}</td>
              <td dir="ltr">{`${format.money(order.turnover)} ${order.quote}`}</td>
              <td dir="ltr">{`${format.money(order.fee)} ${order.quote}`}</td>
              <td>
                <span className={classes.status} data-tone={STATUS_TONE[order.status]}>
                  {statusText(order)}
                </span>
              </td>
              {onCancel && (
                <td>
                  <Button
                    size="compact-xs"
                    variant="default"
                    aria-label={t('spot.orders.cancelOrder', { orderNo: order.orderNo })}
                    onClick={() => onCancel(order)}
                  >
                    {t('spot.orders.cancel')}
                  </Button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
