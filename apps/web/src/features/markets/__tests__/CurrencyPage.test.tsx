import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BTC, candles, clearHistories, connectLivePrices, EURUSD, MARKETS } from './fixtures';
import { toChartTime } from '@/components/ui/CandleChart';
import { settingsStore } from '@/lib/settings-store';
import { ok, renderApp, requests, stubFetch } from '@/test/render';
import { visibleText } from '@/test/text';

/** lightweight-charts draws on a canvas jsdom does not have: a recording stand-in. */
const chart = vi.hoisted(() => {
  const series = () => ({
    setData: vi.fn(),
    update: vi.fn(),
    applyOptions: vi.fn(),
    priceScale: () => ({ applyOptions: vi.fn() }),
  });
  const state = {
    candles: series(),
    volume: series(),
    created: 0,
    removed: 0,
    timeScale: { applyOptions: vi.fn(), scrollToRealTime: vi.fn() },
  };
  return state;
});

vi.mock('lightweight-charts', () => ({
  CandlestickSeries: { type: 'Candlestick' },
  HistogramSeries: { type: 'Histogram' },
  ColorType: { Solid: 'solid' },
  CrosshairMode: { Normal: 0 },
  TickMarkType: { Year: 0, Month: 1, DayOfMonth: 2, Time: 3, TimeWithSeconds: 4 },
  createChart: () => {
    chart.created += 1;
    return {
      addSeries: (definition: { type: string }) =>
        definition.type === 'Candlestick' ? chart.candles : chart.volume,
      applyOptions: vi.fn(),
      timeScale: () => chart.timeScale,
      remove: () => {
        chart.removed += 1;
      },
    };
  },
}));

const INFO = 'GET /swx/customer/index/getMarketInfo/1';
const CANDLES = 'GET /swx/customer/index/getKValueByCodeAndDate';

function candleRequests(fetch: ReturnType<typeof stubFetch>) {
  return requests(fetch)
    .filter((r) => r.url.includes('getKValueByCodeAndDate'))
    .map((r) => Object.fromEntries(new URL(r.url).searchParams));
}

function lastSetData() {
  return chart.candles.setData.mock.calls.at(-1)?.[0] as { time: number; close: number }[];
}

beforeEach(() => {
  settingsStore.markOnboardingShown();
  clearHistories();
  vi.clearAllMocks();
  chart.created = 0;
  chart.removed = 0;
});

describe('instrument page', () => {
  it('shows the instrument: logo, name, price, 24h change and statistics, trading status', async () => {
    stubFetch({ [INFO]: ok(BTC), [CANDLES]: ok(candles(5)) });
    renderApp('/cruuency?code=BTCUSDT&type=crypto&id=1', 'desktop');
    expect(await screen.findByRole('heading', { level: 1, name: 'BTCUSDT' })).toBeInTheDocument();
    const summary = await screen.findByTestId('instrument-summary');
    expect(within(summary).getByRole('img', { name: 'Bitcoin logo' })).toHaveAttribute(
      'src',
      '/logos/BTC.svg',
    );
    expect(summary).toHaveTextContent('Last price');
    expect(summary).toHaveTextContent('Crypto');
    // The name is the page's subtitle, under the code.
    expect(screen.getByText('Bitcoin')).toBeInTheDocument();
    expect(visibleText(screen.getByTestId('instrument-price'))).toBe('95,000.00');
    expect(screen.getByTestId('instrument-change')).toHaveAttribute('data-tone', 'up');
    expect(screen.getByTestId('instrument-change')).toHaveTextContent('+1.25%');
    expect(visibleText(screen.getByTestId('stat-high'))).toBe('95,500.50');
    expect(visibleText(screen.getByTestId('stat-low'))).toBe('93,000.00');
    expect(visibleText(screen.getByTestId('stat-volume'))).toBe('1,234.5');
    expect(visibleText(screen.getByTestId('stat-tick'))).toBe('0.01');
    expect(visibleText(screen.getByTestId('stat-lot'))).toBe('1');
    expect(screen.getByTestId('trading-status')).toHaveTextContent('Open for trading');
    // The app puts the trading feature's order panel beside the chart, with the risk warning.
    const trade = screen.getByTestId('trade-panel');
    expect(within(trade).getByRole('heading', { name: 'Trade BTCUSDT' })).toBeInTheDocument();
    expect(trade).toHaveTextContent(/Leveraged trading carries a high risk/);
    expect(
      screen.getByText(/Prices come from the platform's market-data feed/),
    ).toBeInTheDocument();
  });

  it('says when the market is closed for trading', async () => {
    stubFetch({
      'GET /swx/customer/index/getMarketInfo/41': ok(EURUSD),
      [CANDLES]: ok(candles(3)),
    });
    renderApp('/cruuency?code=EURUSD&type=forex&id=41', 'desktop');
    expect(await screen.findByTestId('trading-status')).toHaveTextContent(
      'Not available for trading now',
    );
    expect(visibleText(screen.getByTestId('instrument-price'))).toBe('1.08000');
    expect(visibleText(screen.getByTestId('stat-lot'))).toBe('100,000');
  });

  it('loads the candles, draws them with their volume, and reloads on another interval', async () => {
    const fetch = stubFetch({
      [INFO]: ok(BTC),
      [CANDLES]: (request) => {
        const interval = new URL(request.url).searchParams.get('interval');
        return ok(
          candles(
            interval === '1h' ? 7 : 5,
            1_700_000_000_000,
            interval === '1h' ? 3_600_000 : 900_000,
          ),
        );
      },
    });
    renderApp('/cruuency?code=BTCUSDT&type=crypto&id=1', 'desktop');
    await waitFor(() => expect(lastSetData()).toHaveLength(5));
    expect(candleRequests(fetch)).toEqual([{ code: 'BTCUSDT', interval: '15m', limit: '300' }]);
    expect(lastSetData()[0]).toEqual({
      time: toChartTime(1_700_000_000_000),
      open: 95000,
      high: 95010,
      low: 94990,
      close: 95005,
    });
    expect(chart.volume.setData.mock.calls.at(-1)?.[0]).toHaveLength(5);
    expect(chart.volume.setData.mock.calls.at(-1)?.[0][0]).toMatchObject({ value: 10 });
    expect(screen.getByRole('button', { name: '15m' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: '1h' }));
    expect(screen.getByRole('button', { name: '1h' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '15m' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(lastSetData()).toHaveLength(7));
    expect(candleRequests(fetch).map((q) => q.interval)).toEqual(['15m', '1h']);
    expect(localStorage.getItem('meridian.chartInterval')).toBe('1h');
    // One chart for the page: switching the interval replaces its data.
    expect(chart.created).toBe(1);
    expect(chart.removed).toBe(0);
    // Each series is scrolled to its latest candle.
    expect(chart.timeScale.scrollToRealTime).toHaveBeenCalledTimes(2);
  });

  it('says when there is no history for the interval', async () => {
    stubFetch({ [INFO]: ok(BTC), [CANDLES]: ok([]) });
    renderApp('/cruuency?code=BTCUSDT&type=crypto&id=1', 'desktop');
    expect(
      await screen.findByRole('heading', { name: 'No price history for this interval yet' }),
    ).toBeInTheDocument();
  });

  it('finds the instrument by code when the link has no id', async () => {
    const fetch = stubFetch({
      'GET /swx/customer/index/listMarketByType': ok(MARKETS),
      [CANDLES]: ok(candles(2)),
    });
    renderApp('/currency?code=ethusdt', 'desktop');
    expect(await screen.findByRole('heading', { level: 1, name: 'ETHUSDT' })).toBeInTheDocument();
    expect(await screen.findByTestId('instrument-price')).toHaveTextContent('3,300.50');
    expect(requests(fetch).some((r) => r.url.includes('getMarketInfo'))).toBe(false);
  });

  it('an unknown instrument: the code stays the title, the error says so', async () => {
    stubFetch();
    renderApp('/cruuency?code=NOPE&type=crypto&id=999', 'desktop');
    expect(await screen.findByRole('heading', { level: 1, name: 'NOPE' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'This instrument could not be loaded' }),
    ).toBeInTheDocument();
  });

  describe('live', () => {
    let live: ReturnType<typeof connectLivePrices>;
    beforeEach(() => {
      live = connectLivePrices();
    });
    afterEach(() => live.disconnect());

    it('a live price updates the header and the last candle', async () => {
      const now = Date.now();
      const bucket = Math.floor(now / 900_000) * 900_000;
      stubFetch({ [INFO]: ok(BTC), [CANDLES]: ok(candles(3, bucket - 2 * 900_000, 900_000)) });
      renderApp('/cruuency?code=BTCUSDT&type=crypto&id=1', 'desktop');
      await waitFor(() => expect(lastSetData()).toHaveLength(3));

      live.push([{ code: 'BTCUSDT', price: '96000', zdf: '2.10' }]);
      expect(visibleText(screen.getByTestId('instrument-price'))).toBe('96,000.00');
      expect(screen.getByTestId('instrument-price')).toHaveAttribute('data-flash', 'up');
      expect(screen.getByTestId('instrument-change')).toHaveTextContent('+2.10%');
      expect(chart.candles.update).toHaveBeenLastCalledWith({
        time: toChartTime(bucket),
        open: 95002,
        high: 96000,
        low: 94992,
        close: 96000,
      });
    });
  });
});
