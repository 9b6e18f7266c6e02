import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { list, logIn, ORDER, PROFIT_TOTAL, RULES } from '@/features/margin/__tests__/fixtures';
import {
  BTC,
  candles,
  clearHistories,
  ETH,
  MARKETS,
  SOL,
} from '@/features/markets/__tests__/fixtures';
import { fakeSockets, ROUTES as SPOT_ROUTES } from '@/features/spot/__tests__/fixtures';
import { settingsStore } from '@/lib/settings-store';
import { ok, renderApp, stubFetch, type FakeRoutes } from '@/test/render';
import { visibleText } from '@/test/text';

// The chart is the markets feature's; these tests look at what the app composes around it.
vi.mock('lightweight-charts', () => import('@/test/chart-stub'));

const ROUTES: FakeRoutes = {
  'GET /swx/customer/index/listMarketByType': ok(MARKETS),
  'GET /swx/customer/index/getMarketInfo/1': ok(BTC),
  'GET /swx/customer/index/getKValueByCodeAndDate': ok(candles(3)),
  [`GET ${ORDER}/getTradingRules`]: (request) => {
    const code = new URL(request.url).searchParams.get('code')!;
    return ok({ ...RULES, margin: { ...RULES.margin, code } });
  },
  [`GET ${ORDER}/getProfitTotal`]: ok(PROFIT_TOTAL),
  [`GET ${ORDER}/listUOrder`]: ok(list([])),
  [`GET ${ORDER}/listOptionsOrder`]: ok(list([])),
  'GET /swx/customer/user/listWatchlist': ok({ codes: ['BTCUSDT'] }),
  'POST /swx/customer/user/getUserInfo': ok({ username: 'ada' }),
};

beforeEach(() => {
  settingsStore.markOnboardingShown();
  clearHistories();
});

describe('the trading screens (the app composes markets and margin)', () => {
  it('desktop /cruuency: the order panel beside the chart, positions and the watchlist below', async () => {
    logIn();
    stubFetch(ROUTES);
    renderApp('/cruuency?code=BTCUSDT&type=crypto&id=1', 'desktop');
    // The first test loads the page's code chunk.
    const panel = await screen.findByTestId('trade-panel', {}, { timeout: 10_000 });
    expect(within(panel).getByRole('heading', { name: 'Trade BTCUSDT' })).toBeInTheDocument();
    expect(await within(panel).findByTestId('order-form')).toBeInTheDocument();
    expect(screen.getByTestId('chart-panel')).toBeInTheDocument();
    const activity = screen.getByTestId('trading-activity');
    expect(await within(activity).findByTestId('account-summary')).toBeInTheDocument();
    expect(
      within(activity)
        .getAllByRole('tab')
        .map((tab) => visibleText(tab)),
    ).toEqual(['Open positions0', 'Pending orders0', 'History', 'Options', 'Watchlist']);
    await userEvent.click(within(activity).getByRole('tab', { name: 'Watchlist' }));
    // The markets feature's list, watchlist only.
    expect(await within(activity).findByTestId('market-row-BTCUSDT')).toBeInTheDocument();
    expect(within(activity).getAllByRole('tab').at(-1)).toHaveTextContent('Watchlist');
  });

  it('phone /cruuency: Buy, Sell and Options open the order panel in a sheet', async () => {
    logIn();
    stubFetch(ROUTES);
    renderApp('/cruuency?code=BTCUSDT&type=crypto&id=1', 'mobile');
    const bar = await screen.findByTestId('mobile-trade-bar', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('trade-panel')).toBeNull();
    await userEvent.click(within(bar).getByRole('button', { name: 'Sell' }));
    const sheet = await screen.findByRole('dialog', { name: 'Order BTCUSDT' });
    expect(await within(sheet).findByTestId('order-form')).toBeInTheDocument();
    expect(within(sheet).getByTestId('side-short')).toHaveAttribute('aria-pressed', 'true');
    expect(within(sheet).getByTestId('risk-margin')).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Order BTCUSDT' })).toBeNull());

    await userEvent.click(within(bar).getByRole('button', { name: 'Options' }));
    const options = await screen.findByRole('dialog', { name: 'Order BTCUSDT' });
    expect(await within(options).findByTestId('options-form')).toBeInTheDocument();
    // The positions are on the page under the chart.
    expect(screen.getByTestId('trading-activity')).toBeInTheDocument();
  });

  it('desktop /market: the list, the chosen instrument and its order panel side by side', async () => {
    stubFetch(ROUTES);
    const { router } = renderApp('/market', 'desktop');
    // No code in the link: Bitcoin.
    const panel = await screen.findByTestId('trade-panel', {}, { timeout: 10_000 });
    expect(within(panel).getByRole('heading', { name: 'Trade BTCUSDT' })).toBeInTheDocument();
    const workspace = screen.getByTestId('market-workspace');
    expect(visibleText(within(workspace).getByTestId('instrument-price'))).toBe('95,000.00');
    const btc = await screen.findByTestId('market-row-BTCUSDT');
    expect(within(btc).getByRole('link')).toHaveAttribute('aria-current', 'true');
    // Visitors: the log-in call to action in place of the submit button.
    expect(await within(panel).findByRole('link', { name: 'Log in to trade' })).toBeInTheDocument();

    await userEvent.click(within(screen.getByTestId('market-row-ETHUSDT')).getByRole('link'));
    await waitFor(() => expect(router.state.location.search).toContain('code=ETHUSDT'));
    expect(
      await within(screen.getByTestId('trade-panel')).findByRole('heading', {
        name: 'Trade ETHUSDT',
      }),
    ).toBeInTheDocument();
    expect(
      visibleText(within(screen.getByTestId('market-workspace')).getByTestId('instrument-price')),
    ).toBe('3,300.50');
    expect(ETH.code).toBe('ETHUSDT');
  });

  it('phone /market: the list alone, rows open the instrument page', async () => {
    stubFetch(ROUTES);
    renderApp('/market', 'mobile');
    const btc = await screen.findByTestId('market-row-BTCUSDT');
    expect(within(btc).getByRole('link')).toHaveAttribute(
      'href',
      '/cruuency?code=BTCUSDT&type=crypto&id=1',
    );
    expect(screen.queryByTestId('trade-panel')).toBeNull();
    expect(screen.queryByTestId('trading-activity')).toBeNull();
  });
});

describe('the Margin | Spot switch on /cruuency (the app composes markets, margin and spot)', () => {
  const routes: FakeRoutes = {
    ...ROUTES,
    ...SPOT_ROUTES,
    'GET /swx/customer/index/getMarketInfo/4': ok(SOL),
  };

  it('a spot pair gets the switch: Spot shows the spot screen, Margin the margin page', async () => {
    logIn();
    fakeSockets();
    stubFetch(routes);
    const { router } = renderApp('/cruuency?code=BTCUSDT&type=crypto&id=1', 'desktop');
    await screen.findByTestId('trade-panel', {}, { timeout: 10_000 });
    const switcher = await screen.findByRole('navigation', { name: 'Market type' });
    expect(within(switcher).getByRole('link', { name: 'Margin' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.queryByTestId('spot-screen')).toBeNull();

    await userEvent.click(within(switcher).getByRole('link', { name: 'Spot' }));
    expect(await screen.findByTestId('spot-screen')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?code=BTCUSDT&type=spot&id=1');
    expect(screen.getByRole('heading', { level: 1, name: 'BTCUSDT' })).toBeInTheDocument();
    expect(screen.queryByTestId('trade-panel')).toBeNull();
    expect(
      within(screen.getByRole('navigation', { name: 'Market type' })).getByRole('link', {
        name: 'Spot',
      }),
    ).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('link', { name: 'Margin' }));
    expect(await screen.findByTestId('trade-panel')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?code=BTCUSDT&type=crypto&id=1');
    expect(screen.queryByTestId('spot-screen')).toBeNull();
  });

  it('a spot link opens the spot screen, on a phone too', async () => {
    fakeSockets();
    stubFetch(routes);
    renderApp('/cruuency?code=BTCUSDT&type=spot&id=1', 'mobile');
    const spot = await screen.findByTestId('spot-screen', {}, { timeout: 10_000 });
    expect(spot).toHaveAttribute('data-layout', 'mobile');
    expect(screen.queryByTestId('mobile-trade-bar')).toBeNull();
  });

  it('an instrument without a spot market has no switch and keeps its margin page', async () => {
    fakeSockets();
    stubFetch(routes);
    renderApp('/cruuency?code=SOLUSDT&type=spot&id=4', 'desktop');
    expect(await screen.findByTestId('trade-panel', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'SOLUSDT' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Market type' })).toBeNull();
    expect(screen.queryByTestId('spot-screen')).toBeNull();
  });
});
