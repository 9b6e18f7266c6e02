import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { depth, fakeSockets, logIn, MARKET, ORDER, renderSpot, ROUTES, trade } from './fixtures';
import { settingsStore } from '@/lib/settings-store';
import { ok, requests, stubFetch } from '@/test/render';
import { figure, visibleText } from '@/test/text';

vi.mock('lightweight-charts', () => import('@/test/chart-stub'));

let sockets: ReturnType<typeof fakeSockets>;
beforeEach(() => {
  settingsStore.markOnboardingShown();
  sockets = fakeSockets();
});

/** Each row of a book side or the trades as its cells' texts. */
function rows(testId: string, rowTestId: string) {
  return within(screen.getByTestId(testId))
    .queryAllByTestId(rowTestId)
    .map((row) => [...row.querySelectorAll('td')].map((cell) => visibleText(cell)));
}

describe('spot screen: order book, trades, chart and the live stream', () => {
  it('shows asks (lowest nearest the middle) and bids with cumulative totals and depth bars', async () => {
    logIn();
    stubFetch(ROUTES);
    renderSpot();
    await screen.findByTestId('order-book');
    expect(rows('book-asks', 'book-ask')).toEqual([
      ['95,020.00', '0.3000', '2.0000'],
      ['95,010.50', '1.2000', '1.7000'],
      ['95,000.00', '0.5000', '0.5000'],
    ]);
    expect(rows('book-bids', 'book-bid')).toEqual([
      ['94,990.00', '0.4000', '0.4000'],
      ['94,980.00', '1.0000', '1.4000'],
    ]);
    // Depth bars on one scale: the largest cumulative quantity (2.0) is the full width.
    const depths = screen
      .getAllByTestId(/^book-(ask|bid)$/)
      .map((row) => row.style.getPropertyValue('--depth'));
    expect(depths).toEqual(['100%', '85%', '25%', '20%', '70%']);
    expect(
      within(screen.getByTestId('book-asks'))
        .getAllByRole('columnheader')
        .map((cell) => visibleText(cell)),
    ).toEqual(['Price (USDT)', 'Quantity (BTC)', 'Total (BTC)']);
    // The last trade (94,995) is above the one before (94,990): up.
    const last = screen.getByTestId('book-last');
    expect(last).toHaveTextContent('94,995.00');
    expect(last).toHaveAttribute('data-tone', 'up');
    expect(last).toHaveTextContent('up');
    expect(screen.getByTestId('spot-last-price')).toHaveTextContent('94,995.00');
    expect(visibleText(screen.getByTestId('spot-reference-price'))).toBe('94,995.50');

    // Choosing a level puts its price into both limit forms.
    await userEvent.click(screen.getByRole('button', { name: figure('Use the price 95,010.50') }));
    const price = (side: string) =>
      (
        within(screen.getByTestId(`spot-form-${side}`)).getByRole('textbox', {
          name: 'Price (USDT)',
        }) as HTMLInputElement
      ).value;
    expect(price('buy')).toBe('95010.50');
    expect(price('sell')).toBe('95010.50');
    await userEvent.click(within(screen.getByTestId('book-bids')).getAllByTestId('book-bid')[1]!);
    expect(price('buy')).toBe('94980.00');
  });

  it('lists recent trades newest first with the taker side in words', async () => {
    stubFetch(ROUTES);
    renderSpot();
    await screen.findByTestId('recent-trades');
    const trades = within(screen.getByTestId('recent-trades')).getAllByTestId('trade-row');
    expect(trades.map((row) => row.getAttribute('data-side'))).toEqual(['buy', 'sell']);
    expect(visibleText(trades[0]!.querySelector('td')!)).toBe('94,995.00 ↑Buy');
    expect(visibleText(trades[1]!.querySelector('td')!)).toBe('94,990.00 ↓Sell');
  });

  it('a depth message replaces the book; a trades message merges by id and keeps 50', async () => {
    logIn();
    stubFetch(ROUTES);
    renderSpot();
    await screen.findByTestId('order-book');
    expect(sockets.spot().url).toMatch(/\/websocket\/spot\?code=BTCUSDT&book=demo$/);

    sockets.push({
      type: 'depth',
      depth: depth({
        asks: [{ price: '95100', quantity: '2', orders: 1 }],
        bids: [{ price: '95050', quantity: '0.25', orders: 1 }],
        seq: 11,
      }),
    });
    expect(rows('book-asks', 'book-ask')).toEqual([['95,100.00', '2.0000', '2.0000']]);
    expect(rows('book-bids', 'book-bid')).toEqual([['95,050.00', '0.2500', '0.2500']]);

    // Not in time order, and one trade already known.
    sockets.push({
      type: 'trades',
      code: 'BTCUSDT',
      book: 'demo',
      trades: [
        trade({ id: 4, price: '95005', side: 'buy', time: 1_700_000_003_000 }),
        trade({ id: 2, price: '94995', side: 'buy', time: 1_700_000_001_000 }),
        trade({ id: 3, price: '95010', side: 'sell', time: 1_700_000_002_000 }),
      ],
    });
    const prices = () =>
      within(screen.getByTestId('recent-trades'))
        .getAllByTestId('trade-row')
        .map((row) => visibleText(row.querySelector('span')!));
    expect(prices()).toEqual(['95,005.00', '95,010.00', '94,995.00', '94,990.00']);
    // 95,005 after 95,010: down.
    expect(screen.getByTestId('book-last')).toHaveAttribute('data-tone', 'down');
    expect(screen.getByTestId('spot-last-price')).toHaveTextContent('95,005.00');

    // The other book's messages are not this screen's.
    sockets.push({
      type: 'trades',
      code: 'BTCUSDT',
      book: 'real',
      trades: [trade({ id: 99, price: '1', time: 1_800_000_000_000 })],
    });
    expect(prices()[0]).toBe('95,005.00');

    sockets.push({
      type: 'trades',
      code: 'BTCUSDT',
      book: 'demo',
      trades: Array.from({ length: 60 }, (_, index) =>
        trade({ id: 100 + index, price: '95000', time: 1_700_000_010_000 + index }),
      ),
    });
    expect(prices()).toHaveLength(50);
  });

  it('the chart loads spot candles per interval and says when there are no trades yet', async () => {
    const fetch = stubFetch(ROUTES);
    renderSpot();
    expect(await screen.findByTestId('spot-chart-empty')).toHaveTextContent('No trades yet');
    const klines = () =>
      requests(fetch)
        .map((request) => new URL(request.url))
        .filter((url) => url.pathname === `${ORDER}/getSpotKline`)
        .map((url) => url.searchParams.get('interval'));
    expect(klines()).toEqual(['1m']);
    await userEvent.click(screen.getByTestId('spot-interval-1h'));
    await waitFor(() => expect(klines()).toContain('1h'));
    expect(screen.getByTestId('spot-interval-1h')).toHaveAttribute('aria-pressed', 'true');
    expect(new URL(requests(fetch).at(-1)!.url).searchParams.get('limit')).toBe('300');
  });

  it('on a phone: Chart / Book / Trades tabs, and the forms with a Buy/Sell toggle', async () => {
    logIn();
    stubFetch({
      ...ROUTES,
      [`GET ${ORDER}/getSpotKline`]: ok([
        { time: 1, open: '1', high: '1', low: '1', close: '1', volume: '1' },
      ]),
    });
    renderSpot('mobile');
    const screenEl = await screen.findByTestId('spot-screen');
    expect(screenEl).toHaveAttribute('data-layout', 'mobile');
    expect(screen.getByTestId('spot-chart')).toBeInTheDocument();
    expect(screen.queryByTestId('order-book')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Book' }));
    expect(await screen.findByTestId('order-book')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Trades' }));
    expect(await screen.findByTestId('recent-trades')).toBeInTheDocument();

    expect(await screen.findByTestId('spot-form-buy')).toBeInTheDocument();
    expect(screen.queryByTestId('spot-form-sell')).toBeNull();
    await userEvent.click(screen.getByTestId('spot-side-sell'));
    expect(screen.getByTestId('spot-form-sell')).toBeInTheDocument();
    expect(screen.getByTestId('spot-side-sell')).toHaveAttribute('aria-pressed', 'true');
    expect(MARKET.code).toBe('BTCUSDT');
  });
});
