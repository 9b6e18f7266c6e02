import { formatAmount } from '@meridian/domain';
import { registerByEmail, type RegisteredUser } from '../helpers/accounts.js';
import { fund } from '../helpers/ledger-fixtures.js';
import { signInStaff, type SignedInStaff } from '../helpers/staff.js';
import type { TestServer } from '../helpers/test-server.js';
import { balance } from '../helpers/trading.js';
import { staffCall, userCall } from '../funds/helpers.js';

export const MINUTE_MS = 60_000;

/** Moves the test clock to `ms` (never backwards). */
export function setClock(server: TestServer, ms: number): void {
  const now = server.time.clock().getTime();
  if (ms < now) throw new Error('the test clock only moves forward');
  server.time.advance(ms - now);
}

/** A user with real USDT to bid with. */
export async function bidder(server: TestServer, usdt = '1000'): Promise<RegisteredUser> {
  const user = await registerByEmail(server);
  await fund(server.deps.db, user.userId, 'real', 'USDT', usdt);
  return user;
}

export const contentStaff = (server: TestServer) => signInStaff(server, 'content');

let token = 1000;
/** Lists an item as the back office does; by default an auction from now for an hour. */
export async function listItem(
  server: TestServer,
  staff: SignedInStaff,
  overrides: Partial<{
    startPrice: string | null;
    priceStep: string;
    reservePrice: string | null;
    buyNowPrice: string | null;
    startsAt: number;
    endsAt: number;
    title: string;
  }> = {},
) {
  const now = server.time.clock().getTime();
  token += 1;
  const reply = await staffCall(server, staff.token, 'POST', 'nfts', {
    tokenId: String(token),
    chain: 'Ethereum',
    contractAddress: '0x8f3c6a1e0d2b4c5a9e7f1d3b5a7c9e1f2d4b6a8c',
    creator: 'Studio Lumen',
    titles: { en: overrides.title ?? `Lantern ${token}`, de: `Laterne ${token}` },
    stories: { en: 'Painted by children of the hospital art class.' },
    startPrice: overrides.startPrice === undefined ? '100' : overrides.startPrice,
    priceStep: overrides.priceStep ?? '1',
    reservePrice: overrides.reservePrice ?? null,
    buyNowPrice: overrides.buyNowPrice ?? null,
    startsAt: overrides.startsAt ?? now,
    endsAt: overrides.endsAt ?? now + 60 * MINUTE_MS,
  });
  if (reply.code !== 200) throw new Error(`listing failed: ${JSON.stringify(reply)}`);
  return reply.result as { id: number; endsAt: number };
}

export const bid = (
  server: TestServer,
  user: RegisteredUser,
  id: number,
  amount: string,
  key?: string,
) =>
  userCall(
    server,
    user.token,
    'POST',
    'bidNft',
    { id, amount },
    { key: key ?? `bid-${Math.random().toString(36).slice(2)}` },
  );

export const buy = (server: TestServer, user: RegisteredUser, id: number, price: string) =>
  userCall(
    server,
    user.token,
    'POST',
    'buyNft',
    { id, price },
    { key: `buy-${Math.random().toString(36).slice(2)}` },
  );

export async function publicCall(
  server: TestServer,
  path: string,
  query?: Record<string, string>,
  token?: string,
) {
  const response = await server.call({
    method: 'GET',
    url: `/swx/customer/index/${path}`,
    query,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { ...response.body, status: response.status };
}

/** Real USDT as [available, frozen] ("900", "100"). */
export async function usdtOf(server: TestServer, userId: string): Promise<[string, string]> {
  const b = await balance(server, userId, 'USDT', 'real');
  return [formatAmount(b.available), formatAmount(b.frozen)];
}

export { staffCall, userCall };
