import type { CandleView } from '@meridian/contract';
import { bucketStart, type CandleInterval } from '@meridian/domain';
import { useComputedColorScheme } from '@mantine/core';
import {
  CandlestickSeries,
  ColorType,
  createChart,
  CrosshairMode,
  HistogramSeries,
  TickMarkType,
  type DeepPartial,
  type ChartOptions,
  type IChartApi,
  type ISeriesApi,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import classes from './CandleChart.module.css';
import { decimalsOf } from '@/lib/decimal';
import { formatChartNumber, formatChartTime, type ChartTimeStyle } from '@/lib/format';

/**
 * The candlestick chart of the markets and spot screens (lightweight-charts 5): candles with a
 * volume histogram under them, sized by its container, coloured for the light or dark scheme.
 * `candles` replaces the data. Live data moves the last candle, or starts the next one when the
 * interval's bucket changes: `livePrice` (a market price, now, no volume) or `lastTrade` (a
 * trade at its own time, its quantity added to the volume, each trade counted once).
 * Times are shown in the viewer's time zone.
 */

interface Bar {
  time: UTCTimestamp;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

interface Palette {
  background: string;
  text: string;
  grid: string;
  border: string;
  crosshair: string;
  up: string;
  down: string;
  volumeUp: string;
  volumeDown: string;
}

const PALETTES: Record<'light' | 'dark', Palette> = {
  light: {
    background: '#ffffff',
    text: '#4d5a6e',
    grid: 'rgba(227, 232, 240, 0.7)',
    border: '#e3e8f0',
    crosshair: '#8a94a6',
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
    crosshair: '#6b7383',
    up: '#2fbf71',
    down: '#f0555a',
    volumeUp: 'rgba(47, 191, 113, 0.3)',
    volumeDown: 'rgba(240, 85, 90, 0.3)',
  },
};

/**
 * The chart's time axis has no time zone: a candle is placed at its local wall-clock time
 * (epoch ms minus the zone offset at that instant), and every label is then formatted as UTC.
 */
export function toChartTime(epochMs: number): UTCTimestamp {
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
    grid: {
      vertLines: { color: palette.grid },
      horzLines: { color: palette.grid },
    },
    rightPriceScale: { borderColor: palette.border },
    timeScale: { borderColor: palette.border },
    crosshair: {
      mode: CrosshairMode.Normal,
      vertLine: { color: palette.crosshair, labelBackgroundColor: palette.text },
      horzLine: { color: palette.crosshair, labelBackgroundColor: palette.text },
    },
  };
}

/** The time-axis label of each tick kind (written in UTC: see toChartTime). */
const TICK_STYLES: Partial<Record<TickMarkType, ChartTimeStyle>> = {
  [TickMarkType.Year]: 'year',
  [TickMarkType.Month]: 'month',
  [TickMarkType.DayOfMonth]: 'dayOfMonth',
  [TickMarkType.Time]: 'time',
  [TickMarkType.TimeWithSeconds]: 'timeWithSeconds',
};

/** The chart draws every label alone on its canvas: no bidi isolation marks there. */
const ON_CANVAS = { isolated: false } as const;

function seconds(time: Time): number {
  return typeof time === 'number' ? time : Date.parse(String(time)) / 1000;
}

/** A trade as the chart counts it (the spot stream's trades). */
export interface ChartTrade {
  id: number;
  price: string;
  quantity: string;
  /** Epoch ms. */
  time: number;
}

export interface CandleChartProps {
  candles: readonly CandleView[] | undefined;
  interval: CandleInterval;
  tickSize: string;
  /** The live market price: the current bucket's candle follows it. */
  livePrice?: string;
  /** The latest trade: added to its bucket's candle (a trade sent again counts once). */
  lastTrade?: ChartTrade;
  locale: string;
  /** Changes when the series shown changes (code and interval): the view is fitted again. */
  viewKey: string;
  testId?: string;
}

/** Candle width in pixels after loading (the older candles are a scroll away). */
const BAR_SPACING = 8;
/** Empty candles kept right of the last one, so its time label is not cut off. */
const RIGHT_OFFSET_BARS = 6;

export function CandleChart({
  candles,
  interval,
  tickSize,
  livePrice,
  lastTrade,
  locale,
  viewKey,
  testId = 'candle-chart',
}: CandleChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<{
    chart: IChartApi;
    candles: ISeriesApi<'Candlestick'>;
    volume: ISeriesApi<'Histogram'>;
  } | null>(null);
  const lastBar = useRef<Bar | null>(null);
  /** The trade last added to the candles: a trade sent again (after a reconnect) counts once. */
  const appliedTrade = useRef<number | null>(null);
  const fittedFor = useRef<string | null>(null);
  const scheme = useComputedColorScheme('light');
  const palette = PALETTES[scheme];
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
      timeScale: {
        borderColor: current.border,
        timeVisible: true,
        secondsVisible: false,
        rightOffset: RIGHT_OFFSET_BARS,
        barSpacing: BAR_SPACING,
        minBarSpacing: 2,
      },
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
      fittedFor.current = null;
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
    const minMove = Number(tickSize) > 0 ? Number(tickSize) : 10 ** -precision;
    api.candles.applyOptions({ priceFormat: { type: 'price', precision, minMove } });
    const crosshairStyle: ChartTimeStyle = interval === '1d' ? 'date' : 'dateTime';
    api.chart.applyOptions({
      localization: {
        locale,
        priceFormatter: (price: number) => formatChartNumber(price, locale, precision, ON_CANVAS),
        timeFormatter: (time: Time) =>
          formatChartTime(seconds(time) * 1000, locale, crosshairStyle, ON_CANVAS),
      },
      timeScale: {
        tickMarkFormatter: (time: Time, type: TickMarkType) => {
          const style = TICK_STYLES[type];
          return style ? formatChartTime(seconds(time) * 1000, locale, style, ON_CANVAS) : null;
        },
      },
    });
  }, [tickSize, locale, interval]);

  useEffect(() => {
    const api = chartRef.current;
    if (!api) return;
    const bars = (candles ?? []).map(toBar);
    const { volumeUp, volumeDown } = paletteRef.current;
    api.candles.setData(
      bars.map(({ time, open, high, low, close }) => ({ time, open, high, low, close })),
    );
    api.volume.setData(
      bars.map(({ time, volume, open, close }) => ({
        time,
        value: volume,
        color: close >= open ? volumeUp : volumeDown,
      })),
    );
    lastBar.current = bars.at(-1) ?? null;
    if (candles && fittedFor.current !== viewKey) {
      // The same candle width whatever the history's length: a young market's few candles sit
      // at the right edge (with room for the last time label) instead of being stretched.
      fittedFor.current = viewKey;
      const timeScale = api.chart.timeScale();
      timeScale.applyOptions({ barSpacing: BAR_SPACING, rightOffset: RIGHT_OFFSET_BARS });
      timeScale.scrollToRealTime();
    }
  }, [candles, viewKey]);

  useEffect(() => {
    const api = chartRef.current;
    const last = lastBar.current;
    if (!api || !last || !livePrice) return;
    const price = Number(livePrice);
    if (!Number.isFinite(price)) return;
    const bucket = toChartTime(bucketStart(Date.now(), interval));
    const next: Bar =
      bucket > last.time
        ? { time: bucket, open: price, high: price, low: price, close: price, volume: 0 }
        : {
            ...last,
            high: Math.max(last.high, price),
            low: Math.min(last.low, price),
            close: price,
          };
    api.candles.update({
      time: next.time,
      open: next.open,
      high: next.high,
      low: next.low,
      close: next.close,
    });
    if (next.time !== last.time) {
      api.volume.update({ time: next.time, value: 0, color: paletteRef.current.volumeUp });
    }
    lastBar.current = next;
  }, [livePrice, interval]);

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

  return <div ref={containerRef} className={classes.chart} data-testid={testId} />;
}
