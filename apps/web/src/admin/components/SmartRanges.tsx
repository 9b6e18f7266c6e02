import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SmartRange } from '../api/smart-api';
import { EquityCurve } from './EquityCurve';
import classes from './admin.module.css';
import { ResponsiveTable, type Column } from '@/components/ui/ResponsiveTable';
import { useFormat } from '@/lib/format';

type Figures = NonNullable<SmartRange['figures']>;

interface Metric {
  id: string;
  label: string;
  /** A figure (monospace, left to right) or words. */
  figure: boolean;
  value: (range: SmartRange, figures: Figures | null) => ReactNode;
}

/**
 * A product's backtest ranges, the figures users see on the product page (5th, 50th and 95th
 * percentile net daily yield, drawdowns, losing share, trades a day, windows, history), labelled
 * past performance: one row per figure and one column per cycle (a card per figure on a phone),
 * then the median window's equity curve per cycle.
 */
export function SmartRanges({
  ranges,
  testId,
}: {
  ranges: readonly SmartRange[];
  testId?: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const pct = (value: string) => format.percent(value);
  const signed = (value: string) => format.percent(value, { signed: true });
  const day = (iso: string) => (iso ? format.date(iso, 'date') : '—');
  const metrics: Metric[] = [
    {
      id: 'status',
      label: t('admin.smart.preview.status'),
      figure: false,
      value: (r) => t(`admin.smart.rangeStatus.${r.status}`),
    },
    {
      id: 'p5',
      label: t('admin.smart.preview.p5'),
      figure: true,
      value: (_, f) => f && signed(f.p5DailyYieldPercent),
    },
    {
      id: 'p50',
      label: t('admin.smart.preview.p50'),
      figure: true,
      value: (_, f) => f && signed(f.p50DailyYieldPercent),
    },
    {
      id: 'p95',
      label: t('admin.smart.preview.p95'),
      figure: true,
      value: (_, f) => f && signed(f.p95DailyYieldPercent),
    },
    {
      id: 'medianDrawdown',
      label: t('admin.smart.preview.medianDrawdown'),
      figure: true,
      value: (_, f) => f && pct(f.medianMaxDrawdownPercent),
    },
    {
      id: 'worstDrawdown',
      label: t('admin.smart.preview.worstDrawdown'),
      figure: true,
      value: (_, f) => f && pct(f.maxMaxDrawdownPercent),
    },
    {
      id: 'losingShare',
      label: t('admin.smart.preview.losingShare'),
      figure: true,
      value: (_, f) => f && pct(f.losingSharePercent),
    },
    {
      id: 'tradesPerDay',
      label: t('admin.smart.preview.tradesPerDay'),
      figure: true,
      value: (_, f) => f && format.number(f.tradesPerDay, { decimals: 2 }),
    },
    {
      id: 'windows',
      label: t('admin.smart.preview.windows'),
      figure: true,
      value: (_, f) => f && format.number(String(f.windows)),
    },
    {
      id: 'historyFrom',
      label: t('admin.smart.preview.historyFrom'),
      figure: false,
      value: (_, f) => f && day(f.historyFrom),
    },
    {
      id: 'historyTo',
      label: t('admin.smart.preview.historyTo'),
      figure: false,
      value: (_, f) => f && day(f.historyTo),
    },
    {
      id: 'candles',
      label: t('admin.smart.preview.candles'),
      figure: false,
      value: (_, f) => f && f.candleInterval,
    },
  ];
  const columns: Column<Metric>[] = [
    {
      key: 'metric',
      header: t('admin.smart.preview.figure'),
      text: true,
      rowHeader: true,
      cell: (m) => m.label,
    },
    ...ranges.map((range): Column<Metric> => ({
      key: `days-${range.days}`,
      header: t('admin.smart.cycleDays', { days: range.days }),
      testId: (m) => `${m.id}-${range.days}`,
      cell: (m) => {
        const value = m.value(range, range.figures);
        const shown = value === null || value === undefined || value === '' ? '—' : value;
        return m.figure ? <span className={classes.mono}>{shown}</span> : shown;
      },
    })),
  ];
  const published = ranges.filter((r) => r.status === 'published' && r.figures);
  return (
    <div className={classes.stack} data-testid={testId}>
      <Text size="sm" fw={600} data-testid="past-performance">
        {t('admin.smart.preview.pastPerformance')}
      </Text>
      <ResponsiveTable
        label={t('admin.smart.preview.tableLabel')}
        columns={columns}
        rows={metrics}
        rowKey={(m) => m.id}
        rowTestId={(m) => `metric-${m.id}`}
      />
      {ranges[0]?.costs && (
        <Text size="xs" c="gray.7" data-testid="range-costs">
          {t('admin.smart.preview.costs', {
            spread: format.basisPoints(ranges[0].costs.spreadBp),
            commission: format.basisPoints(ranges[0].costs.commissionBp),
            slippage: format.basisPoints(ranges[0].costs.slippageBp),
          })}
        </Text>
      )}
      {published.length > 0 && (
        <section className={classes.section} aria-labelledby="smart-curves-title">
          <Title order={3} size="h5" id="smart-curves-title">
            {t('admin.smart.preview.curvesTitle')}
          </Title>
          <div className={classes.curves}>
            {published.map((r) => (
              <div key={r.days}>
                <Text size="sm" fw={500}>
                  {t('admin.smart.cycleDays', { days: r.days })}
                </Text>
                <EquityCurve
                  points={r.figures!.equityCurve}
                  label={t('admin.smart.cycleDays', { days: r.days })}
                  testId={`curve-${r.days}`}
                />
              </div>
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
