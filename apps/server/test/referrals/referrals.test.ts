import { parseAmount } from '@meridian/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.js';
import { marginOrders, users } from '../../src/db/schema/index.js';
import { verifyLedger } from '../../src/services/ledger/verify-ledger.js';
import { LEVEL_CACHE_MS } from '../../src/services/referrals/fee-terms.js';
import {
  latestCode,
  registerByEmail,
  uniqueName,
  type RegisteredUser,
} from '../helpers/accounts.js';
import { fund } from '../helpers/ledger-fixtures.js';
import { setSetting } from '../helpers/settings.js';
import { createTradingServer, order, usdt, type TradingServer } from '../helpers/trading.js';
import { feeBalance, quickTrader } from '../spot/helpers.js';

/**
 * Issue 17, invite friends and levels: an inviter shares their code, a friend registers with it
 * and trades on the real book, and the inviter's commission is in the fee's own journal entry —
 * visible at once, in their invite page's figures and CSV — while demo fees earn nothing; the
 * levels' fee discount is really applied by the spot writer and the margin commission.
 */
const $ = parseAmount;
let server: TradingServer;
let alice: RegisteredUser; // the inviter
let bob: RegisteredUser; // invited by Alice
let carol: { token: string; userId: string }; // invited by nobody

const api = (token: string | null, url: string) =>
  server.call({
    method: 'GET',
    url,
    ...(token ? { headers: { authorization: token } } : {}),
  });
const invite = async (user: { token: string }) =>
  (await api(user.token, '/swx/customer/user/getInviteInfo')).body.result;
const submit = (user: { token: string }, body: Record<string, unknown>, book: 'demo' | 'real') =>
  order(server, user.token, 'POST', 'submit', { code: 'BTCUSDT', ...body }, { book });

/** Carol rests a sell of 0.1 BTC at 95,000 and Bob takes it: notional 9,500 USDT. */
async function bobBuysFromCarol(book: 'demo' | 'real') {
  const ask = await submit(
    carol,
    { side: 'sell', type: 'limit', price: '95000', quantity: '0.1' },
    book,
  );
  expect(ask.code).toBe(200);
  const bid = await submit(
    bob,
    { side: 'buy', type: 'limit', price: '95000', quantity: '0.1' },
    book,
  );
  expect(bid.code).toBe(200);
  expect(bid.result.status).toBe('filled');
  return bid.result;
}

beforeAll(async () => {
  server = await createTradingServer({ spot: { marketMaker: false } });
  await server.tick({ BTCUSDT: '95000', ETHUSDT: '3300', EURUSD: '1.08' });
  alice = await registerByEmail(server);
  carol = await quickTrader(server);
  await fund(server.deps.db, carol.userId, 'real', 'BTC', '1');
  await fund(server.deps.db, carol.userId, 'demo', 'BTC', '1');
});

afterAll(async () => {
  await server.assertLedgerSound();
  await server.close();
});

describe('the invitation', () => {
  it('gives each user a code and a link; an unknown code is refused, not dropped', async () => {
    const info = await invite(alice);
    expect(info.code).toMatch(/^[A-Z0-9]{8}$/);
    expect(info.link).toBe(`${server.deps.config.publicUrl}/pass/register?invite=${info.code}`);
    expect(info).toMatchObject({ friendCount: 0, friends: [], commissionTotal: '0' });
    expect(info.commissionByDay).toHaveLength(30);

    const username = uniqueName('u');
    const email = `${username.toLowerCase()}@example.test`;
    await server.call({
      method: 'POST',
      url: '/swx/customer/login/sendCode',
      payload: { type: 'email', email },
    });
    const registration = {
      type: 'email',
      username,
      email,
      password: 'correct horse 42',
      code: await latestCode(server, email),
      inviteCode: 'NOSUCH99',
    };
    const refused = await server.call({
      method: 'POST',
      url: '/swx/customer/login/register',
      payload: registration,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 400, msg: 'No account has this invite code' });
    const inArabic = await server.call({
      method: 'POST',
      url: '/swx/customer/login/register',
      headers: { lang: 'ar' },
      payload: registration,
    });
    expect(inArabic.body).toMatchObject({ code: 400, msg: 'لا يوجد حساب يحمل رمز الدعوة هذا' });
    // Nothing was created: the same name registers afterwards.
    const [nobody] = await server.deps.db.select().from(users).where(eq(users.username, username));
    expect(nobody).toBeUndefined();
  });

  it('ties a friend who registers with the code (any case) to the inviter, once', async () => {
    const { code } = await invite(alice);
    bob = await registerByEmail(server, { inviteCode: ` ${code.toLowerCase()} ` });
    const [row] = await server.deps.db.select().from(users).where(eq(users.id, bob.userId));
    expect(row!.invitedBy).toBe(alice.userId);
    const info = await invite(alice);
    expect(info.friendCount).toBe(1);
    expect(info.friends).toEqual([
      {
        name: `${bob.username[0]}***${bob.username.at(-1)}`,
        joinedAt: expect.any(Number),
        tradedReal: false,
      },
    ]);
    // Bob's own invitation is his, with nobody under it.
    expect((await invite(bob)).friendCount).toBe(0);
  });
});

describe('the commission', () => {
  it('pays the inviter 10% of a real-book spot fee in the fee’s own entry, at once', async () => {
    await fund(server.deps.db, bob.userId, 'real', 'USDT', '20000');
    const aliceBefore = await usdt(server, alice.userId, 'real');
    const feeBefore = await feeBalance(server, 'USDT', 'real');
    const filled = await bobBuysFromCarol('real');
    // Bob, the taker, pays 10 bp of 9,500 = 9.5; Alice earns 10% of it: 0.95. Carol (maker,
    // 8 bp = 7.6) has no inviter. The fee account keeps 7.6 + 8.55.
    expect(filled.fee).toBe('9.5');
    expect((await usdt(server, alice.userId, 'real')).available - aliceBefore.available).toBe(
      $('0.95'),
    );
    expect((await feeBalance(server, 'USDT', 'real')) - feeBefore).toBe($('16.15'));
    const [trade] = await queryRows<{
      taker_commission: string;
      maker_commission: string;
      taker_fee: string;
    }>(
      server.deps.db,
      sql`SELECT taker_fee::text, taker_commission::text, maker_commission::text FROM spot_trades
           WHERE taker_order_id = ${filled.id}`,
    );
    expect(trade).toEqual({
      taker_fee: '9.500000000000000000',
      taker_commission: '0.950000000000000000',
      maker_commission: '0.000000000000000000',
    });
    // One journal entry holds the fee and the commission (the order's own).
    const entries = await queryRows<{ id: string }>(
      server.deps.db,
      sql`SELECT DISTINCT p.entry_id AS id FROM postings p JOIN journal_entries e ON e.id = p.entry_id
           WHERE e.ref_type = 'spot_order' AND e.ref_id = ${String(filled.id)}
             AND p.account_id = ${aliceBefore.accountId}`,
    );
    expect(entries).toHaveLength(1);

    const info = await invite(alice);
    expect(info.commissionTotal).toBe('0.95');
    expect(info.commissionByDay.at(-1)).toEqual({
      day: server.time.clock().toISOString().slice(0, 10),
      amount: '0.95',
    });
    expect(info.friends[0].tradedReal).toBe(true);
  });

  it('pays nothing on the demo book', async () => {
    const aliceBefore = await usdt(server, alice.userId, 'demo');
    const aliceReal = await usdt(server, alice.userId, 'real');
    const filled = await bobBuysFromCarol('demo');
    expect(filled.fee).toBe('9.5');
    expect((await usdt(server, alice.userId, 'demo')).total).toBe(aliceBefore.total);
    expect((await usdt(server, alice.userId, 'real')).total).toBe(aliceReal.total);
    expect((await invite(alice)).commissionTotal).toBe('0.95');
  });

  it('pays the inviter 10% of a real margin commission in the opening entry', async () => {
    const aliceBefore = await usdt(server, alice.userId, 'real');
    const opened = await order(
      server,
      bob.token,
      'POST',
      'buyU',
      { code: 'BTCUSDT', side: 'long', lots: '0.1', leverage: 2 },
      { book: 'real' },
    );
    expect(opened.code).toBe(20004);
    const [row] = await server.deps.db
      .select()
      .from(marginOrders)
      .where(eq(marginOrders.id, opened.result.id));
    const fee = $(row!.fee);
    expect(fee).toBeGreaterThan(0n);
    // 10% of the commission, rounded down to USDT's 6 decimals.
    const cut = (fee / 10n / 10n ** 12n) * 10n ** 12n;
    expect($(row!.referralCommission)).toBe(cut);
    expect(row!.inviterId).toBe(alice.userId);
    expect((await usdt(server, alice.userId, 'real')).available - aliceBefore.available).toBe(cut);
    const info = await invite(alice);
    expect($(info.commissionTotal)).toBe($('0.95') + cut);
  });

  it('pays the cut when a pending limit order fills, from the terms it was placed with', async () => {
    const waiting = await order(
      server,
      bob.token,
      'POST',
      'buyU',
      { code: 'BTCUSDT', side: 'long', type: 'limit', price: '94000', lots: '0.1', leverage: 2 },
      { book: 'real' },
    );
    expect(waiting.result.status).toBe('pending');
    const aliceBefore = await usdt(server, alice.userId, 'real');
    await server.tick({ BTCUSDT: '93900' }); // the ask reaches the limit: it fills
    const [row] = await server.deps.db
      .select()
      .from(marginOrders)
      .where(eq(marginOrders.id, waiting.result.id));
    expect(row!.status).toBe('open');
    const fee = $(row!.fee);
    expect(fee).toBeGreaterThan(0n);
    const cut = (fee / 10n / 10n ** 12n) * 10n ** 12n;
    expect($(row!.referralCommission)).toBe(cut);
    expect((await usdt(server, alice.userId, 'real')).available - aliceBefore.available).toBe(cut);
    await server.tick({ BTCUSDT: '95000' });
  });

  it('exports every commission as CSV', async () => {
    const csv = await server.app.inject({
      method: 'GET',
      url: '/swx/customer/user/exportInviteCommissions',
      headers: { authorization: alice.token },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('time_utc,source,reference,market,friend,fee_paid_usdt,commission_usdt');
    expect(lines).toHaveLength(4);
    const masked = `${bob.username[0]}***${bob.username.at(-1)}`;
    expect(
      lines.some(
        (l) => l.endsWith(`,spot,`) === false && l.includes(`,BTCUSDT,${masked},9.5,0.95`),
      ),
    ).toBe(true);
    expect(lines.filter((l) => l.includes(',margin,'))).toHaveLength(2);
    // Others' commissions are their own: Bob has none, and a guest gets 401.
    const bobs = await server.app.inject({
      method: 'GET',
      url: '/swx/customer/user/exportInviteCommissions',
      headers: { authorization: bob.token },
    });
    expect(bobs.body.trimEnd().split('\r\n')).toHaveLength(1);
    const guest = await server.app.inject({
      method: 'GET',
      url: '/swx/customer/user/exportInviteCommissions',
    });
    expect(guest.statusCode).toBe(401);
  });

  it('R1 catches a commission recorded but not paid, or paid to the wrong person', async () => {
    const r1 = async () =>
      (await verifyLedger(server.deps.db)).violations.filter((v) => v.invariant.startsWith('R1'));
    expect(await r1()).toEqual([]);
    await server.deps.db.execute(
      sql`UPDATE spot_trades SET taker_commission = taker_commission + 0.01 WHERE taker_commission > 0`,
    );
    // The fee account no longer adds up, and the commission is above the share of the fee.
    expect((await r1()).map((v) => (v as { where: string }).where)).toEqual([
      'spot fee account (real)',
      expect.stringMatching(/^spot trade \d+ taker commission$/),
    ]);
    await server.deps.db.execute(
      sql`UPDATE spot_trades SET taker_commission = taker_commission - 0.01 WHERE taker_commission > 0`,
    );
    await server.deps.db.execute(
      sql`UPDATE margin_orders SET inviter_id = ${carol.userId}::uuid WHERE referral_commission > 0`,
    );
    expect((await r1()).map((v) => (v as { where: string }).where)).toEqual([
      // The market order (its opening entry) and the filled limit order (its fill entry).
      expect.stringMatching(/^margin order \d+ inviter$/),
      expect.stringMatching(/^margin order \d+ commission recipient$/),
      expect.stringMatching(/^margin order \d+ inviter$/),
      expect.stringMatching(/^margin order \d+ commission recipient$/),
    ]);
    await server.deps.db.execute(
      sql`UPDATE margin_orders SET inviter_id = ${alice.userId}::uuid WHERE referral_commission > 0`,
    );
    expect(await r1()).toEqual([]);
  });
});

describe('levels', () => {
  it('lists the levels and what they give; the fees stay under the advertised 0.3%', async () => {
    const listed = (await api(null, '/swx/customer/index/listLevel')).body.result;
    expect(listed.mine).toBeNull();
    expect(listed.volumeWindowDays).toBe(30);
    expect(listed.levels[0]).toEqual({
      level: 0,
      minVolume: '0',
      feeDiscountBp: 0,
      referralShareBp: 1000,
      spotMakerFeeBp: '8',
      spotTakerFeeBp: '10',
      marginCommissionBp: '5',
    });
    expect(listed.levels[1]).toMatchObject({ level: 1, minVolume: '50000', spotTakerFeeBp: '9.5' });
    for (const level of listed.levels)
      for (const fee of [level.spotMakerFeeBp, level.spotTakerFeeBp, level.marginCommissionBp])
        expect($(fee)).toBeLessThan($('30'));
    // With a token: the caller's 30-day volume (9,500 spot + the margin notional) and progress.
    const mine = (await api(bob.token, '/swx/customer/index/listLevel')).body.result.mine;
    expect(mine.level).toBe(0);
    expect($(mine.volume30d)).toBeGreaterThan($('9500'));
    expect($(mine.remaining)).toBe($('50000') - $(mine.volume30d));
  });

  it('applies a level’s discount to the spot fee and margin commission it earns', async () => {
    // Level 1 from 5,000 USDT: 25% off, inviters at it earn 20%.
    await setSetting(server, 'fees.levels', '0:0:1000,5000:2500:2000');
    server.time.advance(LEVEL_CACHE_MS + 1);
    await server.tick({ BTCUSDT: '95000' }, 0);
    const mine = (await api(bob.token, '/swx/customer/index/listLevel')).body.result.mine;
    expect(mine).toMatchObject({ level: 1, nextLevel: null, remaining: '0' });

    await fund(server.deps.db, bob.userId, 'real', 'USDT', '30000');
    const aliceBefore = await usdt(server, alice.userId, 'real');
    const bobBefore = await usdt(server, bob.userId, 'real');
    const filled = await bobBuysFromCarol('real');
    // 9.5 less 25% = 7.125; Alice (level 0, her own volume is nil) earns 10% of it: 0.7125.
    expect(filled.fee).toBe('7.125');
    expect(bobBefore.total - (await usdt(server, bob.userId, 'real')).total).toBe($('9507.125'));
    expect((await usdt(server, alice.userId, 'real')).available - aliceBefore.available).toBe(
      $('0.7125'),
    );

    // The margin commission: the same position as before at the same price, 25% off.
    const [earlier] = await server.deps.db
      .select()
      .from(marginOrders)
      .where(eq(marginOrders.userId, bob.userId));
    const aliceMid = await usdt(server, alice.userId, 'real');
    const opened = await order(
      server,
      bob.token,
      'POST',
      'buyU',
      { code: 'BTCUSDT', side: 'long', lots: '0.1', leverage: 2 },
      { book: 'real' },
    );
    expect(opened.code).toBe(20004);
    const floor6 = (units: bigint) => (units / 10n ** 12n) * 10n ** 12n;
    const fee = floor6(($(earlier!.fee) * 3n) / 4n);
    expect($(opened.result.fee)).toBe(fee);
    expect((await usdt(server, alice.userId, 'real')).available - aliceMid.available).toBe(
      floor6(fee / 10n),
    );

    const listed = (await api(null, '/swx/customer/index/listLevel')).body.result;
    expect(listed.levels[1]).toMatchObject({
      spotTakerFeeBp: '7.5',
      spotMakerFeeBp: '6',
      marginCommissionBp: '3.75',
    });
    await setSetting(
      server,
      'fees.levels',
      '0:0:1000,50000:500:1250,250000:1000:1500,1000000:1500:1750,5000000:2000:2000',
    );
  });
});
