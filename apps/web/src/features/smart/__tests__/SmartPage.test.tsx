import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calls, DETAIL, logIn, ok, ORDER, PLAN, PRODUCTS, renderSmart } from './fixtures';
import { settingsStore } from '@/lib/settings-store';
import { connectLivePrices } from '@/test/live-prices';
import { stubFetch, type FakeRoutes } from '@/test/render';
import { visibleText } from '@/test/text';

vi.mock('lightweight-charts', async () => (await import('./chart-stub')).chartStub());

beforeEach(() => {
  settingsStore.markOnboardingShown();
});

afterEach(() => {
  settingsStore.clearSession();
});

const text = (testId: string) => visibleText(screen.getByTestId(testId));

function serve(extra: FakeRoutes = {}) {
  return stubFetch({
    [`GET ${ORDER}/listSmartProducts`]: ok(PRODUCTS),
    'POST /swx/customer/user/getUserInfo': ok({
      balances: [{ asset: 'USDT', available: '5000', frozen: '0', total: '5000' }],
    }),
    ...extra,
  });
}

describe('/trading: the plans on offer', () => {
  it('shows each product’s rules in words, its back-tested range per cycle and the risks', async () => {
    serve();
    await renderSmart();
    const card = await screen.findByTestId('smart-product-eth-trend');
    expect(
      within(card).getByRole('heading', { name: 'Ethereum · Trend following' }),
    ).toBeInTheDocument();
    expect(text('smart-product-eth-trend-rules')).toBe(
      'Buys with 100% of the cash when the 12-period exponential moving average of closing prices crosses above the 48-period exponential moving average, and sells everything it holds when it crosses back below.',
    );
    expect(text('smart-product-eth-trend-range')).toBe('100.00 USDT to 50,000.00 USDT');
    expect(text('smart-product-eth-trend-timeframes')).toBe('1 day, 3 days, 7 days');
    // The 1-day range, labelled as the past.
    expect(text('smart-product-eth-trend-backtest-past')).toBe('Past performance, not a promise');
    expect(text('smart-product-eth-trend-backtest-yield')).toBe('-1.250% to +1.669%');
    expect(text('smart-product-eth-trend-backtest-median')).toBe('+0.051%');
    expect(text('smart-product-eth-trend-backtest-drawdown')).toBe('1.60% / 5.01%');
    expect(text('smart-product-eth-trend-backtest-losing')).toBe('49.00%');
    expect(text('smart-product-eth-trend-backtest-costs')).toBe(
      'Costs assumed per trade: spread 0.04%, commission 0.10%, slippage 0.05%',
    );
    expect(text('smart-product-eth-trend-backtest-chart-summary')).toContain('ends at 100.05%');
    // The risks, with the products' own figures.
    const risk = screen.getByTestId('smart-risk');
    expect(visibleText(risk)).toContain('The platform takes 20% of each day’s gain');
    expect(visibleText(risk)).toContain('costs 5% of the amount invested');
    expect(visibleText(risk)).toContain('The other side of every trade is the platform');
    expect(visibleText(risk)).toContain('Its value can fall to zero');

    // Another cycle: no history yet, or not computed yet — said plainly, no figures.
    await userEvent.click(within(card).getByRole('radio', { name: '3 days' }));
    expect(text('smart-product-eth-trend-backtest-no-history')).toContain(
      'not enough stored price history',
    );
    expect(screen.queryByTestId('smart-product-eth-trend-backtest-yield')).toBeNull();
    await userEvent.click(within(card).getByRole('radio', { name: '7 days' }));
    expect(text('smart-product-eth-trend-backtest-pending')).toContain('not been computed yet');
  });

  it('says so when nothing is on offer, and offers Retry when the list failed', async () => {
    const fetch = stubFetch({
      [`GET ${ORDER}/listSmartProducts`]: {
        status: 500,
        body: { code: 500, msg: 'Boom', result: null },
      },
    });
    await renderSmart();
    expect(await screen.findByText('The plans on offer could not be loaded')).toBeInTheDocument();
    fetch.mockClear();
    serve({
      [`GET ${ORDER}/listSmartProducts`]: ok({ pastPerformanceNotAPromise: true, products: [] }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('smart-products-empty')).toHaveTextContent(
      'No plans on offer right now',
    );
  });

  it('a visitor sees the product and is asked to log in to buy', async () => {
    serve();
    await renderSmart('/trading?product=eth-trend');
    const buy = await screen.findByTestId('smart-buy');
    expect(within(buy).getByTestId('smart-buy-guest')).toBeInTheDocument();
    expect(within(buy).getByRole('link', { name: 'Log in to buy' })).toHaveAttribute(
      'href',
      '/pass/login',
    );
    expect(screen.getByTestId('smart-detail-reasons')).toHaveTextContent(
      'Fast average crossed above the slow one: buy',
    );
  });

  it('the demo book cannot buy: why, and the switch to the real account', async () => {
    logIn('demo');
    serve();
    await renderSmart('/trading?product=eth-trend');
    const block = await screen.findByTestId('smart-real-only');
    expect(
      within(block).getByRole('heading', { name: 'Switch to a real account' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('smart-buy-form')).toBeNull();
    await userEvent.click(within(block).getByRole('radio', { name: 'Real' }));
    expect(await screen.findByTestId('smart-buy-form')).toBeInTheDocument();
  });
});

describe('/trading: buying a plan', () => {
  async function openForm(extra: FakeRoutes = {}) {
    logIn('real');
    const fetch = serve(extra);
    const view = await renderSmart('/trading?product=eth-trend');
    const form = await screen.findByTestId('smart-buy-form');
    await waitFor(() => expect(text('smart-buy-available')).toBe('Available: 5,000.00 USDT'));
    return { fetch, form, ...view };
  }

  async function type(form: HTMLElement, value: string) {
    const input = within(form).getByRole('textbox', { name: /Amount \(USDT\)/ });
    await userEvent.clear(input);
    await userEvent.type(input, value);
  }

  it('checks the amount against the range and the balance before anything is sent', async () => {
    const { form, fetch } = await openForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Review the purchase' }));
    expect(within(form).getByText('Enter an amount')).toBeInTheDocument();
    await type(form, '99.99');
    expect(within(form).getByText(/The least you can invest is/)).toBeInTheDocument();
    await type(form, '50000.01');
    expect(within(form).getByText(/The most you can invest is/)).toBeInTheDocument();
    await type(form, '6000');
    expect(within(form).getByText(/You have .*5,000.00 USDT.* available/)).toBeInTheDocument();
    await type(form, '250.505');
    expect(within(form).getByText('Use at most 2 decimal places')).toBeInTheDocument();
    // What was typed stays in the field.
    expect((within(form).getByRole('textbox', { name: /Amount/ }) as HTMLInputElement).value).toBe(
      '250.505',
    );
    expect(calls(fetch, 'buySmart')).toHaveLength(0);
  });

  it('confirms amount, cycle, risk, platform share and damages, then buys once with one key', async () => {
    let attempts = 0;
    const { form, fetch, router } = await openForm({
      [`POST ${ORDER}/buySmart`]: () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return {
          body: { code: 20004, msg: 'Purchase successful', result: { ...PLAN, amount: '250.5' } },
        };
      },
      [`GET ${ORDER}/getSmartOrderById/41`]: ok(DETAIL),
    });
    await userEvent.click(within(form).getByRole('radio', { name: '3 days' }));
    await type(form, '250.50');
    await userEvent.click(within(form).getByRole('button', { name: 'Review the purchase' }));
    const dialog = await screen.findByTestId('smart-buy-confirm');
    expect(text('smart-buy-confirm-amount')).toBe('250.50 USDT');
    expect(text('smart-buy-confirm-cycle')).toBe('3 days');
    expect(text('smart-buy-confirm-atRisk')).toBe('Up to the whole 250.50 USDT');
    expect(text('smart-buy-confirm-profitShare')).toBe(
      '20% of daily gains above the high-water mark',
    );
    // 5% of 250.50 = 12.525, shown to the cent, never rounded up.
    expect(text('smart-buy-confirm-earlyExit')).toBe('12.52 USDT (5% of the principal)');
    expect(text('smart-buy-confirm-book')).toBe('Real account');
    expect(within(dialog).getByTestId('smart-buy-warning')).toHaveTextContent(
      'Past performance is not a promise',
    );

    await userEvent.click(screen.getByTestId('smart-buy-submit'));
    expect(await screen.findByTestId('smart-buy-error')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('smart-buy-submit'));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=plans&plan=41'));

    const posts = calls(fetch, 'buySmart');
    expect(posts).toHaveLength(2);
    const [first, second] = posts;
    expect(await first!.clone().json()).toEqual({ product: 'eth-trend', days: 3, amount: '250.5' });
    expect(first!.headers.get('virtually')).toBe('YES');
    const key = first!.headers.get('idempotency-key');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    // The retry of the same confirmation carries the same key: the server buys once.
    expect(second!.headers.get('idempotency-key')).toBe(key);
    expect(await screen.findByTestId('smart-plan-detail')).toBeInTheDocument();
  });

  it('shows the server’s refusal in the confirmation and keeps the form', async () => {
    const { form } = await openForm({
      [`POST ${ORDER}/buySmart`]: {
        status: 400,
        body: { code: 10024, msg: 'You already have a running plan of this product', result: null },
      },
    });
    await type(form, '300');
    await userEvent.click(within(form).getByRole('button', { name: 'Review the purchase' }));
    await userEvent.click(await screen.findByTestId('smart-buy-submit'));
    expect(await screen.findByTestId('smart-buy-error')).toHaveTextContent(
      'You already have a running plan of this product',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect((within(form).getByRole('textbox', { name: /Amount/ }) as HTMLInputElement).value).toBe(
      '300',
    );
  });
});

describe('/trading: my plans', () => {
  it('a visitor is asked to log in', async () => {
    serve();
    await renderSmart('/trading?tab=plans');
    expect(await screen.findByText('Log in to see your plans')).toBeInTheDocument();
  });

  it('lists running plans marked live at the market price, with the countdown', async () => {
    logIn('real');
    serve({
      [`GET ${ORDER}/listSmartOrder`]: (request) =>
        ok(
          new URL(request.url).searchParams.get('status') === 'running'
            ? { list: [PLAN], total: 1 }
            : { list: [], total: 0 },
        ),
    });
    const live = connectLivePrices();
    try {
      await renderSmart('/trading?tab=plans');
      const card = await screen.findByTestId('smart-plan-41');
      // Before a live price: the server's mark.
      expect(text('smart-plan-41-value')).toBe('1,000.00 USDT');
      // 400 cash + 0.2 ETH sold at 3,500 (no costs in this plan) = 1,100.
      live.push([{ code: 'ETHUSDT', price: '3500' }]);
      await waitFor(() => expect(text('smart-plan-41-value')).toBe('1,100.00 USDT'));
      expect(within(card).getByText(/Value now \(live at the market price\)/)).toBeInTheDocument();
      expect(visibleText(within(card).getByTestId('smart-countdown'))).toMatch(/^in 2:0[45]:\d\d$/);
      expect(text('smart-plan-41-cycle')).toBe('Day 1 of 3 days');
      expect(text('smart-plan-41-trades')).toBe('1');
      expect(text('smart-plan-41-earnings')).toBe('Earning');

      await userEvent.click(screen.getByTestId('smart-plans-tab-ended'));
      expect(await screen.findByTestId('smart-plans-empty-ended')).toHaveTextContent(
        'No ended plans yet',
      );
    } finally {
      live.disconnect();
    }
  });

  it('ends a plan early with the quoted damages; a changed quote is shown and asked again', async () => {
    logIn('real');
    let quotes = 0;
    let stopped = 0;
    const fetch = serve({
      [`GET ${ORDER}/getSmartOrderById/41`]: ok(DETAIL),
      [`GET ${ORDER}/getSmartExitQuote/41`]: () => {
        quotes += 1;
        return ok(
          quotes === 1
            ? { id: 41, value: '1000', damages: '50', returned: '950', valueTime: Date.now() }
            : { id: 41, value: '40', damages: '40', returned: '0', valueTime: Date.now() },
        );
      },
      [`POST ${ORDER}/stopSmart`]: () => {
        stopped += 1;
        return stopped === 1
          ? { status: 409, body: { code: 485, msg: 'The exit quote changed', result: null } }
          : {
              body: {
                code: 20005,
                msg: 'Changed successfully',
                result: { ...PLAN, status: 'exited', returned: '0' },
              },
            };
      },
    });
    await renderSmart('/trading?plan=41');
    expect(await screen.findByTestId('smart-plan-detail')).toBeInTheDocument();
    expect(screen.getByTestId('smart-trade-5')).toHaveTextContent(
      'Fast average crossed above the slow one: buy',
    );
    // The fill's price to the feed price's places, quantity and commission shortened, never up.
    const trade = visibleText(screen.getByTestId('smart-trade-5'));
    expect(trade).toContain('3,001.23');
    expect(trade).toContain('0.19991773');
    expect(trade).toContain('0.6002 USDT');
    // A day's settlement: the change, the user's share paid, the platform's share.
    const day = visibleText(screen.getByTestId('smart-settlement-1'));
    expect(day).toContain('1,012.50 USDT');
    expect(day).toContain('+12.50 USDT');
    expect(day).toContain('10.00 USDT');
    expect(day).toContain('2.50 USDT');
    await userEvent.click(screen.getByTestId('smart-plan-exit'));
    await screen.findByTestId('smart-exit-confirm');
    expect(text('smart-exit-value')).toBe('1,000.00 USDT');
    expect(text('smart-exit-damages')).toBe('50.00 USDT');
    expect(text('smart-exit-returned')).toBe('950.00 USDT');

    await userEvent.click(screen.getByTestId('smart-exit-submit'));
    expect(await screen.findByTestId('smart-exit-changed')).toBeInTheDocument();
    expect(text('smart-exit-damages')).toBe('40.00 USDT');
    expect(text('smart-exit-returned')).toBe('0.00 USDT');
    await userEvent.click(screen.getByTestId('smart-exit-submit'));
    await waitFor(() => expect(screen.queryByTestId('smart-exit-confirm')).toBeNull());

    const stops = calls(fetch, 'stopSmart');
    expect(stops).toHaveLength(2);
    expect(await stops[0]!.clone().json()).toEqual({ id: 41, damages: '50' });
    expect(await stops[1]!.clone().json()).toEqual({ id: 41, damages: '40' });
    // A new confirmation is a new action: a new key.
    expect(stops[1]!.headers.get('idempotency-key')).not.toBe(
      stops[0]!.headers.get('idempotency-key'),
    );
  });
});
