import type { SpotDepth, SpotMarket } from '@meridian/contract';
import { VisuallyHidden } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { bookRows, type BookRow, type Direction } from '../lib/book';
import classes from './MarketTable.module.css';
import spot from './Spot.module.css';
import { useFormat } from '@/lib/format';

type Terms = Pick<SpotMarket, 'base' | 'quote' | 'tickSize' | 'lotSize'>;

export interface OrderBookProps {
  terms: Terms;
  depth: SpotDepth;
  lastPrice: string | null;
  direction: Direction | undefined;
  /** Levels shown on each side. */
  levels?: number;
  /** A level was chosen: its price goes into the limit forms. */
  onPick: (price: string) => void;
}

function Levels({
  side,
  rows,
  terms,
  onPick,
  showHead,
}: {
  side: 'ask' | 'bid';
  rows: readonly BookRow[];
  terms: Terms;
  onPick: (price: string) => void;
  showHead: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <table className={classes.table} data-testid={`book-${side}s`}>
      <caption className={classes.caption}>
        <VisuallyHidden>{t(side === 'ask' ? 'spot.book.asks' : 'spot.book.bids')}</VisuallyHidden>
      </caption>
      <colgroup>
        <col />
        <col />
        <col />
      </colgroup>
      {/* The bids repeat the asks' column names for screen readers only. */}
      <thead className={showHead ? undefined : classes.hiddenHead}>
        <tr>
          <th scope="col">{t('spot.book.price', { quote: terms.quote })}</th>
          <th scope="col">{t('spot.book.quantity', { base: terms.base })}</th>
          <th scope="col">{t('spot.book.total', { base: terms.base })}</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && (
          <tr>
            <td colSpan={3} className={classes.empty}>
              {t('spot.book.empty')}
            </td>
          </tr>
        )}
        {rows.map((row) => {
          const price = format.step(row.price, terms.tickSize);
          return (
            <tr
              key={row.price}
              className={classes.level}
              data-side={side}
              style={{ '--depth': `${row.depthBp / 100}%` } as CSSProperties}
              onClick={() => onPick(row.price)}
              data-testid={`book-${side}`}
            >
              <td dir="ltr">
                <button
                  type="button"
                  className={classes.priceButton}
                  aria-label={t('spot.book.usePrice', { price })}
                >
                  {price}
                </button>
              </td>
              <td dir="ltr">{format.step(row.quantity, terms.lotSize)}</td>
              <td dir="ltr">{format.step(row.cumulative, terms.lotSize)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * The order book: asks above (the lowest nearest the middle), the last trade price in the
 * middle (coloured and with an arrow by the way it moved), bids below; price, quantity and the
 * cumulative quantity from the best price, with depth bars in proportion to it. Choosing a level
 * puts its price into the limit forms.
 */
export function OrderBook({
  terms,
  depth,
  lastPrice,
  direction,
  levels = 12,
  onPick,
}: OrderBookProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const rows = bookRows(depth.asks, depth.bids, levels);
  return (
    <section className={spot.card} aria-labelledby="spot-book-title" data-testid="order-book">
      <h2 id="spot-book-title" className={spot.cardTitle}>
        {t('spot.book.title')}
      </h2>
      <Levels side="ask" rows={[...rows.asks].reverse()} terms={terms} onPick={onPick} showHead />
      <div className={classes.middle} data-tone={direction} data-testid="book-last">
        <VisuallyHidden>{t('spot.book.last')} </VisuallyHidden>
        <span dir="ltr">{lastPrice ? format.step(lastPrice, terms.tickSize) : '—'}</span>
        {direction && (
          <>
            <span aria-hidden="true">{direction === 'up' ? '↑' : '↓'}</span>
            <VisuallyHidden>{t(`spot.header.${direction}`)}</VisuallyHidden>
          </>
        )}
      </div>
      <Levels side="bid" rows={rows.bids} terms={terms} onPick={onPick} showHead={false} />
    </section>
  );
}
