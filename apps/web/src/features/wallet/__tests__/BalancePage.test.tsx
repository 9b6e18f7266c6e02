import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { BALANCES, calls, logIn, quietSockets, USER } from './fixtures';
import { ok, renderApp, requests, stubFetch } from '@/test/render';
import { visibleText } from '@/test/text';

beforeEach(() => quietSockets());

function figures(card: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    [...card.querySelectorAll('dl > div')].map((row) => [
      visibleText(row.querySelector('dt')!),
      visibleText(row.querySelector('dd')!),
    ]),
  );
}

describe('/profile/balance', () => {
  it('shows both books, the current one first, with available and frozen per asset', async () => {
    logIn('demo');
    const fetch = stubFetch({ [`GET ${USER}/listBalances`]: ok(BALANCES) });
    renderApp('/profile/balance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Balance' })).toBeInTheDocument();
    const demo = await screen.findByTestId('balances-demo');
    const real = screen.getByTestId('balances-real');
    // Demo is the current account: it comes first and says so.
    expect(demo.compareDocumentPosition(real) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      within(demo).getByRole('heading', { name: 'Demo account (virtual money)' }),
    ).toBeInTheDocument();
    expect(within(demo).getByText('Current account')).toBeInTheDocument();
    expect(within(real).queryByText('Current account')).toBeNull();
    expect(visibleText(screen.getByTestId('balances-demo-total'))).toBe('57,497.75 USDT');
    expect(visibleText(screen.getByTestId('balances-real-total'))).toBe('350.50 USDT');

    expect(figures(screen.getByTestId('balance-demo-BTC'))).toEqual({
      Available: '0.40000000',
      Frozen: '0.10000000',
      Total: '0.50000000',
      'Value in USDT': '47,497.75',
    });
    expect(figures(screen.getByTestId('balance-demo-USDT'))).toMatchObject({
      Available: '9,000.00',
      Frozen: '1,000.00',
    });
    expect(figures(screen.getByTestId('balance-real-USDT'))).toMatchObject({
      Available: '250.50',
      Frozen: '0.00',
    });
    // An asset without a price says so instead of a value.
    expect(figures(screen.getByTestId('balance-real-EUR'))['Value in USDT']).toBe('No price');
    expect(calls(fetch, '/listBalances')).toHaveLength(1);
  });

  it('in the real account, the real book comes first', async () => {
    logIn('real');
    stubFetch({ [`GET ${USER}/listBalances`]: ok(BALANCES) });
    renderApp('/profile/balance');
    const real = await screen.findByTestId('balances-real');
    const demo = screen.getByTestId('balances-demo');
    expect(real.compareDocumentPosition(demo) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(real).getByText('Current account')).toBeInTheDocument();
  });

  it('links to deposit, withdraw, exchange, the transaction record and all orders', async () => {
    logIn();
    stubFetch({ [`GET ${USER}/listBalances`]: ok(BALANCES) });
    renderApp('/profile/balance');
    const actions = await screen.findByRole('navigation', { name: 'Money actions' });
    const links = within(actions)
      .getAllByRole('link')
      .map((link) => [visibleText(link), link.getAttribute('href')]);
    expect(links).toEqual([
      ['Deposit', '/profile/deposit'],
      ['Withdraw', '/profile/withdraw'],
      ['Exchange', '/profile/exchange'],
      ['Transaction record', '/profile/records'],
      ['All orders', '/profile/orders'],
    ]);
  });

  it('an empty book says so, and the real one offers a deposit', async () => {
    logIn();
    stubFetch({
      [`GET ${USER}/listBalances`]: ok([
        { book: 'demo', totalUsdt: '0', balances: [] },
        { book: 'real', totalUsdt: '0', balances: [] },
      ]),
    });
    renderApp('/profile/balance');
    const real = await screen.findByTestId('balances-real-empty');
    expect(within(real).getByText('Nothing in this account yet')).toBeInTheDocument();
    expect(within(real).getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/profile/deposit',
    );
    expect(within(screen.getByTestId('balances-demo-empty')).queryByRole('link')).toBeNull();
  });

  it('shows the server message when the balances cannot be loaded', async () => {
    logIn();
    stubFetch({
      [`GET ${USER}/listBalances`]: {
        status: 503,
        body: { code: 503, msg: 'Balances are resting', result: null },
      },
    });
    renderApp('/profile/balance');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your balances could not be loaded')).toBeInTheDocument();
    expect(within(alert).getByText('Balances are resting')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('logged out: the way to log in, and no balances are asked for', async () => {
    const fetch = stubFetch({ [`GET ${USER}/listBalances`]: ok(BALANCES) });
    renderApp('/profile/balance');
    expect(
      await screen.findByRole('heading', { name: 'Log in to see your wallet' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Log in' }).length).toBeGreaterThan(0);
    expect(requests(fetch).some((request) => request.url.includes('listBalances'))).toBe(false);
  });
});
