import { Tabs, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MARKET_FILTERS, type MarketFilter } from '../api/nfts-api';
import { MARKET_PAGE_SIZE, useNftList } from '../api/queries';
import { DonationSummary } from '../components/DonationSummary';
import { NftCard } from '../components/NftCard';
import { NftNav } from '../components/NftNav';
import classes from '../components/Nfts.module.css';
import { clockOffset } from '../lib/clock';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { HeartIcon, SearchIcon } from '@/components/ui/icons';
import { Loading } from '@/components/ui/Loading';
import { PageFrame } from '@/components/ui/PageFrame';
import { Pager } from '@/components/ui/Pager';
import tabClasses from '@/components/ui/Tabs.module.css';
import { errorMessage } from '@/lib/api-client';

/** The search box waits this long after the last keystroke before it asks. */
export const SEARCH_DEBOUNCE_MS = 300;

const isFilter = (value: string | null): value is MarketFilter =>
  MARKET_FILTERS.includes(value as MarketFilter);

function Results({
  filter,
  q,
  page,
  onPage,
}: {
  filter: MarketFilter;
  q: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const query = useNftList(filter, q, page);
  if (query.isPending) return <Loading label={t('nftMarket.list.loading')} />;
  if (query.isError)
    return (
      <ErrorState
        title={t('nftMarket.list.failed')}
        description={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  const { list, total, serverTime } = query.data;
  if (list.length === 0)
    return q ? (
      <EmptyState
        icon={<SearchIcon size={24} />}
        title={t('nftMarket.list.emptySearch', { q })}
        description={t('nftMarket.list.emptySearchDetail')}
        data-testid="nft-list-empty"
      />
    ) : (
      <EmptyState
        icon={<HeartIcon size={24} />}
        title={t(`nftMarket.list.empty.${filter}`)}
        description={t('nftMarket.list.emptyDetail')}
        data-testid="nft-list-empty"
      />
    );
  const offset = clockOffset(serverTime, query.dataUpdatedAt);
  return (
    <div className={classes.stack} aria-busy={query.isPlaceholderData}>
      <ul className={classes.grid} data-testid="nft-grid" aria-label={t('nftMarket.list.label')}>
        {list.map((item) => (
          <li key={item.id}>
            <NftCard item={item} offset={offset} />
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        size={MARKET_PAGE_SIZE}
        total={total}
        busy={query.isPlaceholderData}
        onChange={onPage}
        testId="nft-pager"
      />
    </div>
  );
}

/** The donation the list brought (the last one seen while the next page loads). */
function Donation({ filter, q, page }: { filter: MarketFilter; q: string; page: number }) {
  const query = useNftList(filter, q, page);
  if (!query.data) return null;
  return <DonationSummary donation={query.data.donation} link />;
}

/**
 * /nfts: the charity NFT market (SPEC §2, PRODUCT §9) — the donation so far, what the items are
 * (records we hold, naming the artwork; every sale goes to the charity), live auctions, buy now,
 * upcoming and ended items as cards counting down by the server's clock, a search, the pages.
 * The tab, search and page are kept in the address (`?filter=&q=&page=`).
 */
export function NftMarketPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('filter');
  const filter: MarketFilter = isFilter(wanted) ? wanted : 'live';
  const q = (params.get('q') ?? '').trim().slice(0, 100);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [typed, setTyped] = useState(q);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(name);
      else next.set(name, value);
    }
    setParams(next, { replace: true });
  };

  useEffect(() => {
    const wantedQ = typed.trim().slice(0, 100);
    if (wantedQ === q) return;
    const timer = setTimeout(() => {
      const next = new URLSearchParams(params);
      if (wantedQ) next.set('q', wantedQ);
      else next.delete('q');
      next.delete('page');
      setParams(next, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, q, params, setParams]);

  return (
    <PageFrame
      width="wide"
      title={t('nfts.market.title')}
      description={t('nfts.market.description')}
    >
      <NftNav here="market" />
      <div className={classes.stack}>
        <Donation filter={filter} q={q} page={page} />
        <p className={classes.info} data-testid="nft-custody">
          {t('nftMarket.custody')}
        </p>
        <Tabs
          value={filter}
          onChange={(value) => {
            if (isFilter(value)) update({ filter: value, page: null });
          }}
          keepMounted={false}
          variant="pills"
          classNames={{ tab: tabClasses.tab }}
        >
          <div className={classes.toolbar}>
            <Tabs.List aria-label={t('nftMarket.filter.label')} className={classes.tabs}>
              {MARKET_FILTERS.map((key) => (
                <Tabs.Tab key={key} value={key} data-testid={`nft-filter-${key}`}>
                  {t(`nftMarket.filter.${key}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <TextInput
              className={classes.search}
              type="search"
              label={t('nftMarket.search.label')}
              placeholder={t('nftMarket.search.placeholder')}
              leftSection={<SearchIcon size={16} />}
              value={typed}
              maxLength={100}
              onChange={(event) => setTyped(event.currentTarget.value)}
              data-testid="nft-search"
            />
          </div>
          {MARKET_FILTERS.map((key) => (
            <Tabs.Panel key={key} value={key} pt="md">
              <Results
                filter={key}
                q={q}
                page={page}
                onPage={(next) => update({ page: next > 1 ? String(next) : null })}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      </div>
    </PageFrame>
  );
}
