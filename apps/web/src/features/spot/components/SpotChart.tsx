import type { SpotTradeView } from '@meridian/contract';
import type { CandleInterval } from '@meridian/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSpotKline } from '../api/queries';
import spot from './Spot.module.css';
import classes from './SpotChart.module.css';
import { CandleChart } from '@/components/ui/CandleChart';
import { ChartStates } from '@/components/ui/ChartStates';
import { IntervalButtons } from '@/components/ui/IntervalButtons';
import { useFormat } from '@/lib/format';

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
  const format = useFormat();
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
    <IntervalButtons
      value={interval}
      onChange={setChartInterval}
      label={t('spot.chart.intervals')}
      text={(key) => t(`spot.chart.interval.${key}`)}
      testIdPrefix="spot-interval-"
      classNames={{ group: classes.intervals, button: classes.interval }}
    />
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
        <CandleChart
          candles={candles.data}
          interval={interval}
          tickSize={tickSize}
          lastTrade={candles.data?.length ? lastTrade : undefined}
          locale={format.locale}
          viewKey={`${code}|${interval}`}
          testId="spot-candle-chart"
        />
        <ChartStates
          query={candles}
          labels={{
            loading: t('spot.chart.loading'),
            error: t('spot.chart.error'),
            empty: t('spot.chart.empty'),
            emptyDetail: t('spot.chart.emptyDetail'),
          }}
          emptyTestId="spot-chart-empty"
        />
      </div>
    </section>
  );
}
