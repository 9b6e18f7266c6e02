import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSockets, logIn, ORDER, renderSpot, ROUTES, spotOrder } from './fixtures';
import { settingsStore } from '@/lib/settings-store';
import { requests, stubFetch, type FakeRoutes } from '@/test/render';
import { figure, visibleText } from '@/test/text';

vi.mock('lightweight-charts', () => import('@/test/chart-stub'));

beforeEach(() => {
  settingsStore.markOnboardingShown();
  fakeSockets();
});

async function open(routes: FakeRoutes = {}) {
  logIn();
  const fetch = stubFetch({ ...ROUTES, ...routes });
  const view = renderSpot();
  const buy = await screen.findByTestId('spot-form-buy');
  // The balances have arrived.
  await waitFor(() =>
    expect(visibleText(within(buy).getByTestId('spot-buy-available'))).toBe('10,000.00 USDT'),
  );
  return { fetch, buy, sell: screen.getByTestId('spot-form-sell'), ...view };
}

async function type(form: HTMLElement, label: string, value: string) {
  const input = within(form).getByRole('textbox', { name: label });
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
}

const value = (form: HTMLElement, label: string) =>
  (within(form).getByRole('textbox', { name: label }) as HTMLInputElement).value;

function submits(fetch: ReturnType<typeof stubFetch>) {
  return requests(fetch).filter((request) => request.url.endsWith('/submit'));
}

describe('spot order forms', () => {
  it('prefills the best opposite price and computes total and fee exactly', async () => {
    const { buy, sell } = await open();
    expect(value(buy, 'Price (USDT)')).toBe('95000.00');
    expect(value(sell, 'Price (USDT)')).toBe('94990.00');
    expect(visibleText(within(sell).getByTestId('spot-sell-available'))).toBe('0.50015 BTC');
    expect(visibleText(screen.getByTestId('spot-fees'))).toBe('Fees: maker 0.08%, taker 0.10%');
    expect(within(buy).getByText(figure('Step 0.01 USDT'))).toBeInTheDocument();
    expect(within(buy).getByText(figure('Step 0.0001 BTC, at least 0.0001'))).toBeInTheDocument();

    await type(buy, 'Quantity (BTC)', '0.0262');
    expect(visibleText(within(buy).getByTestId('spot-buy-figure-total'))).toBe('2,489.00 USDT');
    expect(within(buy).getByText(figure('Fee up to (0.10%)'))).toBeInTheDocument();
    expect(visibleText(within(buy).getByTestId('spot-buy-figure-fee'))).toBe('2.489 USDT');

    // The fee is rounded up to USDT's unit (0.000001): 0.10% of 9.500001 is 0.009500001.
    await type(buy, 'Price (USDT)', '95000.01');
    await type(buy, 'Quantity (BTC)', '0.0001');
    expect(visibleText(within(buy).getByTestId('spot-buy-figure-total'))).toBe('9.500001 USDT');
    expect(visibleText(within(buy).getByTestId('spot-buy-figure-fee'))).toBe('0.009501 USDT');

    // A market sell is estimated from the bids: 0.4 at 94,990 and 0.1 at 94,980.
    await userEvent.click(within(sell).getByRole('radio', { name: 'Market' }));
    await type(sell, 'Quantity (BTC)', '0.5');
    expect(within(sell).getByText('Estimated total')).toBeInTheDocument();
    expect(visibleText(within(sell).getByTestId('spot-sell-figure-total'))).toBe('47,494.00 USDT');
    expect(visibleText(within(sell).getByTestId('spot-sell-figure-fee'))).toBe('47.494 USDT');
  });

  it('percent buttons use the available balance, the taker fee, and round down to the lot', async () => {
    const { buy, sell } = await open();
    // 25% of 10,000 USDT at 95,000 with a 0.10% fee: 262 lots (2,491.489 USDT); 263 would not fit.
    await userEvent.click(
      within(buy).getByRole('button', { name: '25% of the available balance' }),
    );
    expect(value(buy, 'Quantity (BTC)')).toBe('0.0262');
    await userEvent.click(
      within(buy).getByRole('button', { name: '100% of the available balance' }),
    );
    expect(value(buy, 'Quantity (BTC)')).toBe('0.1051');
    expect(visibleText(within(buy).getByTestId('spot-buy-figure-total'))).toBe('9,984.50 USDT');
    // At another limit price, another quantity.
    await type(buy, 'Price (USDT)', '50000');
    await userEvent.click(
      within(buy).getByRole('button', { name: '50% of the available balance' }),
    );
    expect(value(buy, 'Quantity (BTC)')).toBe('0.0999');

    // 25% of 0.50015 BTC is 0.1250375: down to the lot, 0.125.
    await userEvent.click(
      within(sell).getByRole('button', { name: '25% of the available balance' }),
    );
    expect(value(sell, 'Quantity (BTC)')).toBe('0.125');
    await userEvent.click(
      within(sell).getByRole('button', { name: '100% of the available balance' }),
    );
    expect(value(sell, 'Quantity (BTC)')).toBe('0.5001');

    // A market buy by total: a share of the USDT.
    await userEvent.click(within(buy).getByRole('radio', { name: 'Market' }));
    await userEvent.click(within(buy).getByRole('radio', { name: 'Total' }));
    await userEvent.click(
      within(buy).getByRole('button', { name: '75% of the available balance' }),
    );
    expect(value(buy, 'Total (USDT)')).toBe('7500');
  });

  it('checks price, quantity and total as the server does, before anything is sent', async () => {
    const { buy, fetch } = await open();
    // Empty fields are pointed out on the first try, not before.
    await type(buy, 'Price (USDT)', '');
    expect(within(buy).queryByText('Enter the price')).toBeNull();
    await userEvent.click(within(buy).getByRole('button', { name: 'Buy BTC' }));
    expect(within(buy).getByText('Enter the price')).toBeInTheDocument();
    expect(within(buy).getByText('Enter the quantity')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    await type(buy, 'Price (USDT)', '95000.005');
    expect(
      within(buy).getByText(figure('Enter a price above 0 in steps of 0.01')),
    ).toBeInTheDocument();
    await type(buy, 'Price (USDT)', '0');
    expect(
      within(buy).getByText(figure('Enter a price above 0 in steps of 0.01')),
    ).toBeInTheDocument();
    await type(buy, 'Quantity (BTC)', '0.00015');
    expect(
      within(buy).getByText(figure('Enter at least 0.0001, in steps of 0.0001')),
    ).toBeInTheDocument();
    await type(buy, 'Quantity (BTC)', '0.00005');
    expect(
      within(buy).getByText(figure('Enter at least 0.0001, in steps of 0.0001')),
    ).toBeInTheDocument();
    await userEvent.click(within(buy).getByRole('button', { name: 'Buy BTC' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await type(buy, 'Price (USDT)', '95000.01');
    await type(buy, 'Quantity (BTC)', '0.0002');
    expect(within(buy).queryByText(/^Enter/)).toBeNull();

    await userEvent.click(within(buy).getByRole('radio', { name: 'Market' }));
    await userEvent.click(within(buy).getByRole('radio', { name: 'Total' }));
    await type(buy, 'Total (USDT)', '10.0000001');
    expect(
      within(buy).getByText(figure('Enter an amount above 0 with at most 6 decimals')),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(submits(fetch)).toEqual([]);
  });

  it('confirms, then sends submit once with an Idempotency-Key', async () => {
    const { buy, sell, fetch } = await open({
      [`POST ${ORDER}/submit`]: {
        body: { code: 200, msg: 'Success', result: spotOrder({ status: 'open' }) },
      },
    });
    await type(buy, 'Quantity (BTC)', '0.01');
    await userEvent.click(within(buy).getByRole('button', { name: 'Buy BTC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your order' });
    const figure = (key: string) => visibleText(within(dialog).getByTestId(`spot-confirm-${key}`));
    expect(figure('pair')).toBe('BTC/USDT');
    expect(figure('side')).toBe('Buy');
    expect(figure('type')).toBe('Limit');
    expect(figure('price')).toBe('95,000.00 USDT');
    expect(figure('quantity')).toBe('0.0100 BTC');
    expect(figure('total')).toBe('950.00 USDT');
    expect(figure('fee')).toBe('0.95 USDT');
    expect(figure('book')).toBe('Demo account: virtual money');
    expect(submits(fetch)).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm order' }));
    expect(await screen.findByText('Order placed in the book')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [sent] = submits(fetch);
    expect(submits(fetch)).toHaveLength(1);
    expect(await sent!.json()).toEqual({
      code: 'BTCUSDT',
      side: 'buy',
      type: 'limit',
      price: '95000',
      quantity: '0.01',
    });
    expect(sent!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent!.headers.get('virtually')).toBe('NO');
    // The quantity is cleared for the next order; the price stays.
    expect(value(buy, 'Quantity (BTC)')).toBe('');
    expect(value(buy, 'Price (USDT)')).toBe('95000.00');

    // A market sell sends its quantity only; a new action, a new key.
    await userEvent.click(within(sell).getByRole('radio', { name: 'Market' }));
    await type(sell, 'Quantity (BTC)', '0.2');
    await userEvent.click(within(sell).getByRole('button', { name: 'Sell BTC' }));
    const second = await screen.findByRole('dialog', { name: 'Confirm your order' });
    expect(visibleText(within(second).getByTestId('spot-confirm-price'))).toBe(
      'Market: the best prices in the book',
    );
    expect(visibleText(within(second).getByTestId('spot-confirm-total'))).toBe(
      'about 18,998.00 USDT',
    );
    await userEvent.click(within(second).getByRole('button', { name: 'Confirm order' }));
    await waitFor(() => expect(submits(fetch)).toHaveLength(2));
    const last = submits(fetch)[1]!;
    expect(await last.json()).toEqual({
      code: 'BTCUSDT',
      side: 'sell',
      type: 'market',
      quantity: '0.2',
    });
    expect(last.headers.get('idempotency-key')).not.toBe(sent!.headers.get('idempotency-key'));
  });

  it('a market buy by total sends the total', async () => {
    const { buy, fetch } = await open({
      [`POST ${ORDER}/submit`]: {
        body: {
          code: 200,
          msg: 'Success',
          result: spotOrder({ type: 'market', status: 'filled', price: null, quantity: null }),
        },
      },
    });
    await userEvent.click(within(buy).getByRole('radio', { name: 'Market' }));
    await userEvent.click(within(buy).getByRole('radio', { name: 'Total' }));
    await type(buy, 'Total (USDT)', '500.50');
    expect(within(buy).getByText('To spend at most')).toBeInTheDocument();
    expect(visibleText(within(buy).getByTestId('spot-buy-figure-total'))).toBe('500.50 USDT');
    await userEvent.click(within(buy).getByRole('button', { name: 'Buy BTC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your order' });
    expect(visibleText(within(dialog).getByTestId('spot-confirm-total'))).toBe(
      'at most 500.50 USDT',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm order' }));
    expect(await screen.findByText('Order filled')).toBeInTheDocument();
    expect(await submits(fetch)[0]!.json()).toEqual({
      code: 'BTCUSDT',
      side: 'buy',
      type: 'market',
      total: '500.5',
    });
  });

  it("a refusal (10092) is shown in the server's words and nothing typed is lost", async () => {
    const { buy, fetch } = await open({
      [`POST ${ORDER}/submit`]: {
        status: 400,
        body: { code: 10092, msg: 'Insufficient balance', result: null },
      },
    });
    await type(buy, 'Price (USDT)', '94000');
    await type(buy, 'Quantity (BTC)', '5');
    expect(visibleText(within(buy).getByTestId('spot-buy-over'))).toBe(
      'More than your available balance',
    );
    await userEvent.click(within(buy).getByRole('button', { name: 'Buy BTC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your order' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Insufficient balance');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(value(buy, 'Price (USDT)')).toBe('94000');
    expect(value(buy, 'Quantity (BTC)')).toBe('5');
    expect(submits(fetch)).toHaveLength(1);
  });

  it('a timeout says to check the order list; the retry reuses the Idempotency-Key', async () => {
    const { buy, fetch } = await open({
      [`POST ${ORDER}/submit`]: {
        body: { code: 200, msg: 'Success', result: spotOrder({ status: 'open' }) },
      },
    });
    const answer = fetch.getMockImplementation()!;
    let hang = true;
    fetch.mockImplementation((input, init) => {
      if (!String(input).endsWith('/submit') || !hang) return answer(input, init);
      // No answer until the client gives up.
      return new Promise((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
      );
    });
    await type(buy, 'Quantity (BTC)', '0.01');
    await userEvent.click(within(buy).getByRole('button', { name: 'Buy BTC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your order' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm order' }));
      await act(() => vi.advanceTimersByTimeAsync(90_000));
    } finally {
      vi.useRealTimers();
    }
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The network timed out. Check the order list before trying again',
    );
    hang = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const keys = submits(fetch).map((request) => request.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('visitors see the log-in call to action instead of the forms', async () => {
    const fetch = stubFetch(ROUTES);
    renderSpot();
    const forms = await screen.findByTestId('spot-forms');
    expect(within(forms).getByRole('link', { name: 'Log in to trade' })).toHaveAttribute(
      'href',
      '/pass/login',
    );
    expect(screen.queryByTestId('spot-form-buy')).toBeNull();
    expect(
      within(screen.getByTestId('spot-orders')).getByText('Log in to see your orders.'),
    ).toBeInTheDocument();
    // Nothing of the user's is asked for.
    const paths = requests(fetch).map((request) => new URL(request.url).pathname);
    expect(
      paths.some((path) => path.includes('getAssestInfo') || path.includes('listBbOrder')),
    ).toBe(false);
  });
});
