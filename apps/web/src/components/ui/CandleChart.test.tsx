import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CandleChart } from './CandleChart';

/** lightweight-charts draws on a canvas jsdom does not have: a stand-in that keeps the options. */
const chart = vi.hoisted(() => ({ options: [] as Record<string, unknown>[] }));

vi.mock('lightweight-charts', async () => {
  const stub = await import('@/test/chart-stub');
  return {
    ...stub,
    createChart: () => ({
      ...stub.createChart(),
      applyOptions: (options: Record<string, unknown>) => chart.options.push(options),
    }),
  };
});

interface Formatters {
  localization: {
    locale: string;
    priceFormatter: (price: number) => string;
    timeFormatter: (time: number) => string;
  };
  timeScale: { tickMarkFormatter: (time: number, type: number) => string | null };
}

function formatters(): Formatters {
  const found = chart.options.findLast((options) => 'localization' in options);
  if (!found) throw new Error('the chart was given no formatters');
  return found as unknown as Formatters;
}

const BIDI_MARKS = /[\u2066-\u2069]/u;

describe('CandleChart labels', () => {
  it('writes prices and times with the shared formatter, without isolation marks on the canvas', () => {
    chart.options = [];
    render(
      <MantineProvider>
        <CandleChart candles={[]} interval="1h" tickSize="0.01" locale="de" viewKey="BTC|1h" />
      </MantineProvider>,
    );
    const { localization, timeScale } = formatters();
    expect(localization.locale).toBe('de');
    expect(localization.priceFormatter(95000.5)).toBe('95.000,50');
    // Chart times are wall-clock times read as UTC (see toChartTime).
    const time = Date.UTC(2026, 10, 26, 23, 30, 0) / 1000;
    expect(localization.timeFormatter(time)).toBe('26.11.2026, 23:30');
    expect(timeScale.tickMarkFormatter(time, 3)).toBe('23:30');
    expect(timeScale.tickMarkFormatter(time, 0)).toBe('2026');
    for (const label of [
      localization.priceFormatter(-0.5),
      localization.timeFormatter(time),
      timeScale.tickMarkFormatter(time, 2),
    ]) {
      expect(label).not.toMatch(BIDI_MARKS);
    }
  });

  it('shows a day candle by its date alone', () => {
    chart.options = [];
    render(
      <MantineProvider>
        <CandleChart candles={[]} interval="1d" tickSize="1" locale="en" viewKey="BTC|1d" />
      </MantineProvider>,
    );
    const { localization } = formatters();
    expect(localization.priceFormatter(1234.56)).toBe('1,235');
    expect(localization.timeFormatter(Date.UTC(2026, 10, 26, 12) / 1000)).toBe('Nov 26, 2026');
  });
});
