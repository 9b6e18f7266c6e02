import { isCandleInterval, type CandleInterval } from '@meridian/domain';
import { Skeleton, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCandles, type MarketItem } from '../api/markets';
import { useLiveQuote, usePriceFlash } from '../lib/live';
import classes from './InstrumentView.module.css';
import { CandleChart } from '@/components/ui/CandleChart';
import { ChartStates } from '@/components/ui/ChartStates';
import { IntervalButtons } from '@/components/ui/IntervalButtons';
import { toneOf } from '@/lib/decimal';
import { useFormat } from '@/lib/format';
import { ShieldIcon } from '@/components/ui/icons';

/**
 * One instrument's summary and chart: the instrument page shows them, and the /market trading
 * screen shows them for the instrument chosen in its list.
 */

const INTERVAL_KEY = 'meridian.chartInterval';
const DEFAULT_INTERVAL: CandleInterval = '15m';

/** The chart interval, remembered in this browser. */
function useChartInterval(): [CandleInterval, (next: CandleInterval) => void] {
  const [interval, setChartInterval] = useState<CandleInterval>(() => {
    try {
      const stored = window.localStorage.getItem(INTERVAL_KEY);
      return isCandleInterval(stored) ? stored : DEFAULT_INTERVAL;
    } catch {
      return DEFAULT_INTERVAL;
    }
  });
  return [
    interval,
    (next) => {
      setChartInterval(next);
      try {
        window.localStorage.setItem(INTERVAL_KEY, next);
      } catch {
        // not remembered: fine
      }
    },
  ];
}

/** Logo, live price and 24h change, the 24h statistics and the trading status of one instrument. */
export function InstrumentSummary({ item }: { item: MarketItem }) {
  const { t } = useTranslation();
  const format = useFormat();
  const live = useLiveQuote(item.code);
  const price = live.price ?? item.price;
  const change = live.zdf ?? item.zdf;
  const flash = usePriceFlash(price);
  const stats = [
    {
      key: 'high',
      label: t('markets.currency.stats.high'),
      value: format.step(item.high24h, item.tickSize),
    },
    {
      key: 'low',
      label: t('markets.currency.stats.low'),
      value: format.step(item.low24h, item.tickSize),
    },
    {
      key: 'volume',
      label: t('markets.currency.stats.volume'),
      value: format.quantity(item.volume24h),
    },
    {
      key: 'tick',
      label: t('markets.currency.stats.tickSize'),
      value: format.quantity(item.tickSize),
    },
    {
      key: 'lot',
      label: t('markets.currency.stats.lotSize'),
      value: format.quantity(item.lotSize),
    },
  ];
  return (
    <section className={classes.summary} aria-label={item.appName} data-testid="instrument-summary">
      <div className={classes.quote}>
        <img
          className={classes.logo}
          src={item.logo}
          alt={t('markets.list.logoAlt', { name: item.appName })}
          width={48}
          height={48}
        />
        <div className={classes.quoteText}>
          <div className={classes.nameLine}>
            <span className={classes.lastLabel}>{t('markets.currency.lastPrice')}</span>
            <span className={classes.classBadge}>{t(`markets.list.tabs.${item.type}`)}</span>
          </div>
          <div className={classes.priceLine}>
            <span
              key={flash.key}
              className={classes.price}
              data-flash={flash.direction}
              data-testid="instrument-price"
              dir="ltr"
            >
              {format.step(price, item.tickSize)}
            </span>
            <span className={classes.quoteAsset}>{item.quote}</span>
            <span
              className={classes.change}
              data-tone={toneOf(change)}
              data-testid="instrument-change"
            >
              <VisuallyHidden>{t('markets.currency.change')} </VisuallyHidden>
              <span dir="ltr">{format.percent(change, { signed: true })}</span>
            </span>
          </div>
        </div>
      </div>
      <dl className={classes.stats} aria-label={t('markets.currency.stats.label')}>
        {stats.map((stat) => (
          <div key={stat.key} className={classes.stat}>
            <dt>{stat.label}</dt>
            <dd dir="ltr" data-testid={`stat-${stat.key}`}>
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
      <p
        className={classes.status}
        data-open={item.tradingOpen || undefined}
        data-testid="trading-status"
      >
        <span className={classes.statusDot} aria-hidden="true" />
        {item.tradingOpen ? t('markets.currency.status.open') : t('markets.currency.status.closed')}
      </p>
    </section>
  );
}

export function InstrumentSummarySkeleton() {
  return (
    <div className={classes.summary} aria-hidden="true">
      <div className={classes.quote}>
        <Skeleton circle height={48} />
        <div className={classes.quoteText}>
          <Skeleton height={14} width={120} radius="sm" />
          <Skeleton height={28} width={200} radius="sm" mt={8} />
        </div>
      </div>
      <div className={classes.stats}>
        {Array.from({ length: 5 }, (_, index) => (
          <div key={index} className={classes.stat}>
            <Skeleton height={10} width={60} radius="sm" />
            <Skeleton height={14} width={80} radius="sm" mt={6} />
          </div>
        ))}
      </div>
    </div>
  );
}

/** The candlestick chart of one instrument with its interval buttons (remembered per browser). */
export function InstrumentChart({ item }: { item: MarketItem }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [interval, setChartInterval] = useChartInterval();
  const candles = useCandles(item.code, interval);
  const live = useLiveQuote(item.code);

  return (
    <section className={classes.chartCard} aria-labelledby="chart-title" data-testid="chart-panel">
      <div className={classes.chartHeader}>
        <h2 id="chart-title" className={classes.cardTitle}>
          {t('markets.currency.chart.title')}
        </h2>
        <IntervalButtons
          value={interval}
          onChange={setChartInterval}
          label={t('markets.currency.chart.intervals')}
          text={(key) => t(`markets.currency.chart.interval.${key}`)}
          title={(key) => t(`markets.currency.chart.intervalLong.${key}`)}
          testIdPrefix="interval-"
          classNames={{ group: classes.intervals, button: classes.interval }}
        />
      </div>
      <div
        className={classes.chartBox}
        data-state={candles.isPending ? 'loading' : candles.isError ? 'error' : 'ready'}
        data-interval={interval}
      >
        <CandleChart
          candles={candles.data}
          interval={interval}
          tickSize={item.tickSize}
          livePrice={live.price}
          locale={format.locale}
          viewKey={`${item.code}|${interval}`}
        />
        <ChartStates
          query={candles}
          labels={{
            loading: t('markets.currency.chart.loading'),
            error: t('markets.currency.chart.error'),
            empty: t('markets.currency.chart.empty'),
            emptyDetail: t('markets.currency.chart.emptyDetail'),
          }}
        />
      </div>
      <p className={classes.source}>
        <ShieldIcon size={16} />
        <span>{t('markets.currency.source')}</span>
      </p>
    </section>
  );
}
