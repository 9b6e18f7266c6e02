import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  calls,
  DAY,
  HOUR,
  item,
  list,
  LIST,
  ok,
  renderNfts,
  serverNow,
  stubNftFetch,
  text,
} from './fixtures';
import { settingsStore } from '@/lib/settings-store';
import { visibleText } from '@/test/text';

beforeEach(() => settingsStore.markOnboardingShown());
afterEach(() => {
  settingsStore.clearSession();
  vi.restoreAllMocks();
});

const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

describe('/nfts: the charity NFT market', () => {
  it('shows the donation so far, the custody note and a card per item counting down by the server’s clock', async () => {
    const now = serverNow();
    const spy = stubNftFetch({
      [LIST]: ok(
        list([
          item({ id: 7, endsAt: now + 2 * HOUR }),
          item({
            id: 8,
            title: 'Quiet Field',
            creator: 'Ana Ruiz',
            chain: 'Polygon',
            saleType: 'buyNow',
            startPrice: null,
            currentBid: null,
            minimumNextBid: null,
            bidCount: 0,
            buyNowPrice: '250.5',
            endsAt: now + 2 * DAY + 30 * 60_000,
          }),
          item({
            id: 9,
            title: 'Early Birds',
            status: 'upcoming',
            currentBid: null,
            bidCount: 0,
            buyNowOpen: false,
            startsAt: now + 3 * HOUR,
            endsAt: now + 5 * DAY,
          }),
        ]),
      ),
    });
    await renderNfts('/nfts');
    await screen.findByTestId('nft-grid');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Charity NFTs');
    expect(text('nft-donation-total')).toBe('12,345.67 USDT');
    expect(text('nft-donation-held')).toBe('2,345.67 USDT');
    expect(text('nft-donation-paidOut')).toBe('10,000.00 USDT');
    expect(screen.getByTestId('nft-donation-link')).toHaveAttribute('href', '/nfts/donations');
    expect(text('nft-custody')).toBe(
      'Items are records held by Meridian, not tokens minted on a chain by us; the chain, contract and token id name the artwork they stand for. All proceeds go to the charity.',
    );

    const card = screen.getByTestId('nft-card-7');
    expect(within(card).getByRole('img')).toHaveAttribute(
      'src',
      '/swx/customer/index/nftArtwork/7',
    );
    expect(text('nft-card-7-status')).toBe('Live');
    expect(text('nft-card-7-creator')).toBe('by Mira Ode');
    expect(visibleText(card)).toContain('Ethereum');
    expect(text('nft-card-7-price')).toBe('100.00 USDT');
    expect(visibleText(card)).toContain('Current bid');
    expect(text('nft-card-7-buyNow')).toBe('500.00 USDT');
    // Two hours by the server's clock; this machine's clock is an hour behind (it would say 3:00:00).
    expect(text('nft-card-7-countdown')).toMatch(/^(2:00:00|1:59:5\d)$/);
    expect(screen.getByTestId('nft-card-7-open')).toHaveAttribute('href', '/nfts/7');

    expect(text('nft-card-8-buyNow')).toBe('250.50 USDT');
    expect(screen.queryByTestId('nft-card-8-price')).toBeNull();
    expect(text('nft-card-8-countdown')).toMatch(/^2 days (00:30:00|00:29:5\d)$/);

    expect(text('nft-card-9-status')).toBe('Upcoming');
    expect(visibleText(screen.getByTestId('nft-card-9'))).toContain('Starts in');
    expect(text('nft-card-9-price')).toBe('50.00 USDT');
    expect(visibleText(screen.getByTestId('nft-card-9'))).toContain('Starting price');
    expect(text('nft-card-9-countdown')).toMatch(/^(3:00:00|2:59:5\d)$/);
    expect(screen.queryByTestId('nft-card-9-buyNow')).toBeNull();

    const [asked] = calls(spy, LIST);
    expect(query(asked!)).toEqual({ filter: 'live', page: '1', size: '12' });
  });

  it('counts down each second', async () => {
    stubNftFetch({ [LIST]: ok(list([item({ endsAt: serverNow() + 10_000 })])) });
    await renderNfts('/nfts');
    await screen.findByTestId('nft-card-7-countdown');
    const first = text('nft-card-7-countdown');
    expect(first).toMatch(/^00:(10|09)$/);
    await waitFor(() => expect(text('nft-card-7-countdown')).not.toBe(first), { timeout: 3_000 });
  });

  it('switches tabs and searches through the address, from page 1', async () => {
    const spy = stubNftFetch({ [LIST]: ok(list([item()])) });
    const { router } = await renderNfts('/nfts?page=2');
    await screen.findByTestId('nft-grid');
    expect(query(calls(spy, LIST)[0]!)).toMatchObject({ filter: 'live', page: '2' });

    await userEvent.click(screen.getByRole('tab', { name: 'Buy now' }));
    await waitFor(() => expect(router.state.location.search).toBe('?filter=buyNow'));
    await waitFor(() =>
      expect(query(calls(spy, LIST).at(-1)!)).toMatchObject({ filter: 'buyNow', page: '1' }),
    );

    await userEvent.type(screen.getByTestId('nft-search'), 'harbour');
    await waitFor(() =>
      expect(query(calls(spy, LIST).at(-1)!)).toEqual({
        filter: 'buyNow',
        q: 'harbour',
        page: '1',
        size: '12',
      }),
    );
    expect(router.state.location.search).toBe('?filter=buyNow&q=harbour');
    // The debounce sent one search, not one per keystroke.
    expect(calls(spy, LIST).filter((request) => query(request).q !== undefined)).toHaveLength(1);
  });

  it('pages through the list', async () => {
    const spy = stubNftFetch({
      [LIST]: (request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return ok(list([item({ id: page * 100, title: `Page ${page}` })], { total: 30, page }));
      },
    });
    const { router } = await renderNfts('/nfts');
    await screen.findByTestId('nft-card-100');
    expect(text('nft-pager-status')).toBe('Page 1 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByTestId('nft-card-200');
    expect(router.state.location.search).toBe('?page=2');
    expect(text('nft-pager-status')).toBe('Page 2 of 3');
    expect(query(calls(spy, LIST).at(-1)!)).toMatchObject({ page: '2' });
  });

  it('ended items: the price paid, or the highest bid of an auction that did not sell; no countdown', async () => {
    const now = serverNow();
    const spy = stubNftFetch({
      [LIST]: ok(
        list([
          item({
            id: 1,
            status: 'sold',
            soldPrice: '777',
            soldAt: now - HOUR,
            buyNowOpen: false,
            endsAt: now - HOUR,
          }),
          item({ id: 2, status: 'unsold', currentBid: '90', buyNowOpen: false, endsAt: now - DAY }),
        ]),
      ),
    });
    await renderNfts('/nfts?filter=ended', 'mobile');
    await screen.findByTestId('nft-grid');
    expect(query(calls(spy, LIST)[0]!)).toMatchObject({ filter: 'ended' });
    expect(screen.getByRole('tab', { name: 'Ended' })).toHaveAttribute('aria-selected', 'true');
    expect(text('nft-card-1-status')).toBe('Sold');
    expect(text('nft-card-1-price')).toBe('777.00 USDT');
    expect(visibleText(screen.getByTestId('nft-card-1'))).toContain('Sold for');
    expect(text('nft-card-2-status')).toBe('Not sold');
    expect(visibleText(screen.getByTestId('nft-card-2'))).toContain('Highest bid');
    expect(screen.queryByTestId('nft-card-1-countdown')).toBeNull();
    expect(screen.queryByTestId('nft-card-2-buyNow')).toBeNull();
  });

  it('says so when a tab or a search finds nothing', async () => {
    stubNftFetch({ [LIST]: ok(list([])) });
    await renderNfts('/nfts?filter=upcoming');
    expect(await screen.findByTestId('nft-list-empty')).toHaveTextContent(
      'No auctions are scheduled yet',
    );
    // The donation still shows.
    expect(text('nft-donation-total')).toBe('12,345.67 USDT');
    await userEvent.type(screen.getByTestId('nft-search'), 'zebra');
    await waitFor(() =>
      expect(screen.getByTestId('nft-list-empty')).toHaveTextContent('Nothing matches “zebra”'),
    );
  });

  it('a failed load says so and tries again', async () => {
    let fail = true;
    stubNftFetch({
      [LIST]: () =>
        fail
          ? { status: 500, body: { code: 500, msg: 'Server error', result: null } }
          : ok(list([item()])),
    });
    await renderNfts('/nfts', 'mobile');
    expect(await screen.findByText('The items could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Server error')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('nft-card-7')).toBeInTheDocument();
  });
});
