import type {
  Exchange,
  ExchangeQuote,
  MarginOrderView,
  OptionOrderView,
  SpotOrderView,
  StatementLine,
  UserView,
} from '@meridian/contract';
import type { BookBalances } from '../api/wallet-api';
import { settingsStore, type AccountMode } from '@/lib/settings-store';
import { requests, type stubFetch } from '@/test/render';
import { stubWebSockets } from '@/test/sockets';
import { TEST_USER } from '@/test/users';

/** Test data, a signed-in session and request helpers for the wallet pages. */

export const USER = '/swx/customer/user';
export const ORDER = '/swx/customer/order';
const TIME = 1_767_225_600_000; // 2026-01-01T00:00:00Z

export function logIn(mode: AccountMode = 'demo') {
  settingsStore.markOnboardingShown();
  settingsStore.setSession({ token: 'mrd_token', user: TEST_USER as UserView });
  settingsStore.setMode(mode);
}

/** No live sockets in jsdom: the user channel and price stream open fakes. */
export function quietSockets() {
  settingsStore.markOnboardingShown();
  stubWebSockets();
}

export const BALANCES: BookBalances[] = [
  {
    book: 'real',
    totalUsdt: '350.5',
    balances: [
      { asset: 'USDT', available: '250.5', frozen: '0', total: '250.5', usdtValue: '250.5' },
      { asset: 'EUR', available: '100', frozen: '0', total: '100', usdtValue: null },
    ],
  },
  {
    book: 'demo',
    totalUsdt: '57497.75',
    balances: [
      { asset: 'USDT', available: '9000', frozen: '1000', total: '10000', usdtValue: '10000' },
      { asset: 'BTC', available: '0.4', frozen: '0.1', total: '0.5', usdtValue: '47497.75' },
    ],
  },
];

export function quote(overrides: Partial<ExchangeQuote> = {}): ExchangeQuote {
  return {
    from: 'USDT',
    to: 'BTC',
    midRate: '0.00001055',
    rate: '0.0000105',
    spreadBp: 50,
    toAmount: null,
    available: '1000',
    priceAt: TIME + 45_296_000, // 12:34:56 UTC
    ...overrides,
  };
}

export function exchange(overrides: Partial<Exchange> = {}): Exchange {
  return {
    id: 5,
    book: 'demo',
    from: 'USDT',
    to: 'BTC',
    fromAmount: '100',
    toAmount: '0.00105',
    rate: '0.0000105',
    midRate: '0.00001055',
    spreadBp: 50,
    createdAt: TIME,
    ...overrides,
  };
}

export function line(overrides: Partial<StatementLine> = {}): StatementLine {
  return {
    entryId: 1,
    time: TIME,
    reason: 'deposit',
    refType: 'deposit',
    refId: '12',
    asset: 'USDT',
    availableChange: '1000',
    frozenChange: '0',
    availableAfter: '1000',
    frozenAfter: '0',
    ...overrides,
  };
}

export function marginOrder(overrides: Partial<MarginOrderView> = {}): MarginOrderView {
  return {
    id: 7,
    orderNo: 'U000007',
    code: 'BTCUSDT',
    instrumentId: 1,
    side: 'long',
    type: 'market',
    status: 'open',
    lots: '0.1',
    lotSize: '1',
    leverage: 2,
    limitPrice: null,
    openPrice: '95047.5',
    closePrice: null,
    stopLoss: null,
    takeProfit: null,
    margin: '4752.375',
    fee: '4.752375',
    profit: '-9.5',
    absorbedLoss: '0',
    markPrice: '94952.5',
    closeReason: null,
    createdAt: TIME,
    openedAt: TIME,
    closedAt: null,
    ...overrides,
  };
}

export function optionOrder(overrides: Partial<OptionOrderView> = {}): OptionOrderView {
  return {
    id: 31,
    orderNo: 'O000031',
    code: 'ETHUSDT',
    instrumentId: 2,
    direction: 'up',
    timeframe: 60,
    payoutPercent: 82,
    stake: '10',
    strikePrice: '3500',
    strikeAt: TIME,
    expiresAt: TIME + 60_000,
    status: 'won',
    settlePrice: '3510',
    settleTickAt: TIME + 60_000,
    returned: '18.2',
    profit: '8.2',
    createdAt: TIME,
    settledAt: TIME + 60_000,
    ...overrides,
  };
}

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
    createdAt: TIME,
    doneAt: null,
    ...overrides,
  };
}

export function list<T>(items: T[], total = items.length) {
  return { list: items, total };
}

/** The URLs of the requests to `path` (the pathname's end), in order. */
export function calls(fetch: ReturnType<typeof stubFetch>, path: string): URL[] {
  return requests(fetch)
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname.endsWith(path));
}

/** The query of a URL as a plain object. */
export function queryOf(url: URL): Record<string, string> {
  return Object.fromEntries(url.searchParams);
}
