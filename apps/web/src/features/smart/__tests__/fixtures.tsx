import type { SmartPlan, SmartPlanDetail, SmartProduct, SmartProducts } from '../api/smart-api';
import { SmartPage } from '../pages/SmartPage';
import { ensureUiGroup } from '@/lib/i18n';
import type { Layout } from '@/lib/layout';
import { settingsStore, type AccountMode } from '@/lib/settings-store';
import { ok, renderRoutes, requests, type stubFetch } from '@/test/render';
import { TEST_USER } from '@/test/users';

export const ORDER = '/swx/customer/order';

export function logIn(mode: AccountMode = 'real') {
  settingsStore.setSession({ token: 'mrd_token', user: TEST_USER });
  settingsStore.setMode(mode);
}

/** /trading inside the app's providers (no shell), with the smart strings loaded. */
export async function renderSmart(path = '/trading', layout: Layout = 'desktop') {
  await ensureUiGroup('smart');
  return renderRoutes(
    [
      { path: '/trading', element: <SmartPage /> },
      { path: '*', element: <p>Another page</p> },
    ],
    path,
    layout,
  );
}

/** The calls a fetch spy saw to `name` (the last path segment, or the one before an id). */
export function calls(spy: ReturnType<typeof stubFetch>, name: string): Request[] {
  return requests(spy).filter((request) => new URL(request.url).pathname.includes(`/${name}`));
}

export const TREND: SmartProduct = {
  code: 'eth-trend',
  instrument: { code: 'ETHUSDT', name: 'Ethereum' },
  strategy: 'trend',
  rules: {
    family: 'trend',
    parameters: { average: 'ema', fastPeriod: 12, slowPeriod: 48, buyFractionBp: 10000 },
    orderReasons: ['trend.goldenCross', 'trend.deathCross'],
  },
  timeframes: [1, 3, 7],
  minInvestment: '100',
  maxInvestment: '50000',
  profitShareBp: 2000,
  earlyExitDamagesBp: 500,
  ranges: [
    {
      days: 1,
      status: 'published',
      computedAt: '2026-11-26T10:00:00.000Z',
      costs: { spreadBp: 4, commissionBp: 10, slippageBp: 5 },
      figures: {
        p5DailyYieldPercent: '-1.2500',
        p50DailyYieldPercent: '0.0512',
        p95DailyYieldPercent: '1.6690',
        medianMaxDrawdownPercent: '1.6000',
        maxMaxDrawdownPercent: '5.0100',
        losingSharePercent: '49.0000',
        tradesPerDay: '8.7',
        windows: 200,
        candleInterval: '1m',
        historyFrom: '2026-10-27T00:00:00.000Z',
        historyTo: '2026-11-26T00:00:00.000Z',
        equityCurve: ['1', '0.99', '1.01', '1.0005'],
      },
      pastPerformanceNotAPromise: true,
    },
    {
      days: 3,
      status: 'noHistory',
      computedAt: null,
      costs: null,
      figures: null,
      pastPerformanceNotAPromise: true,
    },
    {
      days: 7,
      status: 'pending',
      computedAt: null,
      costs: null,
      figures: null,
      pastPerformanceNotAPromise: true,
    },
  ],
};

export const PRODUCTS: SmartProducts = { pastPerformanceNotAPromise: true, products: [TREND] };

export const PLAN: SmartPlan = {
  id: 41,
  orderNo: 'S000041',
  status: 'running',
  product: {
    code: 'eth-trend',
    strategy: 'trend',
    instrument: { code: 'ETHUSDT', name: 'Ethereum' },
  },
  days: 3,
  amount: '1000',
  startTime: Date.UTC(2026, 10, 26, 9),
  endTime: Date.UTC(2026, 10, 29, 9),
  nextEarningsTime: Date.now() + 2 * 3_600_000 + 5 * 60_000,
  runDays: 0,
  settledDays: 0,
  candleInterval: '1m',
  holdings: { cash: '400', quantity: '0.2' },
  costs: { spreadBp: 0, commissionBp: 0, slippageBp: 0 },
  value: '1000',
  valueTime: Date.UTC(2026, 10, 26, 10),
  totalRevenue: '0',
  todayEarnings: '0',
  todayPaid: '0',
  platformShareTotal: '0',
  earningsStatus: 'earning',
  profitShareBp: 2000,
  earlyExitDamagesBp: 500,
  earlyExitDamages: '50',
  returned: null,
  endedAt: null,
  tradeCount: 1,
};

export const DETAIL: SmartPlanDetail = {
  plan: PLAN,
  trades: [
    {
      id: 5,
      time: Date.UTC(2026, 10, 26, 9, 30),
      side: 'buy',
      referencePrice: '3000.00',
      price: '3001.234567891',
      quantity: '0.199917736012345678',
      quote: '600',
      commission: '0.600246913',
      reason: 'trend.goldenCross',
    },
  ],
  settlements: [
    {
      day: 1,
      time: Date.UTC(2026, 10, 27, 9),
      value: '1012.5',
      change: '12.5',
      userPaid: '10',
      platformShare: '2.5',
    },
  ],
  equityCurve: [
    [Date.UTC(2026, 10, 26, 9), '1000'],
    [Date.UTC(2026, 10, 26, 10), '1000'],
  ],
};

export { ok };
