import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StaffRole } from '../api/admin-api';
import type { AdminCharityPayoutList, AdminNftItem, AdminNftList } from '../api/nfts-api';
import {
  ADMIN,
  bodyOf,
  fail,
  renderAdmin,
  serveAdmin,
  signedIn,
  staff,
  STAFF_TOKEN,
} from './fixtures';
import { ok, requests, type FakeRoutes } from '@/test/render';
import { visibleText } from '@/test/text';

beforeEach(() => {
  signedIn();
});

function calls(fetch: ReturnType<typeof serveAdmin>, method: string, path: string) {
  return requests(fetch).filter((r) => r.method === method && new URL(r.url).pathname === path);
}

// The charity NFT market (issue 16): three items — one live with bids (money frozen for bob),
// one upcoming nobody has bid on (the only one that may be cancelled), one sold.

function nftItem(overrides: Partial<AdminNftItem>): AdminNftItem {
  return {
    id: 1,
    tokenId: '4711',
    chain: 'Ethereum',
    contractAddress: '0x5f3c0ffee0000000000000000000000000000001',
    creator: 'Mira Sol',
    title: 'Harbour at dawn',
    artworkUrl: '/swx/customer/index/nftArtwork/1',
    saleType: 'auction',
    status: 'live',
    asset: 'USDT',
    startPrice: '100',
    currentBid: '150.5',
    minimumNextBid: '158.03',
    bidCount: 3,
    hasReserve: true,
    reserveMet: false,
    buyNowPrice: null,
    buyNowOpen: false,
    startsAt: 1_764_000_000_000,
    endsAt: 1_764_600_000_000,
    soldPrice: null,
    soldAt: null,
    reservePrice: '500',
    priceStep: '1',
    titles: { en: 'Harbour at dawn' },
    highestBidder: { userId: '0b7d3f5e-1c2a-4b8e-9f00-0000000000bb', username: 'bob' },
    frozen: '150.5',
    owner: null,
    settlementEntryId: null,
    closedAt: null,
    createdBy: 'content-1',
    createdAt: 1_763_900_000_000,
    ...overrides,
  };
}

const LIVE = nftItem({});
const UPCOMING = nftItem({
  id: 2,
  title: 'Quiet orchard',
  artworkUrl: '/swx/customer/index/nftArtwork/2',
  saleType: 'buyNow',
  status: 'upcoming',
  startPrice: null,
  currentBid: null,
  minimumNextBid: null,
  bidCount: 0,
  hasReserve: false,
  reservePrice: null,
  buyNowPrice: '250',
  buyNowOpen: false,
  highestBidder: null,
  frozen: '0',
});
const SOLD = nftItem({
  id: 3,
  title: 'Night market',
  artworkUrl: '/swx/customer/index/nftArtwork/3',
  saleType: 'both',
  status: 'sold',
  currentBid: '320',
  bidCount: 5,
  reserveMet: true,
  reservePrice: '300',
  buyNowPrice: '900',
  highestBidder: null,
  frozen: '0',
  soldPrice: '320',
  soldAt: 1_764_600_000_000,
  owner: { userId: '0b7d3f5e-1c2a-4b8e-9f00-0000000000cc', username: 'carol' },
  settlementEntryId: 9001,
  closedAt: 1_764_600_000_000,
});

const NFT_LIST: AdminNftList = {
  list: [LIVE, UPCOMING, SOLD],
  total: 3,
  frozenTotal: '1234.56',
  serverTime: 1_764_100_000_000,
};

const PAYOUTS: AdminCharityPayoutList = {
  asset: 'USDT',
  total: '12500.75',
  held: '2500.25',
  paidOut: '10000.5',
  payouts: [
    {
      id: 7,
      amount: '10000.5',
      paidOn: '2026-10-01',
      reference: 'SEPA-2026-10-01-RED-CROSS',
      recordedAt: 1_759_400_000_000,
      recordedBy: 'compliance-1',
      entryId: 8123,
    },
  ],
};

function serveNfts(role: StaffRole, routes: FakeRoutes = {}) {
  return serveAdmin(staff(role), {
    [`GET ${ADMIN}/nfts`]: ok(NFT_LIST),
    [`GET ${ADMIN}/charityPayouts`]: ok(PAYOUTS),
    ...routes,
  });
}

describe('the NFT items', () => {
  it('lists the items with their sale, the money frozen and the frozen total', async () => {
    const fetch = serveNfts('content');
    renderAdmin('/admin/nfts');
    expect(await screen.findByRole('heading', { level: 1, name: 'NFT items' })).toBeInTheDocument();
    expect(visibleText(await screen.findByTestId('nft-frozen-total'))).toContain(
      'Frozen now, over every live item1,234.56 USDT',
    );

    const live = screen.getByTestId('nft-1');
    const text = visibleText(live);
    for (const value of [
      'Harbour at dawn',
      '#1 · by Mira Sol',
      'Auction',
      'Live',
      '150.5 USDT (3 bids)',
      'Reserve 500 USDT, not met',
      'bob',
    ])
      expect(text).toContain(value);
    expect(visibleText(screen.getByTestId('nft-frozen-1'))).toContain('150.5 USDT');
    expect(live.querySelector('img')).toHaveAttribute('src', '/swx/customer/index/nftArtwork/1');

    const upcoming = visibleText(screen.getByTestId('nft-2'));
    expect(upcoming).toContain('Upcoming');
    expect(upcoming).toContain('Buy now');
    expect(upcoming).toContain('250 USDT');

    const sold = visibleText(screen.getByTestId('nft-outcome-3'));
    expect(sold).toContain('Owner: carol');
    expect(sold).toContain('Sold for 320 USDT');
    expect(sold).toContain('Journal entry #9001');

    // Only the item nobody has bid on may be cancelled.
    expect(screen.getByTestId('nft-cancel-2')).toBeInTheDocument();
    expect(screen.queryByTestId('nft-cancel-1')).toBeNull();
    expect(screen.queryByTestId('nft-cancel-3')).toBeNull();
    expect(screen.getByRole('link', { name: 'New item' })).toHaveAttribute(
      'href',
      '/admin/nfts/new',
    );

    const [first] = calls(fetch, 'GET', `${ADMIN}/nfts`);
    expect(new URL(first!.url).searchParams.get('status')).toBe('all');
    expect(first!.headers.get('authorization')).toBe(`Bearer ${STAFF_TOKEN}`);

    // A filter is asked of the server.
    await userEvent.click(screen.getByRole('radio', { name: 'Ended' }));
    await waitFor(() =>
      expect(
        calls(fetch, 'GET', `${ADMIN}/nfts`).map((r) => new URL(r.url).searchParams.get('status')),
      ).toContain('ended'),
    );
  });

  it('cancels a sale only after a confirmation, and loads the list again', async () => {
    let cancelled = false;
    const fetch = serveNfts('content', {
      [`GET ${ADMIN}/nfts`]: () =>
        ok(
          cancelled
            ? { ...NFT_LIST, list: [LIVE, { ...UPCOMING, status: 'cancelled' }, SOLD] }
            : NFT_LIST,
        ),
      [`POST ${ADMIN}/nfts/2/cancel`]: () => {
        cancelled = true;
        return ok({ ...UPCOMING, status: 'cancelled' });
      },
    });
    renderAdmin('/admin/nfts');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Cancel sale: Quiet orchard' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this sale?' });
    expect(dialog).toHaveTextContent('“Quiet orchard” is withdrawn from the market.');
    expect(calls(fetch, 'POST', `${ADMIN}/nfts/2/cancel`)).toHaveLength(0);

    // "Keep it" closes without a call.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(fetch, 'POST', `${ADMIN}/nfts/2/cancel`)).toHaveLength(0);

    await userEvent.click(screen.getByTestId('nft-cancel-2'));
    const again = await screen.findByRole('dialog', { name: 'Cancel this sale?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Cancel the sale' }));
    await waitFor(() => expect(calls(fetch, 'POST', `${ADMIN}/nfts/2/cancel`)).toHaveLength(1));
    const [post] = calls(fetch, 'POST', `${ADMIN}/nfts/2/cancel`);
    expect(post!.headers.get('authorization')).toBe(`Bearer ${STAFF_TOKEN}`);
    expect(await screen.findByText('Sale cancelled')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByTestId('nft-cancel-2')).toBeNull());
    expect(visibleText(screen.getByTestId('nft-2'))).toContain('Cancelled');
  });

  it('a bid that came first (10020) is said in the dialog', async () => {
    serveNfts('admin', {
      [`POST ${ADMIN}/nfts/2/cancel`]: fail(
        400,
        10020,
        'This item has bids and can no longer be cancelled',
      ),
    });
    renderAdmin('/admin/nfts');
    await userEvent.click(await screen.findByTestId('nft-cancel-2'));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this sale?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the sale' }));
    expect(await within(dialog).findByTestId('nft-cancel-error')).toHaveTextContent(
      'This item has bids and can no longer be cancelled',
    );
  });

  it('compliance reads the list but has no "New item", no cancel, and no form', async () => {
    const fetch = serveNfts('compliance');
    renderAdmin('/admin/nfts');
    await screen.findByTestId('nft-1');
    expect(screen.queryByRole('link', { name: 'New item' })).toBeNull();
    expect(screen.queryByTestId('nft-cancel-2')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(calls(fetch, 'GET', `${ADMIN}/nfts`).length).toBeGreaterThan(0);
  });

  it('compliance cannot open the form', async () => {
    serveNfts('compliance');
    renderAdmin('/admin/nfts/new');
    expect(await screen.findByText('You do not have permission')).toBeInTheDocument();
    expect(screen.queryByTestId('nft-form')).toBeNull();
  });
});

describe('a new NFT item', () => {
  const field = (name: RegExp) => screen.getByRole('textbox', { name });
  /** The texts that describe a field (its help and its error). */
  const describedBy = (element: HTMLElement) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
      .join(' | ');
  const setTime = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });

  async function fillRequired() {
    await userEvent.type(field(/^Token id/), '4711');
    await userEvent.type(field(/^Contract address/), '0x5f3c0ffee0000000000000000000000000000001');
    await userEvent.type(field(/^Creator/), 'Mira Sol');
    await userEvent.type(field(/^Title \(English\)/), '  Harbour at dawn ');
    await userEvent.type(field(/^Story \(English\)/), 'Painted on the first morning of spring.');
    setTime(/^Bidding starts \(UTC\)/, '2026-12-01T12:00');
    setTime(/^Bidding ends \(UTC\)/, '2026-12-08T18:30');
  }

  it('refuses an item without an English title, story or a price, and sends nothing', async () => {
    const fetch = serveNfts('content');
    renderAdmin('/admin/nfts/new');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'New NFT item' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('nft-utc-note')).toHaveTextContent(
      'Enter the start and end in UTC (Coordinated Universal Time), not in your local time.',
    );
    expect((field(/^Chain/) as HTMLInputElement).value).toBe('Ethereum');
    expect((field(/^Price step/) as HTMLInputElement).value).toBe('1');

    await userEvent.click(screen.getByTestId('nft-review'));
    expect(await screen.findByText('Enter the token id: digits only')).toBeInTheDocument();
    expect(describedBy(field(/^Title \(English\)/))).toContain('Required');
    expect(describedBy(field(/^Story \(English\)/))).toContain('Required');
    expect(describedBy(field(/^Creator/))).toContain('Required');
    expect(describedBy(field(/^Chain/))).not.toContain('Required');
    expect(screen.getByText('Enter the start price of the auction')).toBeInTheDocument();
    expect(screen.getAllByText('Enter a date and time')).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();

    // Everything but a price: still refused, for the price the chosen sale needs.
    await fillRequired();
    await userEvent.click(screen.getByTestId('nft-review'));
    expect(await screen.findByText('Enter the start price of the auction')).toBeInTheDocument();
    expect(screen.queryByText('Required')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: /^Buy now/ }));
    expect(screen.queryByRole('textbox', { name: /^Start price/ })).toBeNull();
    await userEvent.click(screen.getByTestId('nft-review'));
    expect(await screen.findByText('Enter the buy-now price')).toBeInTheDocument();
    // A price with three decimals, and an end before the start.
    await userEvent.type(field(/^Buy-now price/), '12.345');
    setTime(/^Bidding ends \(UTC\)/, '2026-11-30T12:00');
    await userEvent.click(screen.getByTestId('nft-review'));
    expect(
      await screen.findByText('Enter a USDT amount above 0 with at most 2 decimals'),
    ).toBeInTheDocument();
    expect(screen.getByText('The end must be after the start')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls(fetch, 'POST', `${ADMIN}/nfts`)).toHaveLength(0);
  });

  it('creates an auction with buy now after a summary, with the body the contract takes', async () => {
    const fetch = serveNfts('content', {
      [`POST ${ADMIN}/nfts`]: ok(nftItem({ id: 4, status: 'upcoming' })),
    });
    const { router } = renderAdmin('/admin/nfts/new');
    await screen.findByTestId('nft-form');
    await fillRequired();
    await userEvent.click(screen.getByRole('radio', { name: /^Auction and buy now/ }));
    await userEvent.type(field(/^Start price/), '100');
    await userEvent.clear(field(/^Price step/));
    await userEvent.type(field(/^Price step/), '5');
    await userEvent.type(field(/^Reserve price/), '500');
    await userEvent.type(field(/^Buy-now price/), '900.5');
    // A Japanese title in the other languages' panel.
    await userEvent.click(screen.getByTestId('nft-other-languages'));
    await userEvent.type(
      await screen.findByRole('textbox', { name: /^Title \(日本語\)/ }),
      '夜明けの港',
    );

    await userEvent.click(screen.getByTestId('nft-review'));
    const dialog = await screen.findByRole('dialog', { name: 'Create this item?' });
    const summary = visibleText(within(dialog).getByTestId('nft-confirm-details'));
    for (const value of [
      'Token id4711',
      'Title (English)Harbour at dawn',
      'Other languages (optional)日本語',
      'How it is soldAuction and buy now',
      'Start price100 USDT',
      'Price step5 USDT',
      'Reserve price (optional)500 USDT',
      'Buy-now price900.5 USDT',
      'Bidding starts (UTC)Dec 1, 2026, 12:00 PM',
      'Bidding ends (UTC)Dec 8, 2026, 6:30 PM',
    ])
      expect(summary).toContain(value);
    expect(calls(fetch, 'POST', `${ADMIN}/nfts`)).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Create item' }));
    await waitFor(() => expect(calls(fetch, 'POST', `${ADMIN}/nfts`)).toHaveLength(1));
    const [post] = calls(fetch, 'POST', `${ADMIN}/nfts`);
    expect(post!.headers.get('authorization')).toBe(`Bearer ${STAFF_TOKEN}`);
    expect(await bodyOf(post!)).toEqual({
      tokenId: '4711',
      chain: 'Ethereum',
      contractAddress: '0x5f3c0ffee0000000000000000000000000000001',
      creator: 'Mira Sol',
      titles: { en: 'Harbour at dawn', ja: '夜明けの港' },
      stories: { en: 'Painted on the first morning of spring.' },
      startPrice: '100',
      priceStep: '5',
      reservePrice: '500',
      buyNowPrice: '900.5',
      startsAt: Date.UTC(2026, 11, 1, 12, 0),
      endsAt: Date.UTC(2026, 11, 8, 18, 30),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/nfts'));
    expect(await screen.findByText('“Harbour at dawn” created')).toBeInTheDocument();
  });

  it('a buy-now item sends no auction prices; the server’s refusal shows in the summary', async () => {
    const fetch = serveNfts('admin', {
      [`POST ${ADMIN}/nfts`]: fail(400, 400, 'The end must be within 90 days'),
    });
    const { router } = renderAdmin('/admin/nfts/new');
    await screen.findByTestId('nft-form');
    await fillRequired();
    await userEvent.type(field(/^Start price/), '100');
    await userEvent.click(screen.getByRole('radio', { name: /^Buy now/ }));
    await userEvent.type(field(/^Buy-now price/), '250');
    await userEvent.click(screen.getByTestId('nft-review'));
    const dialog = await screen.findByRole('dialog', { name: 'Create this item?' });
    expect(visibleText(within(dialog).getByTestId('nft-confirm-details'))).not.toContain(
      'Start price',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create item' }));
    expect(await within(dialog).findByTestId('nft-create-error')).toHaveTextContent(
      'The end must be within 90 days',
    );
    const [post] = calls(fetch, 'POST', `${ADMIN}/nfts`);
    expect(await bodyOf(post!)).toMatchObject({
      startPrice: null,
      priceStep: '1',
      reservePrice: null,
      buyNowPrice: '250',
    });
    expect(router.state.location.pathname).toBe('/admin/nfts/new');
  });
});

describe('the charity payouts', () => {
  it('shows the charity account from the ledger and every payout', async () => {
    const fetch = serveNfts('compliance');
    renderAdmin('/admin/charity-payouts');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Charity payouts' }),
    ).toBeInTheDocument();
    const summary = visibleText(await screen.findByTestId('charity-summary'));
    expect(summary).toContain('Donated in all12,500.75 USDT');
    expect(summary).toContain('Held in the charity account2,500.25 USDT');
    expect(summary).toContain('Paid out to the charity10,000.5 USDT');
    const row = visibleText(screen.getByTestId('payout-7'));
    for (const value of [
      'Oct 1, 2026',
      '10,000.5 USDT',
      'SEPA-2026-10-01-RED-CROSS',
      'compliance-1',
      '#8123',
    ])
      expect(row).toContain(value);
    const [get] = calls(fetch, 'GET', `${ADMIN}/charityPayouts`);
    expect(get!.headers.get('authorization')).toBe(`Bearer ${STAFF_TOKEN}`);
  });

  it('records a payout after a confirmation, with an Idempotency-Key', async () => {
    let recorded = false;
    const fetch = serveNfts('compliance', {
      [`GET ${ADMIN}/charityPayouts`]: () =>
        ok(recorded ? { ...PAYOUTS, held: '2000.25', paidOut: '10500.5' } : PAYOUTS),
      [`POST ${ADMIN}/charityPayouts`]: () => {
        recorded = true;
        return ok({
          id: 8,
          amount: '500',
          paidOn: '2026-11-20',
          reference: 'SEPA-2026-11-20',
          recordedAt: 1_764_200_000_000,
          recordedBy: 'compliance-1',
          entryId: 8200,
        });
      },
    });
    renderAdmin('/admin/charity-payouts');
    const amount = await screen.findByRole('textbox', { name: /^Amount/ });
    const reference = screen.getByRole('textbox', { name: /^Transfer reference/ });

    // More than the charity account holds, and too short a reference: refused here.
    await userEvent.type(amount, '2500.26');
    await userEvent.type(reference, 'ab');
    await userEvent.click(screen.getByTestId('payout-submit'));
    expect(visibleText(await screen.findByText(/^More than the charity account holds/))).toBe(
      'More than the charity account holds (2,500.25 USDT)',
    );
    expect(screen.getByText('Enter a reference of 3 to 200 characters')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.clear(amount);
    await userEvent.type(amount, '500');
    await userEvent.clear(reference);
    await userEvent.type(reference, ' SEPA-2026-11-20 ');
    fireEvent.change(screen.getByTestId('payout-paidOn'), { target: { value: '2026-11-20' } });
    await userEvent.click(screen.getByTestId('payout-submit'));
    const dialog = await screen.findByRole('dialog', { name: 'Record this payout?' });
    expect(visibleText(within(dialog).getByTestId('payout-confirm-text'))).toBe(
      'You record that 500 USDT was already sent to the charity on Nov 20, 2026 (reference SEPA-2026-11-20).',
    );
    expect(dialog).toHaveTextContent(
      'The amount is moved out of the charity account in the ledger and counted as paid out.',
    );
    expect(calls(fetch, 'POST', `${ADMIN}/charityPayouts`)).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payout' }));
    await waitFor(() => expect(calls(fetch, 'POST', `${ADMIN}/charityPayouts`)).toHaveLength(1));
    const [post] = calls(fetch, 'POST', `${ADMIN}/charityPayouts`);
    expect(post!.headers.get('authorization')).toBe(`Bearer ${STAFF_TOKEN}`);
    expect(post!.headers.get('idempotency-key')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(await bodyOf(post!)).toEqual({
      amount: '500',
      paidOn: '2026-11-20',
      reference: 'SEPA-2026-11-20',
    });
    expect(await screen.findByText('Payout recorded')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The figures are loaded again.
    await waitFor(() =>
      expect(visibleText(screen.getByTestId('charity-summary'))).toContain(
        'Held in the charity account2,000.25 USDT',
      ),
    );
  });

  it('says why the server refused (10092), and a new attempt is a new action', async () => {
    const fetch = serveNfts('admin', {
      [`POST ${ADMIN}/charityPayouts`]: fail(
        400,
        10092,
        'The charity account holds less than this amount',
      ),
    });
    renderAdmin('/admin/charity-payouts');
    await userEvent.type(await screen.findByRole('textbox', { name: /^Amount/ }), '100');
    await userEvent.type(
      screen.getByRole('textbox', { name: /^Transfer reference/ }),
      'SEPA-2026-11-21',
    );
    await userEvent.click(screen.getByTestId('payout-submit'));
    let dialog = await screen.findByRole('dialog', { name: 'Record this payout?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payout' }));
    expect(await within(dialog).findByTestId('payout-error')).toHaveTextContent(
      'The charity account holds less than this amount',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByTestId('payout-submit'));
    dialog = await screen.findByRole('dialog', { name: 'Record this payout?' });
    expect(within(dialog).queryByTestId('payout-error')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payout' }));
    await waitFor(() => expect(calls(fetch, 'POST', `${ADMIN}/charityPayouts`)).toHaveLength(2));
    const [first, second] = calls(fetch, 'POST', `${ADMIN}/charityPayouts`).map((r) =>
      r.headers.get('idempotency-key'),
    );
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
  });

  it('is not for content: no navigation entry, and the page says no permission', async () => {
    const fetch = serveNfts('content');
    renderAdmin('/admin/charity-payouts');
    expect(await screen.findByText('You do not have permission')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'NFT items' })).toHaveAttribute(
      'href',
      '/admin/nfts',
    );
    expect(within(nav).queryByRole('link', { name: 'Charity payouts' })).toBeNull();
    expect(calls(fetch, 'GET', `${ADMIN}/charityPayouts`)).toHaveLength(0);
  });

  it('compliance has both entries in the navigation', async () => {
    serveNfts('compliance');
    renderAdmin('/admin/charity-payouts');
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(await within(nav).findByRole('link', { name: 'Charity payouts' })).toHaveAttribute(
      'href',
      '/admin/charity-payouts',
    );
    expect(within(nav).getByRole('link', { name: 'NFT items' })).toBeInTheDocument();
  });
});
