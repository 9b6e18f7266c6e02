import type { SpotTradeView } from '@meridian/contract';
import { CANDLE_INTERVALS, type CandleInterval } from '@meridian/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSpotKline } from '../api/queries';
import { useSpotFormat } from '../lib/format';
import { CandleCanvas } from './CandleCanvas';
import spot from './Spot.module.css';
import classes from './SpotChart.module.css';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { ChartIcon } from '@/components/ui/icons';
import { Loading } from '@/components/ui/Loading';
import { errorMessage } from '@/lib/api-client';

/** Candles of the pair's trades (getSpotKline) with the interval buttons; empty before a trade. */
export function SpotChart({
  code,
  tickSize,
  lastTrade,
  bare = false,
}: {
  code: string;
  tickSize: string;
  lastTrade: SpotTradeView | undefined;
  /** Inside the phone's tabs: no card and no heading. */
  bare?: boolean;
}) {
  const { t } = useTranslation();
  const format = useSpotFormat();
  const [interval, setChartInterval] = useState<CandleInterval>('1m');
  const candles = useSpotKline(code, interval);
  const empty = candles.data?.length === 0;
  const { refetch } = candles;
  // A trade after the screen opened on an empty chart: load the candles it made.
  const openedWith = useRef(lastTrade?.id);
  useEffect(() => {
    if (empty && lastTrade && lastTrade.id !== openedWith.current) void refetch();
  }, [empty, lastTrade, refetch]);
  const intervals = (
    <div className={classes.intervals} role="group" aria-label={t('spot.chart.intervals')}>
      {CANDLE_INTERVALS.map((key) => (
        <button
          key={key}
          type="button"
          className={classes.interval}
          aria-pressed={key === interval}
          onClick={() => setChartInterval(key)}
          data-testid={`spot-interval-${key}`}
        >
          {t(`spot.chart.interval.${key}`)}
        </button>
      ))}
    </div>
  );
  return (
    <section
      className={bare ? undefined : spot.card}
      aria-labelledby={bare ? undefined : 'spot-chart-title'}
      aria-label={bare ? t('spot.chart.title') : undefined}
      data-testid="spot-chart"
    >
      <div className={spot.cardHead}>
        {!bare && (
          <h2 id="spot-chart-title" className={spot.cardTitle}>
            {t('spot.chart.title')}
          </h2>
        )}
        {intervals}
      </div>
      <div className={classes.box} data-interval={interval}>
        <CandleCanvas
          candles={candles.data}
          interval={interval}
          tickSize={tickSize}
          lastTrade={candles.data?.length ? lastTrade : undefined}
          locale={format.locale}
          viewKey={`${code}|${interval}`}
        />
        {candles.isPending && (
          <div className={classes.overlay}>
            <Loading minHeight="100%" label={t('spot.chart.loading')} />
          </div>
        )}
        {candles.isError && (
          <div className={classes.overlay}>
            <ErrorState
              headingOrder={3}
              title={t('spot.chart.error')}
              description={errorMessage(candles.error)}
              onRetry={() => void candles.refetch()}
            />
          </div>
        )}
        {empty && (
          <div className={classes.overlay} data-testid="spot-chart-empty">
            <EmptyState
              headingOrder={3}
              icon={<ChartIcon size={24} />}
              title={t('spot.chart.empty')}
              description={t('spot.chart.emptyDetail')}
            />
          </div>
        )}
      </div>
    </section>
  );
}
