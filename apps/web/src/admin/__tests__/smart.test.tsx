import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  AdminSmartEarnings,
  AdminSmartPlanList,
  AdminSmartPreview,
  AdminSmartProduct,
  AdminSmartProductList,
  SmartRange,
} from '../api/smart-api';
import { ADMIN, bodyOf, fail, renderAdmin, serveAdmin, signedIn, staff } from './fixtures';
import { ok, requests } from '@/test/render';

beforeEach(() => {
  signedIn();
});

const published = (days: 1 | 3 | 7, p50: string): SmartRange => ({
  days,
  status: 'published',
  computedAt: '2026-11-20T00:00:00.000Z',
  costs: { spreadBp: 4, commissionBp: 10, slippageBp: 5 },
  figures: {
    p5DailyYieldPercent: '-0.8123',
    p50DailyYieldPercent: p50,
    p95DailyYieldPercent: '0.9001',
    medianMaxDrawdownPercent: '1.2000',
    maxMaxDrawdownPercent: '4.5000',
    losingSharePercent: '41.0000',
    tradesPerDay: '6.25',
    windows: 200,
    candleInterval: days === 1 ? '1m' : '1h',
    historyFrom: '2026-10-01T00:00:00.000Z',
    historyTo: '2026-11-19T00:00:00.000Z',
    equityCurve: ['1', '1.01', '0.99', '1.02'],
  },
  pastPerformanceNotAPromise: true,
});

const BTC_GRID: AdminSmartProduct = {
  id: 1,
  code: 'btc-grid',
  instrument: { code: 'BTCUSDT', name: 'Bitcoin', quote: 'USDT' },
  strategy: 'grid',
  params: { lowerBp: 800, upperBp: 800, levels: 16, initialInstrumentBp: 5000 },
  timeframes: [1, 3, 7],
  minInvestment: '100',
  maxInvestment: '50000',
  profitShareBp: 2000,
  earlyExitDamagesBp: 500,
  enabled: true,
  runningPlans: 2,
  runningPrincipal: '1500',
  updatedAt: 1_763_000_000_000,
  ranges: [published(1, '0.1234'), published(3, '0.0500'), published(7, '-0.0100')],
};

const ETH_TREND: AdminSmartProduct = {
  ...BTC_GRID,
  id: 2,
  code: 'eth-trend',
  instrument: { code: 'ETHUSDT', name: 'Ethereum', quote: 'USDT' },
  strategy: 'trend',
  params: { average: 'ema', fastPeriod: 12, slowPeriod: 48, buyFractionBp: 10000 },
  enabled: false,
  runningPlans: 0,
  runningPrincipal: '0',
};

const LIST: AdminSmartProductList = {
  smartEnabled: true,
  products: [BTC_GRID, ETH_TREND],
  instruments: [
    { code: 'BTCUSDT', name: 'Bitcoin', quote: 'USDT' },
    { code: 'ETHUSDT', name: 'Ethereum', quote: 'USDT' },
    { code: 'EURUSD', name: 'Euro / US Dollar', quote: 'USD' },
  ],
};

const PREVIEW: AdminSmartPreview = {
  costs: { spreadBp: 4, commissionBp: 10, slippageBp: 5 },
  ranges: [published(1, '0.4321'), published(3, '0.2000'), published(7, '0.1000')],
  elapsedMs: 1234,
};

function serveSmart(role: Parameters<typeof staff>[0] = 'admin', routes = {}) {
  return serveAdmin(staff(role), {
    [`GET ${ADMIN}/smart/products`]: ok(LIST),
    [`POST ${ADMIN}/smart/products/preview`]: ok(PREVIEW),
    [`POST ${ADMIN}/smart/products`]: ok({ ...BTC_GRID, id: 9, code: 'sol-grid' }),
    [`PUT ${ADMIN}/smart/products/1`]: ok({ ...BTC_GRID, profitShareBp: 2500 }),
    ...routes,
  });
}

/** An element's text without the bidi isolation marks the formatter puts around figures. */
const plain = (element: HTMLElement) => (element.textContent ?? '').replace(/[\u2066-\u2069]/g, '');

const calls = (fetch: ReturnType<typeof serveAdmin>, method: string, path: string) =>
  requests(fetch).filter((r) => r.method === method && new URL(r.url).pathname === path);

describe('smart products list', () => {
  it('shows every product with its terms and running plans, the switch and the actions of an admin', async () => {
    serveSmart();
    renderAdmin('/admin/smart');
    const row = await screen.findByTestId('product-btc-grid');
    expect(within(row).getByText('Grid')).toBeInTheDocument();
    expect(within(row).getByText('BTCUSDT')).toBeInTheDocument();
    expect(screen.getByTestId('running-btc-grid')).toHaveTextContent('2 running, 1,500 USDT');
    expect(plain(row)).toContain('20.00% · 5.00%');
    expect(plain(row)).toContain('1, 3, 7');
    expect(within(row).getByText('Yes')).toBeInTheDocument();
    expect(within(screen.getByTestId('product-eth-trend')).getByText('No')).toBeInTheDocument();
    expect(screen.getByTestId('smart-switch')).toHaveTextContent('Switched on');
    expect(screen.getByRole('link', { name: 'Change it on the Settings page' })).toHaveAttribute(
      'href',
      '/admin/settings',
    );
    expect(screen.getByRole('link', { name: 'Earnings from plans' })).toHaveAttribute(
      'href',
      '/admin/smart-earnings',
    );
    expect(screen.getByTestId('smart-new')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit btc-grid' })).toHaveAttribute(
      'href',
      '/admin/smart/1',
    );
    expect(screen.getByRole('link', { name: 'Plans of btc-grid' })).toHaveAttribute(
      'href',
      '/admin/smart/1/plans',
    );
    // The navigation has the two entries.
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Smart plans' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Plan earnings' })).toBeInTheDocument();
  });

  it('lets support read but not change: no new product, no edit, no earnings; the form says no permission', async () => {
    serveSmart('support');
    const { unmount } = renderAdmin('/admin/smart');
    await screen.findByTestId('product-btc-grid');
    expect(screen.queryByTestId('smart-new')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit btc-grid' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Earnings from plans' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Plans of btc-grid' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).queryByRole('link', { name: 'Plan earnings' })).toBeNull();
    unmount();
    renderAdmin('/admin/smart/1');
    expect(await screen.findByText('You do not have permission')).toBeInTheDocument();
  });
});

describe('the product form', () => {
  it('checks each parameter with the strategy family rules before anything is sent', async () => {
    const fetch = serveSmart();
    renderAdmin('/admin/smart/new');
    const code = await screen.findByRole('textbox', { name: /^Code/ });
    await userEvent.type(code, 'sol-grid');
    const levels = screen.getByRole('textbox', { name: 'Steps' });
    await userEvent.clear(levels);
    await userEvent.type(levels, '500');
    const lower = screen.getByRole('textbox', { name: /^Band bottom/ });
    await userEvent.clear(lower);
    await userEvent.type(lower, '12.5');
    await userEvent.click(screen.getByTestId('smart-save'));
    expect(await screen.findByText('Enter a whole number from 2 to 200')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number')).toBeInTheDocument();
    // The preview refuses the same way.
    await userEvent.click(screen.getByTestId('smart-preview'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls(fetch, 'POST', `${ADMIN}/smart/products/preview`)).toHaveLength(0);
    expect(calls(fetch, 'POST', `${ADMIN}/smart/products`)).toHaveLength(0);
  });

  it('shows the parameters of the chosen family with their meaning, and the trend rule fast < slow', async () => {
    serveSmart();
    renderAdmin('/admin/smart/new');
    await screen.findByTestId('smart-form');
    expect(screen.getByTestId('strategy-help')).toHaveTextContent(/^Grid: a price band/);
    expect(screen.getByText(/800 = 8%/)).toBeInTheDocument();
    // 800 basis points read as a percent beside the field.
    expect(plain(screen.getByTestId('smart-form'))).toContain('(= 8.00%)');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Strategy' }), 'trend');
    expect(screen.getByTestId('strategy-help')).toHaveTextContent(/^Trend following: two moving/);
    expect(screen.queryByRole('textbox', { name: 'Steps' })).toBeNull();
    const fast = screen.getByRole('textbox', { name: 'Fast period (candles)' });
    expect((fast as HTMLInputElement).value).toBe('12');
    await userEvent.clear(fast);
    await userEvent.type(fast, '60');
    await userEvent.click(screen.getByTestId('smart-save'));
    expect(await screen.findByText('Must be less than: Slow period (candles)')).toBeInTheDocument();
  });

  it('previews the backtest without saving: the figures per cycle and each equity curve', async () => {
    const fetch = serveSmart();
    renderAdmin('/admin/smart/1');
    await screen.findByTestId('smart-form');
    expect(screen.getByTestId('running-note')).toHaveTextContent('2 plans with 1,500 USDT');
    const levels = screen.getByRole('textbox', { name: 'Steps' });
    await userEvent.clear(levels);
    await userEvent.type(levels, '20');
    await userEvent.click(screen.getByTestId('smart-preview'));
    const ranges = await screen.findByTestId('preview-ranges');
    expect(within(ranges).getByTestId('p50-1')).toHaveTextContent('+0.43%');
    expect(within(ranges).getByTestId('p50-7')).toHaveTextContent('+0.10%');
    expect(within(ranges).getByTestId('candles-1')).toHaveTextContent('1m');
    expect(within(ranges).getByTestId('historyFrom-3')).toHaveTextContent('Oct 1, 2026');
    expect(within(ranges).getByTestId('past-performance')).toHaveTextContent(
      'Past performance over the stored history, not a promise.',
    );
    expect(within(ranges).getByTestId('curve-7')).toBeInTheDocument();
    expect(
      within(ranges).getByRole('img', {
        name: /^Equity curve, 7-day cycle: \W*\+2\.00%\W* at the end$/,
      }),
    ).toBeInTheDocument();
    expect(within(ranges).getByTestId('range-costs')).toHaveTextContent(
      'Costs assumed: spread 0.04%, commission 0.10%, slippage 0.05%.',
    );
    const [request] = calls(fetch, 'POST', `${ADMIN}/smart/products/preview`);
    expect(await bodyOf(request!)).toEqual({
      instrument: 'BTCUSDT',
      strategy: 'grid',
      params: { lowerBp: 800, upperBp: 800, levels: 20, initialInstrumentBp: 5000 },
      timeframes: [1, 3, 7],
    });
    expect(requests(fetch).some((r) => r.method === 'PUT')).toBe(false);
    // A change after the preview says the figures are not those of the form any more.
    await userEvent.clear(levels);
    await userEvent.type(levels, '21');
    expect(await screen.findByTestId('preview-stale')).toBeInTheDocument();
  });

  it('saves an edit after a confirmation that spells out the terms; running plans keep theirs', async () => {
    const fetch = serveSmart();
    renderAdmin('/admin/smart/1');
    await screen.findByTestId('smart-form');
    const share = screen.getByRole('textbox', { name: /^Platform share of gains/ });
    await userEvent.clear(share);
    await userEvent.type(share, '2500');
    await userEvent.click(screen.getByTestId('smart-save'));
    const dialog = await screen.findByRole('dialog', { name: 'Save these changes?' });
    expect(within(dialog).getByTestId('smart-confirm-details')).toHaveTextContent('25.00%');
    // What the edit changes, and only that.
    const changes = within(dialog).getByTestId('smart-confirm-changes');
    expect(within(changes).getAllByRole('listitem').map(plain)).toEqual([
      'Platform share: 20.00% → 25.00%',
    ]);
    expect(dialog).toHaveTextContent('Running plans keep the terms they were bought with.');
    expect(requests(fetch).some((r) => r.method === 'PUT')).toBe(false);
    await userEvent.click(within(dialog).getByTestId('smart-confirm-save'));
    await waitFor(() => expect(calls(fetch, 'PUT', `${ADMIN}/smart/products/1`)).toHaveLength(1));
    const [put] = calls(fetch, 'PUT', `${ADMIN}/smart/products/1`);
    expect(await bodyOf(put!)).toEqual({
      instrument: 'BTCUSDT',
      strategy: 'grid',
      params: { lowerBp: 800, upperBp: 800, levels: 16, initialInstrumentBp: 5000 },
      timeframes: [1, 3, 7],
      minInvestment: '100',
      maxInvestment: '50000',
      profitShareBp: 2500,
      earlyExitDamagesBp: 500,
      enabled: true,
    });
    expect(await screen.findByText('btc-grid saved')).toBeInTheDocument();
    expect(await screen.findByTestId('product-btc-grid')).toBeInTheDocument();
  });

  it("creates a product with its code, and shows the server's refusal in the dialog", async () => {
    const fetch = serveSmart('admin', {
      [`POST ${ADMIN}/smart/products`]: fail(
        400,
        400,
        'Invalid request: instrument: USDJPY is quoted in JPY; a plan needs USDT or USD',
      ),
    });
    renderAdmin('/admin/smart/new');
    await userEvent.type(await screen.findByRole('textbox', { name: /^Code/ }), 'sol-grid');
    await userEvent.click(screen.getByTestId('smart-save'));
    const dialog = await screen.findByRole('dialog', { name: 'Create this product?' });
    expect(within(dialog).getByTestId('smart-confirm-details')).toHaveTextContent('sol-grid');
    await userEvent.click(within(dialog).getByTestId('smart-confirm-save'));
    expect(await within(dialog).findByText(/USDJPY is quoted in JPY/)).toBeInTheDocument();
    const [post] = calls(fetch, 'POST', `${ADMIN}/smart/products`);
    expect(await bodyOf(post!)).toMatchObject({
      code: 'sol-grid',
      instrument: 'BTCUSDT',
      strategy: 'grid',
      timeframes: [1, 3, 7, 15, 30],
      enabled: false,
    });
  });
});

describe('plans and earnings', () => {
  it("lists a product's running plans with their owner and copied terms", async () => {
    const plans: AdminSmartPlanList = {
      product: { id: 1, code: 'btc-grid' },
      total: 1,
      list: [
        {
          id: 42,
          orderNo: 'S000042',
          status: 'running',
          userId: '0b7d3f5e-1c2a-4b8e-9f00-0000000000aa',
          username: 'alice',
          days: 7,
          principal: '1000',
          value: '1012.5',
          valueTime: 1_763_000_000_000,
          startTime: 1_763_000_000_000,
          endTime: 1_763_604_800_000,
          nextEarningsTime: 1_763_086_400_000,
          tradeCount: 5,
          profitShareBp: 2000,
          earlyExitDamagesBp: 500,
          platformShareTotal: '0',
          damages: '0',
        },
      ],
    };
    serveSmart('admin', { [`GET ${ADMIN}/smart/products/1/plans`]: ok(plans) });
    renderAdmin('/admin/smart/1/plans');
    const row = await screen.findByTestId('plan-42');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Plans of btc-grid' }),
    ).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'alice' })).toHaveAttribute(
      'href',
      '/admin/users/0b7d3f5e-1c2a-4b8e-9f00-0000000000aa',
    );
    expect(row).toHaveTextContent('1,012.5 USDT');
    expect(row).toHaveTextContent('share 20.00%, damages 5.00%');
  });

  it('shows the earnings from plans overall and per product', async () => {
    const earnings: AdminSmartEarnings = {
      asset: 'USDT',
      total: { commissions: '1.25', profitShares: '10', damages: '50', total: '61.25' },
      products: [
        {
          productId: 1,
          code: 'btc-grid',
          plans: 3,
          commissions: '1.25',
          profitShares: '10',
          damages: '50',
          total: '61.25',
        },
      ],
      fromPlans: { commissions: '1.25', profitShares: '10', damages: '50' },
    };
    serveSmart('admin', { [`GET ${ADMIN}/smart/earnings`]: ok(earnings) });
    renderAdmin('/admin/smart-earnings');
    const total = await screen.findByTestId('earnings-total');
    expect(total).toHaveTextContent('61.25 USDT');
    expect(screen.getByTestId('earnings-btc-grid')).toHaveTextContent('1.25 USDT');
    // Only its own navigation entry is the current page (not the products' too).
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Plan earnings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Smart plans' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(screen.getByTestId('earnings-check')).toHaveTextContent(
      'From the plans’ own records: commissions 1.25 USDT, profit shares 10 USDT, damages 50 USDT.',
    );
  });
});
