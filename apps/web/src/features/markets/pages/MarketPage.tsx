import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMarketList, type MarketItem } from '../api/markets';
import {
  InstrumentChart,
  InstrumentSummary,
  InstrumentSummarySkeleton,
} from '../components/InstrumentView';
import { MarketList } from '../components/MarketList';
import classes from './MarketPage.module.css';
import { PageFrame } from '@/components/ui/PageFrame';

/** The instrument the trading screen opens with when the link names none. */
export const DEFAULT_CODE = 'BTCUSDT';

/** A row of the trading screen's list chooses the instrument on the same page. */
export function terminalHref(item: Pick<MarketItem, 'code' | 'type' | 'id'>): string {
  const query = new URLSearchParams({ code: item.code, type: item.type, id: String(item.id) });
  return `/market?${query.toString()}`;
}

export interface MarketPageProps {
  /**
   * The trading screen (desktop): the app's order panel for the instrument chosen in the list
   * (`?code=`), shown with that instrument's chart. Without it the page is the list alone.
   */
  trade?: (item: MarketItem) => ReactNode;
  /** Under the trading screen: the app's account, positions and orders. */
  below?: ReactNode;
}

function TradingScreen({
  trade,
  below,
}: Required<Pick<MarketPageProps, 'trade'>> & MarketPageProps) {
  const [params] = useSearchParams();
  const list = useMarketList();
  const wanted = (params.get('code') ?? '').trim().toUpperCase();
  const items = list.data ?? [];
  const item =
    items.find((candidate) => candidate.code === wanted) ??
    items.find((candidate) => candidate.code === DEFAULT_CODE) ??
    items[0];

  return (
    <>
      <div className={classes.terminal} data-testid="market-terminal">
        <div className={`${classes.card} ${classes.listColumn}`}>
          <MarketList rowHref={terminalHref} selectedCode={item?.code} />
        </div>
        <div className={classes.workspace} data-testid="market-workspace">
          {item ? (
            <>
              <InstrumentSummary item={item} />
              <InstrumentChart key={item.code} item={item} />
            </>
          ) : list.isPending ? (
            <InstrumentSummarySkeleton />
          ) : null}
        </div>
        {item && <div className={classes.tradeColumn}>{trade(item)}</div>}
      </div>
      {below && <div className={classes.below}>{below}</div>}
    </>
  );
}

/**
 * /market: every market with live prices, by class, with search and the watchlist (SPEC §2);
 * on a desktop, with `trade` from the app, the trading screen: the list, the chosen instrument's
 * chart and the order panel side by side, and the positions below.
 */
export function MarketPage({ trade, below }: MarketPageProps = {}) {
  const { t } = useTranslation();
  return (
    <PageFrame
      width="wide"
      title={t('markets.market.title')}
      description={t('markets.market.description')}
    >
      {trade ? (
        <TradingScreen trade={trade} below={below} />
      ) : (
        <div className={classes.card}>
          <MarketList />
        </div>
      )}
    </PageFrame>
  );
}
