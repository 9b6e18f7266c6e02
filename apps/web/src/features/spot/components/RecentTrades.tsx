import type { SpotMarket, SpotTradeView } from '@meridian/contract';
import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './MarketTable.module.css';
import spot from './Spot.module.css';
import { useFormat } from '@/lib/format';

/** The latest public trades, newest first: price (by the taker's side), quantity, time. */
export function RecentTrades({
  terms,
  trades,
}: {
  terms: Pick<SpotMarket, 'base' | 'quote' | 'tickSize' | 'lotSize'>;
  trades: readonly SpotTradeView[];
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section className={spot.card} aria-labelledby="spot-trades-title" data-testid="recent-trades">
      <h2 id="spot-trades-title" className={spot.cardTitle}>
        {t('spot.trades.title')}
      </h2>
      <div className={classes.tradeList}>
        <table className={classes.table}>
          <colgroup>
            <col />
            <col />
            <col />
          </colgroup>
          <thead>
            <tr>
              <th scope="col">{t('spot.trades.price', { quote: terms.quote })}</th>
              <th scope="col">{t('spot.trades.quantity', { base: terms.base })}</th>
              <th scope="col">{t('spot.trades.time')}</th>
            </tr>
          </thead>
          <tbody>
            {trades.length === 0 && (
              <tr>
                <td colSpan={3} className={classes.empty}>
                  {t('spot.trades.empty')}
                </td>
              </tr>
            )}
            {trades.map((trade) => (
              <tr
                key={trade.id}
                className={classes.trade}
                data-side={trade.side}
                data-testid="trade-row"
              >
                <td>
                  <span className={classes.tradePrice} dir="ltr">
                    {format.step(trade.price, terms.tickSize)}
                  </span>{' '}
                  <span aria-hidden="true">{trade.side === 'buy' ? '↑' : '↓'}</span>
                  <VisuallyHidden>
                    {t(trade.side === 'buy' ? 'spot.trades.buy' : 'spot.trades.sell')}
                  </VisuallyHidden>
                </td>
                <td dir="ltr">{format.step(trade.quantity, terms.lotSize)}</td>
                <td dir="ltr">{format.date(trade.time, 'time')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
