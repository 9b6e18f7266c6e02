import { vi } from 'vitest';

/**
 * lightweight-charts draws on a canvas jsdom does not have. Tests that render a page with a chart
 * but do not look at it replace the library with this stand-in:
 * `vi.mock('lightweight-charts', () => import('@/test/chart-stub'))`.
 */
function series() {
  return {
    setData: vi.fn(),
    update: vi.fn(),
    applyOptions: vi.fn(),
    priceScale: () => ({ applyOptions: vi.fn() }),
  };
}

export const CandlestickSeries = { type: 'Candlestick' };
export const HistogramSeries = { type: 'Histogram' };
export const ColorType = { Solid: 'solid' };
export const CrosshairMode = { Normal: 0 };
export const TickMarkType = { Year: 0, Month: 1, DayOfMonth: 2, Time: 3, TimeWithSeconds: 4 };

export function createChart() {
  const timeScale = { applyOptions: vi.fn(), scrollToRealTime: vi.fn() };
  return {
    addSeries: () => series(),
    applyOptions: vi.fn(),
    timeScale: () => timeScale,
    remove: vi.fn(),
  };
}
