import { formatAmount, parseAmount } from '@meridian/domain';
import { MARGIN_LOT_CASES, MARGIN_LOT_GRID } from '@meridian/domain/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userTopic } from '../../src/realtime/bus.js';
import { registerByEmail, type RegisteredUser } from '../helpers/accounts.js';
import {
  createTradingServer,
  movementFor,
  order,
  usdt,
  type TradingServer,
} from '../helpers/trading.js';

const $ = parseAmount;
let server: TradingServer;

// Prices are pushed by the test. BTCUSDT: tick 0.01, spread 4 bp (mid 95000 → bid 94981, ask
// 95019), max leverage 2. EURUSD: tick 0.00001, spread 1 bp, 100,000 units a lot, leverage 30.
const START = { BTCUSDT: '95000', ETHUSDT: '3300', EURUSD: '1.08', AAPL: '228' };

beforeAll(async () => {
  server = await createTradingServer();
  await server.tick(START);
});

afterAll(async () => {
  await server.assertLedgerSound();
  await server.close();
});

async function newTrader(): Promise<RegisteredUser> {
  return registerByEmail(server);
}

describe('getTradingRules (public)', () => {
  it('shows the margin terms, the live bid and ask, and the option timeframes before any order', async () => {
    const reply = await server.call({
      method: 'GET',
      url: '/swx/customer/order/getTradingRules?code=BTCUSDT',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.result.margin).toMatchObject({
      code: 'BTCUSDT',
      base: 'BTC',
      quote: 'USDT',
      lotSize: '1',
      minLots: '0.01',
      maxLots: '100',
      lotStep: '0.01',
      maxLeverage: 2,
      spreadBp: 4,
      commissionBp: 5,
      stopOutLevelPercent: 50,
      bid: '94981',
      ask: '95019',
      tradingOpen: true,
    });
    expect(
      reply.body.result.options.timeframes.map((t: { seconds: number; payoutPercent: number }) => [
        t.seconds,
        t.payoutPercent,
      ]),
    ).toEqual([
      [30, 80],
      [60, 82],
      [120, 85],
      [300, 88],
      [600, 90],
    ]);
    expect(
      (await server.call({ method: 'GET', url: '/swx/customer/order/getTradingRules?code=NOPE' }))
        .status,
    ).toBe(404);
  });
});

describe('opening at market (buyU)', () => {
  it('opens a long at the ask, holds margin = notional / leverage and charges 0.05% commission', async () => {
    const user = await newTrader();
    const reply = await order(server, user.token, 'POST', 'buyU', {
      code: 'BTCUSDT',
      side: 'long',
      lots: '0.1',
      leverage: 2,
      stopLoss: '90000',
      takeProfit: '100000',
    });
    expect(reply.code).toBe(20004);
    const position = reply.result;
    expect(position).toMatchObject({
      status: 'open',
      side: 'long',
      openPrice: '95019',
      lots: '0.1',
      leverage: 2,
      stopLoss: '90000',
      takeProfit: '100000',
      // 0.1 × 95,019 / 2
      margin: '4750.95',
      // 0.05% of 9,501.9, rounded up to 6 decimals
      fee: '4.75095',
      markPrice: '94981',
      // (94,981 − 95,019) × 0.1
      profit: '-3.8',
    });
    expect(position.orderNo).toMatch(/^U\d{8}$/);
    const balance = await usdt(server, user.userId);
    expect(formatAmount(balance.frozen)).toBe('4750.95');
    expect(formatAmount(balance.available)).toBe('95244.29905');
    const moved = await movementFor(server, balance.accountId, 'margin_order', String(position.id));
    expect(moved.reasons).toEqual(['margin_open']);
    // freeze (−4750.95 available, +4750.95 frozen) nets to zero; the commission leaves the book
    expect(formatAmount(moved.total)).toBe('-4.75095');
  });

  it('opens a short at the bid', async () => {
    const user = await newTrader();
    const reply = await order(server, user.token, 'POST', 'buyU', {
      code: 'BTCUSDT',
      side: 'short',
      lots: '0.01',
      leverage: 1,
    });
    expect(reply.code).toBe(20004);
    expect(reply.result).toMatchObject({
      openPrice: '94981',
      margin: '949.81',
      markPrice: '95019',
    });
  });

  it('refuses bad orders with the catalogue codes and moves nothing', async () => {
    const user = await newTrader();
    const before = await usdt(server, user.userId);
    const attempt = (body: Record<string, unknown>) =>
      order(server, user.token, 'POST', 'buyU', {
        code: 'BTCUSDT',
        side: 'long',
        lots: '0.1',
        leverage: 2,
        ...body,
      });
    expect((await attempt({ lots: '0.001' })).code).toBe(10016);
    expect((await attempt({ lots: '0' })).code).toBe(10016);
    expect((await attempt({ lots: '1000' })).code).toBe(10016);
    expect((await attempt({ leverage: 3 })).code).toBe(10016);
    // A long's stop loss must be below the price, its take profit above.
    expect((await attempt({ stopLoss: '96000' })).code).toBe(461);
    expect((await attempt({ takeProfit: '94000' })).code).toBe(461);
    expect((await attempt({ side: 'short', stopLoss: '94000' })).code).toBe(461);
    expect((await attempt({ stopLoss: '90000.001' })).code).toBe(461); // off the tick grid
    expect((await attempt({ code: 'NOPE' })).status).toBe(404);
    // An instrument that has no recorded tick cannot be traded.
    expect((await attempt({ code: 'SOLUSDT' })).code).toBe(10015);
    // 3 lots need 142,528.5 of margin.
    expect((await attempt({ lots: '3' })).code).toBe(10011);
    // The real book holds no USDT.
    const real = await order(
      server,
      user.token,
      'POST',
      'buyU',
      { code: 'BTCUSDT', side: 'long', lots: '0.1', leverage: 2 },
      { book: 'real' },
    );
    expect(real.code).toBe(10011);
    const after = await usdt(server, user.userId);
    expect(after.available).toBe(before.available);
    expect(after.frozen).toBe(0n);
    const open = await order(server, user.token, 'GET', 'listUOrder?status=open');
    expect(open.result.total).toBe(0);
  });

  it('answers the shared lot table as the web panel does (both call lotsOnGrid)', async () => {
    // The web's margin order-math test runs the same table (@meridian/domain/testing).
    const rules = await server.call({
      method: 'GET',
      url: '/swx/customer/order/getTradingRules?code=BTCUSDT',
    });
    expect(rules.body.result.margin).toMatchObject(MARGIN_LOT_GRID);
    const user = await newTrader();
    const answers: [string, boolean][] = [];
    for (const { lots } of MARGIN_LOT_CASES) {
      const reply = await order(server, user.token, 'POST', 'buyU', {
        code: 'BTCUSDT',
        side: 'long',
        lots,
        leverage: 2,
      });
      // 10016 is the lots refusal; lots on the grid open, or lack the margin (10011).
      expect([20004, 10011, 10016]).toContain(reply.code);
      answers.push([lots, reply.code !== 10016]);
    }
    expect(answers).toEqual(MARGIN_LOT_CASES.map(({ lots, ok }) => [lots, ok]));
  });

  it('runs a retry with the same Idempotency-Key once', async () => {
    const user = await newTrader();
    const body = { code: 'ETHUSDT', side: 'long', lots: '1', leverage: 2 };
    const first = await order(server, user.token, 'POST', 'buyU', body, { key: 'open-eth-0001' });
    const second = await order(server, user.token, 'POST', 'buyU', body, { key: 'open-eth-0001' });
    expect(first.code).toBe(20004);
    expect(second.result.id).toBe(first.result.id);
    const open = await order(server, user.token, 'GET', 'listUOrder?status=open');
    expect(open.result.total).toBe(1);
  });

  it('lets only as many concurrent orders through as the free margin covers', async () => {
    const user = await newTrader();
    // Each needs 0.6 × 95,019 / 2 = 28,505.7 margin + 28.5057 commission: three fit in 100,000.
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        order(server, user.token, 'POST', 'buyU', {
          code: 'BTCUSDT',
          side: 'long',
          lots: '0.6',
          leverage: 2,
        }),
      ),
    );
    expect(replies.filter((r) => r.code === 20004)).toHaveLength(3);
    expect(replies.filter((r) => r.code === 10011)).toHaveLength(5);
    const balance = await usdt(server, user.userId);
    expect(balance.frozen).toBe(3n * $('28505.7'));
  });
});

describe('closing, stops and live updates', () => {
  it('T1, T3: take profit closes at the bid of the tick that reached it; the P&L is the journal movement', async () => {
    const user = await newTrader();
    const pushed: unknown[] = [];
    const unsubscribe = await server.deps.bus.subscribe(userTopic(user.userId), (m) =>
      pushed.push(m),
    );
    const opened = await order(server, user.token, 'POST', 'buyU', {
      code: 'BTCUSDT',
      side: 'long',
      lots: '0.1',
      leverage: 2,
      takeProfit: '95900',
    });
    const id = opened.result.id as number;
    const { accountId } = await usdt(server, user.userId);
    await server.tick({ BTCUSDT: '95500' }); // bid 95,480.9: below the target
    expect((await order(server, user.token, 'GET', 'listUOrder?status=open')).result.total).toBe(1);
    await server.tick({ BTCUSDT: '96000' }); // bid 95,980.8: reached
    const history = await order(server, user.token, 'GET', 'listUOrder?status=history');
    const closed = history.result.list.find((o: { id: number }) => o.id === id);
    // (95,980.8 − 95,019) × 0.1
    expect(closed).toMatchObject({
      status: 'closed',
      closeReason: 'take_profit',
      closePrice: '95980.8',
      profit: '96.18',
    });
    const moved = await movementFor(server, accountId, 'margin_order', String(id));
    // commission out, profit in; the margin hold and release net to zero
    expect(moved.total).toBe($('96.18') - $('4.75095'));
    const balance = await usdt(server, user.userId);
    expect(formatAmount(balance.available)).toBe('100091.42905');
    expect(balance.frozen).toBe(0n);
    // The trigger index learnt the book's new money from the close itself.
    expect(server.margin.risk(`${user.userId}:demo`)?.cash).toBe(balance.total);
    const notices = await server.call({
      method: 'GET',
      url: '/swx/customer/user/listNotification',
      headers: { authorization: user.token },
    });
    expect(notices.body.result.items[0]).toMatchObject({ kind: 'takeProfit' });
    expect(pushed).toContainEqual(
      expect.objectContaining({
        type: 'position',
        order: expect.objectContaining({ id, status: 'closed' }),
      }),
    );
    await unsubscribe();
    await server.tick(START);
  });

  it('stop loss closes a short at the ask once the ask reaches it', async () => {
    const user = await newTrader();
    const opened = await order(server, user.token, 'POST', 'buyU', {
      code: 'ETHUSDT',
      side: 'short',
      lots: '2',
      leverage: 2,
      stopLoss: '3400',
    });
    expect(opened.result.openPrice).toBe('3299.34'); // 3300 − 0.66 (4 bp spread, half each side)
    await server.tick({ ETHUSDT: '3390' }); // ask 3390.68: not yet
    await server.tick({ ETHUSDT: '3420' }); // ask 3420.69 (rounded up to the tick)
    const history = await order(server, user.token, 'GET', 'listUOrder?status=history');
    expect(history.result.list[0]).toMatchObject({
      id: opened.result.id,
      closeReason: 'stop_loss',
      closePrice: '3420.69',
      // (3299.34 − 3420.69) × 2
      profit: '-242.7',
    });
    await server.tick(START);
  });

  it('closes by the user (stopU), in part and then in full', async () => {
    const user = await newTrader();
    const opened = await order(server, user.token, 'POST', 'buyU', {
      code: 'ETHUSDT',
      side: 'long',
      lots: '3',
      leverage: 2,
    });
    const id = opened.result.id;
    await server.tick({ ETHUSDT: '3350' });
    expect((await order(server, user.token, 'POST', 'stopU', { id, lots: '4' })).code).toBe(10016);
    expect((await order(server, user.token, 'POST', 'stopU', { id, lots: '0.001' })).code).toBe(
      10016,
    );
    const part = await order(server, user.token, 'POST', 'stopU', { id, lots: '1' });
    expect(part.code).toBe(200);
    // ask at 3300 = 3300.66; bid at 3350 = 3349.33
    expect(part.result).toMatchObject({
      status: 'closed',
      lots: '1',
      closePrice: '3349.33',
      profit: '48.67',
      closeReason: 'user',
    });
    const open = await order(server, user.token, 'GET', 'listUOrder?status=open');
    expect(open.result.list[0]).toMatchObject({
      id,
      lots: '2',
      margin: formatAmount(($('3300.66') * 2n) / 2n),
    });
    const rest = await order(server, user.token, 'POST', 'stopU', { id });
    expect(rest.result).toMatchObject({ id, status: 'closed', lots: '2', profit: '97.34' });
    expect((await order(server, user.token, 'POST', 'stopU', { id })).status).toBe(409);
    const balance = await usdt(server, user.userId);
    expect(balance.frozen).toBe(0n);
    const total = await order(server, user.token, 'GET', 'getProfitTotal');
    expect(total.result).toMatchObject({
      openPositions: 0,
      usedMargin: '0',
      marginLevel: null,
      realisedProfit: '146.01',
    });
    await server.tick(START);
  });

  it('modifies stops on the correct side only, and never lets another user touch an order', async () => {
    const owner = await newTrader();
    const other = await newTrader();
    const opened = await order(server, owner.token, 'POST', 'buyU', {
      code: 'BTCUSDT',
      side: 'long',
      lots: '0.01',
      leverage: 1,
    });
    const id = opened.result.id;
    expect(
      (await order(server, owner.token, 'POST', 'modifyU', { id, stopLoss: '99000' })).code,
    ).toBe(461);
    const modified = await order(server, owner.token, 'POST', 'modifyU', {
      id,
      stopLoss: '94000',
      takeProfit: '97000',
    });
    expect(modified.code).toBe(20005);
    expect(modified.result).toMatchObject({ stopLoss: '94000', takeProfit: '97000' });
    for (const path of ['stopU', 'modifyU', 'cancelU'])
      expect(
        (await order(server, other.token, 'POST', path, { id, stopLoss: '94000' })).status,
      ).toBe(404);
    // The same order is not reachable through the owner's other book either.
    expect(
      (await order(server, owner.token, 'POST', 'stopU', { id }, { book: 'real' })).status,
    ).toBe(404);
    expect((await order(server, other.token, 'GET', 'listUOrder?status=open')).result.total).toBe(
      0,
    );
    expect((await order(server, owner.token, 'POST', 'stopU', { id })).code).toBe(200);
  });
});

describe('pending limit orders', () => {
  it('holds margin while waiting, fills at the tick that reaches the limit, and can be cancelled', async () => {
    const user = await newTrader();
    const waiting = await order(server, user.token, 'POST', 'buyU', {
      code: 'BTCUSDT',
      side: 'long',
      type: 'limit',
      price: '94000',
      lots: '0.1',
      leverage: 2,
    });
    expect(waiting.result).toMatchObject({
      status: 'pending',
      limitPrice: '94000',
      openPrice: null,
    });
    // Held: margin 4,700 and commission 4.7 at the limit price.
    expect(formatAmount((await usdt(server, user.userId)).frozen)).toBe('4704.7');
    const cancelled = await order(server, user.token, 'POST', 'buyU', {
      code: 'BTCUSDT',
      side: 'short',
      type: 'limit',
      price: '99000',
      lots: '0.1',
      leverage: 2,
    });
    const dropped = await order(server, user.token, 'POST', 'cancelU', { id: cancelled.result.id });
    expect(dropped.result).toMatchObject({ status: 'cancelled', closeReason: 'user' });
    expect(
      (await order(server, user.token, 'POST', 'cancelU', { id: cancelled.result.id })).status,
    ).toBe(409);

    await server.tick({ BTCUSDT: '94100' }); // ask 94,118.82: above the limit
    expect((await order(server, user.token, 'GET', 'listUOrder?status=pending')).result.total).toBe(
      1,
    );
    await server.tick({ BTCUSDT: '93900' }); // ask 93,918.78: fills there
    const open = await order(server, user.token, 'GET', 'listUOrder?status=open');
    expect(open.result.list[0]).toMatchObject({
      id: waiting.result.id,
      status: 'open',
      openPrice: '93918.78',
    });
    expect(server.margin.risk(`${user.userId}:demo`)?.cash).toBe(
      (await usdt(server, user.userId)).total,
    );
    const balance = await usdt(server, user.userId);
    // 0.1 × 93,918.78 / 2, the hold released
    expect(formatAmount(balance.frozen)).toBe('4695.939');
    const notices = await server.call({
      method: 'GET',
      url: '/swx/customer/user/listNotification',
      headers: { authorization: user.token },
    });
    expect(notices.body.result.items[0]).toMatchObject({ kind: 'orderFilled' });
    await order(server, user.token, 'POST', 'stopU', { id: waiting.result.id });
    await server.tick(START);
  });
});

describe('a pending order the book can no longer pay for', () => {
  it('is cancelled when it fills, its hold released and the owner told', async () => {
    const user = await newTrader();
    // A sell limit at 95,000 holds 0.5 × 95,000 / 2 = 23,750 margin + 23.75 commission.
    const waiting = await order(server, user.token, 'POST', 'buyU', {
      code: 'BTCUSDT',
      side: 'short',
      type: 'limit',
      price: '95000',
      lots: '0.5',
      leverage: 2,
    });
    expect(formatAmount((await usdt(server, user.userId)).frozen)).toBe('23773.75');
    // Most of the rest goes into another position.
    const other = await order(server, user.token, 'POST', 'buyU', {
      code: 'ETHUSDT',
      side: 'long',
      lots: '40',
      leverage: 2,
    });
    expect(other.code).toBe(20004);
    // The sell fills at the bid of a much higher tick, where it needs far more margin than held.
    await server.tick({ BTCUSDT: '150000' });
    const history = await order(server, user.token, 'GET', 'listUOrder?status=history');
    expect(history.result.list[0]).toMatchObject({
      id: waiting.result.id,
      status: 'cancelled',
      closeReason: 'insufficient_margin',
    });
    const balance = await usdt(server, user.userId);
    // Only the ETH position's margin is held now: 40 × 3,300.66 / 2.
    expect(formatAmount(balance.frozen)).toBe('66013.2');
    const moved = await movementFor(
      server,
      balance.accountId,
      'margin_order',
      String(waiting.result.id),
    );
    expect(moved.reasons.sort()).toEqual(['margin_hold', 'margin_release']);
    expect(moved.total).toBe(0n);
    const notices = await server.call({
      method: 'GET',
      url: '/swx/customer/user/listNotification',
      headers: { authorization: user.token },
    });
    expect(notices.body.result.items[0]).toMatchObject({ kind: 'orderCancelled' });
    await order(server, user.token, 'POST', 'stopU', { id: other.result.id });
    await server.tick(START);
  });
});

describe('stop-out and negative-balance protection', () => {
  it('T2: closes the largest loser below 50% margin level, and the house absorbs a loss beyond the book', async () => {
    const user = await newTrader();
    const eur = await order(server, user.token, 'POST', 'buyU', {
      code: 'EURUSD',
      side: 'long',
      lots: '20',
      leverage: 30,
    });
    expect(eur.result).toMatchObject({ openPrice: '1.08006', margin: '72004' });
    const btc = await order(server, user.token, 'POST', 'buyU', {
      code: 'BTCUSDT',
      side: 'long',
      lots: '0.1',
      leverage: 2,
    });
    expect(btc.code).toBe(20004);
    // A gap: EURUSD to 1.00 (bid 0.99995). Loss 2,000,000 × 0.08011 = 160,220 > the book.
    await server.tick({ EURUSD: '1.00' });
    const history = await order(server, user.token, 'GET', 'listUOrder?status=history');
    expect(history.result.list).toHaveLength(1);
    expect(history.result.list[0]).toMatchObject({
      id: eur.result.id,
      closeReason: 'stop_out',
      closePrice: '0.99995',
      profit: '-160220',
      // the book could pay 100,000 − 1,080.06 − 4.75095 − 4,750.95 (BTC margin stays held)
      absorbedLoss: '66055.76095',
    });
    // The level is healthy again with only BTC open: it stays.
    const open = await order(server, user.token, 'GET', 'listUOrder?status=open');
    expect(open.result.list.map((o: { id: number }) => o.id)).toEqual([btc.result.id]);
    const balance = await usdt(server, user.userId);
    expect(balance.available).toBe(0n);
    expect(formatAmount(balance.frozen)).toBe('4750.95');
    const notices = await server.call({
      method: 'GET',
      url: '/swx/customer/user/listNotification',
      headers: { authorization: user.token },
    });
    expect(notices.body.result.items[0]).toMatchObject({ kind: 'stopOut' });
    await order(server, user.token, 'POST', 'stopU', { id: btc.result.id });
    await server.tick(START);
  });
});

describe('every class', () => {
  it('opens and closes a position in crypto, forex, stocks, ETFs, metals and futures at each cap', async () => {
    const user = await newTrader();
    await server.tick({ ...START, SPY: '595', XAUUSD: '2650', CL: '70', NG: '3.2', ES: '6000' });
    // [code, lots, max leverage, ask (mid + half the spread, up to the tick), margin = lots × lot size × ask / leverage]
    const cases: [string, string, number, string, string][] = [
      ['BTCUSDT', '0.01', 2, '95019', '475.095'],
      ['EURUSD', '0.1', 30, '1.08006', '360.02'],
      ['AAPL', '1', 5, '228.03', '45.606'],
      ['SPY', '1', 5, '595.06', '119.012'],
      ['XAUUSD', '0.1', 20, '2650.4', '1325.2'],
      ['CL', '0.1', 10, '70.02', '700.2'],
      ['NG', '0.1', 10, '3.201', '320.1'],
      ['ES', '0.1', 20, '6000.75', '1500.1875'],
    ];
    for (const [code, lots, leverage, ask, margin] of cases) {
      const tooMuch = await order(server, user.token, 'POST', 'buyU', {
        code,
        side: 'long',
        lots,
        leverage: leverage + 1,
      });
      expect(tooMuch.code, code).toBe(10016);
      const opened = await order(server, user.token, 'POST', 'buyU', {
        code,
        side: 'long',
        lots,
        leverage,
      });
      expect(opened.result, code).toMatchObject({ status: 'open', openPrice: ask, margin });
      const closed = await order(server, user.token, 'POST', 'stopU', { id: opened.result.id });
      expect(closed.result.status, code).toBe('closed');
      // Opened at the ask and closed at once at the bid: the spread is the only loss.
      expect(parseAmount(closed.result.profit), code).toBeLessThan(0n);
    }
    const balance = await usdt(server, user.userId);
    expect(balance.frozen).toBe(0n);
    const history = await order(server, user.token, 'GET', 'listUOrder?status=history&size=20');
    expect(history.result.total).toBe(cases.length);
  });
});

describe('trading hours', () => {
  it('refuses a stock outside its session with 10015 while crypto still trades', async () => {
    const user = await newTrader();
    server.time.advance(3 * 86_400_000); // Saturday
    await server.tick({ BTCUSDT: '95000' });
    const stock = await order(server, user.token, 'POST', 'buyU', {
      code: 'AAPL',
      side: 'long',
      lots: '1',
      leverage: 5,
    });
    expect(stock.code).toBe(10015);
    const coin = await order(server, user.token, 'POST', 'buyU', {
      code: 'BTCUSDT',
      side: 'long',
      lots: '0.01',
      leverage: 2,
    });
    expect(coin.code).toBe(20004);
  });
});
