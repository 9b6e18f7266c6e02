import type { SpotOrderView } from '@meridian/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ASSETS, fakeSockets, list, logIn, ORDER, renderSpot, ROUTES, spotOrder } from './fixtures';
import { settingsStore } from '@/lib/settings-store';
import { ok, requests, stubFetch } from '@/test/render';
import { userEvents } from '@/lib/user-events';
import { visibleText } from '@/test/text';

vi.mock('lightweight-charts', () => import('@/test/chart-stub'));

beforeEach(() => {
  settingsStore.markOnboardingShown();
  fakeSockets();
});

/** listBbOrder answers from these (by status); getAssestInfo from `assets`. */
function backend() {
  const state = {
    current: [spotOrder()] as SpotOrderView[],
    history: [
      spotOrder({
        id: 40,
        orderNo: 'B000040',
        side: 'sell',
        status: 'cancelled',
        cancelReason: 'user',
        price: '96000',
        quantity: '0.02',
        filledQuantity: '0.005',
        turnover: '480',
        averagePrice: '96000',
        fee: '0.384',
        doneAt: 1_700_000_100_000,
      }),
    ] as SpotOrderView[],
    assets: ASSETS,
  };
  const fetch = stubFetch({
    ...ROUTES,
    [`GET ${ORDER}/listBbOrder`]: (request) => {
      const status = new URL(request.url).searchParams.get('status');
      return ok(list(status === 'history' ? state.history : state.current));
    },
    [`GET ${ORDER}/getAssestInfo/1`]: () => ok(state.assets),
    [`POST ${ORDER}/chedan`]: { body: { code: 200, msg: 'Success', result: null } },
  });
  const calls = (path: string) =>
    requests(fetch).filter((request) => new URL(request.url).pathname.endsWith(path));
  return { fetch, state, calls };
}

function cells(row: HTMLElement) {
  return [...row.querySelectorAll('td')].map((cell) => visibleText(cell));
}

describe('spot orders', () => {
  it('lists current orders with every column, and history with the cancel reason', async () => {
    logIn();
    const { calls } = backend();
    renderSpot();
    const row = await screen.findByTestId('spot-order-41');
    const values = cells(row);
    expect(values.slice(1)).toEqual([
      'BTC/USDT',
      'Buy',
      'Limit',
      '94,000.00',
      '0.01',
      '0',
      '—',
      '0.00 USDT',
      '0.00 USDT',
      'Open',
      'Cancel',
    ]);
    const query = new URL(calls('/listBbOrder')[0]!.url).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      status: 'current',
      code: 'BTCUSDT',
      page: '1',
      size: '100',
    });
    expect(screen.getByRole('tab', { name: 'Current orders (1)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Order history' }));
    const done = await screen.findByTestId('spot-order-40');
    expect(cells(done).slice(2)).toEqual([
      'Sell',
      'Limit',
      '96,000.00',
      '0.02',
      '0.005',
      '96,000.00',
      '480.00 USDT',
      '0.384 USDT', // exact: what was charged, not cut to the display precision
      'Cancelled (by you)',
    ]);
    expect(visibleText(screen.getByTestId('spot-no-more'))).toBe('No more data');
  });

  it('cancel asks first, then sends chedan with an Idempotency-Key and reloads', async () => {
    logIn();
    const { state, calls } = backend();
    renderSpot();
    await screen.findByTestId('spot-order-41');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order B000041' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveTextContent('Buy 0.01 BTC at 94,000.00 USDT');
    // Keeping it sends nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('/chedan')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel order B000041' }));
    const again = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    state.current = [];
    await userEvent.click(within(again).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
    const [sent] = calls('/chedan');
    expect(await sent!.json()).toEqual({ id: 41 });
    expect(sent!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('No current orders')).toBeInTheDocument();
  });

  it("a spotOrder message of the user's book reloads the orders and the balances", async () => {
    logIn();
    const { state, calls } = backend();
    renderSpot();
    await screen.findByTestId('spot-order-41');
    await waitFor(() => expect(calls('/getAssestInfo/1')).toHaveLength(1));
    const orders = calls('/listBbOrder').length;

    // The other book: nothing to do here.
    act(() => userEvents.publish({ type: 'spotOrder', book: 'real', order: spotOrder() }));
    expect(calls('/listBbOrder')).toHaveLength(orders);

    const filled = spotOrder({
      id: 42,
      orderNo: 'B000042',
      status: 'partial',
      filledQuantity: '0.004',
    });
    state.current = [filled, ...state.current];
    state.assets = { ...ASSETS, quote: { ...ASSETS.quote, available: '9000' } };
    act(() => userEvents.publish({ type: 'spotOrder', book: 'demo', order: filled }));
    expect(await screen.findByTestId('spot-order-42')).toHaveTextContent('Partially filled');
    await waitFor(() =>
      expect(visibleText(screen.getByTestId('spot-buy-available'))).toBe('9,000.00 USDT'),
    );
    expect(calls('/getAssestInfo/1')).toHaveLength(2);
  });
});
