import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  calls,
  list,
  logIn,
  marginOrder,
  optionOrder,
  ORDER,
  queryOf,
  quietSockets,
  spotOrder,
} from './fixtures';
import { ok, renderApp, stubFetch } from '@/test/render';
import { visibleText } from '@/test/text';

beforeEach(() => quietSockets());

function cells(row: HTMLElement): string[] {
  return [...row.querySelectorAll('td')].map((cell) => visibleText(cell) ?? '');
}

function serve({ empty = false } = {}) {
  return stubFetch({
    [`GET ${ORDER}/listUOrder`]: (request) => {
      const status = new URL(request.url).searchParams.get('status');
      if (empty) return ok(list([]));
      if (status === 'history')
        return ok(
          list(
            [
              marginOrder({
                id: 9,
                orderNo: 'U000009',
                side: 'short',
                status: 'closed',
                closePrice: '94000',
                profit: '105.25',
                markPrice: null,
                closedAt: 1_767_229_200_000,
              }),
            ],
            41,
          ),
        );
      return ok(list([marginOrder()]));
    },
    [`GET ${ORDER}/listOptionsOrder`]: ok(list(empty ? [] : [optionOrder()])),
    [`GET ${ORDER}/listBbOrder`]: ok(
      list(
        empty
          ? []
          : [
              spotOrder(),
              spotOrder({
                id: 42,
                orderNo: 'B000042',
                side: 'sell',
                type: 'market',
                price: null,
                quantity: '0.5',
                status: 'partial',
                filledQuantity: '0.25',
                averagePrice: '95000',
                fee: '23.75',
              }),
            ],
      ),
    ),
  });
}

describe('/profile/orders, all orders', () => {
  it('margin positions first: the open ones, then pending and history, with paging', async () => {
    logIn();
    const fetch = serve();
    renderApp('/profile/orders');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'All orders' }),
    ).toBeInTheDocument();
    const row = await screen.findByTestId('margin-order-7');
    expect(cells(row).slice(0, 9)).toEqual([
      'U000007',
      'BTCUSDT',
      'Buy (long)',
      '0.1',
      '2×',
      '95,047.50',
      '94,952.50',
      '4,752.37 USDT',
      '-9.50',
    ]);
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Open the BTCUSDT market' })).toHaveAttribute(
      'href',
      '/cruuency?code=BTCUSDT&id=1',
    );
    expect(queryOf(calls(fetch, '/listUOrder')[0]!)).toEqual({
      status: 'open',
      page: '1',
      size: '20',
    });

    await userEvent.click(screen.getByRole('radio', { name: 'History' }));
    const closed = await screen.findByTestId('margin-order-9');
    expect(within(closed).getByText('Sell (short)')).toBeInTheDocument();
    expect(within(closed).getByText('Closed')).toBeInTheDocument();
    expect(cells(closed)[6]).toBe('94,000.00');
    expect(cells(closed)[8]).toBe('+105.25');
    expect(visibleText(screen.getByTestId('margin-orders-pager-status'))).toBe('Page 1 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(queryOf(calls(fetch, '/listUOrder').at(-1)!)).toEqual({
        status: 'history',
        page: '2',
        size: '20',
      }),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Pending' }));
    await waitFor(() =>
      expect(queryOf(calls(fetch, '/listUOrder').at(-1)!)).toEqual({
        status: 'pending',
        page: '1',
        size: '20',
      }),
    );
  });

  it('the options tab lists the options', async () => {
    logIn();
    const fetch = serve();
    const { router } = renderApp('/profile/orders');
    await screen.findByTestId('margin-order-7');
    await userEvent.click(screen.getByRole('tab', { name: 'Options' }));
    const row = await screen.findByTestId('option-order-31');
    expect(cells(row).slice(0, 8)).toEqual([
      'O000031',
      'ETHUSDT',
      'Up',
      '60 s',
      '10.00 USDT',
      '3,500.00',
      '3,510.00',
      '+8.20',
    ]);
    expect(within(row).getByText('Won')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Open the ETHUSDT market' })).toHaveAttribute(
      'href',
      '/cruuency?code=ETHUSDT&id=2',
    );
    expect(queryOf(calls(fetch, '/listOptionsOrder')[0]!)).toEqual({
      status: 'all',
      page: '1',
      size: '20',
    });
    expect(router.state.location.search).toBe('?tab=options');
  });

  it('the spot tab (also from the address) lists current and past spot orders', async () => {
    logIn('real');
    const fetch = serve();
    renderApp('/profile/orders?tab=spot');
    const first = await screen.findByTestId('spot-order-41');
    expect(cells(first).slice(0, 9)).toEqual([
      'B000041',
      'BTCUSDT',
      'Buy',
      'Limit',
      '94,000.00',
      '0.01 BTC',
      '0',
      '—',
      '0.00 USDT',
    ]);
    expect(within(first).getByRole('link', { name: 'Open the BTCUSDT market' })).toHaveAttribute(
      'href',
      '/cruuency?code=BTCUSDT&type=spot',
    );
    const second = screen.getByTestId('spot-order-42');
    expect(cells(second).slice(2, 5)).toEqual(['Sell', 'Market', 'Market']);
    expect(within(second).getByText('Partly filled')).toBeInTheDocument();
    expect(queryOf(calls(fetch, '/listBbOrder')[0]!)).toEqual({
      status: 'current',
      page: '1',
      size: '20',
    });
    await userEvent.click(screen.getByRole('radio', { name: 'History' }));
    await waitFor(() =>
      expect(calls(fetch, '/listBbOrder').at(-1)!.searchParams.get('status')).toBe('history'),
    );
    expect(calls(fetch, '/listUOrder')).toHaveLength(0);
  });

  it('each tab says when it has nothing', async () => {
    logIn();
    serve({ empty: true });
    renderApp('/profile/orders');
    expect(await screen.findByTestId('margin-orders-empty')).toHaveTextContent('No orders here');
    await userEvent.click(screen.getByRole('tab', { name: 'Options' }));
    expect(await screen.findByTestId('option-orders-empty')).toHaveTextContent('No orders here');
    await userEvent.click(screen.getByRole('tab', { name: 'Spot orders' }));
    const empty = await screen.findByTestId('spot-orders-empty');
    expect(within(empty).getByRole('link', { name: 'Go to the markets' })).toHaveAttribute(
      'href',
      '/market',
    );
  });

  it('logged out: the way to log in, and no orders are asked for', async () => {
    const fetch = serve();
    renderApp('/profile/orders');
    expect(
      await screen.findByRole('heading', { name: 'Log in to see your wallet' }),
    ).toBeInTheDocument();
    expect(calls(fetch, '/listUOrder')).toHaveLength(0);
  });
});
