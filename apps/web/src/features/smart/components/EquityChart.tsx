import { useComputedColorScheme } from '@mantine/core';
import {
  BaselineSeries,
  ColorType,
  createChart,
  type IChartApi,
  type ISeriesApi,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import classes from './Smart.module.css';

/**
 * A value over time on a baseline (lightweight-charts 5, as the markets charts): green above the
 * baseline (the amount invested), red below. Display only: the numbers drawn are never used to
 * compute anything. The figures it shows are also written out in words beside it (`summary`),
 * since a canvas says nothing to a screen reader.
 */
export interface EquityPoint {
  /** Seconds on the chart's axis (see CandleChart's toChartTime for wall-clock times). */
  time: number;
  value: number;
}

const COLORS = {
  light: {
    background: '#ffffff',
    text: '#4d5a6e',
    grid: 'rgba(227, 232, 240, 0.7)',
    border: '#e3e8f0',
    up: '#07944d',
    upFill: 'rgba(7, 148, 77, 0.16)',
    down: '#c6191b',
    downFill: 'rgba(198, 25, 27, 0.14)',
  },
  dark: {
    background: '#1b1d22',
    text: '#c1c7d0',
    grid: 'rgba(255, 255, 255, 0.06)',
    border: '#2c2f36',
    up: '#2fbf71',
    upFill: 'rgba(47, 191, 113, 0.18)',
    down: '#f0555a',
    downFill: 'rgba(240, 85, 90, 0.16)',
  },
};

function seconds(time: Time): number {
  return typeof time === 'number' ? time : Date.parse(String(time)) / 1000;
}

export function EquityChart({
  points,
  baseline,
  formatValue,
  formatTime,
  summary,
  testId,
}: {
  points: readonly EquityPoint[];
  baseline: number;
  formatValue: (value: number) => string;
  /** The axis and crosshair label of a time (seconds on the axis). */
  formatTime: (seconds: number) => string;
  /** The chart in words (shown under it). */
  summary: string;
  testId: string;
}) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<{ chart: IChartApi; series: ISeriesApi<'Baseline'> } | null>(null);
  const scheme = useComputedColorScheme('light');
  const palette = COLORS[scheme];
  const formatters = useRef({ formatValue, formatTime });
  formatters.current = { formatValue, formatTime };

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const chart = createChart(container, {
      autoSize: true,
      handleScroll: false,
      handleScale: false,
      layout: {
        background: { type: ColorType.Solid, color: palette.background },
        textColor: palette.text,
        fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
        fontSize: 11,
      },
      grid: { vertLines: { color: palette.grid }, horzLines: { color: palette.grid } },
      rightPriceScale: { borderColor: palette.border },
      timeScale: { borderColor: palette.border, fixLeftEdge: true, fixRightEdge: true },
      localization: {
        priceFormatter: (value: number) => formatters.current.formatValue(value),
        timeFormatter: (time: Time) => formatters.current.formatTime(seconds(time)),
      },
    });
    chart.applyOptions({
      timeScale: {
        tickMarkFormatter: (time: Time) => formatters.current.formatTime(seconds(time)),
      },
    });
    const series = chart.addSeries(BaselineSeries, {
      baseValue: { type: 'price', price: baseline },
      topLineColor: palette.up,
      topFillColor1: palette.upFill,
      topFillColor2: palette.upFill,
      bottomLineColor: palette.down,
      bottomFillColor1: palette.downFill,
      bottomFillColor2: palette.downFill,
      lineWidth: 2,
      priceLineVisible: false,
    });
    chartRef.current = { chart, series };
    return () => {
      chartRef.current = null;
      chart.remove();
    };
    // The chart is made once; colours and data follow in the effects below.
  }, []);

  useEffect(() => {
    const api = chartRef.current;
    if (!api) return;
    api.chart.applyOptions({
      layout: {
        background: { type: ColorType.Solid, color: palette.background },
        textColor: palette.text,
      },
      grid: { vertLines: { color: palette.grid }, horzLines: { color: palette.grid } },
    });
    api.series.applyOptions({
      baseValue: { type: 'price', price: baseline },
      topLineColor: palette.up,
      topFillColor1: palette.upFill,
      topFillColor2: palette.upFill,
      bottomLineColor: palette.down,
      bottomFillColor1: palette.downFill,
      bottomFillColor2: palette.downFill,
    });
  }, [palette, baseline]);

  useEffect(() => {
    const api = chartRef.current;
    if (!api) return;
    // Strictly increasing times, as the library requires.
    const data: { time: UTCTimestamp; value: number }[] = [];
    for (const point of points) {
      const last = data.at(-1);
      const time = Math.floor(point.time) as UTCTimestamp;
      if (last && time <= last.time) last.value = point.value;
      else data.push({ time, value: point.value });
    }
    api.series.setData(data);
    api.chart.timeScale().fitContent();
  }, [points]);

  return (
    <figure className={classes.chartFigure}>
      <div ref={containerRef} className={classes.chart} data-testid={testId} />
      <figcaption className={classes.muted} data-testid={`${testId}-summary`}>
        {summary}
      </figcaption>
    </figure>
  );
}
