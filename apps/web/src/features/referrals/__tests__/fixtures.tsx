import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { InviteInfo, Level, LevelList } from '../api/referrals-api';
import { InvitePage } from '../pages/InvitePage';
import { ensureUiGroup } from '@/lib/i18n';
import type { Layout } from '@/lib/layout';
import { settingsStore } from '@/lib/settings-store';
import { renderRoutes } from '@/test/render';
import { visibleText } from '@/test/text';
import { TEST_USER } from '@/test/users';

export const LEVELS = 'GET /swx/customer/index/listLevel';
export const INVITE = 'GET /swx/customer/user/getInviteInfo';
export const EXPORT = 'GET /swx/customer/user/exportInviteCommissions';

const DAY = 86_400_000;

/** Six levels as a server would list them (fees in bp after the discount, rounded down). */
export const LEVEL_ROWS: Level[] = [
  ['0', 0, 1000, '8', '10', '5'],
  ['10000', 1000, 1500, '7.2', '9', '4.5'],
  ['50000', 2000, 2000, '6.4', '8', '4'],
  ['250000', 3000, 2500, '5.6', '7', '3.5'],
  ['1000000', 4000, 3000, '4.8', '6', '3'],
  ['5000000', 5000, 3500, '4', '5', '2.5'],
].map(([minVolume, feeDiscountBp, referralShareBp, maker, taker, margin], level) => ({
  level,
  minVolume: minVolume as string,
  feeDiscountBp: feeDiscountBp as number,
  referralShareBp: referralShareBp as number,
  spotMakerFeeBp: maker as string,
  spotTakerFeeBp: taker as string,
  marginCommissionBp: margin as string,
}));

export function levelList(mine: LevelList['mine'] = null): LevelList {
  return { levels: LEVEL_ROWS, volumeWindowDays: 30, mine };
}

/** VIP 2 with 101,000 USDT traded: a quarter of the way (25.5 %) from 50,000 to 250,000. */
export const MINE_VIP2 = { level: 2, volume30d: '101000', nextLevel: 3, remaining: '149000' };

/** 30 UTC days ending 2026-11-30, oldest first; commissions on three of them. */
export function commissionDays(amounts: Record<string, string> = {}) {
  const end = Date.UTC(2026, 10, 30);
  return Array.from({ length: 30 }, (_, index) => {
    const day = new Date(end - (29 - index) * DAY).toISOString().slice(0, 10);
    return { day, amount: amounts[day] ?? '0' };
  });
}

export function inviteInfo(overrides: Partial<InviteInfo> = {}): InviteInfo {
  return {
    code: 'K7Q2MZP4',
    link: '/pass/register?invite=K7Q2MZP4',
    referralShareBp: 2000,
    friendCount: 3,
    friends: [
      { name: 'm***a', joinedAt: Date.UTC(2026, 10, 28, 9), tradedReal: true },
      { name: 'j***7', joinedAt: Date.UTC(2026, 10, 12, 18), tradedReal: false },
      { name: 'l***o', joinedAt: Date.UTC(2026, 9, 3, 7), tradedReal: true },
    ],
    commissionTotal: '12.3456',
    commissionByDay: commissionDays({
      '2026-11-03': '0.5',
      '2026-11-20': '4.0001',
      '2026-11-29': '2',
    }),
    ...overrides,
  };
}

export function ok(result: unknown) {
  return new Response(JSON.stringify({ code: 200, msg: 'Success', result }), {
    headers: { 'content-type': 'application/json' },
  });
}

export function refused(status: number, code: number, msg: string) {
  return new Response(JSON.stringify({ code, msg, result: null }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export type Handler = (request: Request) => Response | Promise<Response>;

/** fetch stubbed by "METHOD /path"; unknown calls answer 404 as the server does. */
export function stubReferralsFetch(routes: Record<string, Handler>) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    const handler = routes[`${request.method} ${new URL(request.url).pathname}`];
    return handler ? handler(request) : refused(404, 404, 'Not found');
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

/** The requests the stub saw to `route` ("METHOD /path"). */
export function calls(spy: ReturnType<typeof stubReferralsFetch>, route: string): Request[] {
  return spy.mock.calls
    .map(([input, init]) => new Request(new URL(String(input), 'http://localhost'), init))
    .filter((request) => `${request.method} ${new URL(request.url).pathname}` === route);
}

export function logIn(mode: 'demo' | 'real' = 'real') {
  settingsStore.setSession({ token: 'mrd_token', user: TEST_USER });
  settingsStore.setMode(mode);
}

export async function renderInvite(layout: Layout = 'desktop') {
  await ensureUiGroup('referrals');
  return renderRoutes(
    [
      { path: '/profile/invite', element: <InvitePage /> },
      { path: '/pass/login', element: <p>Log in page</p> },
      { path: '/pass/register', element: <p>Sign up page</p> },
    ],
    '/profile/invite',
    layout,
  );
}

export const text = (testId: string) => visibleText(screen.getByTestId(testId));
