import { VisuallyHidden } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MarketItem } from '../api/markets';
import { useLiveQuote, usePriceFlash } from '../lib/live';
import classes from './MarketList.module.css';
import { Sparkline } from './Sparkline';
import { WatchStar } from './WatchStar';
import { useLivePriceHistory } from '@/lib/live-prices';
import { toneOf } from '@/lib/decimal';
import { useFormat } from '@/lib/format';

/** The instrument page of a market item (SPEC §2: /cruuency?code&type&id). */
export function instrumentHref(item: Pick<MarketItem, 'code' | 'type' | 'id'>): string {
  const query = new URLSearchParams({ code: item.code, type: item.type, id: String(item.id) });
  return `/cruuency?${query.toString()}`;
}

export interface MarketRowProps {
  item: MarketItem;
  starred: boolean;
  onToggleStar: (code: string) => void;
  /** Where the row leads: the instrument page by default. */
  href?: string;
  /** The instrument shown next to the list (the /market trading screen). */
  selected?: boolean;
}

/**
 * One market: star, logo, name and code, a sparkline, the live price (flashing green or red on a
 * change) and the 24h change. Memoised and subscribed to its own code only: a tick re-renders
 * the rows whose price changed, never the list.
 */
export const MarketRow = memo(function MarketRow({
  item,
  starred,
  onToggleStar,
  href,
  selected = false,
}: MarketRowProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const live = useLiveQuote(item.code);
  const history = useLivePriceHistory(item.code);
  const price = live.price ?? item.price;
  const change = live.zdf ?? item.zdf;
  const flash = usePriceFlash(price);
  const points = history.length >= 2 ? history : item.hundred;

  return (
    <li
      className={classes.row}
      data-testid={`market-row-${item.code}`}
      data-selected={selected || undefined}
    >
      <WatchStar code={item.code} name={item.appName} active={starred} onToggle={onToggleStar} />
      <Link
        to={href ?? instrumentHref(item)}
        className={classes.link}
        aria-current={selected ? 'true' : undefined}
      >
        <span className={classes.instrument}>
          <img
            className={classes.logo}
            src={item.logo}
            alt={t('markets.list.logoAlt', { name: item.appName })}
            width={32}
            height={32}
            loading="lazy"
            decoding="async"
          />
          <span className={classes.names}>
            <span className={classes.name}>{item.appName}</span>
            <span className={classes.code}>{item.code}</span>
          </span>
        </span>
        <Sparkline points={points} className={classes.spark} />
        <span className={classes.priceCell}>
          <span
            key={flash.key}
            className={classes.price}
            data-flash={flash.direction}
            data-testid="price"
            dir="ltr"
          >
            {format.step(price, item.tickSize)}
          </span>
        </span>
        <span className={classes.changeCell}>
          <span className={classes.change} data-tone={toneOf(change)} data-testid="change">
            <VisuallyHidden>{t('markets.list.change')} </VisuallyHidden>
            <span dir="ltr">{format.percent(change, { signed: true })}</span>
          </span>
        </span>
      </Link>
    </li>
  );
});
