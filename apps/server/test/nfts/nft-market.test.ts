import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, journalEntries, nftBids, notifications } from '../../src/db/schema/index.js';
import { registerByEmail } from '../helpers/accounts.js';
import { signInStaff } from '../helpers/staff.js';
import { useTestServer } from '../helpers/test-server.js';
import {
  bid,
  bidder,
  buy,
  contentStaff,
  listItem,
  MINUTE_MS,
  publicCall,
  setClock,
  staffCall,
  userCall,
  usdtOf,
} from './nft-helpers.js';

const server = useTestServer({ startAt: new Date('2026-05-04T10:00:00Z') });

async function kinds(userId: string) {
  const rows = await server.deps.db
    .select({ kind: notifications.kind })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.createdAt);
  return rows.map((r) => r.kind).filter((k) => k.startsWith('nft'));
}

async function detail(id: number, token?: string) {
  const reply = await publicCall(server, `getNftById/${id}`, undefined, token);
  expect(reply.code).toBe(200);
  return reply.result;
}

async function runJobsAt(ms: number) {
  setClock(server, ms);
  await server.jobs.runDue();
}

describe('the charity NFT market', () => {
  it('two users bid against each other in the last minutes: the end moves, the loser gets the money back, the winner owns the item and the donation rises by exactly the winning bid', async () => {
    const content = await contentStaff(server);
    const alice = await bidder(server);
    const bob = await bidder(server);
    const item = await listItem(server, content, { startPrice: '100', buyNowPrice: '500' });
    const originalEnd = item.endsAt;

    const market = await publicCall(server, 'listNft', { filter: 'live' });
    expect(market.result.list.map((i: { id: number }) => i.id)).toContain(item.id);
    expect(market.result.donation).toMatchObject({ total: '0', held: '0', paidOut: '0' });
    const card = market.result.list.find((i: { id: number }) => i.id === item.id);
    expect(card).toMatchObject({
      saleType: 'both',
      status: 'live',
      currentBid: null,
      minimumNextBid: '100',
      buyNowOpen: true,
      artworkUrl: `/swx/customer/index/nftArtwork/${item.id}`,
    });

    // The first bid is the start price; buy now is withdrawn (no reserve: any bid meets it).
    expect((await bid(server, alice, item.id, '99.99')).code).toBe(492);
    const first = await bid(server, alice, item.id, '100');
    expect(first.code).toBe(200);
    expect(first.result).toMatchObject({ currentBid: '100', youLead: true, buyNowOpen: false });
    expect(await usdtOf(server, alice.userId)).toEqual(['900', '100']);
    expect((await buy(server, bob, item.id, '500')).code).toBe(10020);

    // The raise is the larger of 5% and the step: 105. The outbid money comes back at once.
    const low = await bid(server, bob, item.id, '104.99');
    expect(low.code).toBe(492);
    expect(low.msg).toContain('105');
    expect((await bid(server, bob, item.id, '105')).code).toBe(200);
    expect(await usdtOf(server, alice.userId)).toEqual(['1000', '0']);
    expect(await usdtOf(server, bob.userId)).toEqual(['895', '105']);
    expect(await kinds(alice.userId)).toEqual(['nftOutbid']);

    // Two minutes before the end: a bid moves the end to five minutes after it.
    setClock(server, originalEnd - 2 * MINUTE_MS);
    const late = await bid(server, alice, item.id, '110.25');
    expect(late.code).toBe(200);
    expect(late.result.endsAt).toBe(originalEnd + 3 * MINUTE_MS);
    // The original end passes: the close scheduled for it finds the later end and does nothing.
    await runJobsAt(originalEnd + 1000);
    expect((await detail(item.id)).status).toBe('live');
    // Bob answers a minute before the new end: it moves again.
    setClock(server, originalEnd + 2 * MINUTE_MS);
    const answer = await bid(server, bob, item.id, '116');
    expect(answer.code).toBe(200);
    const finalEnd = originalEnd + 7 * MINUTE_MS;
    expect(answer.result.endsAt).toBe(finalEnd);
    expect(await usdtOf(server, alice.userId)).toEqual(['1000', '0']);
    expect(await usdtOf(server, bob.userId)).toEqual(['884', '116']);

    // A bid at the end is refused; the close pays the charity exactly the winning bid.
    setClock(server, finalEnd);
    expect((await bid(server, alice, item.id, '200')).code).toBe(10020);
    await runJobsAt(finalEnd + 500);
    const closed = await detail(item.id, bob.token);
    expect(closed).toMatchObject({ status: 'sold', soldPrice: '116', currentBid: '116' });
    expect(closed.bids).toHaveLength(4);
    expect(closed.bids[0]).toMatchObject({ amount: '116', mine: true });
    expect(await usdtOf(server, bob.userId)).toEqual(['884', '0']);
    expect(await usdtOf(server, alice.userId)).toEqual(['1000', '0']);
    const donations = await publicCall(server, 'listCharityDonation');
    expect(donations.result).toMatchObject({ total: '116', held: '116', paidOut: '0' });
    expect(await kinds(bob.userId)).toEqual(['nftOutbid', 'nftWon']);
    expect(await kinds(alice.userId)).toEqual(['nftOutbid', 'nftOutbid', 'nftAuctionEnded']);

    // My NFTs: Bob owns it (won); nobody has live bids on it any more.
    const owned = await userCall(server, bob.token, 'GET', 'listNft', undefined, {
      query: { type: 'owned' },
    });
    expect(owned.result.list).toEqual([
      expect.objectContaining({ id: item.id, acquired: 'won', soldPrice: '116' }),
    ]);
    const aliceBids = await userCall(server, alice.token, 'GET', 'listNft', undefined, {
      query: { type: 'bids' },
    });
    expect(aliceBids.result.total).toBe(0);
    // In the demo book the list is empty.
    const demo = await userCall(server, bob.token, 'GET', 'listNft', undefined, { book: 'demo' });
    expect(demo.result.total).toBe(0);

    // Ran once: one sale entry, and the close is audited.
    const sales = await server.deps.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.reason, 'nft_sale'), eq(journalEntries.refId, String(item.id))));
    expect(sales).toHaveLength(1);
    await runJobsAt(finalEnd + 60_000);
    const audit = await server.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'nft'), eq(auditLog.targetId, String(item.id))));
    expect(audit.map((a) => a.action).sort()).toEqual(['nft.create', 'nft.sold']);
  });

  it('my live bids show whether they lead; an idempotent bid replays without bidding twice', async () => {
    const content = await contentStaff(server);
    const carol = await bidder(server);
    const dan = await bidder(server);
    const item = await listItem(server, content, { startPrice: '20', priceStep: '5' });
    const once = await bid(server, carol, item.id, '20', 'carol-bid-1');
    const twice = await bid(server, carol, item.id, '20', 'carol-bid-1');
    expect(once.code).toBe(200);
    expect(twice.code).toBe(200);
    const rows = await server.deps.db.select().from(nftBids).where(eq(nftBids.itemId, item.id));
    expect(rows).toHaveLength(1);
    expect(await usdtOf(server, carol.userId)).toEqual(['980', '20']);
    // The step (5) is larger than 5% of 20 (1).
    expect((await bid(server, dan, item.id, '24')).code).toBe(492);
    expect((await bid(server, dan, item.id, '25')).code).toBe(200);
    const mine = await userCall(server, carol.token, 'GET', 'listNft', undefined, {
      query: { type: 'bids' },
    });
    expect(mine.result.list).toEqual([
      expect.objectContaining({ id: item.id, myBid: '20', leading: false, currentBid: '25' }),
    ]);
    // Raising one's own leading bid freezes only the difference in the end.
    expect((await bid(server, dan, item.id, '30')).code).toBe(200);
    expect(await usdtOf(server, dan.userId)).toEqual(['970', '30']);
  });

  it('buy now at the price shown; a bid below the reserve is released by it; demo and too little money are refused', async () => {
    const content = await contentStaff(server);
    const erin = await bidder(server, '60');
    const fay = await bidder(server);
    const fixed = await listItem(server, content, { startPrice: null, buyNowPrice: '50' });
    expect((await bid(server, erin, fixed.id, '50')).code).toBe(10020);
    const stale = await buy(server, erin, fixed.id, '49');
    expect(stale.code).toBe(493);
    expect(stale.msg).toContain('50');
    const demo = await userCall(
      server,
      erin.token,
      'POST',
      'buyNft',
      { id: fixed.id, price: '50' },
      { book: 'demo', key: 'demo-buy-1' },
    );
    expect(demo.code).toBe(460);
    const bought = await buy(server, erin, fixed.id, '50');
    expect(bought.code).toBe(20004);
    expect(bought.result).toMatchObject({ status: 'sold', soldPrice: '50' });
    expect(await usdtOf(server, erin.userId)).toEqual(['10', '0']);
    expect((await buy(server, fay, fixed.id, '50')).code).toBe(10020);
    const owned = await userCall(server, erin.token, 'GET', 'listNft', undefined, {
      query: { type: 'owned' },
    });
    expect(owned.result.list[0]).toMatchObject({ id: fixed.id, acquired: 'bought' });

    // With a reserve, buy now stays open until a bid meets it.
    const reserved = await listItem(server, content, {
      startPrice: '10',
      reservePrice: '100',
      buyNowPrice: '300',
    });
    expect((await bid(server, erin, reserved.id, '10')).code).toBe(200);
    expect((await detail(reserved.id)).buyNowOpen).toBe(true);
    expect((await buy(server, erin, reserved.id, '300')).code).toBe(10092);
    expect((await buy(server, fay, reserved.id, '300')).code).toBe(20004);
    expect(await usdtOf(server, erin.userId)).toEqual(['10', '0']);
    expect(await usdtOf(server, fay.userId)).toEqual(['700', '0']);
    expect(await kinds(erin.userId)).toEqual(['nftBought', 'nftSoldToBuyer']);
    expect((await bid(server, fay, reserved.id, '500')).code).toBe(10020);
  });

  it('the bidder whose bid is below the reserve buys now: their own bid is released in the same entry, only the price leaves', async () => {
    const content = await contentStaff(server);
    const ivy = await bidder(server, '500');
    const item = await listItem(server, content, {
      startPrice: '20',
      reservePrice: '100',
      buyNowPrice: '150',
    });
    expect((await bid(server, ivy, item.id, '20')).code).toBe(200);
    expect(await usdtOf(server, ivy.userId)).toEqual(['480', '20']);
    expect((await buy(server, ivy, item.id, '150')).code).toBe(20004);
    expect(await usdtOf(server, ivy.userId)).toEqual(['350', '0']);
    const sales = await server.deps.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.reason, 'nft_sale'), eq(journalEntries.refId, String(item.id))));
    expect(sales).toHaveLength(1);
    expect(await kinds(ivy.userId)).toEqual(['nftBought']);
  });

  it('an auction ending below its reserve is unsold: the bid is released and the item stays with staff', async () => {
    const content = await contentStaff(server);
    const gus = await bidder(server);
    const item = await listItem(server, content, { startPrice: '10', reservePrice: '100' });
    expect((await bid(server, gus, item.id, '50')).code).toBe(200);
    expect((await detail(item.id)).reserveMet).toBe(false);
    await runJobsAt(item.endsAt + 10);
    expect((await detail(item.id)).status).toBe('unsold');
    expect(await usdtOf(server, gus.userId)).toEqual(['1000', '0']);
    expect(await kinds(gus.userId)).toEqual(['nftReserveNotMet']);
    const ended = await publicCall(server, 'listNft', { filter: 'ended' });
    expect(ended.result.list.map((i: { id: number }) => i.id)).toContain(item.id);
  });

  it('staff: content lists and cancels before the first bid only; compliance records payouts out of the charity account; the total stays what was donated', async () => {
    const content = await contentStaff(server);
    const compliance = await signInStaff(server, 'compliance');
    const hal = await bidder(server);
    // A buy-now price below the reserve could undercut a standing bid: refused at listing.
    const undercut = await staffCall(server, content.token, 'POST', 'nfts', {
      tokenId: '77',
      chain: 'Ethereum',
      contractAddress: '0xabc',
      creator: 'Studio',
      titles: { en: 'Undercut' },
      stories: { en: 'Story' },
      startPrice: '10',
      priceStep: '1',
      reservePrice: '100',
      buyNowPrice: '50',
      startsAt: server.time.clock().getTime(),
      endsAt: server.time.clock().getTime() + 60 * MINUTE_MS,
    });
    expect(undercut.status).toBe(400);
    expect(undercut.msg).toContain('buyNowPrice');
    const lonely = await listItem(server, content);
    const contested = await listItem(server, content, { startPrice: '5' });
    expect((await bid(server, hal, contested.id, '5')).code).toBe(200);
    expect(
      (await staffCall(server, content.token, 'POST', `nfts/${contested.id}/cancel`)).code,
    ).toBe(10020);
    const cancelled = await staffCall(server, content.token, 'POST', `nfts/${lonely.id}/cancel`);
    expect(cancelled.result.status).toBe('cancelled');
    expect((await publicCall(server, `getNftById/${lonely.id}`)).status).toBe(404);
    // Compliance may not list items; content may not record payouts; users reach neither.
    expect((await staffCall(server, compliance.token, 'POST', 'nfts', {})).status).toBe(403);
    expect(
      (
        await staffCall(server, content.token, 'POST', 'charityPayouts', {
          amount: '1',
          paidOn: '2026-05-04',
          reference: 'x-123',
        })
      ).status,
    ).toBe(403);
    const user = await registerByEmail(server);
    expect(
      (
        await server.call({
          method: 'GET',
          url: '/swx/admin/nfts',
          headers: { authorization: `Bearer ${user.token}` },
        })
      ).status,
    ).toBe(401);

    const board = await staffCall(server, compliance.token, 'GET', 'nfts?status=live');
    const row = board.result.list.find((i: { id: number }) => i.id === contested.id);
    expect(row).toMatchObject({ frozen: '5', highestBidder: { userId: hal.userId } });
    expect(board.result.frozenTotal).toBe('5');

    const before = (await publicCall(server, 'listCharityDonation')).result;
    const tooMuch = await server.call({
      method: 'POST',
      url: '/swx/admin/charityPayouts',
      headers: { authorization: `Bearer ${compliance.token}`, 'idempotency-key': 'payout-0' },
      payload: { amount: '100000', paidOn: '2026-05-04', reference: 'TRX-0' },
    });
    expect(tooMuch.body.code).toBe(10092);
    const tomorrow = await server.call({
      method: 'POST',
      url: '/swx/admin/charityPayouts',
      headers: { authorization: `Bearer ${compliance.token}`, 'idempotency-key': 'payout-future' },
      payload: { amount: '1', paidOn: '2026-05-05', reference: 'TRX-FUTURE' },
    });
    expect(tomorrow.status).toBe(400);
    const paid = await server.call({
      method: 'POST',
      url: '/swx/admin/charityPayouts',
      headers: { authorization: `Bearer ${compliance.token}`, 'idempotency-key': 'payout-1' },
      payload: { amount: '100', paidOn: '2026-05-04', reference: 'BANK-TRX-7781' },
    });
    expect(paid.body.code).toBe(200);
    const after = (await publicCall(server, 'listCharityDonation')).result;
    expect(after.total).toBe(before.total);
    expect(after.paidOut).toBe('100');
    expect(Number(after.held)).toBe(Number(before.held) - 100);
    expect(after.payouts[0]).toMatchObject({
      amount: '100',
      paidOn: '2026-05-04',
      reference: 'BANK-TRX-7781',
    });
    const audit = await server.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'charity.payout'));
    expect(audit).toHaveLength(1);
  });

  it('serves the artwork as the same SVG bytes every time, and searches the market', async () => {
    const content = await contentStaff(server);
    const item = await listItem(server, content, { title: 'Blue Whale Lullaby' });
    const a = await server.app.inject({
      method: 'GET',
      url: `/swx/customer/index/nftArtwork/${item.id}`,
    });
    const b = await server.app.inject({
      method: 'GET',
      url: `/swx/customer/index/nftArtwork/${item.id}`,
    });
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toContain('image/svg+xml');
    expect(a.body).toBe(b.body);
    expect(a.body).toMatch(/^<svg/);
    const found = await publicCall(server, 'listNft', { filter: 'all', q: 'whale' });
    expect(found.result.list.map((i: { title: string }) => i.title)).toEqual([
      'Blue Whale Lullaby',
    ]);
    const german = await server.call({
      method: 'GET',
      url: '/swx/customer/index/listNft',
      query: { filter: 'all', q: 'whale' },
      headers: { lang: 'de' },
    });
    expect(german.body.result.list[0].title).toMatch(/^Laterne/);
  });
});
