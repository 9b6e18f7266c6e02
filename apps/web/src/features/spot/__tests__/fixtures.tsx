import type {
  AssetInfo,
  Holdings,
  SpotDepth,
  SpotMarket,
  SpotOrderView,
  SpotTradeView,
  UserView,
} from '@meridian/contract';
import { act } from '@testing-library/react';
import { SpotPage } from '../pages/SpotPage';
import type { Layout } from '@/lib/layout';
import { settingsStore, type AccountMode } from '@/lib/settings-store';
import { ok, renderRoutes, type FakeRoutes } from '@/test/render';
import { stubWebSockets } from '@/test/sockets';
import { TEST_USER } from '@/test/users';

/** Test data, a signed-in session, a render helper and a hand-driven spot stream. */

export const ORDER = '/swx/customer/order';

export function depth(overrides: Partial<SpotDepth> = {}): SpotDepth {
  return {
    code: 'BTCUSDT',
    book: 'demo',
    // Best first: the lowest ask, the highest bid.
    asks: [
      { price: '95000', quantity: '0.5', orders: 2 },
      { price: '95010.5', quantity: '1.2', orders: 1 },
      { price: '95020', quantity: '0.3', orders: 1 },
    ],
    bids: [
      { price: '94990', quantity: '0.4', orders: 1 },
      { price: '94980', quantity: '1', orders: 3 },
    ],
    seq: 10,
    time: 1_700_000_000_000,
    ...overrides,
  };
}

export function trade(
  overrides: Partial<SpotTradeView> & Pick<SpotTradeView, 'id'>,
): SpotTradeView {
  return { price: '94995', quantity: '0.01', side: 'buy', time: 1_700_000_000_000, ...overrides };
}

export const MARKET: SpotMarket = {
  code: 'BTCUSDT',
  id: 1,
  book: 'demo',
  base: 'BTC',
  quote: 'USDT',
  tickSize: '0.01',
  lotSize: '0.0001',
  makerFeeBp: 8,
  takerFeeBp: 10,
  referencePrice: '94995.5',
  lastPrice: '94995',
  depth: depth(),
  trades: [
    trade({ id: 2, price: '94995', side: 'buy', time: 1_700_000_001_000 }),
    trade({ id: 1, price: '94990', side: 'sell', time: 1_700_000_000_000 }),
  ],
};

function holding(asset: 'USDT' | 'BTC' | 'ETH', available: string, frozen = '0') {
  return { asset, available, frozen, held: available, valueUsdt: null };
}

export const ASSETS: AssetInfo = {
  code: 'BTCUSDT',
  book: 'demo',
  base: holding('BTC', '0.50015'),
  quote: holding('USDT', '10000'),
};

export const HOLDINGS: Holdings = {
  book: 'demo',
  totalUsdt: '57497.75',
  list: [
    { asset: 'USDT', available: '9000', frozen: '1000', held: '10000', valueUsdt: '10000' },
    { asset: 'BTC', available: '0.4', frozen: '0.1', held: '0.5', valueUsdt: '47497.75' },
  ],
};

export const PAIRS = [
  { code: 'BTCUSDT', id: 1, base: 'BTC', quote: 'USDT' },
  { code: 'ETHUSDT', id: 2, base: 'ETH', quote: 'USDT' },
];

export function spotOrder(overrides: Partial<SpotOrderView> = {}): SpotOrderView {
  return {
    id: 41,
    orderNo: 'B000041',
    book: 'demo',
    code: 'BTCUSDT',
    base: 'BTC',
    quote: 'USDT',
    side: 'buy',
    type: 'limit',
    timeInForce: 'GTC',
    postOnly: false,
    status: 'open',
    price: '94000',
    quantity: '0.01',
    total: null,
    filledQuantity: '0',
    turnover: '0',
    averagePrice: null,
    fee: '0',
    frozen: '940.94',
    cancelReason: null,
    createdAt: 1_700_000_000_000,
    doneAt: null,
    ...overrides,
  };
}

export function list<T>(items: T[], total = items.length) {
  return { list: items, total };
}

/** The calls a spot screen makes, answered with the data above. */
export const ROUTES: FakeRoutes = {
  [`GET ${ORDER}/listSpotPairs`]: ok(PAIRS),
  [`GET ${ORDER}/getSpotMarket`]: ok(MARKET),
  [`GET ${ORDER}/getSpotKline`]: ok([]),
  [`GET ${ORDER}/getAssestInfo/1`]: ok(ASSETS),
  [`GET ${ORDER}/listBbOrder`]: ok(list([])),
};

export function logIn(mode: AccountMode = 'demo') {
  settingsStore.setSession({ token: 'mrd_token', user: TEST_USER as UserView });
  settingsStore.setMode(mode);
}

/** The spot page of BTCUSDT inside the app's providers (no shell). */
export function renderSpot(layout: Layout = 'desktop') {
  return renderRoutes(
    [{ path: '*', element: <SpotPage code="BTCUSDT" /> }],
    '/cruuency?code=BTCUSDT&type=spot',
    layout,
  );
}

/**
 * Replaces WebSocket with a fake that records every socket; `push` delivers a JSON message on
 * the latest open spot stream.
 */
export function fakeSockets() {
  const sockets = stubWebSockets();
  const spot = () => {
    const socket = sockets
      .filter((item) => item.url.includes('/websocket/spot') && !item.closed)
      .at(-1);
    if (!socket) throw new Error('no spot stream is open');
    return socket;
  };
  return {
    sockets,
    spot,
    push(message: unknown) {
      const socket = spot();
      act(() => socket.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) })));
    },
  };
}
