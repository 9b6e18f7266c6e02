import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TradePanel } from '../components/TradePanel';
import {
  connectLivePrices,
  logIn,
  marginOrder,
  ORDER,
  PROFIT_TOTAL,
  renderUi,
  RULES,
} from './fixtures';
import { settingsStore } from '@/lib/settings-store';
import { ok, requests, stubFetch, type FakeRoutes } from '@/test/render';
import { figure, visibleText } from '@/test/text';

const ROUTES: FakeRoutes = {
  [`GET ${ORDER}/getTradingRules`]: ok(RULES),
  [`GET ${ORDER}/getProfitTotal`]: ok(PROFIT_TOTAL),
};

let live: ReturnType<typeof connectLivePrices>;
beforeEach(() => {
  settingsStore.markOnboardingShown();
  live = connectLivePrices();
});
afterEach(() => live.disconnect());

async function openPanel(routes: FakeRoutes = {}) {
  const fetch = stubFetch({ ...ROUTES, ...routes });
  const view = renderUi(<TradePanel code="BTCUSDT" />);
  await screen.findByTestId('order-form');
  live.push([{ code: 'BTCUSDT', price: '95000' }]);
  return { fetch, ...view };
}

function field(name: string | RegExp) {
  return screen.getByRole('textbox', { name });
}

async function type(name: string | RegExp, value: string) {
  const input = field(name);
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
}

function buyURequests(fetch: ReturnType<typeof stubFetch>) {
  return requests(fetch).filter((request) => request.url.endsWith('/buyU'));
}

describe('margin order form', () => {
  it('shows the live quote, required margin, commission and spread before confirming', async () => {
    logIn();
    await openPanel();
    const buy = screen.getByTestId('side-long');
    expect(buy).toHaveAttribute('aria-pressed', 'true');
    expect(buy).toHaveTextContent('95,047.50');
    expect(screen.getByTestId('side-short')).toHaveTextContent('94,952.50');
    expect(field('Lots')).toHaveProperty('value', '0.01');
    expect(screen.getByRole('combobox', { name: 'Leverage' })).toHaveProperty('value', '2');
    expect(
      within(screen.getByRole('combobox', { name: 'Leverage' }))
        .getAllByRole('option')
        .map((option) => visibleText(option)),
    ).toEqual(['1×', '2×']);

    await type('Lots', '0.1');
    expect(visibleText(screen.getByTestId('order-figure-entry'))).toBe('95,047.50');
    expect(visibleText(screen.getByTestId('order-figure-margin'))).toBe('4,752.37 USDT');
    expect(visibleText(screen.getByTestId('order-figure-commission'))).toBe('4.75 USDT');
    expect(screen.getByText(figure('Commission (0.05%)'))).toBeInTheDocument();
    expect(visibleText(screen.getByTestId('order-figure-spread'))).toBe('95.00 · 9.50 USDT');
    expect(visibleText(screen.getByTestId('order-figure-free'))).toBe('100,000.00 USDT');
    // The price moves: so do the figures.
    live.push([{ code: 'BTCUSDT', price: '96000' }]);
    expect(visibleText(screen.getByTestId('order-figure-entry'))).toBe('96,048.00');
    // The risk warning is part of the panel.
    expect(screen.getByTestId('risk-margin')).toHaveTextContent(
      /Leveraged trading carries a high risk/,
    );
    // The book in use is shown.
    expect(screen.getByTestId('trade-book')).toHaveTextContent('Demo account: virtual money');
  });

  it('lots step buttons stay on the grid; wrong lots are explained', async () => {
    logIn();
    await openPanel();
    // The lot is explained in the instrument's own unit.
    expect(screen.getByText(figure(/1 lot = 1 BTC · 0\.01 to 100 lots/))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'More lots' }));
    await userEvent.click(screen.getByRole('button', { name: 'More lots' }));
    expect(field('Lots')).toHaveProperty('value', '0.03');
    await userEvent.click(screen.getByRole('button', { name: 'Fewer lots' }));
    expect(field('Lots')).toHaveProperty('value', '0.02');
    await type('Lots', '0.015');
    expect(
      screen.getByText(figure('Enter from 0.01 to 100 lots, in steps of 0.01')),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Buy / Long BTCUSDT' }));
    expect(screen.queryByTestId('order-confirm-body')).toBeNull();
  });

  it('SPEC §5: stops on the wrong side are unreasonable, for a buy and for a sell', async () => {
    logIn();
    await openPanel();
    // A buy opens at the ask (95,047.50): its stop loss goes below, its take profit above.
    expect(screen.getByText(figure('Below 95,047.50'))).toBeInTheDocument();
    expect(screen.getByText(figure('Above 95,047.50'))).toBeInTheDocument();
    await type('Stop loss (optional)', '96000');
    await type('Take profit (optional)', '94000');
    expect(screen.getByText('The stop-loss price is not reasonable')).toBeInTheDocument();
    expect(screen.getByText('The take-profit price is not reasonable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Buy / Long BTCUSDT' }));
    expect(screen.queryByTestId('order-confirm-body')).toBeNull();

    // The same prices are right for a sell (opens at the bid, 94,952.50).
    await userEvent.click(screen.getByTestId('side-short'));
    expect(screen.queryByText('The stop-loss price is not reasonable')).toBeNull();
    expect(screen.queryByText('The take-profit price is not reasonable')).toBeNull();
    expect(screen.getByText(figure('Above 94,952.50'))).toBeInTheDocument();

    // A limit order's stops are judged against its own price.
    await userEvent.click(screen.getByRole('radio', { name: 'Limit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sell / Short BTCUSDT' }));
    expect(screen.getByText('Enter the limit price')).toBeInTheDocument();
    await type('Limit price', '97000');
    expect(screen.queryByText('The take-profit price is not reasonable')).toBeNull();
    expect(screen.getByText('The stop-loss price is not reasonable')).toBeInTheDocument();
  });

  it('the confirmation lists everything; confirming sends buyU once with an Idempotency-Key', async () => {
    logIn();
    const { fetch } = await openPanel({
      [`POST ${ORDER}/buyU`]: {
        body: { code: 20004, msg: 'Purchase successful', result: marginOrder() },
      },
    });
    await type('Lots', '0.1');
    await type('Stop loss (optional)', '94000');
    await type('Take profit (optional)', '97000.50');
    await userEvent.click(screen.getByRole('button', { name: 'Buy / Long BTCUSDT' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm your order' });
    const value = (key: string) => visibleText(within(dialog).getByTestId(`confirm-${key}`));
    expect(value('instrument')).toBe('BTCUSDT');
    expect(value('side')).toBe('Buy / Long');
    expect(value('price')).toBe('Market price, now about 95,047.50');
    expect(value('lots')).toBe('0.1');
    expect(value('units')).toBe('0.1');
    expect(value('leverage')).toBe('2×');
    expect(value('stopLoss')).toBe('94,000.00');
    expect(value('takeProfit')).toBe('97,000.50');
    expect(value('margin')).toBe('4,752.37 USDT');
    expect(value('commission')).toBe('4.75 USDT');
    expect(value('spread')).toBe('9.50 USDT');
    expect(value('book')).toBe('Demo account: virtual money');
    expect(dialog).toHaveTextContent(/Leveraged trading carries a high risk/);
    expect(buyURequests(fetch)).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm order' }));
    expect(await screen.findByText('Purchase successful')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Confirm your order' })).toBeNull(),
    );
    const [sent] = buyURequests(fetch);
    expect(buyURequests(fetch)).toHaveLength(1);
    expect(await sent!.json()).toEqual({
      code: 'BTCUSDT',
      side: 'long',
      type: 'market',
      lots: '0.1',
      leverage: 2,
      stopLoss: '94000',
      takeProfit: '97000.5',
    });
    expect(sent!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent!.headers.get('virtually')).toBe('NO');
    // The stops are cleared for the next order; lots and leverage stay.
    expect(field('Stop loss (optional)')).toHaveProperty('value', '');
    expect(field('Lots')).toHaveProperty('value', '0.1');
  });

  it("a refusal is shown in the server's words and nothing typed is lost; a network failure retries with the same key", async () => {
    logIn('real');
    let reply: 'refuse' | 'offline' | 'ok' = 'refuse';
    const { fetch } = await openPanel({
      [`POST ${ORDER}/buyU`]: () =>
        reply === 'refuse'
          ? {
              status: 400,
              body: {
                code: 10011,
                msg: 'Insufficient balance; top up or release the deposit before buying',
                result: null,
              },
            }
          : { body: { code: 20004, msg: 'Purchase successful', result: marginOrder() } },
    });
    await type('Lots', '2');
    await type('Take profit (optional)', '99000');
    await userEvent.click(screen.getByRole('button', { name: 'Buy / Long BTCUSDT' }));
    let dialog = await screen.findByRole('dialog', { name: 'Confirm your order' });
    expect(visibleText(within(dialog).getByTestId('confirm-book'))).toBe(
      'Real account: real money',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Insufficient balance; top up or release the deposit before buying',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(field('Lots')).toHaveProperty('value', '2');
    expect(field('Take profit (optional)')).toHaveProperty('value', '99000');

    // Again: a new action, a new key. The network fails once; the retry reuses that key.
    await userEvent.click(screen.getByRole('button', { name: 'Buy / Long BTCUSDT' }));
    dialog = await screen.findByRole('dialog', { name: 'Confirm your order' });
    reply = 'offline';
    const real = fetch.getMockImplementation()!;
    let failed = false;
    fetch.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/buyU') && !failed) {
        failed = true;
        throw new TypeError('Failed to fetch');
      }
      return real(input, init);
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/cannot be reached/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm order' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Confirm your order' })).toBeNull(),
    );
    expect(screen.getAllByText('Purchase successful').length).toBeGreaterThan(0);
    const keys = buyURequests(fetch).map((request) => request.headers.get('idempotency-key'));
    expect(keys).toHaveLength(3);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe(keys[1]);
    expect(buyURequests(fetch)[2]!.headers.get('virtually')).toBe('YES');
  });

  it('visitors see the panel with "Log in to trade" instead of the submit button', async () => {
    await openPanel();
    expect(screen.queryByRole('button', { name: 'Buy / Long BTCUSDT' })).toBeNull();
    const login = screen.getByRole('link', { name: 'Log in to trade' });
    expect(login).toHaveAttribute('href', '/pass/login');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/pass/register');
    expect(screen.queryByTestId('trade-book')).toBeNull();
    // The figures are there all the same.
    expect(visibleText(screen.getByTestId('order-figure-margin'))).toBe('475.23 USDT');
  });

  it('a closed market cannot be ordered, and the panel says why', async () => {
    logIn();
    stubFetch({
      ...ROUTES,
      [`GET ${ORDER}/getTradingRules`]: ok({
        ...RULES,
        margin: { ...RULES.margin, tradingOpen: false },
      }),
    });
    renderUi(<TradePanel code="BTCUSDT" />);
    expect(await screen.findByTestId('market-closed')).toHaveTextContent(
      'Not available for trading now',
    );
    expect(screen.getByRole('button', { name: 'Buy / Long BTCUSDT' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('says when the trading rules cannot be loaded, and tries again', async () => {
    let fail = true;
    stubFetch({
      ...ROUTES,
      [`GET ${ORDER}/getTradingRules`]: () =>
        fail ? { status: 404, body: { code: 404, msg: 'Not found', result: null } } : ok(RULES),
    });
    renderUi(<TradePanel code="BTCUSDT" />);
    const heading = await screen.findByRole('heading', {
      name: 'The trading rules could not be loaded',
    });
    fail = false;
    await userEvent.click(
      within(heading.closest<HTMLElement>('[role="alert"]')!).getByRole('button', {
        name: 'Try again',
      }),
    );
    expect(await screen.findByTestId('order-form')).toBeInTheDocument();
  });
});
