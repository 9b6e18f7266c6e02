import type { UserView } from '@meridian/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as liveModule from '../lib/live';
import { useLiveQuote } from '../lib/live';
import { sparklinePath } from '../lib/sparkline';
import { BTC, clearHistories, connectLivePrices, ETH, EURUSD, MARKETS } from './fixtures';
import { settingsStore } from '@/lib/settings-store';
import { ok, renderApp, requests, stubFetch, type FakeReply } from '@/test/render';
import { visibleText } from '@/test/text';

// The desktop /market page is the trading screen: the chosen instrument's chart beside the list.
vi.mock('lightweight-charts', () => import('@/test/chart-stub'));

// Every row render reads its live quote exactly once: counting the calls per code counts renders.
vi.mock('../lib/live', async (importOriginal) => {
  const actual = await importOriginal<typeof liveModule>();
  return { ...actual, useLiveQuote: vi.fn(actual.useLiveQuote) };
});

const LIST = 'GET /swx/customer/index/listMarketByType';

function rendersOf(code: string): number {
  return vi.mocked(useLiveQuote).mock.calls.filter(([called]) => called === code).length;
}

function row(code: string): HTMLElement {
  return screen.getByTestId(`market-row-${code}`);
}

/** The market list itself (the trading screen around it has tabs of its own). */
function list() {
  return within(screen.getByTestId('market-list'));
}

async function openMarkets(routes: Record<string, FakeReply | ((r: Request) => FakeReply)> = {}) {
  const fetch = stubFetch({ [LIST]: ok(MARKETS), ...routes });
  const view = renderApp('/market', 'desktop');
  await screen.findByTestId('market-row-BTCUSDT');
  return { fetch, ...view };
}

beforeEach(() => {
  settingsStore.markOnboardingShown();
  clearHistories();
  vi.mocked(useLiveQuote).mockClear();
});

describe('market list', () => {
  it('shows a loading skeleton, then the class tabs with counts and the crypto rows', async () => {
    stubFetch({ [LIST]: ok(MARKETS) });
    renderApp('/market', 'desktop');
    // The page is a lazy chunk: on a busy machine its first import can take seconds.
    expect(
      await screen.findByTestId('market-list-loading', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await screen.findByTestId('market-row-BTCUSDT');

    const tabs = list().getAllByRole('tab');
    expect(tabs.map((tab) => visibleText(tab))).toEqual([
      'Watchlist0',
      'Crypto3',
      'Forex1',
      'Stocks1',
      'ETF & metals1',
      'Futures1',
    ]);
    expect(screen.getByRole('tab', { name: /Crypto/ })).toHaveAttribute('aria-selected', 'true');

    const rows = within(screen.getByRole('list', { name: 'Crypto markets' })).getAllByRole(
      'listitem',
    );
    expect(rows).toHaveLength(3);
    const btc = row('BTCUSDT');
    const link = within(btc).getByRole('link');
    // On the desktop trading screen a row chooses the instrument shown beside the list.
    expect(link).toHaveAttribute('href', '/market?code=BTCUSDT&type=crypto&id=1');
    expect(link).toHaveTextContent('Bitcoin');
    expect(link).toHaveTextContent('BTCUSDT');
    expect(within(btc).getByRole('img', { name: 'Bitcoin logo' })).toHaveAttribute(
      'src',
      '/logos/BTC.svg',
    );
    // The price to the tick size, with grouping; the change with its sign.
    expect(visibleText(within(btc).getByTestId('price'))).toBe('95,000.00');
    expect(within(btc).getByTestId('change')).toHaveTextContent('+1.25%');
    expect(screen.queryByTestId('market-row-EURUSD')).toBeNull();
  });

  it('colours the 24h change: green up, red down, neutral at zero', async () => {
    await openMarkets();
    expect(within(row('BTCUSDT')).getByTestId('change')).toHaveAttribute('data-tone', 'up');
    expect(within(row('ETHUSDT')).getByTestId('change')).toHaveAttribute('data-tone', 'down');
    expect(within(row('ETHUSDT')).getByTestId('change')).toHaveTextContent('-2.40%');
    expect(within(row('SOLUSDT')).getByTestId('change')).toHaveAttribute('data-tone', 'flat');
    expect(within(row('SOLUSDT')).getByTestId('change')).toHaveTextContent('0.00%');
  });

  it('draws each sparkline from the item’s hundred', async () => {
    await openMarkets();
    const svg = within(row('BTCUSDT')).getByTestId('sparkline');
    const line = svg.querySelectorAll('path')[1]!;
    expect(line.getAttribute('d')).toBe(sparklinePath(BTC.hundred)!.line);
    expect(line.getAttribute('d')).toBe('M0,30 L33.33,16 L66.67,24.4 L100,2');
    expect(svg).toHaveAttribute('data-tone', 'up');
    expect(within(row('ETHUSDT')).getByTestId('sparkline')).toHaveAttribute('data-tone', 'down');
  });

  it('searches by code or name within the tab, and says when nothing is found', async () => {
    await openMarkets();
    const search = screen.getByRole('searchbox', { name: 'Search by name or code' });
    await userEvent.type(search, 'eth');
    await waitFor(() => expect(screen.queryByTestId('market-row-BTCUSDT')).toBeNull());
    expect(row('ETHUSDT')).toHaveTextContent('Ethereum');

    await userEvent.clear(search);
    await userEvent.type(search, 'btc/usdt');
    await waitFor(() => expect(screen.queryByTestId('market-row-ETHUSDT')).toBeNull());
    expect(row('BTCUSDT')).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'dogecoin');
    expect(await screen.findByRole('heading', { name: 'Nothing found' })).toBeInTheDocument();
    expect(screen.getByText('No market in Crypto matches “dogecoin”.')).toBeInTheDocument();
  });

  it('switches tabs', async () => {
    await openMarkets();
    await userEvent.click(screen.getByRole('tab', { name: /Forex/ }));
    expect(await screen.findByTestId('market-row-EURUSD')).toHaveTextContent('Euro / US Dollar');
    expect(visibleText(within(row('EURUSD')).getByTestId('price'))).toBe('1.08000');
    expect(screen.queryByTestId('market-row-BTCUSDT')).toBeNull();
    expect(screen.getByRole('tab', { name: /Forex/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: /Futures/ }));
    expect(await screen.findByTestId('market-row-CL')).toBeInTheDocument();
  });

  it('logged out: a star keeps the watchlist in this browser', async () => {
    const { fetch } = await openMarkets();
    const star = screen.getByRole('button', { name: 'Watch Bitcoin' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem('meridian.watchlist')!)).toEqual(['BTCUSDT']);
    expect(list().getByRole('tab', { name: /Watchlist/ })).toHaveTextContent('Watchlist1');

    await userEvent.click(list().getByRole('tab', { name: /Watchlist/ }));
    const rows = await screen.findByRole('list', { name: 'Watchlist markets' });
    expect(
      within(rows)
        .getAllByRole('listitem')
        .map((item) => item.dataset.testid),
    ).toEqual(['market-row-BTCUSDT']);
    await userEvent.click(screen.getByRole('button', { name: 'Watch Bitcoin' }));
    expect(
      await screen.findByRole('heading', { name: 'Your watchlist is empty' }),
    ).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('meridian.watchlist')!)).toEqual([]);
    expect(requests(fetch).filter((r) => r.url.includes('Watchlist'))).toEqual([]);
  });

  describe('logged in', () => {
    beforeEach(() =>
      settingsStore.setSession({
        token: 'mrd_token',
        user: { id: 'u1', username: 'ada', email: 'ada@example.test' } as UserView,
      }),
    );

    it('the watchlist comes from the server and a star posts toggleWatchlist (optimistic)', async () => {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      const fetch = stubFetch({
        [LIST]: ok(MARKETS),
        'POST /swx/customer/user/getUserInfo': ok({ username: 'ada' }),
        'GET /swx/customer/user/listWatchlist': ok({ codes: ['ETHUSDT'] }),
        'POST /swx/customer/user/toggleWatchlist': ok({ codes: ['ETHUSDT', 'BTCUSDT'] }),
      });
      const real = fetch.getMockImplementation()!;
      fetch.mockImplementation(async (input, init) => {
        if (String(input).endsWith('/toggleWatchlist')) await held;
        return real(input, init);
      });
      renderApp('/market', 'desktop');
      await screen.findByTestId('market-row-BTCUSDT');
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Watch Ethereum' })).toHaveAttribute(
          'aria-pressed',
          'true',
        ),
      );

      const star = screen.getByRole('button', { name: 'Watch Bitcoin' });
      await userEvent.click(star);
      // Pressed before the server answered.
      expect(star).toHaveAttribute('aria-pressed', 'true');
      const posted = requests(fetch).filter((r) => r.url.endsWith('/toggleWatchlist'));
      expect(posted).toHaveLength(1);
      expect(await posted[0]!.json()).toEqual({ code: 'BTCUSDT' });
      expect(posted[0]!.headers.get('authorization')).toBe('mrd_token');
      await act(async () => release());
      await waitFor(() =>
        expect(list().getByRole('tab', { name: /Watchlist/ })).toHaveTextContent('Watchlist2'),
      );
      expect(localStorage.getItem('meridian.watchlist')).toBeNull();
    });

    it("adds the browser's watchlist to the account's at sign-in and forgets it here", async () => {
      localStorage.setItem('meridian.watchlist', JSON.stringify(['BTCUSDT']));
      const fetch = stubFetch({
        [LIST]: ok(MARKETS),
        'POST /swx/customer/user/getUserInfo': ok({ username: 'ada' }),
        'GET /swx/customer/user/listWatchlist': ok({ codes: ['ETHUSDT'] }),
        'POST /swx/customer/user/mergeWatchlist': ok({ codes: ['ETHUSDT', 'BTCUSDT'] }),
      });
      renderApp('/market', 'desktop');
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Watch Bitcoin' })).toHaveAttribute(
          'aria-pressed',
          'true',
        ),
      );
      const merged = requests(fetch).filter((r) => r.url.endsWith('/mergeWatchlist'));
      expect(merged).toHaveLength(1);
      expect(await merged[0]!.json()).toEqual({ codes: ['BTCUSDT'] });
      await waitFor(() => expect(localStorage.getItem('meridian.watchlist')).toBeNull());
      expect(screen.getByRole('button', { name: 'Watch Ethereum' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });

    it('a failed toggle puts the star back and says so', async () => {
      stubFetch({
        [LIST]: ok(MARKETS),
        'POST /swx/customer/user/getUserInfo': ok({ username: 'ada' }),
        'GET /swx/customer/user/listWatchlist': ok({ codes: [] }),
        'POST /swx/customer/user/toggleWatchlist': {
          status: 500,
          body: { code: 500, msg: 'Server error', result: null },
        },
      });
      renderApp('/market', 'desktop');
      const star = await screen.findByRole('button', { name: 'Watch Bitcoin' });
      await userEvent.click(star);
      expect(
        await screen.findByText('Your watchlist could not be updated. Try again.'),
      ).toBeInTheDocument();
      expect(star).toHaveAttribute('aria-pressed', 'false');
    });
  });

  describe('live prices', () => {
    let live: ReturnType<typeof connectLivePrices>;
    beforeEach(() => {
      live = connectLivePrices();
    });
    afterEach(() => live.disconnect());

    it('a price update re-renders only its own row, which flashes green or red', async () => {
      await openMarkets();
      live.push(MARKETS.map(({ code, price, zdf }) => ({ code, price, zdf })));
      const btcBefore = rendersOf(BTC.code);
      const ethBefore = rendersOf(ETH.code);

      live.push(
        MARKETS.map(({ code, price, zdf }) =>
          code === BTC.code ? { code, price: '95100.5', zdf: '1.36' } : { code, price, zdf },
        ),
      );
      const price = within(row('BTCUSDT')).getByTestId('price');
      expect(visibleText(price)).toBe('95,100.50');
      expect(price).toHaveAttribute('data-flash', 'up');
      expect(within(row('BTCUSDT')).getByTestId('change')).toHaveTextContent('+1.36%');
      expect(rendersOf(BTC.code)).toBeGreaterThan(btcBefore);
      expect(rendersOf(ETH.code)).toBe(ethBefore);
      expect(within(row('ETHUSDT')).getByTestId('price')).not.toHaveAttribute('data-flash');

      live.push(
        MARKETS.map(({ code, price: p, zdf }) =>
          code === BTC.code ? { code, price: '94999', zdf: '-0.01' } : { code, price: p, zdf },
        ),
      );
      const lower = within(row('BTCUSDT')).getByTestId('price');
      expect(visibleText(lower)).toBe('94,999.00');
      expect(lower).toHaveAttribute('data-flash', 'down');
      expect(within(row('BTCUSDT')).getByTestId('change')).toHaveAttribute('data-tone', 'down');
      expect(rendersOf(ETH.code)).toBe(ethBefore);
      // The sparkline follows the live prices.
      const line = within(row('BTCUSDT')).getByTestId('sparkline').querySelectorAll('path')[1]!;
      expect(line.getAttribute('d')).toBe(
        sparklinePath([...BTC.hundred, '95100.5', '94999'])!.line,
      );
      expect(EURUSD.code).toBe('EURUSD');
    });

    it('shows that prices are live', async () => {
      await openMarkets();
      expect(screen.getByTestId('live-status')).toHaveTextContent('Live prices');
    });
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    stubFetch({
      [LIST]: () =>
        fail
          ? { status: 503, body: { code: 503, msg: 'Service unavailable', result: null } }
          : ok(MARKETS),
    });
    renderApp('/market', 'desktop');
    const heading = await screen.findByRole('heading', { name: 'The markets could not be loaded' });
    const alert = heading.closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent('Service unavailable');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('market-row-BTCUSDT')).toBeInTheDocument();
  });

  it('rows are links and stars are buttons, reachable by keyboard', async () => {
    const { router } = await openMarkets();
    const star = screen.getByRole('button', { name: 'Watch Bitcoin' });
    star.focus();
    await userEvent.keyboard(' ');
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await userEvent.tab();
    expect(document.activeElement).toBe(within(row('BTCUSDT')).getByRole('link'));
    await userEvent.keyboard('{Enter}');
    // On the desktop trading screen a row chooses the instrument beside the list.
    await waitFor(() =>
      expect(router.state.location.search).toBe('?code=BTCUSDT&type=crypto&id=1'),
    );
    expect(router.state.location.pathname).toBe('/market');
  });
});
