import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMarketItem, type MarketItem } from '../api/markets';
import { useWatchlist } from '../api/watchlist';
import {
  InstrumentChart,
  InstrumentSummary,
  InstrumentSummarySkeleton,
} from '../components/InstrumentView';
import { WatchStar } from '../components/WatchStar';
import classes from './CurrencyPage.module.css';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { AlertIcon, ArrowBackIcon, ChartIcon, ClockIcon } from '@/components/ui/icons';
import { PageFrame } from '@/components/ui/PageFrame';
import { errorMessage } from '@/lib/api-client';

/** Without a trading panel from the app: what this place is for, and the risk warning. */
function TradePlaceholder({ item }: { item: MarketItem }) {
  const { t } = useTranslation();
  return (
    <section className={classes.tradeCard} aria-labelledby="trade-title" data-testid="trade-panel">
      <span className={classes.tradeIcon} aria-hidden="true">
        <ClockIcon size={22} />
      </span>
      <h2 id="trade-title" className={classes.cardTitle}>
        {t('markets.currency.trade.title')}
      </h2>
      <p className={classes.tradeBody}>{t('markets.currency.trade.body', { code: item.code })}</p>
      {!item.tradingOpen && (
        <p className={classes.closedNote}>{t('markets.currency.status.closedDetail')}</p>
      )}
      <p className={classes.risk}>
        <AlertIcon size={16} />
        <span>{t('markets.currency.trade.risk')}</span>
      </p>
    </section>
  );
}

function Actions({ item }: { item?: MarketItem }) {
  const { t } = useTranslation();
  const { codes, toggle } = useWatchlist();
  return (
    <div className={classes.actions}>
      {item && (
        <WatchStar
          code={item.code}
          name={item.appName}
          active={codes.has(item.code)}
          onToggle={toggle}
          size={20}
        />
      )}
      <Button
        component={Link}
        to="/market"
        variant="default"
        size="sm"
        className={classes.back}
        leftSection={<ArrowBackIcon size={16} className="meridian-flip-rtl" />}
      >
        {t('markets.currency.back')}
      </Button>
    </div>
  );
}

export interface CurrencyPageProps {
  /**
   * The trading panel next to the chart (the app composes it from the trading feature: the
   * order panel on a desktop, Buy/Sell/Options buttons on a phone); a placeholder without it.
   */
  trade?: (item: MarketItem) => ReactNode;
  /** Under the chart: the app's trading area (account, positions, orders). */
  below?: (item: MarketItem) => ReactNode;
}

/**
 * /cruuency (the spec's spelling) and /currency: one instrument by the query parameters `code`,
 * `type` and `id` (SPEC §2): live price and 24h statistics, the candlestick chart, and the
 * trading panel and positions the app places in `trade` and `below`.
 */
export function CurrencyPage({ trade, below }: CurrencyPageProps = {}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = (params.get('code') ?? '').trim().toUpperCase();
  const idText = params.get('id') ?? '';
  const id = /^\d+$/.test(idText) && Number(idText) > 0 ? Number(idText) : undefined;
  const market = useMarketItem(id, code);
  const item = market.data ?? undefined;

  if (!code && id === undefined) {
    return (
      <PageFrame
        width="wide"
        title={t('markets.currency.title')}
        description={t('markets.currency.description')}
      >
        <EmptyState
          icon={<ChartIcon size={24} />}
          title={t('markets.currency.noCode')}
          description={t('markets.currency.noCodeDetail')}
        >
          <Button component={Link} to="/market">
            {t('markets.currency.browse')}
          </Button>
        </EmptyState>
      </PageFrame>
    );
  }

  return (
    <PageFrame
      width="wide"
      title={code || item?.code || t('markets.currency.title')}
      description={item?.appName ?? t('markets.currency.description')}
      actions={<Actions item={item} />}
    >
      {market.isPending ? (
        <InstrumentSummarySkeleton />
      ) : !item ? (
        <ErrorState
          title={t('markets.currency.error')}
          description={market.isError ? errorMessage(market.error) : t('errors.nothingFound')}
          onRetry={() => void market.refetch()}
        >
          <Button component={Link} to="/market" variant="subtle">
            {t('markets.currency.browse')}
          </Button>
        </ErrorState>
      ) : (
        <>
          <InstrumentSummary item={item} />
          <div className={classes.layout} data-trade={trade ? 'panel' : undefined}>
            <InstrumentChart item={item} />
            {trade ? trade(item) : <TradePlaceholder item={item} />}
          </div>
          {below && <div className={classes.below}>{below(item)}</div>}
        </>
      )}
    </PageFrame>
  );
}
