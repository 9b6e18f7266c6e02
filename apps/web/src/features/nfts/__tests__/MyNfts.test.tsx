import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  calls,
  DAY,
  HOUR,
  logIn,
  mine,
  MINE,
  ok,
  renderNfts,
  serverNow,
  stubNftFetch,
  text,
} from './fixtures';
import { settingsStore } from '@/lib/settings-store';

beforeEach(() => settingsStore.markOnboardingShown());
afterEach(() => {
  settingsStore.clearSession();
  vi.restoreAllMocks();
});

function myList(type: string) {
  const now = serverNow();
  if (type === 'owned')
    return {
      list: [
        mine({
          id: 3,
          title: 'Won Piece',
          status: 'sold',
          acquired: 'won',
          soldPrice: '321.5',
          soldAt: now - DAY,
          buyNowOpen: false,
        }),
        mine({
          id: 4,
          title: 'Bought Piece',
          status: 'sold',
          acquired: 'bought',
          soldPrice: '500',
          soldAt: now - 2 * DAY,
          buyNowOpen: false,
        }),
      ],
      total: 2,
      page: 1,
      size: 10,
      serverTime: now,
    };
  return {
    list: [
      mine({ id: 7, myBid: '100', currentBid: '100', leading: true, endsAt: now + HOUR }),
      mine({ id: 8, title: 'Lost Lead', myBid: '90', currentBid: '140', leading: false }),
    ],
    total: 2,
    page: 1,
    size: 10,
    serverTime: now,
  };
}

describe('/nfts/mine: My NFTs', () => {
  it('owned: how each item was acquired and the price paid; my bids: leading or outbid and the time left', async () => {
    logIn();
    const spy = stubNftFetch({
      [MINE]: (request) => ok(myList(new URL(request.url).searchParams.get('type') ?? '')),
    });
    const { router } = await renderNfts('/nfts/mine');
    await screen.findByTestId('nft-mine-owned');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My NFTs');
    expect(text('nft-mine-3-acquired')).toBe('Won at auction');
    expect(text('nft-mine-3-price')).toBe('321.50 USDT');
    expect(text('nft-mine-4-acquired')).toBe('Bought now');
    expect(text('nft-mine-4-price')).toBe('500.00 USDT');
    expect(screen.getByTestId('nft-mine-3-open')).toHaveAttribute('href', '/nfts/3');
    expect(new URL(calls(spy, MINE)[0]!.url).searchParams.get('type')).toBe('owned');

    await userEvent.click(screen.getByRole('tab', { name: 'My bids' }));
    await screen.findByTestId('nft-mine-bids');
    expect(router.state.location.search).toBe('?tab=bids');
    expect(text('nft-mine-7-standing')).toBe('Leading');
    expect(text('nft-mine-7-myBid')).toBe('100.00 USDT');
    expect(text('nft-mine-7-countdown')).toMatch(/^(1:00:00|59:5\d)$/);
    expect(text('nft-mine-7-frozen')).toContain('frozen in your real account');
    expect(text('nft-mine-8-standing')).toBe('Outbid');
    expect(text('nft-mine-8-myBid')).toBe('90.00 USDT');
    expect(text('nft-mine-8-currentBid')).toBe('140.00 USDT');
    expect(text('nft-mine-8-frozen')).toBe('Your bid was released back to your real account.');
    expect(screen.getByTestId('nft-mine-8-open')).toHaveTextContent('Bid again');
    await waitFor(() =>
      expect(calls(spy, MINE).map((r) => new URL(r.url).searchParams.get('type'))).toContain(
        'bids',
      ),
    );
  });

  it('empty tabs point to the market', async () => {
    logIn();
    stubNftFetch({
      [MINE]: ok({ list: [], total: 0, page: 1, size: 10, serverTime: serverNow() }),
    });
    await renderNfts('/nfts/mine?tab=bids', 'mobile');
    expect(await screen.findByTestId('nft-mine-bids-empty')).toHaveTextContent(
      'You have no bids on running auctions',
    );
    expect(
      within(screen.getByTestId('nft-mine-bids-empty')).getByRole('link', { name: 'NFT market' }),
    ).toHaveAttribute('href', '/nfts');
  });

  it('visitors are asked to log in, and nothing is requested', async () => {
    const spy = stubNftFetch({});
    await renderNfts('/nfts/mine');
    expect(await screen.findByTestId('nft-mine-guest')).toHaveTextContent(
      'Log in to see the items you own and your bids.',
    );
    expect(calls(spy, MINE)).toHaveLength(0);
  });

  it('the demo book has none: the switch to the real account', async () => {
    logIn('demo');
    const spy = stubNftFetch({});
    await renderNfts('/nfts/mine');
    expect(await screen.findByTestId('nft-mine-demo')).toBeInTheDocument();
    expect(screen.getByTestId('account-mode')).toBeInTheDocument();
    expect(calls(spy, MINE)).toHaveLength(0);
  });
});
