import { Button, Skeleton, Tabs, TextInput, VisuallyHidden } from '@mantine/core';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  seedHistories,
  useMarketList,
  type InstrumentClass,
  type MarketItem,
} from '../api/markets';
import { useWatchlist } from '../api/watchlist';
import classes from './MarketList.module.css';
import { MarketRow } from './MarketRow';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { errorMessage } from '@/lib/api-client';
import { useLiveStatus } from '@/lib/live-prices';
import { SearchIcon, StarIcon } from '@/components/ui/icons';

export type MarketTab = 'watchlist' | InstrumentClass;
export const MARKET_TABS: readonly MarketTab[] = [
  'watchlist',
  'crypto',
  'forex',
  'stock',
  'etf',
  'futures',
];

/** Lower case, without spaces and slashes: "btc/usdt" finds BTCUSDT. */
function normalise(text: string): string {
  return text.toLowerCase().replace(/[\s/_-]+/g, '');
}

function matches(item: MarketItem, needle: string): boolean {
  if (!needle) return true;
  return (
    normalise(item.code).includes(needle) ||
    normalise(item.appName).includes(needle) ||
    normalise(item.base).includes(needle)
  );
}

function RowsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className={classes.skeleton} data-testid="market-list-loading">
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: 8 }, (_, index) => (
        <div key={index} className={classes.skeletonRow} aria-hidden="true">
          <Skeleton circle height={32} />
          <div className={classes.skeletonNames}>
            <Skeleton height={12} width="55%" radius="sm" />
            <Skeleton height={10} width="35%" radius="sm" />
          </div>
          <Skeleton height={24} className={classes.skeletonSpark} radius="sm" />
          <Skeleton height={14} width={88} radius="sm" />
          <Skeleton height={26} width={72} radius="md" className={classes.skeletonChange} />
        </div>
      ))}
    </div>
  );
}

function LiveIndicator() {
  const { t } = useTranslation();
  const status = useLiveStatus();
  if (status === 'idle') return null;
  const state = status === 'open' ? 'open' : status === 'connecting' ? 'connecting' : 'closed';
  return (
    <span className={classes.live} data-state={state} data-testid="live-status">
      <span className={classes.liveDot} aria-hidden="true" />
      {t(`markets.live.${state}`)}
    </span>
  );
}

export interface MarketListProps {
  /** The level of the headings inside (empty and error states): 3 under the home page's h2. */
  headingOrder?: 2 | 3;
  defaultTab?: MarketTab;
  /** Show this many rows first, with a button for the rest (the home page). All by default. */
  initialRows?: number;
  /** Which tabs to offer (all by default; e.g. only the watchlist). */
  tabs?: readonly MarketTab[];
  /** Where a row leads (the instrument page by default). */
  rowHref?: (item: MarketItem) => string;
  /** The instrument shown beside the list: its row is marked as current. */
  selectedCode?: string;
}

/**
 * The market list (SPEC §1, §2): a tab per instrument class and the watchlist, a search by code
 * or name, and one row per instrument with its live price. The list itself never subscribes to
 * live prices; each row does, for its own code.
 */
export function MarketList({
  headingOrder = 2,
  defaultTab = 'crypto',
  initialRows,
  tabs = MARKET_TABS,
  rowHref,
  selectedCode,
}: MarketListProps) {
  const { t } = useTranslation();
  const list = useMarketList();
  const { codes: starred, toggle } = useWatchlist();
  const [tab, setTab] = useState<MarketTab>(defaultTab);
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState(false);
  const deferredQuery = useDeferredValue(query);
  const needle = normalise(deferredQuery.trim());

  useEffect(() => {
    if (list.data) seedHistories(list.data);
  }, [list.data]);

  const groups = useMemo(() => {
    const result: Record<MarketTab, MarketItem[]> = {
      watchlist: [],
      crypto: [],
      forex: [],
      stock: [],
      etf: [],
      futures: [],
    };
    for (const item of list.data ?? []) {
      if (!matches(item, needle)) continue;
      result[item.type]?.push(item);
      if (starred.has(item.code)) result.watchlist.push(item);
    }
    return result;
  }, [list.data, needle, starred]);

  const rows = groups[tab];
  const limited = initialRows !== undefined && rows.length > initialRows;
  const shown = limited && !expanded ? rows.slice(0, initialRows) : rows;
  const tabLabel = t(`markets.list.tabs.${tab}`);

  let body;
  if (list.isPending) {
    body = <RowsSkeleton label={t('markets.list.loading')} />;
  } else if (list.isError) {
    body = (
      <ErrorState
        headingOrder={headingOrder}
        title={t('markets.list.error')}
        description={errorMessage(list.error)}
        onRetry={() => void list.refetch()}
        minHeight={280}
      />
    );
  } else if (rows.length === 0) {
    body = needle ? (
      <EmptyState
        headingOrder={headingOrder}
        icon={<SearchIcon size={24} />}
        title={t('errors.nothingFound')}
        description={t('markets.list.nothingFoundDetail', { tab: tabLabel, query: deferredQuery })}
        minHeight={280}
        data-testid="market-list-empty"
      />
    ) : tab === 'watchlist' ? (
      <EmptyState
        headingOrder={headingOrder}
        icon={<StarIcon size={24} />}
        title={t('markets.list.watchlistEmpty')}
        description={t('markets.list.watchlistEmptyDetail')}
        minHeight={280}
        data-testid="market-list-empty"
      />
    ) : (
      <EmptyState
        headingOrder={headingOrder}
        title={t('markets.list.emptyTab')}
        minHeight={280}
        data-testid="market-list-empty"
      />
    );
  } else {
    body = (
      <>
        <div className={classes.header} aria-hidden="true">
          <span />
          <span className={classes.cols}>
            <span>{t('markets.list.columns.name')}</span>
            <span className={classes.headerTrend}>{t('markets.list.columns.trend')}</span>
            <span className={`${classes.headerEnd} ${classes.headerPrice}`}>
              {t('markets.list.columns.price')}
            </span>
            <span className={classes.headerEnd}>{t('markets.list.columns.change')}</span>
          </span>
        </div>
        <ul
          className={classes.rows}
          aria-label={t('markets.list.rowsLabel', { tab: tabLabel })}
          data-testid="market-rows"
        >
          {shown.map((item) => (
            <MarketRow
              key={item.code}
              item={item}
              starred={starred.has(item.code)}
              onToggleStar={toggle}
              href={rowHref?.(item)}
              selected={item.code === selectedCode}
            />
          ))}
        </ul>
        {limited && (
          <div className={classes.more}>
            <Button
              variant="subtle"
              size="sm"
              onClick={() => setExpanded((value) => !value)}
              aria-expanded={expanded}
              data-testid="market-list-more"
            >
              {expanded
                ? t('markets.list.showFewer')
                : t('markets.list.showAll', { count: rows.length })}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <div className={classes.root} data-testid="market-list">
      <Tabs
        value={tab}
        onChange={(value) => value && setTab(value as MarketTab)}
        keepMounted={false}
        classNames={{ list: classes.tabList, tab: classes.tab }}
      >
        <div className={classes.toolbar}>
          <Tabs.List aria-label={t('markets.list.tabsLabel')}>
            {tabs.map((key) => (
              <Tabs.Tab
                key={key}
                value={key}
                leftSection={key === 'watchlist' ? <StarIcon size={14} /> : undefined}
                rightSection={
                  list.data ? (
                    <span className={classes.count} data-testid="tab-count">
                      {groups[key].length}
                    </span>
                  ) : null
                }
                data-testid={`market-tab-${key}`}
              >
                {t(`markets.list.tabs.${key}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <TextInput
            className={classes.search}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            placeholder={t('markets.list.search')}
            aria-label={t('markets.list.search')}
            leftSection={<SearchIcon size={16} />}
            autoComplete="off"
            spellCheck={false}
            data-testid="market-search"
          />
        </div>
        {tabs.map((key) => (
          <Tabs.Panel key={key} value={key} className={classes.panel}>
            {key === tab ? body : null}
          </Tabs.Panel>
        ))}
      </Tabs>
      {list.data && (
        <p className={classes.footer}>
          <LiveIndicator />
          <span>{t('markets.list.source')}</span>
        </p>
      )}
    </div>
  );
}
