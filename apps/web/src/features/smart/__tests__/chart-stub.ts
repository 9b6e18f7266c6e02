import { vi } from 'vitest';

/** lightweight-charts draws on a canvas jsdom lacks: a stand-in with the series this feature uses. */
export function chartStub() {
  const series = () => ({ setData: vi.fn(), applyOptions: vi.fn() });
  return {
    BaselineSeries: { type: 'Baseline' },
    CandlestickSeries: { type: 'Candlestick' },
    HistogramSeries: { type: 'Histogram' },
    ColorType: { Solid: 'solid' },
    CrosshairMode: { Normal: 0 },
    TickMarkType: { Year: 0, Month: 1, DayOfMonth: 2, Time: 3, TimeWithSeconds: 4 },
    createChart: () => ({
      addSeries: () => series(),
      applyOptions: vi.fn(),
      timeScale: () => ({ applyOptions: vi.fn(), fitContent: vi.fn(), scrollToRealTime: vi.fn() }),
      remove: vi.fn(),
    }),
  };
}
