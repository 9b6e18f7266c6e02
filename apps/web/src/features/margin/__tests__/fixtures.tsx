import type {
  MarginOrderView,
  OptionOrderView,
  ProfitTotal,
  TradingRules,
  UserView,
} from '@meridian/contract';
import type { ReactNode } from 'react';
import type { Layout } from '@/lib/layout';
import { settingsStore, type AccountMode } from '@/lib/settings-store';
import { renderRoutes } from '@/test/render';

export { connectLivePrices } from '@/test/live-prices';

/** Test data, a signed-in session, a render helper and the (shared) live-price socket. */

export const ORDER = '/swx/customer/order';

export const RULES: TradingRules = {
  margin: {
    code: 'BTCUSDT',
    base: 'BTC',
    lotSize: '1',
    minLots: '0.01',
    maxLots: '100',
    lotStep: '0.01',
    maxLeverage: 2,
    spreadBp: 10,
    commissionBp: 5,
    stopOutLevelPercent: 50,
    quote: 'USDT',
    tickSize: '0.01',
    bid: '94952.5',
    ask: '95047.5',
    tradingOpen: true,
  },
  options: {
    asset: 'USDT',
    timeframes: [
      { seconds: 30, payoutPercent: 80, minStake: '1', maxStake: '1000' },
      { seconds: 60, payoutPercent: 82, minStake: '1', maxStake: '2000' },
      { seconds: 300, payoutPercent: 88, minStake: '5', maxStake: '5000' },
    ],
  },
};

export const PROFIT_TOTAL: ProfitTotal = {
  balance: '100000',
  equity: '100000',
  usedMargin: '0',
  freeMargin: '100000',
  marginLevel: null,
  unrealisedProfit: '0',
  realisedProfit: '0',
  openPositions: 0,
  pendingOrders: 0,
  stopOutLevel: '50',
  smart: { runningPlans: 0, invested: '0', value: '0', totalRevenue: '0', todayEarnings: '0' },
};

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
    stopLoss: '94000',
    takeProfit: '97000',
    margin: '4752.375',
    fee: '4.752375',
    profit: '-9.5',
    absorbedLoss: '0',
    markPrice: '94952.5',
    closeReason: null,
    createdAt: 1_700_000_000_000,
    openedAt: 1_700_000_000_000,
    closedAt: null,
    ...overrides,
  };
}

export function optionOrder(overrides: Partial<OptionOrderView> = {}): OptionOrderView {
  const now = Date.now();
  return {
    id: 31,
    orderNo: 'O000031',
    code: 'BTCUSDT',
    instrumentId: 1,
    direction: 'up',
    timeframe: 30,
    payoutPercent: 80,
    stake: '10',
    strikePrice: '95000',
    strikeAt: now,
    expiresAt: now + 30_000,
    status: 'open',
    settlePrice: null,
    settleTickAt: null,
    returned: null,
    profit: null,
    createdAt: now,
    settledAt: null,
    ...overrides,
  };
}

export function list<T>(items: T[]) {
  return { list: items, total: items.length };
}

export function logIn(mode: AccountMode = 'demo') {
  settingsStore.setSession({
    token: 'mrd_token',
    user: { id: 'u1', username: 'ada', email: 'ada@example.test' } as UserView,
  });
  settingsStore.setMode(mode);
}

/** `ui` inside the app's providers and a router at `path` (no shell). */
export function renderUi(
  ui: ReactNode,
  layout: Layout = 'desktop',
  path = '/cruuency?code=BTCUSDT',
) {
  return renderRoutes([{ path: '*', element: ui }], path, layout);
}
