import type { MarginOrderView, MarginRules } from '@meridian/contract';
import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LiveValuation } from '../lib/order-math';
import classes from './Trading.module.css';
import { Figures, type Figure } from '@/components/ui/Figures';
import { withIsolatedValues } from '@/lib/bidi';
import { tryParse } from '@/lib/decimal';
import { toneOf } from '@/lib/decimal';
import { useFormat, type Formatter } from '@/lib/format';
import { StatusBadge } from '@/components/ui/StatusBadge';

/** The instrument page of an order's instrument. */
function instrumentHref(order: MarginOrderView): string {
  return `/cruuency?${new URLSearchParams({ code: order.code, id: String(order.instrumentId) })}`;
}

function priceOf(
  value: string | bigint | null | undefined,
  rules: MarginRules | undefined,
  format: Formatter,
  none: string,
): string {
  if (value === null || value === undefined) return none;
  return rules ? format.step(value, rules.tickSize) : format.quantity(value);
}

/** One order's tiles: prices at the instrument's tick, amounts in USDT, times; "—" for none. */
function useFigureKit(rules: MarginRules | undefined) {
  const { t } = useTranslation();
  const format = useFormat();
  const none = t('margin.order.none');
  const price = (
    key: string,
    label: string,
    value: string | bigint | null | undefined,
  ): Figure => ({
    key,
    label,
    value: priceOf(value, rules, format, none),
  });
  const usdt = (key: string, label: string, value: string | bigint): Figure => ({
    key,
    label,
    value: format.amount(value, 'USDT'),
  });
  const time = (key: string, label: string, value: number | null): Figure => ({
    key,
    label,
    value: value ? format.date(value, 'short') : none,
  });
  const profit = (value: string | bigint): Figure => ({
    key: 'profit',
    label: t('margin.order.profit'),
    value: format.amount(value, 'USDT', { signed: true }),
    tone: toneOf(value),
  });
  const placed = (order: MarginOrderView): Figure => ({
    key: 'placed',
    label: t('margin.order.placed'),
    value: format.date(order.createdAt, 'short'),
  });
  const stops = (order: MarginOrderView): Figure[] => [
    price('stopLoss', t('margin.order.stopLoss'), order.stopLoss),
    price('takeProfit', t('margin.order.takeProfit'), order.takeProfit),
  ];
  return { t, format, price, usdt, time, profit, placed, stops };
}

function ItemFrame({
  order,
  status,
  children,
  actions,
}: {
  order: MarginOrderView;
  status?: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <li>
      <article
        className={classes.item}
        aria-label={`${order.code} ${t('margin.order.orderNo', { orderNo: order.orderNo })}`}
        data-testid={`order-${order.id}`}
        data-status={order.status}
      >
        <div className={classes.itemHead}>
          <Link to={instrumentHref(order)} className={classes.itemCode}>
            {order.code}
          </Link>
          <span className={classes.direction} data-tone={order.side === 'long' ? 'up' : 'down'}>
            {t(`margin.order.side.${order.side}`)}
          </span>
          <span className={classes.itemMeta} data-testid="lots-and-leverage">
            {withIsolatedValues((values) => t('margin.order.lotsAndLeverage', values), {
              lots: format.quantity(order.lots),
              leverage: order.leverage,
            })}
          </span>
          <span className={classes.itemMeta}>
            {t('margin.order.orderNo', { orderNo: order.orderNo })}
          </span>
          {status && <span className={classes.itemStatus}>{status}</span>}
        </div>
        {children}
        {actions && (
          <Group gap="xs" justify="flex-end" className={classes.itemActions}>
            {actions}
          </Group>
        )}
      </article>
    </li>
  );
}

/** An open position: live price and profit, stops, margin; edit SL/TP and close. */
export function PositionItem({
  order,
  rules,
  valuation,
  onClose,
  onEditStops,
}: {
  order: MarginOrderView;
  rules?: MarginRules;
  valuation?: LiveValuation;
  onClose: (order: MarginOrderView) => void;
  onEditStops: (order: MarginOrderView) => void;
}) {
  const { t, price, usdt, time, profit, stops } = useFigureKit(rules);
  const mark = valuation?.mark ?? order.markPrice;
  const figures: Figure[] = [
    price('open', t('margin.order.openPrice'), order.openPrice),
    price('mark', t('margin.order.markPrice'), mark),
    profit(valuation?.profit ?? tryParse(order.profit) ?? 0n),
    ...stops(order),
    usdt('margin', t('margin.order.margin'), order.margin),
    usdt('fee', t('margin.order.fee'), order.fee),
    time('opened', t('margin.order.opened'), order.openedAt),
  ];
  const label = { code: order.code, orderNo: order.orderNo };
  return (
    <ItemFrame
      order={order}
      actions={
        <>
          <Button
            size="xs"
            variant="default"
            onClick={() => onEditStops(order)}
            aria-label={t('margin.order.editStopsLabel', label)}
            data-testid="edit-stops"
          >
            {t('margin.order.editStops')}
          </Button>
          <Button
            size="xs"
            color="gray.8"
            onClick={() => onClose(order)}
            aria-label={t('margin.order.closeLabel', label)}
            data-testid="close-position"
          >
            {t('margin.order.close')}
          </Button>
        </>
      }
    >
      <Figures figures={figures} layout="grid" testId={`position-${order.id}`} />
    </ItemFrame>
  );
}

/** A pending limit order ("waiting to open a position"): its price, stops, held margin; cancel. */
export function PendingItem({
  order,
  rules,
  onCancel,
}: {
  order: MarginOrderView;
  rules?: MarginRules;
  onCancel: (order: MarginOrderView) => void;
}) {
  const { t, price, usdt, placed, stops } = useFigureKit(rules);
  return (
    <ItemFrame
      order={order}
      status={<StatusBadge tone="info">{t('margin.order.status.pending')}</StatusBadge>}
      actions={
        <Button
          size="xs"
          variant="default"
          onClick={() => onCancel(order)}
          aria-label={t('margin.order.cancelLabel', { code: order.code, orderNo: order.orderNo })}
          data-testid="cancel-order"
        >
          {t('margin.order.cancel')}
        </Button>
      }
    >
      <Figures
        layout="grid"
        testId={`pending-${order.id}`}
        figures={[
          price('limit', t('margin.order.limitPrice'), order.limitPrice),
          ...stops(order),
          usdt('margin', t('margin.order.margin'), order.margin),
          placed(order),
        ]}
      />
    </ItemFrame>
  );
}

/** A closed position or a cancelled order, with why it ended and what it made. */
export function HistoryItem({ order, rules }: { order: MarginOrderView; rules?: MarginRules }) {
  const { t, format, price, usdt, time, profit, placed } = useFigureKit(rules);
  const cancelled = order.status === 'cancelled';
  const reason = order.closeReason
    ? cancelled && order.closeReason === 'user'
      ? t('margin.order.withdrawn')
      : t(`margin.order.reason.${order.closeReason}`)
    : t(`margin.order.status.${order.status}`);
  const closed = time('closed', t('margin.order.closed'), order.closedAt);
  const figures: Figure[] = cancelled
    ? [price('limit', t('margin.order.limitPrice'), order.limitPrice), placed(order), closed]
    : [
        price('open', t('margin.order.openPrice'), order.openPrice),
        price('close', t('margin.order.closePrice'), order.closePrice),
        profit(order.profit),
        usdt('fee', t('margin.order.fee'), order.fee),
        time('opened', t('margin.order.opened'), order.openedAt),
        closed,
      ];
  const absorbed = tryParse(order.absorbedLoss) ?? 0n;
  return (
    <ItemFrame
      order={order}
      status={
        <StatusBadge
          tone={cancelled ? 'neutral' : order.closeReason === 'stop_out' ? 'down' : 'info'}
          testId="close-reason"
        >
          {reason}
        </StatusBadge>
      }
    >
      <Figures figures={figures} layout="grid" testId={`history-${order.id}`} />
      {absorbed > 0n && (
        <Text size="xs" c="gray.7">
          {t('margin.order.absorbed', { amount: format.amount(absorbed, 'USDT') })}
        </Text>
      )}
    </ItemFrame>
  );
}
