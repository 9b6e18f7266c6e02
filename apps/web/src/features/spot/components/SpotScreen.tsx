import type { SpotMarket } from '@meridian/contract';
import { Tabs } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderDrafts } from '../hooks/useOrderDrafts';
import { useSpotLive } from '../hooks/useSpotLive';
import { pairOf } from '../lib/order-math';
import { MarketSummary } from './MarketSummary';
import { OrderBook } from './OrderBook';
import { OrderForms } from './OrderForms';
import { RecentTrades } from './RecentTrades';
import classes from './Spot.module.css';
import { SpotChart } from './SpotChart';
import { SpotOrders } from './SpotOrders';
import { ErrorState } from '@/components/ui/ErrorState';
import tabs from '@/components/ui/Tabs.module.css';
import { useLayout } from '@/lib/layout';

type MobileTab = 'chart' | 'book' | 'trades';

/**
 * The spot trading screen of one pair, live from the spot stream. Desktop: order book | chart
 * and the buy and sell forms | recent trades, the orders below. Phone: Chart / Book / Trades
 * tabs, the forms with a Buy/Sell toggle, the orders below.
 */
export function SpotScreen({ market }: { market: SpotMarket }) {
  const { t } = useTranslation();
  const layout = useLayout();
  const live = useSpotLive(market);
  const pair = useMemo(() => pairOf(market), [market]);
  const { drafts, update, pickPrice } = useOrderDrafts(
    market.tickSize,
    live.depth.asks[0]?.price,
    live.depth.bids[0]?.price,
  );
  const [tab, setTab] = useState<MobileTab>('chart');

  if (!pair) return <ErrorState title={t('spot.page.error')} />;

  const summary = (
    <MarketSummary market={market} lastPrice={live.lastPrice} direction={live.direction} />
  );
  const book = (levels: number) => (
    <OrderBook
      terms={market}
      depth={live.depth}
      lastPrice={live.lastPrice}
      direction={live.direction}
      levels={levels}
      onPick={pickPrice}
    />
  );
  const chart = (bare: boolean) => (
    <SpotChart
      code={market.code}
      tickSize={market.tickSize}
      lastTrade={live.trades[0]}
      bare={bare}
    />
  );
  const trades = <RecentTrades terms={market} trades={live.trades} />;
  const forms = (formLayout: 'pair' | 'toggle') => (
    <OrderForms
      market={market}
      pair={pair}
      depth={live.depth}
      drafts={drafts}
      onChange={update}
      layout={formLayout}
    />
  );

  if (layout === 'mobile')
    return (
      <div className={classes.stack} data-testid="spot-screen" data-layout="mobile">
        {summary}
        <Tabs
          value={tab}
          onChange={(value) => value && setTab(value as MobileTab)}
          classNames={{ tab: tabs.tab }}
        >
          <Tabs.List grow aria-label={t('spot.mobile.tabsLabel')}>
            {(['chart', 'book', 'trades'] as const).map((key) => (
              <Tabs.Tab key={key} value={key} data-testid={`spot-tab-${key}`}>
                {t(`spot.mobile.${key}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="chart" className={classes.tabPanel}>
            {tab === 'chart' && chart(true)}
          </Tabs.Panel>
          <Tabs.Panel value="book" className={classes.tabPanel}>
            {tab === 'book' && book(10)}
          </Tabs.Panel>
          <Tabs.Panel value="trades" className={classes.tabPanel}>
            {tab === 'trades' && trades}
          </Tabs.Panel>
        </Tabs>
        {forms('toggle')}
        <SpotOrders code={market.code} />
      </div>
    );

  return (
    <div data-testid="spot-screen" data-layout="desktop">
      {summary}
      <div className={classes.grid}>
        <div className={classes.book}>{book(12)}</div>
        <div className={classes.center}>
          {chart(false)}
          {forms('pair')}
        </div>
        <div className={classes.trades}>{trades}</div>
      </div>
      <div className={classes.below}>
        <SpotOrders code={market.code} />
      </div>
    </div>
  );
}
