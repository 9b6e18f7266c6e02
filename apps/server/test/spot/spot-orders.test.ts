import { parseAmount } from '@meridian/domain';
import {
  SPOT_BUDGET_CASES,
  SPOT_GRID_PAIR,
  SPOT_PRICE_CASES,
  SPOT_QUANTITY_CASES,
} from '@meridian/domain/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userTopic } from '../../src/realtime/bus.js';
import { debit, fund } from '../helpers/ledger-fixtures.js';
import { createTradingServer, order, type TradingServer } from '../helpers/trading.js';
import { balance, feeBalance, quickTrader, spotRows } from './helpers.js';

const $ = parseAmount;
let server: TradingServer;

// The market maker is off here: every fill below is between the test's own users, to the unit.
// BTCUSDT spot: tick 0.01 USDT, lot 0.0001 BTC, maker 0.08%, taker 0.10%.
beforeAll(async () => {
  server = await createTradingServer({ spot: { marketMaker: false } });
  await server.tick({ BTCUSDT: '95000', ETHUSDT: '3300', EURUSD: '1.08' });
});

afterAll(async () => {
  await server.assertLedgerSound();
  await server.close();
});

type Trader = { token: string; userId: string };

async function seller(btc = '1'): Promise<Trader> {
  const user = await quickTrader(server);
  await fund(server.deps.db, user.userId, 'demo', 'BTC', btc);
  return user;
}

const submit = (user: Trader, body: Record<string, unknown>, options = {}) =>
  order(server, user.token, 'POST', 'submit', { code: 'BTCUSDT', ...body }, options);

describe('public spot market data', () => {
  it('lists the pairs and shows a pair’s terms, depth and trades', async () => {
    const pairs = await server.call({ method: 'GET', url: '/swx/customer/order/listSpotPairs' });
    expect(pairs.body.result.map((p: { code: string }) => p.code)).toEqual(['BTCUSDT', 'ETHUSDT']);
    const market = await server.call({
      method: 'GET',
      url: '/swx/customer/order/getSpotMarket?code=BTCUSDT',
    });
    expect(market.body.result).toMatchObject({
      code: 'BTCUSDT',
      book: 'demo',
      base: 'BTC',
      quote: 'USDT',
      tickSize: '0.01',
      lotSize: '0.0001',
      makerFeeBp: 8,
      takerFeeBp: 10,
      referencePrice: '95000',
    });
    const unknown = await server.call({
      method: 'GET',
      url: '/swx/customer/order/getSpotMarket?code=DOGEUSDT',
    });
    expect(unknown.status).toBe(404);
  });
});

describe('limit and market orders between two users', () => {
  it('freezes, partially fills, fills and settles to the unit, fees included', async () => {
    const alice = await seller('1');
    const bob = await quickTrader(server); // 100,000 demo USDT
    const feeBefore = await feeBalance(server, 'USDT');
    const pushes: any[] = [];
    const off = await server.deps.bus.subscribe(userTopic(alice.userId), (m) => pushes.push(m));

    // Alice offers 0.5 BTC at 95,000: 0.5 BTC is frozen.
    const ask = await submit(alice, {
      side: 'sell',
      type: 'limit',
      price: '95000',
      quantity: '0.5',
    });
    expect(ask.code).toBe(200);
    expect(ask.result).toMatchObject({ status: 'open', frozen: '0.5', filledQuantity: '0' });
    expect(await balance(server, alice.userId, 'BTC')).toEqual({
      available: $('0.5'),
      frozen: $('0.5'),
    });

    // Bob bids 95,100 for 0.2: it trades at the maker's 95,000. Notional 19,000; taker fee 19.
    const bid = await submit(bob, { side: 'buy', type: 'limit', price: '95100', quantity: '0.2' });
    expect(bid.result).toMatchObject({
      status: 'filled',
      filledQuantity: '0.2',
      turnover: '19000',
      averagePrice: '95000',
      fee: '19',
      frozen: '0',
    });
    expect(await balance(server, bob.userId, 'BTC')).toEqual({ available: $('0.2'), frozen: 0n });
    expect(await balance(server, bob.userId, 'USDT')).toEqual({
      available: $('100000') - $('19019'),
      frozen: 0n,
    });
    // Alice (100,000 demo USDT from registration) receives 19,000 − maker fee 15.2.
    expect(await balance(server, alice.userId, 'USDT')).toEqual({
      available: $('100000') + $('18984.8'),
      frozen: 0n,
    });
    expect(await balance(server, alice.userId, 'BTC')).toEqual({
      available: $('0.5'),
      frozen: $('0.3'),
    });

    // Bob buys the rest at market by quantity.
    const rest = await submit(bob, { side: 'buy', type: 'market', quantity: '0.3' });
    expect(rest.result).toMatchObject({ status: 'filled', filledQuantity: '0.3', fee: '28.5' });
    const [aliceOrder] = await spotRows(server, alice.userId);
    expect(aliceOrder).toMatchObject({ status: 'filled', held: '0.000000000000000000' });
    expect(await balance(server, alice.userId, 'BTC')).toEqual({ available: $('0.5'), frozen: 0n });
    expect(await balance(server, alice.userId, 'USDT')).toEqual({
      available: $('100000') + $('18984.8') + $('28500') - $('22.8'),
      frozen: 0n,
    });
    // The fee account got both sides' fees: 19 + 15.2 + 28.5 + 22.8.
    expect((await feeBalance(server, 'USDT')) - feeBefore).toBe($('85.5'));

    // Alice's live channel heard her order rest, fill in part and fill.
    await server.spot.idle();
    await new Promise((r) => setTimeout(r, 20));
    const statuses = pushes.filter((m) => m.type === 'spotOrder').map((m) => m.order.status);
    expect(statuses).toEqual(['open', 'partial', 'filled']);
    await off();

    const history = await order(server, alice.token, 'GET', 'listBbOrder?status=history');
    expect(history.result.total).toBe(1);
    expect(history.result.list[0]).toMatchObject({
      side: 'sell',
      status: 'filled',
      quantity: '0.5',
    });
  });

  it('a market buy by total spends at most the total, fee included, and says what it got', async () => {
    const alice = await seller('1');
    const bob = await quickTrader(server);
    await submit(alice, { side: 'sell', type: 'limit', price: '90000', quantity: '1' });
    // 1,000 USDT at 90,000 with a 0.10% fee: 0.0111 BTC costs 999 + 0.999 = 999.999.
    const buy = await submit(bob, { side: 'buy', type: 'market', total: '1000' });
    expect(buy.result).toMatchObject({
      filledQuantity: '0.0111',
      turnover: '999',
      fee: '0.999',
      total: '1000',
    });
    expect((await balance(server, bob.userId, 'USDT')).available).toBe($('100000') - $('999.999'));
    const cancelled = await order(server, alice.token, 'POST', 'chedan', {
      id: (await spotRows(server, alice.userId))[0]!.id,
    });
    expect(cancelled.result).toMatchObject({
      status: 'cancelled',
      cancelReason: 'user',
      filledQuantity: '0.0111',
    });
    expect(await balance(server, alice.userId, 'BTC')).toEqual({
      available: $('1') - $('0.0111'),
      frozen: 0n,
    });
  });

  it('a market order with nothing to trade against is cancelled unfilled, moving nothing', async () => {
    const carol = await seller('1');
    const sell = await submit(
      carol,
      { side: 'sell', type: 'market', quantity: '0.1' },
      { book: 'real' },
    );
    // Carol has no real BTC: refused before reaching the book.
    expect(sell.code).toBe(10092);
    await fund(server.deps.db, carol.userId, 'real', 'BTC', '0.1');
    const alone = await submit(
      carol,
      { side: 'sell', type: 'market', quantity: '0.1' },
      { book: 'real' },
    );
    expect(alone.result).toMatchObject({
      status: 'cancelled',
      cancelReason: 'unfilled',
      filledQuantity: '0',
    });
    expect(await balance(server, carol.userId, 'BTC', 'real')).toEqual({
      available: $('0.1'),
      frozen: 0n,
    });
  });

  it('S1: cancel releases exactly what the order still holds', async () => {
    const dave = await quickTrader(server);
    const bid = await submit(dave, {
      side: 'buy',
      type: 'limit',
      price: '80000',
      quantity: '0.1234',
    });
    // The hold is notional + the larger fee, per lot: 1,234 lots × (8 + 0.008) = 9,881.872.
    expect(bid.result.frozen).toBe('9881.872');
    expect(await balance(server, dave.userId, 'USDT')).toEqual({
      available: $('100000') - $('9881.872'),
      frozen: $('9881.872'),
    });
    const current = await order(server, dave.token, 'GET', 'listBbOrder?status=current');
    expect(current.result.list.map((o: { id: number }) => o.id)).toEqual([bid.result.id]);
    const cancelled = await order(server, dave.token, 'POST', 'chedan', { id: bid.result.id });
    expect(cancelled.result).toMatchObject({ status: 'cancelled', frozen: '0' });
    expect(await balance(server, dave.userId, 'USDT')).toEqual({
      available: $('100000'),
      frozen: 0n,
    });
    // Cancelling again: not resting any more.
    expect((await order(server, dave.token, 'POST', 'chedan', { id: bid.result.id })).status).toBe(
      404,
    );
  });
});

describe('the spot grid, case by case as the web answers it (shared table in @meridian/domain)', () => {
  // The web's order form test (apps/web features/spot order-math.test.ts) runs the same table:
  // both call the domain's checkSpotPrice / checkSpotQuantity / checkSpotBudget. A case on the
  // grid passes every grid check and is refused only for the money it lacks (10092).
  const PRICE = { not_positive: 400, off_tick: 462, too_high: 400 } as const;
  const QUANTITY = { not_positive: 463, off_lot: 463, too_large: 10016 } as const;
  const BUDGET = { not_positive: 10016, off_unit: 10016, too_large: 10016 } as const;
  const LACKS_MONEY = 10092;

  it('the table is BTCUSDT as the server trades it', async () => {
    const market = await server.call({
      method: 'GET',
      url: `/swx/customer/order/getSpotMarket?code=${SPOT_GRID_PAIR.code}`,
    });
    expect(market.body.result).toMatchObject({
      tickSize: SPOT_GRID_PAIR.tickSize,
      lotSize: SPOT_GRID_PAIR.lotSize,
    });
  });

  it('answers each price, quantity and market-buy total of the table', async () => {
    const broke = await quickTrader(server);
    await debit(server.deps.db, broke.userId, 'demo', 'USDT', '100000');
    const answers: [string, number][] = [];
    const expected: [string, number][] = [];
    for (const { input, problem } of SPOT_PRICE_CASES) {
      const reply = await submit(broke, {
        side: 'sell',
        type: 'limit',
        price: input,
        quantity: '0.0001',
      });
      answers.push([`price ${input}`, reply.code]);
      expected.push([`price ${input}`, problem ? PRICE[problem] : LACKS_MONEY]);
    }
    for (const { input, problem } of SPOT_QUANTITY_CASES) {
      const reply = await submit(broke, {
        side: 'sell',
        type: 'limit',
        price: '95000',
        quantity: input,
      });
      answers.push([`quantity ${input}`, reply.code]);
      expected.push([`quantity ${input}`, problem ? QUANTITY[problem] : LACKS_MONEY]);
    }
    for (const { input, problem } of SPOT_BUDGET_CASES) {
      const reply = await submit(broke, { side: 'buy', type: 'market', total: input });
      answers.push([`total ${input}`, reply.code]);
      expected.push([`total ${input}`, problem ? BUDGET[problem] : LACKS_MONEY]);
    }
    expect(answers).toEqual(expected);
    expect(await spotRows(server, broke.userId)).toEqual([]);
  });
});

describe('bad input changes nothing', () => {
  it('refuses off-grid, zero, negative, unknown and unaffordable orders with a clear code', async () => {
    const erin = await seller('0.01');
    const before = await balance(server, erin.userId, 'USDT');
    const cases: [Record<string, unknown>, number][] = [
      [{ side: 'buy', type: 'limit', price: '95000.001', quantity: '0.1' }, 462],
      [{ side: 'buy', type: 'limit', price: '95000', quantity: '0.00001' }, 463],
      [{ side: 'buy', type: 'limit', price: '95000', quantity: '0' }, 463],
      [{ side: 'buy', type: 'limit', price: '95000', quantity: '-1' }, 463],
      [{ side: 'buy', type: 'limit', price: '0', quantity: '0.1' }, 400],
      [{ side: 'buy', type: 'limit', quantity: '0.1' }, 400],
      [{ side: 'buy', type: 'limit', price: '95000', quantity: '2' }, 10092],
      [{ side: 'sell', type: 'limit', price: '95000', quantity: '0.02' }, 10092],
      [{ side: 'buy', type: 'market', quantity: '0.1', total: '100' }, 400],
      [{ side: 'buy', type: 'market', total: '0.0000001' }, 10016],
      [{ code: 'DOGEUSDT', side: 'buy', type: 'limit', price: '1', quantity: '1' }, 404],
      [
        {
          side: 'buy',
          type: 'limit',
          price: '95000',
          quantity: '0.1',
          postOnly: true,
          timeInForce: 'IOC',
        },
        400,
      ],
    ];
    for (const [body, code] of cases) {
      const reply = await submit(erin, body);
      expect({ body, code: reply.code }).toEqual({ body, code });
    }
    const offTick = await submit(erin, {
      side: 'buy',
      type: 'limit',
      price: '95000.001',
      quantity: '0.1',
    });
    expect(offTick.msg).toContain('0.01');
    expect(await balance(server, erin.userId, 'USDT')).toEqual(before);
    expect(await spotRows(server, erin.userId)).toEqual([]);
  });

  it('a post-only order that would trade is refused (464) and nothing rests', async () => {
    const frank = await seller('1');
    const gina = await quickTrader(server);
    await submit(frank, { side: 'sell', type: 'limit', price: '96000', quantity: '0.1' });
    const cross = await submit(gina, {
      side: 'buy',
      type: 'limit',
      price: '96000',
      quantity: '0.1',
      postOnly: true,
    });
    expect(cross.code).toBe(464);
    expect((await balance(server, gina.userId, 'USDT')).frozen).toBe(0n);
    const maker = await submit(gina, {
      side: 'buy',
      type: 'limit',
      price: '95999.99',
      quantity: '0.1',
      postOnly: true,
    });
    expect(maker).toMatchObject({ code: 200, result: { status: 'open', postOnly: true } });
  });

  it('another user’s order, and the other book’s, cannot be cancelled or seen', async () => {
    const owner = await quickTrader(server);
    const other = await quickTrader(server);
    const bid = await submit(owner, {
      side: 'buy',
      type: 'limit',
      price: '70000',
      quantity: '0.01',
    });
    expect((await order(server, other.token, 'POST', 'chedan', { id: bid.result.id })).status).toBe(
      404,
    );
    expect(
      (await order(server, owner.token, 'POST', 'chedan', { id: bid.result.id }, { book: 'real' }))
        .status,
    ).toBe(404);
    const seen = await order(server, other.token, 'GET', 'listBbOrder?status=current');
    expect(seen.result.total).toBe(0);
    const real = await order(server, owner.token, 'GET', 'listBbOrder?status=current', undefined, {
      book: 'real',
    });
    expect(real.result.total).toBe(0);
    const [row] = await spotRows(server, owner.userId);
    expect(row).toMatchObject({ status: 'open' });
  });
});

describe('races, retries and restarts', () => {
  it('S4: ten concurrent orders with money for three: exactly three are accepted', async () => {
    const hank = await quickTrader(server);
    // Each order holds 30,000 × (1 + 0.001): 30,030; 100,000 covers three.
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        submit(hank, { side: 'buy', type: 'limit', price: '60000', quantity: '0.5' }),
      ),
    );
    expect(replies.filter((r) => r.code === 200)).toHaveLength(3);
    expect(replies.filter((r) => r.code === 10092)).toHaveLength(7);
    expect(await balance(server, hank.userId, 'USDT')).toEqual({
      available: $('100000') - 3n * $('30030'),
      frozen: 3n * $('30030'),
    });
  });

  // PostgreSQL runs the two truly at once; PGlite serialises them, so a few rounds suffice there.
  const rounds = process.env.MERIDIAN_TEST_DB === 'postgres' ? 20 : 3;
  it(`an order and a withdrawal racing for one balance: exactly one wins (${rounds} rounds)`, async () => {
    let ordersWon = 0;
    let debitsWon = 0;
    for (let round = 0; round < rounds; round += 1) {
      const user = await quickTrader(server);
      // 999 lots at 10,000.00 hold 999 × (1 + 0.001) = 999.999 USDT: all of it.
      await fund(server.deps.db, user.userId, 'real', 'USDT', '999.999');
      const [placed, debited] = await Promise.all([
        submit(
          user,
          { side: 'buy', type: 'limit', price: '10000', quantity: '0.0999' },
          { book: 'real' },
        ),
        debit(server.deps.db, user.userId, 'real', 'USDT', '999.999').then(
          () => true,
          () => false,
        ),
      ]);
      expect([placed.code === 200, debited]).toContain(true);
      expect(placed.code === 200 && debited).toBe(false);
      if (placed.code === 200) ordersWon += 1;
      else expect(placed.code).toBe(10092);
      if (debited) debitsWon += 1;
      const after = await balance(server, user.userId, 'USDT', 'real');
      expect(after.available).toBe(0n);
      expect(after.frozen).toBe(placed.code === 200 ? $('999.999') : 0n);
    }
    expect(ordersWon + debitsWon).toBe(rounds);
  });

  it('a retry with the same Idempotency-Key returns the first order and places nothing twice', async () => {
    const ivy = await quickTrader(server);
    const body = { side: 'buy', type: 'limit', price: '50000', quantity: '0.1' };
    const first = await submit(ivy, body, { key: 'spot-retry-0001' });
    const again = await submit(ivy, body, { key: 'spot-retry-0001' });
    expect(again.result.id).toBe(first.result.id);
    expect(await spotRows(server, ivy.userId)).toHaveLength(1);
  });

  it('S3: rebuilding a book from the database gives the same book', async () => {
    const market = server.spot.market({ book: 'demo', pair: 'BTCUSDT' })!;
    const before = market.snapshot();
    expect(before.resting.length).toBeGreaterThan(3);
    await market.rebuild();
    const after = market.snapshot();
    expect(after.hash).toBe(before.hash);
    expect(after.resting).toEqual(before.resting);
  });

  it('candles come from the trades, and holdings are valued at the feed price', async () => {
    const kline = await server.call({
      method: 'GET',
      url: '/swx/customer/order/getSpotKline?code=BTCUSDT&interval=1d',
    });
    expect(kline.body.result).toHaveLength(1);
    // Trades so far: 95,000 (twice) and 90,000.
    expect(kline.body.result[0]).toMatchObject({
      open: '95000',
      high: '95000',
      low: '90000',
      close: '90000',
    });
    const jill = await seller('0.5');
    const holdings = await order(server, jill.token, 'GET', 'listHoldings');
    const btc = holdings.result.list.find((h: { asset: string }) => h.asset === 'BTC');
    expect(btc).toMatchObject({ held: '0.5', available: '0.5', frozen: '0', valueUsdt: '47500' });
    expect(holdings.result.totalUsdt).toBe('147500');
    const pairs = await server.call({ method: 'GET', url: '/swx/customer/order/listSpotPairs' });
    const btcId = pairs.body.result[0].id;
    const info = await order(server, jill.token, 'GET', `getAssestInfo/${btcId}`);
    expect(info.result).toMatchObject({
      code: 'BTCUSDT',
      base: { asset: 'BTC', held: '0.5' },
      quote: { asset: 'USDT', available: '100000' },
    });
  });
});

describe('spot and margin share the USDT of a book', () => {
  it('the margin engine sees the cash a spot order freezes and spends', async () => {
    const kim = await quickTrader(server);
    const opened = await order(server, kim.token, 'POST', 'buyU', {
      code: 'BTCUSDT',
      side: 'long',
      lots: '0.1',
      leverage: 2,
    });
    expect(opened.code).toBe(20004);
    await server.margin.idle();
    const cashBefore = server.margin.risk(`${kim.userId}:demo`)!.cash;
    // A spot market buy spends USDT (the margin account's money too): the engine sees it.
    const bought = await submit(kim, { side: 'buy', type: 'market', quantity: '0.01' });
    expect(bought.result.status).toBe('filled');
    await new Promise((r) => setTimeout(r, 20));
    await server.margin.idle();
    const usdtNow = await balance(server, kim.userId, 'USDT');
    const cashNow = server.margin.risk(`${kim.userId}:demo`)!.cash;
    expect(cashNow).toBe(usdtNow.available + usdtNow.frozen);
    expect(cashBefore - cashNow).toBe($(bought.result.turnover) + $(bought.result.fee));
  });
});

describe('a batch that cannot commit', () => {
  it('is rebuilt from the database and its orders run again one by one, moving money once', async () => {
    const market = server.spot.market({ book: 'demo', pair: 'BTCUSDT' })!;
    await server.spot.idle();
    const before = market.snapshot();
    // Another writer committed meanwhile (as after a lost lock): the fence moved under this one.
    await server.deps.db.execute(
      sql`UPDATE spot_markets SET seq = seq + 1 WHERE book = 'demo' AND pair = 'BTCUSDT'`,
    );
    const [ann, ben] = [await quickTrader(server), await quickTrader(server)];
    const [a, b] = await Promise.all([
      submit(ann, { side: 'buy', type: 'limit', price: '40000', quantity: '0.01' }),
      submit(ben, { side: 'buy', type: 'limit', price: '40000.01', quantity: '0.02' }),
    ]);
    expect([a.code, b.code]).toEqual([200, 200]);
    // The failed batch left nothing behind; each order was written once, with its hold once.
    expect(await spotRows(server, ann.userId)).toHaveLength(1);
    expect(await spotRows(server, ben.userId)).toHaveLength(1);
    expect((await balance(server, ann.userId, 'USDT')).frozen).toBe($(a.result.frozen));
    expect((await balance(server, ben.userId, 'USDT')).frozen).toBe($(b.result.frozen));
    // The writer now follows the moved fence, and its book is the database's.
    const after = market.snapshot();
    expect(after.seq).toBeGreaterThan(before.seq + 1n);
    expect(after.resting.length).toBe(before.resting.length + 2);
    await market.rebuild();
    expect(market.snapshot().hash).toBe(after.hash);
  });
});
