import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NftItem } from '../api/nfts-api';
import { artworkSrc } from '../lib/artwork';
import classes from './Nfts.module.css';
import { NftStatusBadge } from './NftStatusBadge';
import { clockLabel, TimeLeft } from './TimeLeft';
import { Figures, type Figure } from '@/components/ui/Figures';
import { useFormat } from '@/lib/format';

/** The price figure of a card: sold for, the bid (current while live, else the highest), or the start price. */
export function priceFigure(
  item: NftItem,
  t: TFunction,
  money: (value: string) => string,
): Figure | null {
  if (item.status === 'sold' && item.soldPrice !== null)
    return { key: 'price', label: t('nftMarket.figures.soldFor'), value: money(item.soldPrice) };
  if (item.currentBid !== null)
    return {
      key: 'price',
      label: t(
        item.status === 'live' ? 'nftMarket.figures.currentBid' : 'nftMarket.figures.highestBid',
      ),
      value: money(item.currentBid),
    };
  if (item.startPrice !== null)
    return {
      key: 'price',
      label: t('nftMarket.figures.startPrice'),
      value: money(item.startPrice),
    };
  return null;
}

/**
 * One item on the market: the artwork, title, creator, chain, the bid (or start price), the
 * buy-now price while buy now is open, the time left by the server's clock and the status. The
 * whole card opens the item.
 */
export function NftCard({ item, offset }: { item: NftItem; offset: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (value: string) => format.money(value, 'USDT');
  const testId = `nft-card-${item.id}`;
  const price = priceFigure(item, t, money);
  const figures: Figure[] = [
    ...(price ? [price] : []),
    ...(item.buyNowOpen && item.buyNowPrice !== null
      ? [{ key: 'buyNow', label: t('nftMarket.figures.buyNow'), value: money(item.buyNowPrice) }]
      : []),
    ...(item.status === 'upcoming' || item.status === 'live'
      ? [
          {
            key: 'time',
            label: clockLabel(item.status, t),
            value: <TimeLeft item={item} offset={offset} testId={`${testId}-countdown`} />,
            // Words around the figure when it runs over a day: they follow the page.
            text: true,
          },
        ]
      : []),
  ];
  return (
    <article className={classes.item} data-testid={testId} aria-labelledby={`${testId}-title`}>
      <img
        className={classes.artwork}
        src={artworkSrc(item)}
        alt={t('nftMarket.card.artwork', { title: item.title })}
        loading="lazy"
        width={480}
        height={480}
      />
      <div className={classes.itemBody}>
        <div className={classes.between}>
          <NftStatusBadge status={item.status} testId={`${testId}-status`} />
          <span className={classes.meta}>{item.chain}</span>
        </div>
        <h3 id={`${testId}-title`} className={classes.title} dir="auto">
          <Link to={`/nfts/${item.id}`} className={classes.itemLink} data-testid={`${testId}-open`}>
            {item.title}
          </Link>
        </h3>
        <p className={classes.meta} data-testid={`${testId}-creator`}>
          {t('nftMarket.card.by', { creator: item.creator })}
        </p>
        <Figures layout="compact" testId={testId} figures={figures} />
      </div>
    </article>
  );
}
