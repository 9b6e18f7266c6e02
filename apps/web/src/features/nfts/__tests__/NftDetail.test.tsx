import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NftDetail } from '../api/nfts-api';
import {
  BID,
  bodyOf,
  BUY,
  calls,
  detail,
  detailRoute,
  envelope,
  fakeSockets,
  HOUR,
  inputValue,
  logIn,
  ok,
  renderNfts,
  serverNow,
  stubNftFetch,
  text,
  UUID,
} from './fixtures';
import { settingsStore } from '@/lib/settings-store';
import { figure, visibleText } from '@/test/text';

const DETAIL = detailRoute(7);

let sockets: ReturnType<typeof fakeSockets>;
beforeEach(() => {
  settingsStore.markOnboardingShown();
  sockets = fakeSockets();
});
afterEach(() => {
  settingsStore.clearSession();
  vi.restoreAllMocks();
});

describe('/nfts/:id: one item', () => {
  it('shows the artwork, what it stands for, its story, the live figures, the rules and the bid history', async () => {
    logIn();
    const spy = stubNftFetch({ [DETAIL]: ok(detail()) });
    await renderNfts('/nfts/7');
    await screen.findByTestId('nft-detail-status');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Harbour Lights');
    expect(screen.getByTestId('nft-detail-artwork')).toHaveAttribute(
      'src',
      '/swx/customer/index/nftArtwork/7',
    );
    expect(text('nft-detail-creator')).toBe('Mira Ode');
    expect(text('nft-detail-chain')).toBe('Ethereum');
    expect(text('nft-detail-contract')).toBe('0x5af0d9827e0c53e4799bb226655a1de152a425a5');
    expect(text('nft-detail-tokenId')).toBe('4821');
    expect(text('nft-detail-story')).toContain('Every light is a pupil.');
    expect(text('nft-detail-status')).toBe('Live');
    expect(text('nft-detail-currentBid')).toBe('100.00 USDT');
    expect(text('nft-detail-minimumNextBid')).toBe('105.00 USDT');
    expect(text('nft-detail-bidCount')).toBe('3');
    expect(text('nft-detail-reserve')).toBe('Reserve not met yet');
    expect(text('nft-detail-buyNow')).toBe('500.00 USDT');
    expect(text('nft-detail-countdown')).toMatch(/^(2:00:00|1:59:5\d)$/);
    expect(text('nft-rules')).toBe(
      'Each bid must raise the highest bid by at least 5% and by at least 1.00 USDT. A bid in the last 5 minutes moves the end to 2 minutes after that bid.',
    );
    const rows = screen.getAllByTestId(/^nft-history-row/);
    expect(rows.map((row) => visibleText(row.querySelector('th')))).toEqual([
      'a***9',
      'You',
      'k***2',
    ]);
    expect(rows[1]).toHaveAttribute('data-testid', 'nft-history-row-mine');
    expect(visibleText(rows[0])).toContain('100.00 USDT');
    expect(screen.queryByTestId('nft-you-lead')).toBeNull();
    // The bid starts at the minimum next bid.
    expect(inputValue('nft-bid-amount')).toBe('105');
    // The session goes with the public call, so `mine` is the caller's.
    expect(calls(spy, DETAIL)[0]!.headers.get('authorization')).toBe('mrd_token');
  });

  it('follows the item’s stream: a new bid updates the figures and the history at once', async () => {
    const now = serverNow();
    let current: NftDetail = detail();
    const spy = stubNftFetch({ [DETAIL]: () => ok(current) });
    await renderNfts('/nfts/7');
    await screen.findByTestId('nft-detail-status');
    expect(sockets.stream().url).toBe('ws://localhost:3000/websocket/nft?id=7');
    sockets.open();
    const figures = {
      type: 'nft',
      id: 7,
      status: 'live',
      currentBid: '120',
      minimumNextBid: '126',
      bidCount: 4,
      endsAt: now + 3 * HOUR,
      buyNowOpen: true,
      reserveMet: true,
      bid: { bidder: 'z***1', amount: '120', at: now + 1_000 },
      serverTime: now + 1_000,
    };
    sockets.push(figures);
    await waitFor(() => expect(text('nft-detail-currentBid')).toBe('120.00 USDT'));
    expect(text('nft-detail-minimumNextBid')).toBe('126.00 USDT');
    expect(text('nft-detail-bidCount')).toBe('4');
    expect(text('nft-detail-reserve')).toBe('Reserve met');
    // A bid in the last minutes moved the end: the countdown follows.
    expect(text('nft-detail-countdown')).toMatch(/^(3:00:00|2:59:5\d)$/);
    expect(visibleText(screen.getAllByTestId(/^nft-history-row/)[0])).toContain('z***1');
    expect(screen.getAllByTestId(/^nft-history-row/)).toHaveLength(4);
    // A visitor's page was patched, not read again.
    expect(calls(spy, DETAIL)).toHaveLength(1);

    // A message about another item, or not of the schema, changes nothing.
    sockets.push({ type: 'nft', id: 8, currentBid: '999' });
    sockets.push({ ...figures, id: 8, currentBid: '999' });
    expect(text('nft-detail-currentBid')).toBe('120.00 USDT');

    // Buy now withdrawn (a change beyond the figures): the item is read again.
    current = detail({
      ...figures,
      bids: detail().bids,
      buyNowOpen: false,
      serverTime: now + 3_000,
    } as Partial<NftDetail>);
    sockets.push({ ...figures, buyNowOpen: false, bid: null, serverTime: now + 2_000 });
    await waitFor(() => expect(calls(spy, DETAIL)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByTestId('nft-detail-buyNow')).toBeNull());
  });

  it('reconnects after a drop with back-off and reads the item again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const spy = stubNftFetch({ [DETAIL]: ok(detail()) });
      await renderNfts('/nfts/7');
      await vi.waitFor(() => expect(screen.getByTestId('nft-detail-status')).toBeTruthy());
      const first = sockets.stream();
      sockets.open();
      first.onclose?.(new CloseEvent('close', { code: 1006 }));
      const before = sockets.sockets.length;
      await vi.advanceTimersByTimeAsync(2_000);
      expect(sockets.sockets.length).toBe(before + 1);
      const loads = calls(spy, DETAIL).length;
      sockets.open();
      await vi.waitFor(() => expect(calls(spy, DETAIL).length).toBe(loads + 1));
    } finally {
      vi.useRealTimers();
    }
  });

  it('signed in: a bid on the stream reads the item again only for the one it outbids; other viewers patch the figures', async () => {
    logIn();
    const now = serverNow();
    const spy = stubNftFetch({ [DETAIL]: ok(detail({ youLead: true })) });
    await renderNfts('/nfts/7');
    await screen.findByTestId('nft-detail-status');
    sockets.open();
    const figures = {
      type: 'nft',
      id: 7,
      status: 'live',
      currentBid: '100',
      minimumNextBid: '105',
      bidCount: 3,
      endsAt: now + 2 * HOUR,
      buyNowOpen: true,
      reserveMet: false,
      bid: null,
      serverTime: now + 500,
    };
    // The snapshot on connecting reads nothing again.
    sockets.push(figures);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls(spy, DETAIL)).toHaveLength(1);
    // The caller led: a new bid outbids them, so the item is read again.
    sockets.push({
      ...figures,
      currentBid: '130',
      minimumNextBid: '136.5',
      bidCount: 4,
      bid: { bidder: 'q***7', amount: '130', at: now + 900 },
      serverTime: now + 1_000,
    });
    await waitFor(() => expect(calls(spy, DETAIL)).toHaveLength(2));
  });

  it('a viewer who does not lead patches the figures from a bid without reading the item again', async () => {
    logIn();
    const now = serverNow();
    const spy = stubNftFetch({ [DETAIL]: ok(detail({ youLead: false })) });
    await renderNfts('/nfts/7');
    await screen.findByTestId('nft-detail-status');
    sockets.open();
    sockets.push({
      type: 'nft',
      id: 7,
      status: 'live',
      currentBid: '130',
      minimumNextBid: '136.5',
      bidCount: 4,
      endsAt: now + 2 * HOUR,
      buyNowOpen: true,
      reserveMet: false,
      bid: { bidder: 'q***7', amount: '130', at: now + 900 },
      serverTime: now + 1_000,
    });
    await waitFor(() => expect(screen.getByText('q***7')).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls(spy, DETAIL)).toHaveLength(1);
  });

  it('an unknown item’s error ends the stream: no reconnecting', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      stubNftFetch({ [DETAIL]: ok(detail()) });
      await renderNfts('/nfts/7');
      await vi.waitFor(() => expect(screen.getByTestId('nft-detail-status')).toBeTruthy());
      const socket = sockets.stream();
      sockets.push({ type: 'error', code: 404 });
      socket.onclose?.(new CloseEvent('close', { code: 1008 }));
      const count = sockets.sockets.length;
      await vi.advanceTimersByTimeAsync(60_000);
      expect(sockets.sockets.length).toBe(count);
    } finally {
      vi.useRealTimers();
    }
  });

  it('bids after the confirmation, with the amount typed and an Idempotency-Key', async () => {
    logIn();
    let current: NftDetail = detail();
    const spy = stubNftFetch({
      [DETAIL]: () => ok(current),
      [BID]: () => {
        current = detail({
          currentBid: '110',
          minimumNextBid: '115.5',
          bidCount: 4,
          youLead: true,
          bids: [{ bidder: 'a***a', amount: '110', at: serverNow(), mine: true }, ...current.bids],
        });
        return ok(current);
      },
    });
    await renderNfts('/nfts/7');
    const amount = await screen.findByTestId('nft-bid-amount');
    await userEvent.clear(amount);
    await userEvent.type(amount, '110');
    await userEvent.click(screen.getByTestId('nft-bid-review'));

    const dialog = await screen.findByTestId('nft-bid-dialog');
    expect(text('nft-bid-confirm-amount')).toBe('110.00 USDT');
    expect(text('nft-bid-frozen')).toBe(
      '110.00 USDT will be frozen in your real account until you are outbid (then released at once) or the auction ends (then it goes to the charity if you win). A bid cannot be withdrawn.',
    );
    expect(calls(spy, BID)).toHaveLength(0);
    await userEvent.click(within(dialog).getByTestId('nft-bid-submit'));

    await waitFor(() => expect(screen.queryByTestId('nft-bid-dialog')).toBeNull());
    const [sent] = calls(spy, BID);
    expect(await bodyOf(sent!)).toEqual({ id: 7, amount: '110' });
    expect(sent!.headers.get('idempotency-key')).toMatch(UUID);
    expect(sent!.headers.get('virtually')).toBe('YES');
    expect(
      await screen.findByText(figure('Your bid of 110.00 USDT on “Harbour Lights” is placed.')),
    ).toBeInTheDocument();
    await waitFor(() => expect(text('nft-detail-currentBid')).toBe('110.00 USDT'));
    expect(screen.getByTestId('nft-you-lead')).toBeInTheDocument();
    // The form follows the new minimum.
    await waitFor(() => expect(inputValue('nft-bid-amount')).toBe('115.5'));
  });

  it('checks the amount: at most 2 decimals, at least the minimum next bid', async () => {
    logIn();
    stubNftFetch({ [DETAIL]: ok(detail()) });
    await renderNfts('/nfts/7', 'mobile');
    const amount = await screen.findByTestId('nft-bid-amount');
    await userEvent.clear(amount);
    await userEvent.type(amount, '120.125');
    await userEvent.click(screen.getByTestId('nft-bid-review'));
    expect(
      await screen.findByText('Enter an amount above zero with at most 2 decimals.'),
    ).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '104.99');
    await userEvent.click(screen.getByTestId('nft-bid-review'));
    expect(
      await screen.findByText(figure('Your bid must be at least 105.00 USDT.')),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('nft-bid-dialog')).toBeNull();
  });

  it('someone bid first (492): reads the item again and shows the new minimum in the form', async () => {
    logIn();
    let current: NftDetail = detail();
    const spy = stubNftFetch({
      [DETAIL]: () => ok(current),
      [BID]: () => {
        current = detail({ currentBid: '152.38', minimumNextBid: '160', bidCount: 4 });
        return {
          status: 409,
          body: { code: 492, msg: 'The bid must be at least 160 USDT', result: null },
        };
      },
    });
    await renderNfts('/nfts/7');
    await userEvent.click(await screen.findByTestId('nft-bid-review'));
    await userEvent.click(await screen.findByTestId('nft-bid-submit'));

    expect(await screen.findByTestId('nft-bid-too-low')).toHaveTextContent(
      'Someone bid before you: the minimum next bid is now 160.00 USDT.',
    );
    expect(screen.queryByTestId('nft-bid-dialog')).toBeNull();
    expect(text('nft-detail-minimumNextBid')).toBe('160.00 USDT');
    await waitFor(() => expect(inputValue('nft-bid-amount')).toBe('160'));
    expect(await bodyOf(calls(spy, BID)[0]!)).toEqual({ id: 7, amount: '105' });
  });

  it('a refusal stays in the dialog in the server’s words, with what to do (10092: add money)', async () => {
    logIn();
    stubNftFetch({
      [DETAIL]: ok(detail()),
      [BID]: envelope(10092, 'Insufficient balance'),
    });
    await renderNfts('/nfts/7');
    await userEvent.click(await screen.findByTestId('nft-bid-review'));
    await userEvent.click(await screen.findByTestId('nft-bid-submit'));
    expect(await screen.findByTestId('nft-bid-error')).toHaveTextContent('Insufficient balance');
    expect(screen.getByTestId('nft-bid-error-deposit')).toHaveAttribute('href', '/profile/deposit');
    expect(screen.getByTestId('nft-bid-dialog')).toBeInTheDocument();
  });

  it('an item no longer open (10020) says so and reads the item again', async () => {
    logIn();
    let current: NftDetail = detail();
    const spy = stubNftFetch({
      [DETAIL]: () => ok(current),
      [BID]: () => {
        current = detail({
          status: 'sold',
          soldPrice: '500',
          soldAt: serverNow(),
          minimumNextBid: null,
          buyNowOpen: false,
        });
        return { status: 409, body: { code: 10020, msg: 'Wrong collection status', result: null } };
      },
    });
    await renderNfts('/nfts/7');
    await userEvent.click(await screen.findByTestId('nft-bid-review'));
    await userEvent.click(await screen.findByTestId('nft-bid-submit'));
    expect(await screen.findByTestId('nft-bid-error')).toHaveTextContent('Wrong collection status');
    expect(screen.getByTestId('nft-bid-error-status')).toBeInTheDocument();
    await waitFor(() => expect(text('nft-detail-status')).toBe('Sold'));
    expect(calls(spy, DETAIL).length).toBeGreaterThan(1);
    expect(text('nft-detail-state')).toContain('Sold for 500.00 USDT');
  });

  it('the demo book gets the switch to the real account instead of the bid form', async () => {
    logIn('demo');
    stubNftFetch({ [DETAIL]: ok(detail()) });
    await renderNfts('/nfts/7');
    expect(await screen.findByTestId('nft-real-only')).toHaveTextContent(
      'The demo account cannot bid on or buy NFTs',
    );
    expect(screen.getByTestId('account-mode')).toBeInTheDocument();
    expect(screen.queryByTestId('nft-bid-form')).toBeNull();
    expect(screen.queryByTestId('nft-buy')).toBeNull();
  });

  it('the server’s 460 (demo) is shown with the switch too', async () => {
    logIn();
    stubNftFetch({
      [DETAIL]: ok(detail()),
      [BID]: {
        status: 403,
        body: { code: 460, msg: 'Switch to a real account for this operation', result: null },
      },
    });
    await renderNfts('/nfts/7');
    await userEvent.click(await screen.findByTestId('nft-bid-review'));
    await userEvent.click(await screen.findByTestId('nft-bid-submit'));
    const error = await screen.findByTestId('nft-bid-error');
    expect(error).toHaveTextContent('Switch to a real account for this operation');
    expect(within(error).getByTestId('account-mode')).toBeInTheDocument();
  });

  it('visitors are asked to log in', async () => {
    stubNftFetch({ [DETAIL]: ok(detail()) });
    await renderNfts('/nfts/7');
    const guest = await screen.findByTestId('nft-guest');
    expect(guest).toHaveTextContent('Log in to bid or buy.');
    expect(within(guest).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/pass/login',
    );
    expect(screen.queryByTestId('nft-bid-form')).toBeNull();
  });

  it('buys now after a confirmation that says all of it goes to the charity', async () => {
    logIn();
    let current: NftDetail = detail();
    const spy = stubNftFetch({
      [DETAIL]: () => ok(current),
      [BUY]: () => {
        current = detail({
          status: 'sold',
          soldPrice: '500',
          soldAt: serverNow(),
          minimumNextBid: null,
          buyNowOpen: false,
        });
        return envelope(20004, 'Purchase successful', current);
      },
    });
    await renderNfts('/nfts/7');
    await userEvent.click(await screen.findByTestId('nft-buy'));
    expect(screen.getByTestId('nft-buy')).toHaveTextContent('Buy now for 500.00 USDT');
    const dialog = await screen.findByTestId('nft-buy-dialog');
    expect(text('nft-buy-confirm-price')).toBe('500.00 USDT');
    expect(text('nft-buy-charity')).toContain('All of it goes to the charity.');
    expect(calls(spy, BUY)).toHaveLength(0);
    await userEvent.click(within(dialog).getByTestId('nft-buy-submit'));

    await waitFor(() => expect(text('nft-detail-status')).toBe('Sold'));
    expect(screen.queryByTestId('nft-buy-dialog')).toBeNull();
    const [sent] = calls(spy, BUY);
    expect(await bodyOf(sent!)).toEqual({ id: 7, price: '500' });
    expect(sent!.headers.get('idempotency-key')).toMatch(UUID);
    expect(
      await screen.findByText('You bought “Harbour Lights”.', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('nft-actions')).toBeNull();
  });

  it('the buy-now price changed (493): shows the new price and sends it on confirming again', async () => {
    logIn();
    let current: NftDetail = detail();
    const spy = stubNftFetch({
      [DETAIL]: () => ok(current),
      [BUY]: async (request) => {
        const { price } = (await bodyOf(request)) as { price: string };
        if (price === '500') {
          current = detail({ buyNowPrice: '550' });
          return { status: 409, body: { code: 493, msg: 'The price changed', result: null } };
        }
        current = detail({
          status: 'sold',
          soldPrice: '550',
          soldAt: serverNow(),
          buyNowOpen: false,
          minimumNextBid: null,
        });
        return envelope(20004, 'Purchase successful', current);
      },
    });
    await renderNfts('/nfts/7');
    await userEvent.click(await screen.findByTestId('nft-buy'));
    await userEvent.click(await screen.findByTestId('nft-buy-submit'));
    expect(await screen.findByTestId('nft-buy-changed')).toHaveTextContent(
      'The buy-now price changed: it is now 550.00 USDT.',
    );
    expect(screen.queryByTestId('nft-buy-error')).toBeNull();
    expect(screen.getByTestId('nft-buy-submit')).toHaveTextContent('Pay 550.00 USDT');
    await userEvent.click(screen.getByTestId('nft-buy-submit'));
    await waitFor(() => expect(text('nft-detail-status')).toBe('Sold'));
    const sent = calls(spy, BUY);
    expect(await Promise.all(sent.map(bodyOf))).toEqual([
      { id: 7, price: '500' },
      { id: 7, price: '550' },
    ]);
    expect(sent[1]!.headers.get('idempotency-key')).not.toBe(
      sent[0]!.headers.get('idempotency-key'),
    );
  });

  it('an unknown item or a bad address says so', async () => {
    stubNftFetch({
      [detailRoute(99)]: { status: 404, body: { code: 404, msg: 'No such item', result: null } },
    });
    await renderNfts('/nfts/99');
    expect(await screen.findByText('The item could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('No such item')).toBeInTheDocument();
  });
});
