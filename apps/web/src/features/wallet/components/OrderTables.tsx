import type { MarginOrderView, OptionOrderView, SpotOrderView } from '@meridian/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MarginListStatus } from '../api/wallet-api';
import { useWalletFormat } from '../lib/format';
import { SignedAmount } from './SignedAmount';
import classes from './Wallet.module.css';

/**
 * Read-only tables of the user's orders (the actions stay on the trading screens): margin
 * positions, options and spot orders, each row linking to its market.
 */

const NONE = '—';

function MarketLink({ code, href }: { code: string; href: string }) {
  const { t } = useTranslation();
  return (
    <Link to={href} className={classes.link} aria-label={t('wallet.orders.openMarket', { code })}>
      {code}
    </Link>
  );
}

function TableFrame({
  label,
  busy,
  testId,
  children,
}: {
  label: string;
  busy: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className={classes.scroll} role="region" aria-label={label} aria-busy={busy} tabIndex={0}>
      <table className={classes.table} data-testid={testId}>
        {children}
      </table>
    </div>
  );
}

const MARGIN_TONE = {
  pending: 'info',
  open: 'info',
  closed: 'neutral',
  cancelled: 'neutral',
} as const;
const OPTION_TONE = {
  open: 'info',
  won: 'up',
  lost: 'down',
  draw: 'neutral',
  void: 'neutral',
} as const;
const SPOT_TONE = { open: 'info', partial: 'info', filled: 'up', cancelled: 'neutral' } as const;

export function MarginOrderTable({
  orders,
  status,
  busy,
}: {
  orders: readonly MarginOrderView[];
  status: MarginListStatus;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const format = useWalletFormat();
  const price = (value: string | null) => (value === null ? NONE : format.money(value));
  return (
    <TableFrame label={t('wallet.orders.tabs.margin')} busy={busy} testId="margin-orders">
      <thead>
        <tr>
          <th scope="col">{t('wallet.orders.orderNo')}</th>
          <th scope="col" className={classes.text}>
            {t('wallet.orders.market')}
          </th>
          <th scope="col" className={classes.text}>
            {t('wallet.orders.side')}
          </th>
          <th scope="col">{t('wallet.orders.lots')}</th>
          <th scope="col">{t('wallet.orders.leverage')}</th>
          <th scope="col">
            {t(status === 'pending' ? 'wallet.orders.limitPrice' : 'wallet.orders.openPrice')}
          </th>
          <th scope="col">
            {t(status === 'history' ? 'wallet.orders.closePrice' : 'wallet.orders.markPrice')}
          </th>
          <th scope="col">{t('wallet.orders.margin')}</th>
          <th scope="col">{t('wallet.orders.profit')}</th>
          <th scope="col" className={classes.text}>
            {t('wallet.orders.state')}
          </th>
          <th scope="col">{t('wallet.orders.time')}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id} data-testid={`margin-order-${order.id}`}>
            <td dir="ltr">{order.orderNo}</td>
            <td className={classes.text}>
              <MarketLink
                code={order.code}
                href={`/cruuency?${new URLSearchParams({ code: order.code, id: String(order.instrumentId) })}`}
              />
            </td>
            <td
              className={`${classes.text} ${classes.side}`}
              data-side={order.side === 'long' ? 'up' : 'down'}
            >
              {t(order.side === 'long' ? 'wallet.orders.long' : 'wallet.orders.short')}
            </td>
            <td dir="ltr">{format.exact(order.lots)}</td>
            <td dir="ltr">{t('wallet.orders.leverageValue', { leverage: order.leverage })}</td>
            <td dir="ltr">{price(status === 'pending' ? order.limitPrice : order.openPrice)}</td>
            <td dir="ltr">{price(status === 'history' ? order.closePrice : order.markPrice)}</td>
            <td dir="ltr">{`${format.money(order.margin)} USDT`}</td>
            <td>
              <SignedAmount value={order.profit} />
            </td>
            <td className={classes.text}>
              <span className={classes.status} data-tone={MARGIN_TONE[order.status]}>
                {t(`wallet.orders.marginStatusName.${order.status}`)}
              </span>
            </td>
            <td dir="ltr">
              {format.dateTime(order.closedAt ?? order.openedAt ?? order.createdAt)}
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}

export function OptionOrderTable({
  options,
  busy,
}: {
  options: readonly OptionOrderView[];
  busy: boolean;
}) {
  const { t } = useTranslation();
  const format = useWalletFormat();
  return (
    <TableFrame label={t('wallet.orders.tabs.options')} busy={busy} testId="option-orders">
      <thead>
        <tr>
          <th scope="col">{t('wallet.orders.orderNo')}</th>
          <th scope="col" className={classes.text}>
            {t('wallet.orders.market')}
          </th>
          <th scope="col" className={classes.text}>
            {t('wallet.orders.direction')}
          </th>
          <th scope="col">{t('wallet.orders.timeframe')}</th>
          <th scope="col">{t('wallet.orders.stake')}</th>
          <th scope="col">{t('wallet.orders.strikePrice')}</th>
          <th scope="col">{t('wallet.orders.settlePrice')}</th>
          <th scope="col">{t('wallet.orders.profit')}</th>
          <th scope="col" className={classes.text}>
            {t('wallet.orders.state')}
          </th>
          <th scope="col">{t('wallet.orders.time')}</th>
        </tr>
      </thead>
      <tbody>
        {options.map((option) => (
          <tr key={option.id} data-testid={`option-order-${option.id}`}>
            <td dir="ltr">{option.orderNo}</td>
            <td className={classes.text}>
              <MarketLink
                code={option.code}
                href={`/cruuency?${new URLSearchParams({ code: option.code, id: String(option.instrumentId) })}`}
              />
            </td>
            <td className={`${classes.text} ${classes.side}`} data-side={option.direction}>
              {t(option.direction === 'up' ? 'wallet.orders.up' : 'wallet.orders.down')}
            </td>
            <td dir="ltr">{t('wallet.orders.seconds', { seconds: option.timeframe })}</td>
            <td dir="ltr">{`${format.money(option.stake)} USDT`}</td>
            <td dir="ltr">{format.money(option.strikePrice)}</td>
            <td dir="ltr">
              {option.settlePrice === null ? NONE : format.money(option.settlePrice)}
            </td>
            <td>{option.profit === null ? NONE : <SignedAmount value={option.profit} />}</td>
            <td className={classes.text}>
              <span className={classes.status} data-tone={OPTION_TONE[option.status]}>
                {t(`wallet.orders.optionStatusName.${option.status}`)}
              </span>
            </td>
            <td dir="ltr">{format.dateTime(option.settledAt ?? option.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}

export function SpotOrderTable({
  orders,
  busy,
}: {
  orders: readonly SpotOrderView[];
  busy: boolean;
}) {
  const { t } = useTranslation();
  const format = useWalletFormat();
  return (
    <TableFrame label={t('wallet.orders.tabs.spot')} busy={busy} testId="spot-orders">
      <thead>
        <tr>
          <th scope="col">{t('wallet.orders.orderNo')}</th>
          <th scope="col" className={classes.text}>
            {t('wallet.orders.market')}
          </th>
          <th scope="col" className={classes.text}>
            {t('wallet.orders.side')}
          </th>
          <th scope="col" className={classes.text}>
            {t('wallet.orders.type')}
          </th>
          <th scope="col">{t('wallet.orders.price')}</th>
          <th scope="col">{t('wallet.orders.quantity')}</th>
          <th scope="col">{t('wallet.orders.filled')}</th>
          <th scope="col">{t('wallet.orders.averagePrice')}</th>
          <th scope="col">{t('wallet.orders.fee')}</th>
          <th scope="col" className={classes.text}>
            {t('wallet.orders.state')}
          </th>
          <th scope="col">{t('wallet.orders.time')}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id} data-testid={`spot-order-${order.id}`}>
            <td dir="ltr">{order.orderNo}</td>
            <td className={classes.text}>
              <MarketLink
                code={order.code}
                href={`/cruuency?${new URLSearchParams({ code: order.code, type: 'spot' })}`}
              />
            </td>
            <td
              className={`${classes.text} ${classes.side}`}
              data-side={order.side === 'buy' ? 'up' : 'down'}
            >
              {t(order.side === 'buy' ? 'wallet.orders.buy' : 'wallet.orders.sell')}
            </td>
            <td className={classes.text}>
              {t(order.type === 'limit' ? 'wallet.orders.limit' : 'wallet.orders.marketType')}
            </td>
            <td dir="ltr">
              {order.price === null ? t('wallet.orders.marketPrice') : format.money(order.price)}
            </td>
            <td dir="ltr">
              {order.quantity !== null
                ? `${format.exact(order.quantity)} ${order.base}`
                : order.total !== null
                  ? t('wallet.orders.byTotal', {
                      total: `${format.money(order.total)} ${order.quote}`,
                    })
                  : NONE}
            </td>
            <td dir="ltr">{format.exact(order.filledQuantity)}</td>
            <td dir="ltr">
              {order.averagePrice === null ? NONE : format.money(order.averagePrice)}
            </td>
            <td dir="ltr">{`${format.money(order.fee)} ${order.quote}`}</td>
            <td className={classes.text}>
              <span className={classes.status} data-tone={SPOT_TONE[order.status]}>
                {t(`wallet.orders.spotStatusName.${order.status}`)}
              </span>
            </td>
            <td dir="ltr">{format.dateTime(order.doneAt ?? order.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
