import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeSockets, HOLDINGS, list, logIn, ORDER, PAIRS, spotOrder } from './fixtures';
import { settingsStore } from '@/lib/settings-store';
import { ok, renderApp, requests, stubFetch } from '@/test/render';
import { visibleText } from '@/test/text';

beforeEach(() => {
  settingsStore.markOnboardingShown();
  fakeSockets();
});

/** 25 closed orders, served 20 a page. */
const CLOSED = Array.from({ length: 25 }, (_, index) =>
  spotOrder({
    id: 100 - index,
    orderNo: `B${100 - index}`,
    status: 'filled',
    filledQuantity: '0.01',
  }),
);

function serve() {
  return stubFetch({
    [`GET ${ORDER}/listHoldings`]: ok(HOLDINGS),
    [`GET ${ORDER}/listSpotPairs`]: ok(PAIRS),
    [`GET ${ORDER}/listBbOrder`]: (request) => {
      const query = new URL(request.url).searchParams;
      const page = Number(query.get('page'));
      const size = Number(query.get('size'));
      return ok(list(CLOSED.slice((page - 1) * size, page * size), CLOSED.length));
    },
  });
}

describe('/profile/balancebb, the coin account', () => {
  it('shows the holdings of the current book with their value and the total in USDT', async () => {
    logIn();
    serve();
    renderApp('/profile/balancebb');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Coin account' }),
    ).toBeInTheDocument();
    expect(visibleText(await screen.findByTestId('holdings-total'))).toBe('57,497.75 USDT');
    expect(visibleText(screen.getByTestId('holdings-book'))).toBe('Account: Demo (virtual money)');
    const btc = screen.getByTestId('holding-BTC');
    expect([...btc.querySelectorAll('td')].map((cell) => visibleText(cell))).toEqual([
      '0.50000000',
      '0.40000000',
      '0.10000000',
      '47,497.75',
    ]);
    // A coin with a spot market links to it; USDT has none of its own.
    expect(await within(btc).findByRole('link', { name: /^BTC/ })).toHaveAttribute(
      'href',
      '/cruuency?code=BTCUSDT&type=spot&id=1',
    );
    expect(within(screen.getByTestId('holding-USDT')).queryByRole('link')).toBeNull();
  });

  it('lists the closed positions page by page to "no more data"', async () => {
    logIn('real');
    const fetch = serve();
    renderApp('/profile/balancebb');
    const closed = await screen.findByTestId('closed-positions');
    expect(await within(closed).findByTestId('spot-order-100')).toBeInTheDocument();
    expect(within(closed).getAllByTestId(/^spot-order-\d+$/)).toHaveLength(20);
    await userEvent.click(within(closed).getByRole('button', { name: 'Show more' }));
    expect(await within(closed).findByTestId('spot-order-76')).toBeInTheDocument();
    expect(within(closed).getAllByTestId(/^spot-order-\d+$/)).toHaveLength(25);
    expect(visibleText(within(closed).getByTestId('spot-no-more'))).toBe('No more data');
    const history = requests(fetch)
      .map((request) => new URL(request.url))
      .filter((url) => url.pathname.endsWith('/listBbOrder'));
    expect(history.map((url) => url.searchParams.get('status'))).toEqual(['history', 'history']);
    expect(history.map((url) => url.searchParams.get('code'))).toEqual([null, null]);
    expect(history.every((url, index) => url.searchParams.get('page') === String(index + 1))).toBe(
      true,
    );
    expect(visibleText(screen.getByTestId('holdings-book'))).toBe('Account: Real');
    expect(requests(fetch).at(-1)!.headers.get('virtually')).toBe('YES');
  });

  it('logged out: the way to log in, and nothing of the account is asked for', async () => {
    const fetch = serve();
    renderApp('/profile/balancebb');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Coin account' }),
    ).toBeInTheDocument();
    const guest = screen.getByRole('heading', { name: 'Log in to trade' }).closest('section')!;
    expect(within(guest).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/pass/login',
    );
    expect(requests(fetch).some((request) => request.url.includes('listHoldings'))).toBe(false);
  });
});
