import type { MarginOrderView } from '@meridian/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TradingActivity } from '../components/TradingActivity';
import {
  connectLivePrices,
  list,
  logIn,
  marginOrder,
  ORDER,
  PROFIT_TOTAL,
  renderUi,
  RULES,
} from './fixtures';
import { settingsStore } from '@/lib/settings-store';
import { userEvents } from '@/lib/user-events';
import { ok, requests, stubFetch, type FakeRoutes } from '@/test/render';
import { visibleText } from '@/test/text';

const POSITION = marginOrder();
const OPEN_TOTAL = {
  ...PROFIT_TOTAL,
  equity: '99990.5',
  usedMargin: '4752.375',
  freeMargin: '95238.125',
  marginLevel: '2104.04',
  unrealisedProfit: '-9.5',
  openPositions: 1,
};

/** listUOrder by status, from a mutable table (so a test can "close" a position). */
function orderRoutes(table: Record<'open' | 'pending' | 'history', MarginOrderView[]>): FakeRoutes {
  return {
    [`GET ${ORDER}/getTradingRules`]: ok(RULES),
    [`GET ${ORDER}/listUOrder`]: (request) => {
      const status = new URL(request.url).searchParams.get('status') as keyof typeof table;
      return ok(list(table[status] ?? []));
    },
  };
}

let live: ReturnType<typeof connectLivePrices>;
beforeEach(() => {
  settingsStore.markOnboardingShown();
  live = connectLivePrices();
});
afterEach(() => live.disconnect());

function openList() {
  return screen.findByTestId('open-positions');
}

describe('positions and orders', () => {
  it('an open position follows the live price: mark price, profit, and the account figures', async () => {
    logIn();
    stubFetch({
      ...orderRoutes({ open: [POSITION], pending: [], history: [] }),
      [`GET ${ORDER}/getProfitTotal`]: ok(OPEN_TOTAL),
    });
    renderUi(<TradingActivity />);
    const item = within(await openList()).getByTestId('order-7');
    // Before a live price: the server's values.
    expect(visibleText(within(item).getByTestId('position-7-profit'))).toBe('-9.50');
    expect(screen.getByRole('tab', { name: /Open positions/ })).toHaveTextContent('1');

    live.push([{ code: 'BTCUSDT', price: '96000' }]);
    await waitFor(() =>
      expect(visibleText(within(item).getByTestId('position-7-profit'))).toBe('+90.45'),
    );
    expect(within(item).getByTestId('position-7-profit')).toHaveAttribute('data-tone', 'up');
    expect(visibleText(within(item).getByTestId('position-7-mark'))).toBe('95,952.00');
    expect(visibleText(within(item).getByTestId('position-7-open'))).toBe('95,047.50');
    expect(visibleText(within(item).getByTestId('position-7-stopLoss'))).toBe('94,000.00');
    expect(item).toHaveTextContent('0.1 lots · 2×');
    // The sentence follows the page direction (RTL in Arabic); each figure is isolated.
    const meta = within(item).getByTestId('lots-and-leverage');
    expect(meta).not.toHaveAttribute('dir');
    expect([...meta.querySelectorAll('bdi')].map((bdi) => visibleText(bdi))).toEqual(['0.1', '2']);

    const account = screen.getByTestId('account-summary');
    expect(account).toHaveTextContent('Demo account: virtual money');
    expect(visibleText(within(account).getByTestId('account-balance'))).toBe('100,000.00 USDT');
    expect(visibleText(within(account).getByTestId('account-equity'))).toBe('100,090.45 USDT');
    expect(visibleText(within(account).getByTestId('account-freeMargin'))).toBe('95,338.07 USDT');
    expect(visibleText(within(account).getByTestId('account-marginLevel'))).toBe('2,106.11%');
    expect(visibleText(within(account).getByTestId('account-unrealised'))).toBe('+90.45 USDT');
    expect(account).toHaveTextContent('falls below 50%');

    live.push([{ code: 'BTCUSDT', price: '94000' }]);
    await waitFor(() =>
      expect(visibleText(within(item).getByTestId('position-7-profit'))).toBe('-109.45'),
    );
    expect(visibleText(within(account).getByTestId('account-equity'))).toBe('99,890.55 USDT');
  });

  it('close with one confirmation: the whole position, then the success message and the lists reload', async () => {
    logIn();
    const table = { open: [POSITION], pending: [], history: [] as MarginOrderView[] };
    const fetch = stubFetch({
      ...orderRoutes(table),
      [`GET ${ORDER}/getProfitTotal`]: ok(OPEN_TOTAL),
      [`POST ${ORDER}/stopU`]: () => {
        const closed = marginOrder({
          status: 'closed',
          closePrice: '95952',
          profit: '90.45',
          closeReason: 'user',
          closedAt: 1_700_000_060_000,
        });
        table.open = [];
        table.history = [closed];
        return ok(closed);
      },
    });
    renderUi(<TradingActivity />);
    await openList();
    live.push([{ code: 'BTCUSDT', price: '96000' }]);

    await userEvent.click(
      screen.getByRole('button', { name: 'Close the BTCUSDT position U000007' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Close position' });
    expect(dialog).toHaveTextContent('Close your Long BTCUSDT position at the market price?');
    expect(within(dialog).getByRole('textbox', { name: 'Lots to close' })).toHaveProperty(
      'value',
      '0.1',
    );
    expect(visibleText(within(dialog).getByTestId('close-estimate'))).toBe('+90.45 USDT');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close position' }));

    expect(await screen.findByText('Position closed')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No open positions' })).toBeInTheDocument();
    const stop = requests(fetch).filter((request) => request.url.endsWith('/stopU'));
    expect(stop).toHaveLength(1);
    expect(await stop[0]!.json()).toEqual({ id: 7 });
    expect(stop[0]!.headers.get('idempotency-key')).toBeTruthy();

    // The closed position is in the history, with why it closed.
    await userEvent.click(screen.getByRole('tab', { name: /History/ }));
    const history = await screen.findByTestId('order-history');
    expect(visibleText(within(history).getByTestId('close-reason'))).toBe('Closed by you');
    expect(visibleText(within(history).getByTestId('history-7-profit'))).toBe('+90.45');
    expect(visibleText(within(history).getByTestId('history-7-close'))).toBe('95,952.00');
  });

  it('a partial close sends the lots; wrong lots are refused before sending', async () => {
    logIn();
    const fetch = stubFetch({
      ...orderRoutes({ open: [POSITION], pending: [], history: [] }),
      [`GET ${ORDER}/getProfitTotal`]: ok(OPEN_TOTAL),
      [`POST ${ORDER}/stopU`]: ok(marginOrder({ lots: '0.05', status: 'closed' })),
    });
    renderUi(<TradingActivity />);
    await openList();
    await userEvent.click(screen.getByRole('button', { name: /Close the BTCUSDT position/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Close position' });
    const lots = within(dialog).getByRole('textbox', { name: 'Lots to close' });
    await userEvent.clear(lots);
    await userEvent.type(lots, '0.2');
    expect(within(dialog).getByRole('button', { name: 'Close position' })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.clear(lots);
    await userEvent.type(lots, '0.05');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close position' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Close position' })).toBeNull(),
    );
    const stop = requests(fetch).filter((request) => request.url.endsWith('/stopU'));
    expect(await stop[0]!.json()).toEqual({ id: 7, lots: '0.05' });
  });

  it('a refused close says why and keeps the dialog open', async () => {
    logIn();
    stubFetch({
      ...orderRoutes({ open: [POSITION], pending: [], history: [] }),
      [`GET ${ORDER}/getProfitTotal`]: ok(OPEN_TOTAL),
      [`POST ${ORDER}/stopU`]: {
        status: 400,
        body: { code: 10015, msg: 'Not available for trading now', result: null },
      },
    });
    renderUi(<TradingActivity />);
    await openList();
    await userEvent.click(screen.getByRole('button', { name: /Close the BTCUSDT position/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Close position' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close position' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Not available for trading now',
    );
  });

  it('edits stop loss and take profit, checked against the closing price (SPEC §5)', async () => {
    logIn();
    const fetch = stubFetch({
      ...orderRoutes({ open: [POSITION], pending: [], history: [] }),
      [`GET ${ORDER}/getProfitTotal`]: ok(OPEN_TOTAL),
      [`POST ${ORDER}/modifyU`]: {
        body: { code: 20005, msg: 'Changed successfully', result: POSITION },
      },
    });
    renderUi(<TradingActivity />);
    await openList();
    live.push([{ code: 'BTCUSDT', price: '95000' }]);
    await userEvent.click(
      screen.getByRole('button', {
        name: 'SL / TP: stop loss and take profit of BTCUSDT U000007',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Stop loss and take profit' });
    expect(dialog).toHaveTextContent('The position closes now at about 94,952.50');
    const stopLoss = within(dialog).getByRole('textbox', { name: 'Stop loss' });
    expect(stopLoss).toHaveProperty('value', '94000');
    await userEvent.clear(stopLoss);
    await userEvent.type(stopLoss, '95500');
    expect(within(dialog).getByText('The stop-loss price is not reasonable')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(requests(fetch).filter((r) => r.url.endsWith('/modifyU'))).toEqual([]);

    await userEvent.clear(stopLoss);
    await userEvent.type(stopLoss, '94500');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Take profit' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changed successfully')).toBeInTheDocument();
    const [sent] = requests(fetch).filter((r) => r.url.endsWith('/modifyU'));
    expect(await sent!.json()).toEqual({ id: 7, stopLoss: '94500', takeProfit: null });
  });

  it('a pending order is cancelled after one confirmation ("order withdrawn")', async () => {
    logIn();
    const pending = marginOrder({
      id: 8,
      orderNo: 'U000008',
      type: 'limit',
      status: 'pending',
      limitPrice: '90000',
      openPrice: null,
      markPrice: null,
      profit: '0',
      margin: '4500',
      openedAt: null,
    });
    const table = {
      open: [] as MarginOrderView[],
      pending: [pending],
      history: [] as MarginOrderView[],
    };
    const fetch = stubFetch({
      ...orderRoutes(table),
      [`GET ${ORDER}/getProfitTotal`]: ok(PROFIT_TOTAL),
      [`POST ${ORDER}/cancelU`]: () => {
        const cancelled = {
          ...pending,
          status: 'cancelled' as const,
          closeReason: 'user' as const,
        };
        table.pending = [];
        table.history = [cancelled];
        return ok(cancelled);
      },
    });
    renderUi(<TradingActivity />);
    expect(await screen.findByRole('heading', { name: 'No open positions' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /Pending orders/ }));
    const item = within(await screen.findByTestId('pending-orders')).getByTestId('order-8');
    expect(item).toHaveTextContent('Waiting to open a position');
    expect(visibleText(within(item).getByTestId('pending-8-limit'))).toBe('90,000.00');
    await userEvent.click(
      within(item).getByRole('button', { name: 'Cancel the pending BTCUSDT order U000008' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel pending order' });
    expect(dialog).toHaveTextContent('Withdraw your pending Long order for 0.1 lots of BTCUSDT?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw order' }));
    expect(await screen.findByText('Order withdrawn')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No pending orders' })).toBeInTheDocument();
    const [sent] = requests(fetch).filter((r) => r.url.endsWith('/cancelU'));
    expect(await sent!.json()).toEqual({ id: 8 });

    await userEvent.click(screen.getByRole('tab', { name: /History/ }));
    expect(await screen.findByTestId('close-reason')).toHaveTextContent('Order withdrawn');
  });

  it('history shows why each order ended, page by page', async () => {
    logIn();
    const closed = (id: number, reason: MarginOrderView['closeReason'], profit: string) =>
      marginOrder({
        id,
        orderNo: `U00000${id}`,
        status: 'closed',
        closePrice: '94000',
        profit,
        closeReason: reason,
        closedAt: 1_700_000_100_000,
      });
    stubFetch({
      ...orderRoutes({
        open: [],
        pending: [],
        history: [
          closed(1, 'stop_loss', '-104.75'),
          closed(2, 'take_profit', '195.25'),
          closed(3, 'stop_out', '-4700'),
          marginOrder({
            id: 4,
            status: 'cancelled',
            closeReason: 'insufficient_margin',
            type: 'limit',
            limitPrice: '90000',
          }),
        ],
      }),
      [`GET ${ORDER}/getProfitTotal`]: ok(PROFIT_TOTAL),
    });
    renderUi(<TradingActivity />);
    await userEvent.click(await screen.findByRole('tab', { name: /History/ }));
    const history = await screen.findByTestId('order-history');
    expect(
      within(history)
        .getAllByTestId('close-reason')
        .map((badge) => visibleText(badge)),
    ).toEqual([
      'Stop loss triggered',
      'Take profit reached',
      'Stop-out',
      'Not enough free margin to open',
    ]);
    expect(within(history).getByTestId('history-1-profit')).toHaveAttribute('data-tone', 'down');
    expect(visibleText(within(history).getByTestId('history-2-profit'))).toBe('+195.25');
  });

  it('a position message from the live channel reloads the lists of its book only', async () => {
    logIn();
    const table = { open: [] as MarginOrderView[], pending: [], history: [] };
    const fetch = stubFetch({
      ...orderRoutes(table),
      [`GET ${ORDER}/getProfitTotal`]: ok(PROFIT_TOTAL),
    });
    renderUi(<TradingActivity />);
    expect(await screen.findByRole('heading', { name: 'No open positions' })).toBeInTheDocument();
    const loads = () => requests(fetch).filter((r) => r.url.includes('status=open')).length;
    const before = loads();

    act(() => userEvents.publish({ type: 'position', book: 'real', order: POSITION }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loads()).toBe(before);

    table.open = [POSITION];
    act(() => userEvents.publish({ type: 'position', book: 'demo', order: POSITION }));
    expect(await screen.findByTestId('order-7')).toBeInTheDocument();
    expect(loads()).toBe(before + 1);
  });

  it('visitors are asked to log in; the watchlist tab shows what the app hands in', async () => {
    stubFetch({});
    renderUi(<TradingActivity watchlist={<p>starred instruments</p>} />);
    expect(screen.getByRole('link', { name: 'Log in to trade' })).toBeInTheDocument();
    expect(screen.queryByTestId('account-summary')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Watchlist' }));
    expect(screen.getByText('starred instruments')).toBeInTheDocument();
  });
});
