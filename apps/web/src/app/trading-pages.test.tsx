import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { list, logIn, ORDER, PROFIT_TOTAL, RULES } from '@/features/margin/__tests__/fixtures';
import { BTC, candles, clearHistories, ETH, MARKETS } from '@/features/markets/__tests__/fixtures';
import { settingsStore } from '@/lib/settings-store';
import { ok, renderApp, stubFetch, type FakeRoutes } from '@/test/render';

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
        .map((tab) => tab.textContent),
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
    expect(within(workspace).getByTestId('instrument-price').textContent).toBe('95,000.00');
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
      within(screen.getByTestId('market-workspace')).getByTestId('instrument-price').textContent,
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
