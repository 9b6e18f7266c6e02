import { SegmentedControl } from '@mantine/core';
import { parseAmount } from '@meridian/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SmartProduct, SmartRange } from '../api/smart-api';
import { EquityChart, type EquityPoint } from './EquityChart';
import classes from './Smart.module.css';
import { Figures } from '@/components/ui/Figures';
import { toneOf } from '@/lib/decimal';
import { useFormat } from '@/lib/format';

const DAY_S = 86_400;

/** The median window's curve (multiples of the principal) as points over the cycle's days. */
function curvePoints(curve: readonly string[], days: number): EquityPoint[] {
  if (curve.length === 0) return [];
  const step = curve.length > 1 ? (days * DAY_S) / (curve.length - 1) : 0;
  // Display only: the chart library draws numbers.
  return curve.map((multiple, index) => ({
    time: Math.round(index * step),
    value: Number(multiple) * 100,
  }));
}

/** "1.0123" (a multiple of the principal) → "101.23" (percent of it), exactly. */
function percentOfMultiple(multiple: string): string {
  try {
    const value = parseAmount(multiple) * 100n;
    const whole = value / 10n ** 18n;
    const fraction = (value % 10n ** 18n).toString().padStart(18, '0');
    return `${whole}.${fraction}`;
  } catch {
    return multiple;
  }
}

/**
 * One timeframe's published back-test range: the cycle picker, then the figures (daily yield
 * 5th–95th percentile and median, drawdowns, losing share, trades a day, costs assumed, history)
 * and the median window's chart — or, plainly, that there is no range yet (pending) or too little
 * history (noHistory). Always labelled past performance, not a promise.
 */
export function BacktestRange({
  product,
  days,
  onDays,
  testId,
}: {
  product: SmartProduct;
  days: number;
  onDays: (days: number) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const range: SmartRange | undefined = product.ranges.find((r) => r.days === days);
  const figures = range?.status === 'published' ? range.figures : null;
  const points = useMemo(
    () => (figures ? curvePoints(figures.equityCurve, days) : []),
    [figures, days],
  );
  const yieldOf = (value: string) => format.percent(value, { decimals: 3, signed: true });
  const pct = (value: string) => format.percent(value, { decimals: 2 });

  return (
    <section
      className={classes.backtest}
      aria-label={t('smart.backtest.heading')}
      data-testid={testId}
    >
      <div className={classes.cardHead}>
        <h3 className={classes.subTitle}>{t('smart.backtest.heading')}</h3>
        <span className={classes.pastLabel} data-testid={`${testId}-past`}>
          {t('smart.backtest.pastPerformance')}
        </span>
      </div>
      {product.timeframes.length > 1 && (
        <SegmentedControl
          size="xs"
          fullWidth
          aria-label={t('smart.backtest.timeframe')}
          value={String(days)}
          onChange={(value) => onDays(Number(value))}
          data={product.timeframes.map((d) => ({
            value: String(d),
            label: t('smart.days', { count: d }),
          }))}
          data-testid={`${testId}-days`}
        />
      )}
      {!range || range.status === 'pending' ? (
        <p className={classes.notice} data-testid={`${testId}-pending`}>
          {t('smart.backtest.pending')}
        </p>
      ) : range.status === 'noHistory' || !figures ? (
        <p className={classes.notice} data-testid={`${testId}-no-history`}>
          {t('smart.backtest.noHistory')}
        </p>
      ) : (
        <>
          <Figures
            testId={testId}
            layout="grid"
            label={t('smart.backtest.heading')}
            figures={[
              {
                key: 'yield',
                label: t('smart.backtest.dailyYield'),
                value: t('smart.backtest.dailyYieldValue', {
                  p5: yieldOf(figures.p5DailyYieldPercent),
                  p95: yieldOf(figures.p95DailyYieldPercent),
                }),
                text: true,
              },
              {
                key: 'median',
                label: t('smart.backtest.median'),
                value: yieldOf(figures.p50DailyYieldPercent),
                tone: toneOf(figures.p50DailyYieldPercent),
              },
              {
                key: 'drawdown',
                label: t('smart.backtest.drawdown'),
                value: t('smart.backtest.drawdownValue', {
                  median: pct(figures.medianMaxDrawdownPercent),
                  worst: pct(figures.maxMaxDrawdownPercent),
                }),
              },
              {
                key: 'losing',
                label: t('smart.backtest.losingShare'),
                value: pct(figures.losingSharePercent),
              },
              {
                key: 'trades',
                label: t('smart.backtest.tradesPerDay'),
                value: format.number(figures.tradesPerDay, { decimals: 1 }),
              },
            ]}
          />
          {range.costs && (
            <p className={classes.muted} data-testid={`${testId}-costs`}>
              {t('smart.backtest.costs')}:{' '}
              {t('smart.backtest.costsValue', {
                spread: format.basisPoints(range.costs.spreadBp),
                commission: format.basisPoints(range.costs.commissionBp),
                slippage: format.basisPoints(range.costs.slippageBp),
              })}
            </p>
          )}
          <p className={classes.muted} data-testid={`${testId}-history`}>
            {t('smart.backtest.history')}:{' '}
            {t('smart.backtest.historyValue', {
              from: format.date(figures.historyFrom, 'date'),
              to: format.date(figures.historyTo, 'date'),
              windows: format.number(String(figures.windows)),
            })}
            {' · '}
            {t('smart.rules.decides', {
              interval: t(`smart.rules.intervals.${figures.candleInterval}`),
            })}
          </p>
          {points.length > 1 && (
            <EquityChart
              points={points}
              baseline={100}
              formatValue={(value) => `${format.chartNumber(value, 1, { isolated: false })}%`}
              formatTime={(seconds) =>
                days <= 3
                  ? t('smart.backtest.chartHours', {
                      hours: format.chartNumber(seconds / 3600, 0, { isolated: false }),
                    })
                  : t('smart.backtest.chartDay', {
                      day: format.chartNumber(seconds / DAY_S, 0, { isolated: false }),
                    })
              }
              summary={`${t('smart.backtest.chart')}. ${t('smart.backtest.chartSummary', {
                end: format.percent(percentOfMultiple(figures.equityCurve.at(-1) ?? '1'), {
                  decimals: 2,
                }),
              })}`}
              testId={`${testId}-chart`}
            />
          )}
        </>
      )}
    </section>
  );
}
