import { useTranslation } from 'react-i18next';
import type { NftDetail } from '../api/nfts-api';
import classes from './Nfts.module.css';
import { ResponsiveTable } from '@/components/ui/ResponsiveTable';
import { useFormat } from '@/lib/format';

type Bid = NftDetail['bids'][number];

/** The bids, newest first: the bidder as others see them (masked), or "You" for the caller's. */
export function BidHistory({ bids }: { bids: NftDetail['bids'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section className={classes.card} aria-labelledby="nft-history-title">
      <h2 id="nft-history-title" className={classes.title}>
        {t('nftMarket.history.title')}
      </h2>
      {bids.length === 0 ? (
        <p className={classes.muted} data-testid="nft-history-empty">
          {t('nftMarket.history.empty')}
        </p>
      ) : (
        <ResponsiveTable<Bid>
          label={t('nftMarket.history.title')}
          testId="nft-history"
          rows={bids}
          rowKey={(bid) => `${bid.at}-${bid.amount}-${bid.bidder}`}
          rowTestId={(bid) => (bid.mine ? 'nft-history-row-mine' : 'nft-history-row')}
          columns={[
            {
              key: 'bidder',
              header: t('nftMarket.history.bidder'),
              text: true,
              rowHeader: true,
              cell: (bid) =>
                bid.mine ? <strong>{t('nftMarket.history.you')}</strong> : bid.bidder,
            },
            {
              key: 'amount',
              header: t('nftMarket.history.amount'),
              cell: (bid) => format.money(bid.amount, 'USDT'),
            },
            {
              key: 'at',
              header: t('nftMarket.history.time'),
              cell: (bid) => format.date(bid.at, 'short'),
            },
          ]}
        />
      )}
    </section>
  );
}
