import type { CandleView, SpotTradeView } from '@meridian/contract';
import { bucketStart, type CandleInterval } from '@meridian/domain';
import { useComputedColorScheme } from '@mantine/core';
import {
  CandlestickSeries,
  ColorType,
  createChart,
  CrosshairMode,
  HistogramSeries,
  type ChartOptions,
  type DeepPartial,
  type IChartApi,
  type ISeriesApi,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { decimalsOf } from '../lib/format';
import classes from './SpotChart.module.css';

/**
 * The candlestick chart of spot trades (lightweight-charts 5, the markets chart's approach):
 * candles with a volume histogram, sized by the container, coloured for the light or dark
 * scheme. `candles` replaces the data; `lastTrade` updates the last candle or opens the next one
 * when the trade falls in a later bucket. Times are shown in the viewer's time zone.
 */

interface Bar {
  time: UTCTimestamp;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

const PALETTES = {
  light: {
    background: '#ffffff',
    text: '#4d5a6e',
    grid: 'rgba(227, 232, 240, 0.7)',
    border: '#e3e8f0',
    up: '#07944d',
    down: '#c6191b',
    volumeUp: 'rgba(7, 148, 77, 0.28)',
    volumeDown: 'rgba(198, 25, 27, 0.26)',
  },
  dark: {
    background: '#1b1d22',
    text: '#c1c7d0',
    grid: 'rgba(255, 255, 255, 0.06)',
    border: '#2c2f36',
    up: '#2fbf71',
    down: '#f0555a',
    volumeUp: 'rgba(47, 191, 113, 0.3)',
    volumeDown: 'rgba(240, 85, 90, 0.3)',
  },
};
type Palette = (typeof PALETTES)['light'];

/** The axis has no time zone: a candle sits at its local wall-clock time, labelled as UTC. */
function toChartTime(epochMs: number): UTCTimestamp {
  const offsetMs = new Date(epochMs).getTimezoneOffset() * 60_000;
  return Math.floor((epochMs - offsetMs) / 1000) as UTCTimestamp;
}

// Display only: the chart library draws numbers; nothing is computed from these.
function toBar(candle: CandleView): Bar {
  return {
    time: toChartTime(candle.time),
    open: Number(candle.open),
    high: Number(candle.high),
    low: Number(candle.low),
    close: Number(candle.close),
    volume: Number(candle.volume),
  };
}

function themeOptions(palette: Palette): DeepPartial<ChartOptions> {
  return {
    layout: {
      background: { type: ColorType.Solid, color: palette.background },
      textColor: palette.text,
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      fontSize: 12,
    },
    grid: { vertLines: { color: palette.grid }, horzLines: { color: palette.grid } },
    rightPriceScale: { borderColor: palette.border },
    timeScale: { borderColor: palette.border },
    crosshair: { mode: CrosshairMode.Normal },
  };
}

export interface CandleCanvasProps {
  candles: readonly CandleView[] | undefined;
  interval: CandleInterval;
  tickSize: string;
  lastTrade: SpotTradeView | undefined;
  locale: string;
  /** Changes with the series shown (code and interval): the view scrolls to the latest again. */
  viewKey: string;
}

export function CandleCanvas({
  candles,
  interval,
  tickSize,
  lastTrade,
  locale,
  viewKey,
}: CandleCanvasProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<{
    chart: IChartApi;
    candles: ISeriesApi<'Candlestick'>;
    volume: ISeriesApi<'Histogram'>;
  } | null>(null);
  const lastBar = useRef<Bar | null>(null);
  /** The trade last added to the candles: a trade sent again (after a reconnect) counts once. */
  const appliedTrade = useRef<number | null>(null);
  const shownFor = useRef<string | null>(null);
  const palette = PALETTES[useComputedColorScheme('light')];
  const paletteRef = useRef(palette);
  paletteRef.current = palette;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const current = paletteRef.current;
    const chart = createChart(container, {
      ...themeOptions(current),
      autoSize: true,
      rightPriceScale: { borderColor: current.border, scaleMargins: { top: 0.08, bottom: 0.26 } },
      timeScale: { borderColor: current.border, timeVisible: true, secondsVisible: false },
    });
    const candleSeries = chart.addSeries(CandlestickSeries, {
      upColor: current.up,
      downColor: current.down,
      borderVisible: false,
      wickUpColor: current.up,
      wickDownColor: current.down,
    });
    const volumeSeries = chart.addSeries(HistogramSeries, {
      priceFormat: { type: 'volume' },
      priceScaleId: 'volume',
      lastValueVisible: false,
      priceLineVisible: false,
    });
    volumeSeries.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    chartRef.current = { chart, candles: candleSeries, volume: volumeSeries };
    return () => {
      chartRef.current = null;
      lastBar.current = null;
      shownFor.current = null;
      chart.remove();
    };
  }, []);

  useEffect(() => {
    const api = chartRef.current;
    if (!api) return;
    api.chart.applyOptions(themeOptions(palette));
    api.candles.applyOptions({
      upColor: palette.up,
      downColor: palette.down,
      wickUpColor: palette.up,
      wickDownColor: palette.down,
    });
  }, [palette]);

  useEffect(() => {
    const api = chartRef.current;
    if (!api) return;
    const precision = decimalsOf(tickSize);
    api.candles.applyOptions({
      priceFormat: { type: 'price', precision, minMove: 10 ** -precision },
    });
    const prices = new Intl.NumberFormat(locale, {
      minimumFractionDigits: precision,
      maximumFractionDigits: precision,
    });
    const times = new Intl.DateTimeFormat(locale, {
      ...(interval === '1d'
        ? { dateStyle: 'medium' }
        : { dateStyle: 'medium', timeStyle: 'short' }),
      timeZone: 'UTC',
    });
    api.chart.applyOptions({
      localization: {
        locale,
        priceFormatter: (price: number) => prices.format(price),
        timeFormatter: (time: Time) => times.format((time as number) * 1000),
      },
    });
  }, [tickSize, locale, interval]);

  useEffect(() => {
    const api = chartRef.current;
    if (!api) return;
    const bars = (candles ?? []).map(toBar);
    const { volumeUp, volumeDown } = paletteRef.current;
    api.candles.setData(bars.map(({ volume: _volume, ...bar }) => bar));
    api.volume.setData(
      bars.map(({ time, volume, open, close }) => ({
        time,
        value: volume,
        color: close >= open ? volumeUp : volumeDown,
      })),
    );
    lastBar.current = bars.at(-1) ?? null;
    if (candles && shownFor.current !== viewKey) {
      shownFor.current = viewKey;
      api.chart.timeScale().scrollToRealTime();
    }
  }, [candles, viewKey]);

  useEffect(() => {
    const api = chartRef.current;
    if (!api || !lastTrade || appliedTrade.current === lastTrade.id) return;
    appliedTrade.current = lastTrade.id;
    const price = Number(lastTrade.price);
    const quantity = Number(lastTrade.quantity);
    if (!Number.isFinite(price)) return;
    const bucket = toChartTime(bucketStart(lastTrade.time, interval));
    const last = lastBar.current;
    if (last && bucket < last.time) return;
    const next: Bar =
      !last || bucket > last.time
        ? { time: bucket, open: price, high: price, low: price, close: price, volume: quantity }
        : {
            ...last,
            high: Math.max(last.high, price),
            low: Math.min(last.low, price),
            close: price,
            volume: last.volume + quantity,
          };
    const { volume, ...bar } = next;
    api.candles.update(bar);
    const { volumeUp, volumeDown } = paletteRef.current;
    api.volume.update({
      time: next.time,
      value: volume,
      color: next.close >= next.open ? volumeUp : volumeDown,
    });
    lastBar.current = next;
  }, [lastTrade, interval]);

  return <div ref={containerRef} className={classes.canvas} data-testid="spot-candle-chart" />;
}
