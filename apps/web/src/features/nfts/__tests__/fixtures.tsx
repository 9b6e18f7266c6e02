import { act, screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { MyNftItem, NftDetail, NftItem, NftList } from '../api/nfts-api';
import { DonationsPage } from '../pages/DonationsPage';
import { MyNftsPage } from '../pages/MyNftsPage';
import { NftDetailPage } from '../pages/NftDetailPage';
import { NftMarketPage } from '../pages/NftMarketPage';
import { ensureUiGroup } from '@/lib/i18n';
import type { Layout } from '@/lib/layout';
import { settingsStore } from '@/lib/settings-store';
import { renderRoutes, type FakeReply } from '@/test/render';
import { FakeSocket, stubWebSockets } from '@/test/sockets';
import { visibleText } from '@/test/text';
import { TEST_USER } from '@/test/users';

export const INDEX = '/swx/customer/index';
export const USER = '/swx/customer/user';
export const LIST = `GET ${INDEX}/listNft`;
export const DONATIONS = `GET ${INDEX}/listCharityDonation`;
export const MINE = `GET ${USER}/listNft`;
export const BID = `POST ${USER}/bidNft`;
export const BUY = `POST ${USER}/buyNft`;
export const detailRoute = (id: number) => `GET ${INDEX}/getNftById/${id}`;

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * The server's clock in these tests runs one hour AHEAD of this machine's: a countdown that used
 * the local clock instead of the server's would show an hour more than it should.
 */
export const SKEW = HOUR;
export const serverNow = () => Date.now() + SKEW;

/** Item 7: a live auction with a start price, a reserve and a buy-now price. */
export function item(overrides: Partial<NftItem> = {}): NftItem {
  const now = serverNow();
  return {
    id: 7,
    tokenId: '4821',
    chain: 'Ethereum',
    contractAddress: '0x5af0d9827e0c53e4799bb226655a1de152a425a5',
    creator: 'Mira Ode',
    title: 'Harbour Lights',
    artworkUrl: '/swx/customer/index/nftArtwork/7',
    saleType: 'both',
    status: 'live',
    asset: 'USDT',
    startPrice: '50',
    currentBid: '100',
    minimumNextBid: '105',
    bidCount: 3,
    hasReserve: true,
    reserveMet: false,
    buyNowPrice: '500',
    buyNowOpen: true,
    startsAt: now - DAY,
    endsAt: now + 2 * HOUR,
    soldPrice: null,
    soldAt: null,
    ...overrides,
  };
}

export function detail(overrides: Partial<NftDetail> = {}): NftDetail {
  const now = serverNow();
  return {
    ...item(),
    story: 'Painted for the harbour children’s school.\nEvery light is a pupil.',
    bids: [
      { bidder: 'a***9', amount: '100', at: now - HOUR, mine: false },
      { bidder: 'a***a', amount: '80', at: now - 2 * HOUR, mine: true },
      { bidder: 'k***2', amount: '50', at: now - 3 * HOUR, mine: false },
    ],
    youLead: false,
    rules: {
      minRaiseBp: 500,
      priceStep: '1',
      extendWindowSeconds: 300,
      extendBySeconds: 120,
    },
    serverTime: now,
    ...overrides,
  };
}

export const DONATION = { asset: 'USDT', total: '12345.67', held: '2345.67', paidOut: '10000' };

export function list(items: NftItem[], overrides: Partial<NftList> = {}): NftList {
  return {
    list: items,
    total: items.length,
    page: 1,
    size: 12,
    serverTime: serverNow(),
    donation: { ...DONATION, asset: 'USDT' },
    ...overrides,
  };
}

export function mine(overrides: Partial<MyNftItem> = {}): MyNftItem {
  return { ...item(), acquired: null, myBid: null, leading: false, ...overrides };
}

export function envelope(code: number, msg: string, result: unknown = null): FakeReply {
  return { status: code >= 20000 || code === 200 ? 200 : 400, body: { code, msg, result } };
}

export function ok(result: unknown): FakeReply {
  return envelope(200, 'Success', result);
}

export type Handler = FakeReply | ((request: Request) => FakeReply | Promise<FakeReply>);

/** fetch stubbed by "METHOD /path" (unknown calls answer 404 as the server does); handlers may be async. */
export function stubNftFetch(routes: Record<string, Handler>) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    const { pathname } = new URL(request.url);
    const handler = routes[`${request.method} ${pathname}`];
    const reply =
      typeof handler === 'function'
        ? await handler(request)
        : (handler ?? { status: 404, body: { code: 404, msg: 'Not found', result: null } });
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

/** The requests the stub saw to `route` ("METHOD /path"). */
export function calls(spy: ReturnType<typeof stubNftFetch>, route: string): Request[] {
  return spy.mock.calls
    .map(([input, init]) => new Request(new URL(String(input), 'http://localhost'), init))
    .filter((request) => `${request.method} ${new URL(request.url).pathname}` === route);
}

export async function bodyOf(request: Request): Promise<unknown> {
  return JSON.parse(await request.clone().text());
}

export function logIn(mode: 'demo' | 'real' = 'real') {
  settingsStore.setSession({ token: 'mrd_token', user: TEST_USER });
  settingsStore.setMode(mode);
}

/** Every WebSocket opened; `push` plays the server on the item's latest open stream. */
export function fakeSockets() {
  const sockets = stubWebSockets();
  const stream = () => {
    const socket = sockets
      .filter((entry) => entry.url.includes('/websocket/nft') && !entry.closed)
      .at(-1);
    if (!socket) throw new Error('no NFT stream is open');
    return socket;
  };
  return {
    sockets,
    stream,
    open() {
      const socket = stream();
      act(() => socket.onopen?.(new Event('open')));
    },
    push(message: unknown) {
      const socket = stream();
      act(() => socket.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) })));
    },
  };
}
export { FakeSocket };

export async function renderNfts(path: string, layout: Layout = 'desktop') {
  await ensureUiGroup('nfts');
  return renderRoutes(
    [
      { path: '/nfts', element: <NftMarketPage /> },
      { path: '/nfts/mine', element: <MyNftsPage /> },
      { path: '/nfts/donations', element: <DonationsPage /> },
      { path: '/nfts/:id', element: <NftDetailPage /> },
      { path: '/pass/login', element: <p>Log in page</p> },
      { path: '/profile/deposit', element: <p>Deposit page</p> },
    ],
    path,
    layout,
  );
}

export const text = (testId: string) => visibleText(screen.getByTestId(testId));
export const inputValue = (testId: string) =>
  (screen.getByTestId(testId) as HTMLInputElement).value;
