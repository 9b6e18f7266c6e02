import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SmartRange } from '../api/smart-api';
import { DataTable } from './DataTable';
import { EquityCurve } from './EquityCurve';
import classes from './admin.module.css';
import { useFormat } from '@/lib/format';

/**
 * A product's backtest ranges per cycle, the figures users see on the product page (5th, 50th and
 * 95th percentile net daily yield, drawdowns, losing share, trades a day, windows, history),
 * labelled past performance, with the median window's equity curve per cycle.
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
  const pct = (value: string | undefined) => (value === undefined ? '—' : format.percent(value));
  const signed = (value: string | undefined) =>
    value === undefined ? '—' : format.percent(value, { signed: true });
  const day = (iso: string) => (iso ? format.date(iso, 'date') : '—');
  const published = ranges.filter((r) => r.status === 'published' && r.figures);
  return (
    <div className={classes.stack} data-testid={testId}>
      <Text size="sm" fw={600} data-testid="past-performance">
        {t('admin.smart.preview.pastPerformance')}
      </Text>
      <DataTable
        label={t('admin.smart.preview.tableLabel')}
        rows={ranges}
        rowKey={(r) => r.days}
        rowTestId={(r) => `range-${r.days}`}
        empty={t('admin.smart.preview.none')}
        columns={[
          {
            label: t('admin.smart.product.cycle'),
            cell: (r) => t('admin.smart.cycleDays', { days: r.days }),
          },
          {
            label: t('admin.smart.preview.status'),
            cell: (r) => t(`admin.smart.rangeStatus.${r.status}`),
          },
          {
            label: t('admin.smart.preview.p5'),
            mono: true,
            cell: (r) => signed(r.figures?.p5DailyYieldPercent),
          },
          {
            label: t('admin.smart.preview.p50'),
            mono: true,
            cell: (r) => signed(r.figures?.p50DailyYieldPercent),
            testId: (r) => `p50-${r.days}`,
          },
          {
            label: t('admin.smart.preview.p95'),
            mono: true,
            cell: (r) => signed(r.figures?.p95DailyYieldPercent),
          },
          {
            label: t('admin.smart.preview.medianDrawdown'),
            mono: true,
            cell: (r) => pct(r.figures?.medianMaxDrawdownPercent),
          },
          {
            label: t('admin.smart.preview.worstDrawdown'),
            mono: true,
            cell: (r) => pct(r.figures?.maxMaxDrawdownPercent),
          },
          {
            label: t('admin.smart.preview.losingShare'),
            mono: true,
            cell: (r) => pct(r.figures?.losingSharePercent),
          },
          {
            label: t('admin.smart.preview.tradesPerDay'),
            mono: true,
            cell: (r) => (r.figures ? format.number(r.figures.tradesPerDay, { decimals: 2 }) : '—'),
          },
          {
            label: t('admin.smart.preview.windows'),
            mono: true,
            cell: (r) => (r.figures ? format.number(String(r.figures.windows)) : '—'),
          },
          {
            label: t('admin.smart.preview.history'),
            cell: (r) =>
              r.figures
                ? t('admin.smart.preview.historyRange', {
                    from: day(r.figures.historyFrom),
                    to: day(r.figures.historyTo),
                    interval: r.figures.candleInterval,
                  })
                : '—',
          },
        ]}
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
          <div
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
              gap: 'var(--mantine-spacing-md)',
            }}
          >
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
