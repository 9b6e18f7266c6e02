import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { nftKeys, type NftDetail } from '../api/nfts-api';
import { useNft, useViewer } from '../api/queries';
import { BidDialog } from '../components/BidDialog';
import { BidForm } from '../components/BidForm';
import { BidHistory } from '../components/BidHistory';
import { BuyDialog } from '../components/BuyDialog';
import { NftNav } from '../components/NftNav';
import { NftRealOnly } from '../components/NftRealOnly';
import classes from '../components/Nfts.module.css';
import { NftStatusBadge } from '../components/NftStatusBadge';
import { clockLabel, clockOf, TimeLeft } from '../components/TimeLeft';
import { useNftStream } from '../hooks/useNftStream';
import { artworkSrc } from '../lib/artwork';
import { clockOffset, useServerNow } from '../lib/clock';
import { ErrorState } from '@/components/ui/ErrorState';
import { Figures, type Figure } from '@/components/ui/Figures';
import { GuestCta } from '@/components/ui/GuestCta';
import { Loading } from '@/components/ui/Loading';
import { PageFrame } from '@/components/ui/PageFrame';
import { errorMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { useAccountMode, useLanguage, useLoggedIn } from '@/lib/settings-store';

type Dialog = { kind: 'bid'; amount: string } | { kind: 'buy' } | null;

/** A whole number of minutes reads as minutes, anything else as seconds. */
function useDuration() {
  const { t } = useTranslation();
  return (seconds: number) =>
    seconds > 0 && seconds % 60 === 0
      ? t('nftMarket.time.minutes', { count: seconds / 60 })
      : t('nftMarket.time.seconds', { count: seconds });
}

/** Where the item stands, in a sentence (not while it is open: the figures say it). */
function StateLine({ item }: { item: NftDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  let text: string | null = null;
  switch (item.status) {
    case 'upcoming':
      text = t('nftMarket.detail.upcoming', { date: format.date(item.startsAt) });
      break;
    case 'sold':
      text =
        item.soldPrice !== null && item.soldAt !== null
          ? t('nftMarket.detail.sold', {
              amount: format.money(item.soldPrice, 'USDT'),
              date: format.date(item.soldAt),
            })
          : t('nftMarket.status.sold');
      break;
    case 'unsold':
      text = t('nftMarket.detail.unsold');
      break;
    case 'cancelled':
      text = t('nftMarket.detail.cancelled');
      break;
    case 'live':
      break;
  }
  if (text === null) return null;
  return (
    <p
      className={item.status === 'sold' ? `${classes.notice} ${classes.ok}` : classes.notice}
      data-testid="nft-detail-state"
    >
      {text}
    </p>
  );
}

/**
 * What the visitor may do: sign in; in the demo book, switch to the real account; else bid (from
 * the minimum next bid) and buy now while each is open.
 */
function Actions({
  item,
  closed,
  resync,
  onReview,
  onBuy,
}: {
  item: NftDetail;
  closed: boolean;
  resync: number;
  onReview: (amount: string) => void;
  onBuy: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const loggedIn = useLoggedIn();
  const mode = useAccountMode();
  const canBid = item.status === 'live' && item.minimumNextBid !== null;
  const canBuy = item.buyNowOpen && item.buyNowPrice !== null;
  if (!canBid && !canBuy) return null;
  let body;
  if (!loggedIn)
    body = (
      <GuestCta
        detail={t('nftMarket.guest')}
        loginLabel={t('nftMarket.guestLogin')}
        testId="nft-guest"
      />
    );
  else if (mode === 'demo')
    body = <NftRealOnly detail={t('nftMarket.realOnly.detail')} testId="nft-real-only" />;
  else
    body = (
      <>
        {closed && (
          <p className={classes.notice} role="status" data-testid="nft-closing">
            {t('nftMarket.detail.closing')}
          </p>
        )}
        {canBid && (
          <BidForm
            minimum={item.minimumNextBid!}
            resync={resync}
            disabled={closed}
            onReview={onReview}
          />
        )}
        {canBuy && (
          <div className={classes.stack}>
            {canBid && <p className={classes.muted}>{t('nftMarket.buy.or')}</p>}
            <Button
              variant={canBid ? 'default' : 'filled'}
              color={canBid ? undefined : 'pink'}
              onClick={onBuy}
              disabled={closed}
              data-testid="nft-buy"
            >
              {t('nftMarket.buy.button', { price: format.money(item.buyNowPrice!, 'USDT') })}
            </Button>
          </div>
        )}
      </>
    );
  return (
    <section
      className={classes.card}
      aria-label={t('nftMarket.detail.act')}
      data-testid="nft-actions"
    >
      {body}
    </section>
  );
}

function ItemView({
  item,
  offset,
  detailKey,
}: {
  item: NftDetail;
  offset: number;
  detailKey: readonly unknown[];
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const duration = useDuration();
  const money = (value: string) => format.money(value, 'USDT');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [resync, setResync] = useState(0);
  const [tooLow, setTooLow] = useState(false);
  const clock = clockOf(item, useServerNow(offset));
  const closed = clock.kind === 'closing' || clock.kind === 'ended';
  const auction = item.saleType !== 'buyNow';
  const done = (detail: NftDetail) => {
    queryClient.setQueryData(detailKey, detail);
    setResync((count) => count + 1);
  };

  const figures: Figure[] = [
    ...(auction
      ? [
          {
            key: 'currentBid',
            label: t(
              item.status === 'live' || item.status === 'upcoming'
                ? 'nftMarket.figures.currentBid'
                : 'nftMarket.figures.highestBid',
            ),
            value:
              item.currentBid === null ? t('nftMarket.figures.noBids') : money(item.currentBid),
            text: item.currentBid === null,
          },
          ...(item.startPrice !== null
            ? [
                {
                  key: 'startPrice',
                  label: t('nftMarket.figures.startPrice'),
                  value: money(item.startPrice),
                },
              ]
            : []),
          ...(item.minimumNextBid !== null && item.status === 'live'
            ? [
                {
                  key: 'minimumNextBid',
                  label: t('nftMarket.figures.minimumNextBid'),
                  value: money(item.minimumNextBid),
                },
              ]
            : []),
          {
            key: 'bidCount',
            label: t('nftMarket.figures.bidCount'),
            value: format.number(String(item.bidCount)),
          },
          {
            key: 'reserve',
            label: t('nftMarket.figures.reserve'),
            value: !item.hasReserve
              ? t('nftMarket.reserve.none')
              : item.reserveMet
                ? t('nftMarket.reserve.met')
                : t('nftMarket.reserve.notMet'),
            text: true,
            tone: item.hasReserve && item.reserveMet ? ('up' as const) : undefined,
          },
        ]
      : []),
    ...(item.buyNowOpen && item.buyNowPrice !== null
      ? [{ key: 'buyNow', label: t('nftMarket.figures.buyNow'), value: money(item.buyNowPrice) }]
      : []),
    ...(item.status === 'live' || item.status === 'upcoming'
      ? [
          {
            key: 'time',
            label: clockLabel(item.status, t),
            value: <TimeLeft item={item} offset={offset} testId="nft-detail-countdown" />,
            // Words around the figure when it runs over a day: they follow the page.
            text: true,
          },
          {
            key: 'endsAt',
            label: t('nftMarket.figures.endsAt'),
            value: format.date(item.endsAt),
          },
        ]
      : []),
    ...(item.status === 'sold' && item.soldPrice !== null
      ? [{ key: 'soldPrice', label: t('nftMarket.figures.soldFor'), value: money(item.soldPrice) }]
      : []),
  ];

  return (
    <div className={classes.detail}>
      <div className={classes.stack}>
        <img
          className={classes.detailArtwork}
          src={artworkSrc(item)}
          alt={t('nftMarket.card.artwork', { title: item.title })}
          width={640}
          height={640}
          data-testid="nft-detail-artwork"
        />
        <section className={classes.card} aria-labelledby="nft-token-title">
          <h2 id="nft-token-title" className={classes.title}>
            {t('nftMarket.detail.token')}
          </h2>
          <Figures
            testId="nft-detail"
            figures={[
              {
                key: 'creator',
                label: t('nftMarket.figures.creator'),
                value: item.creator,
                text: true,
              },
              { key: 'chain', label: t('nftMarket.figures.chain'), value: item.chain, text: true },
              {
                key: 'contract',
                label: t('nftMarket.figures.contract'),
                value: <span className={classes.code}>{item.contractAddress}</span>,
              },
              {
                key: 'tokenId',
                label: t('nftMarket.figures.tokenId'),
                value: <span className={classes.code}>{item.tokenId}</span>,
              },
            ]}
          />
          <p className={classes.muted}>{t('nftMarket.custody')}</p>
        </section>
        <section className={classes.card} aria-labelledby="nft-story-title">
          <h2 id="nft-story-title" className={classes.title}>
            {t('nftMarket.detail.story')}
          </h2>
          {/* Written by staff, maybe in another language than the page: its own direction. */}
          <p className={classes.story} data-testid="nft-detail-story" dir="auto">
            {item.story}
          </p>
        </section>
      </div>
      <div className={classes.stack}>
        <section className={classes.card} aria-labelledby="nft-sale-title">
          <div className={classes.between}>
            <h2 id="nft-sale-title" className={classes.title}>
              {t(auction ? 'nftMarket.detail.auction' : 'nftMarket.detail.sale')}
            </h2>
            <NftStatusBadge status={item.status} testId="nft-detail-status" live />
          </div>
          <StateLine item={item} />
          <Figures testId="nft-detail" figures={figures} />
          {item.youLead && item.status === 'live' && (
            <p className={`${classes.notice} ${classes.ok}`} data-testid="nft-you-lead">
              {t('nftMarket.detail.youLead')}
            </p>
          )}
          {tooLow && item.minimumNextBid !== null && (
            <p className={classes.risk} role="alert" data-testid="nft-bid-too-low">
              {t('nftMarket.bid.tooLow', { minimum: money(item.minimumNextBid) })}
            </p>
          )}
          {auction && (
            <p className={classes.muted} data-testid="nft-rules">
              {t('nftMarket.detail.rules', {
                percent: format.bpFigure(
                  item.rules.minRaiseBp,
                  item.rules.minRaiseBp % 100 ? 2 : 0,
                ),
                step: money(item.rules.priceStep),
                window: duration(item.rules.extendWindowSeconds),
                extend: duration(item.rules.extendBySeconds),
              })}
            </p>
          )}
        </section>
        <Actions
          item={item}
          closed={closed}
          resync={resync}
          onReview={(amount) => {
            setTooLow(false);
            setDialog({ kind: 'bid', amount });
          }}
          onBuy={() => setDialog({ kind: 'buy' })}
        />
        {auction && <BidHistory bids={item.bids} />}
      </div>
      {dialog?.kind === 'bid' && (
        <BidDialog
          item={item}
          amount={dialog.amount}
          onClose={() => setDialog(null)}
          onDone={done}
          onTooLow={() => {
            setTooLow(true);
            setResync((count) => count + 1);
          }}
        />
      )}
      {dialog?.kind === 'buy' && (
        <BuyDialog item={item} onClose={() => setDialog(null)} onDone={done} />
      )}
    </div>
  );
}

/**
 * /nfts/:id: one item — the artwork and what it stands for (chain, contract, token id), its
 * story, the sale's figures live (the item's stream), the bid history, the rules, and bidding
 * or buying now with a confirmation that says what is frozen and where the money goes.
 */
export function NftDetailPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id =
    /^\d{1,15}$/.test(params.id ?? '') && Number(params.id) > 0 ? Number(params.id) : undefined;
  const language = useLanguage();
  const viewer = useViewer();
  const loggedIn = useLoggedIn();
  const detailKey = nftKeys.detail(id ?? 0, language, viewer);
  const query = useNft(id);
  // Live figures while the item can still change (not once it is sold, unsold or withdrawn).
  const final = query.data !== undefined && !['live', 'upcoming'].includes(query.data.status);
  useNftStream(final ? undefined : id, detailKey, loggedIn);
  const item = query.data;
  return (
    <PageFrame width="wide" title={item?.title ?? t('nftMarket.detail.title')}>
      <NftNav here="item" />
      {id === undefined ? (
        <ErrorState title={t('nftMarket.detail.notFound')} />
      ) : query.isPending ? (
        <Loading label={t('nftMarket.detail.loading')} />
      ) : query.isError ? (
        <ErrorState
          title={t('nftMarket.detail.failed')}
          description={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <ItemView
          item={query.data}
          offset={clockOffset(query.data.serverTime, query.dataUpdatedAt)}
          detailKey={detailKey}
        />
      )}
    </PageFrame>
  );
}
