import { describe, expect, it } from 'vitest';
import { formatAmount, parseAmount } from '@meridian/domain';
import { registerByEmail } from '../helpers/accounts.js';
import { fund } from '../helpers/ledger-fixtures.js';
import { setSetting } from '../helpers/settings.js';
import { useTestServer } from '../helpers/test-server.js';

const server = useTestServer();

const stats = async () =>
  (await server.call({ method: 'GET', url: '/swx/customer/index/getPlatformStats' })).body.result;

describe('home-page statistics are computed, not typed in', () => {
  it('counts registered users and listed instruments live, and shows zero volume before any trade', async () => {
    const before = await stats();
    expect(before).toMatchObject({
      listedInstruments: 64,
      volume24hUsdt: '0',
      lowestTradingFeePercent: '0.05',
      feeUnderThreeTenthsPercent: true,
    });
    await registerByEmail(server);
    await registerByEmail(server);
    expect((await stats()).registeredUsers).toBe(before.registeredUsers + 2);
  });

  it('counts real-book margin notional and option stakes in the 24h volume, never demo trades', async () => {
    server.stepMarket(2);
    await server.margin.idle();
    const trader = await registerByEmail(server);
    await fund(server.deps.db, trader.userId, 'real', 'USDT', '50000');
    const place = (path: string, payload: object, virtually: 'YES' | 'NO') =>
      server.call({
        method: 'POST',
        url: `/swx/customer/order/${path}`,
        headers: { authorization: trader.token, virtually },
        payload: payload as Record<string, unknown>,
      });
    const demo = await place(
      'buyU',
      { code: 'BTCUSDT', side: 'long', lots: '0.1', leverage: 2 },
      'NO',
    );
    expect(demo.body.code).toBe(20004);
    expect((await stats()).volume24hUsdt).toBe('0');
    const real = await place(
      'buyU',
      { code: 'ETHUSDT', side: 'long', lots: '2', leverage: 2 },
      'YES',
    );
    expect(real.body.code).toBe(20004);
    const option = await place(
      'buyOptions',
      { code: 'BTCUSDT', direction: 'up', timeframe: 60, stake: '25' },
      'YES',
    );
    expect(option.body.code).toBe(20004);
    const notional = parseAmount(real.body.result.openPrice) * 2n;
    expect((await stats()).volume24hUsdt).toBe(formatAmount(notional + parseAmount('25')));
    server.stepMarket(62);
    await server.margin.idle();
  });

  it('the fee claim follows the configured fees', async () => {
    await setSetting(server, 'fees.spotMakerBp', 40);
    await setSetting(server, 'fees.spotTakerBp', 45);
    await setSetting(server, 'fees.marginCommissionBp', 35);
    expect(await stats()).toMatchObject({
      lowestTradingFeePercent: '0.35',
      feeUnderThreeTenthsPercent: false,
    });
    await setSetting(server, 'fees.marginCommissionBp', 5);
  });
});

describe('watchlist', () => {
  it('stars and un-stars instruments per user; unknown codes are refused', async () => {
    const alice = await registerByEmail(server);
    const bob = await registerByEmail(server);
    const toggle = (token: string, code: string) =>
      server.call({
        method: 'POST',
        url: '/swx/customer/user/toggleWatchlist',
        headers: { authorization: token },
        payload: { code },
      });
    expect((await toggle(alice.token, 'btcusdt')).body.result).toEqual({ codes: ['BTCUSDT'] });
    expect((await toggle(alice.token, 'EURUSD')).body.result).toEqual({
      codes: ['BTCUSDT', 'EURUSD'],
    });
    expect((await toggle(alice.token, 'BTCUSDT')).body.result).toEqual({ codes: ['EURUSD'] });
    expect((await toggle(alice.token, 'NOPE')).status).toBe(404);
    const bobs = await server.call({
      method: 'GET',
      url: '/swx/customer/user/listWatchlist',
      headers: { authorization: bob.token },
    });
    expect(bobs.body.result).toEqual({ codes: [] });
    expect(
      (await server.call({ method: 'GET', url: '/swx/customer/user/listWatchlist' })).status,
    ).toBe(401);
  });

  it("adds a visitor's browser list at sign-in, keeping what is there and ignoring unknown codes", async () => {
    const carol = await registerByEmail(server);
    const dave = await registerByEmail(server);
    const merge = (token: string, codes: string[]) =>
      server.call({
        method: 'POST',
        url: '/swx/customer/user/mergeWatchlist',
        headers: { authorization: token },
        payload: { codes },
      });
    await server.call({
      method: 'POST',
      url: '/swx/customer/user/toggleWatchlist',
      headers: { authorization: carol.token },
      payload: { code: 'AAPL' },
    });
    const merged = await merge(carol.token, ['ethusdt', 'AAPL', 'GONE', 'ETHUSDT']);
    expect(merged.body.result).toEqual({ codes: ['AAPL', 'ETHUSDT'] });
    expect((await merge(carol.token, ['ETHUSDT'])).body.result).toEqual({
      codes: ['AAPL', 'ETHUSDT'],
    });
    expect((await merge(dave.token, [])).body.result).toEqual({ codes: [] });
    expect(
      (
        await merge(
          carol.token,
          Array.from({ length: 101 }, () => 'BTCUSDT'),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await server.call({
          method: 'POST',
          url: '/swx/customer/user/mergeWatchlist',
          payload: { codes: [] },
        })
      ).status,
    ).toBe(401);
  });
});
