import { Button, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { MY_NFT_TABS, type MyNftItem, type MyNftTab } from '../api/nfts-api';
import { useMyNfts } from '../api/queries';
import { NftNav } from '../components/NftNav';
import { NftRealOnly } from '../components/NftRealOnly';
import classes from '../components/Nfts.module.css';
import { NftStatusBadge } from '../components/NftStatusBadge';
import { clockLabel, TimeLeft } from '../components/TimeLeft';
import { artworkSrc } from '../lib/artwork';
import { clockOffset } from '../lib/clock';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { Figures, type Figure } from '@/components/ui/Figures';
import { GuestCta } from '@/components/ui/GuestCta';
import { HeartIcon } from '@/components/ui/icons';
import { Loading } from '@/components/ui/Loading';
import { PageFrame } from '@/components/ui/PageFrame';
import { StatusBadge } from '@/components/ui/StatusBadge';
import tabClasses from '@/components/ui/Tabs.module.css';
import { errorMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { useAccountMode, useLoggedIn } from '@/lib/settings-store';

function MyItem({ item, tab, offset }: { item: MyNftItem; tab: MyNftTab; offset: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (value: string) => format.money(value, 'USDT');
  const testId = `nft-mine-${item.id}`;
  const figures: Figure[] =
    tab === 'owned'
      ? [
          ...(item.acquired
            ? [
                {
                  key: 'acquired',
                  label: t('nftMarket.mine.how'),
                  value: t(`nftMarket.mine.${item.acquired}`),
                  text: true,
                },
              ]
            : []),
          ...(item.soldPrice !== null
            ? [{ key: 'price', label: t('nftMarket.mine.price'), value: money(item.soldPrice) }]
            : []),
          ...(item.soldAt !== null
            ? [{ key: 'date', label: t('nftMarket.mine.date'), value: format.date(item.soldAt) }]
            : []),
          { key: 'chain', label: t('nftMarket.figures.chain'), value: item.chain, text: true },
        ]
      : [
          ...(item.myBid !== null
            ? [{ key: 'myBid', label: t('nftMarket.mine.myBid'), value: money(item.myBid) }]
            : []),
          ...(item.currentBid !== null
            ? [
                {
                  key: 'currentBid',
                  label: t('nftMarket.figures.currentBid'),
                  value: money(item.currentBid),
                },
              ]
            : []),
          ...(item.status === 'live' || item.status === 'upcoming'
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
    <article className={`${classes.card} ${classes.mineItem}`} data-testid={testId}>
      <img
        className={classes.thumb}
        src={artworkSrc(item)}
        alt={t('nftMarket.card.artwork', { title: item.title })}
        loading="lazy"
        width={72}
        height={72}
      />
      <div className={classes.mineBody}>
        <div className={classes.between}>
          <h3 className={classes.title} id={`${testId}-title`} dir="auto">
            {item.title}
          </h3>
          {tab === 'bids' ? (
            <StatusBadge tone={item.leading ? 'up' : 'down'} testId={`${testId}-standing`}>
              {t(item.leading ? 'nftMarket.mine.leading' : 'nftMarket.mine.outbid')}
            </StatusBadge>
          ) : (
            <NftStatusBadge status={item.status} testId={`${testId}-status`} />
          )}
        </div>
        <p className={classes.meta}>{t('nftMarket.card.by', { creator: item.creator })}</p>
        <Figures layout="compact" testId={testId} figures={figures} />
        {tab === 'bids' && (
          <p className={classes.meta} data-testid={`${testId}-frozen`}>
            {t(item.leading ? 'nftMarket.mine.leadingDetail' : 'nftMarket.mine.outbidDetail')}
          </p>
        )}
        <div>
          <Button
            component={Link}
            to={`/nfts/${item.id}`}
            variant="default"
            size="xs"
            aria-describedby={`${testId}-title`}
            data-testid={`${testId}-open`}
          >
            {t(tab === 'bids' && !item.leading ? 'nftMarket.mine.bidAgain' : 'nftMarket.mine.open')}
          </Button>
        </div>
      </div>
    </article>
  );
}

function MyList({ tab }: { tab: MyNftTab }) {
  const { t } = useTranslation();
  const query = useMyNfts(tab);
  if (query.isPending) return <Loading label={t('nftMarket.mine.loading')} />;
  if (query.isError)
    return (
      <ErrorState
        title={t('nftMarket.mine.failed')}
        description={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  const items = query.data.pages.flatMap((page) => page.list);
  if (items.length === 0)
    return (
      <EmptyState
        icon={<HeartIcon size={24} />}
        title={t(tab === 'owned' ? 'nftMarket.mine.emptyOwned' : 'nftMarket.mine.emptyBids')}
        description={t('nftMarket.mine.emptyDetail')}
        data-testid={`nft-mine-${tab}-empty`}
      >
        <Button component={Link} to="/nfts" variant="default">
          {t('nftMarket.nav.market')}
        </Button>
      </EmptyState>
    );
  const last = query.data.pages.at(-1)!;
  const offset = clockOffset(last.serverTime, query.dataUpdatedAt);
  return (
    <div className={classes.stack}>
      <ul className={classes.mine} data-testid={`nft-mine-${tab}`}>
        {items.map((item) => (
          <li key={item.id}>
            <MyItem item={item} tab={tab} offset={offset} />
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          data-testid="nft-mine-more"
        >
          {t('nftMarket.mine.more')}
        </Button>
      )}
    </div>
  );
}

/**
 * /nfts/mine: the items the user owns (won or bought, and the price) and their bids on live
 * items (their bid, leading or outbid, the time left); the tab is kept as `?tab=`. Signed-in
 * users only; the demo book has none (bids use the real account).
 */
export function MyNftsPage() {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  const mode = useAccountMode();
  const [params, setParams] = useSearchParams();
  const tab: MyNftTab = params.get('tab') === 'bids' ? 'bids' : 'owned';
  return (
    <PageFrame
      width="wide"
      title={t('nftMarket.mine.title')}
      description={t('nftMarket.mine.description')}
    >
      <NftNav here="mine" />
      {!loggedIn ? (
        <GuestCta
          detail={t('nftMarket.mine.guest')}
          loginLabel={t('nftMarket.guestLogin')}
          testId="nft-mine-guest"
        />
      ) : mode === 'demo' ? (
        <NftRealOnly detail={t('nftMarket.mine.demo')} testId="nft-mine-demo" />
      ) : (
        <Tabs
          value={tab}
          onChange={(value) => {
            if (!MY_NFT_TABS.includes(value as MyNftTab)) return;
            const next = new URLSearchParams(params);
            next.set('tab', value!);
            setParams(next, { replace: true });
          }}
          keepMounted={false}
          variant="pills"
          classNames={{ tab: tabClasses.tab }}
        >
          <Tabs.List aria-label={t('nftMarket.mine.tabs')} mb="md">
            {MY_NFT_TABS.map((key) => (
              <Tabs.Tab key={key} value={key} data-testid={`nft-mine-tab-${key}`}>
                {t(`nftMarket.mine.${key}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {MY_NFT_TABS.map((key) => (
            <Tabs.Panel key={key} value={key}>
              <MyList tab={key} />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </PageFrame>
  );
}
