import { createPrng, formatAmount, parseAmount, quoteFromMid, toTick } from '@meridian/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { journalEntries, marginOrders, postings } from '../../src/db/schema/index.js';
import { registerByEmail, type RegisteredUser } from '../helpers/accounts.js';
import { MARKETS_OPEN, order, usdt } from '../helpers/trading.js';
import { useTestServer } from '../helpers/test-server.js';

const SEED = Number(process.env.MERIDIAN_SIM_SEED ?? 20261121);
const ACTIONS = 600;
const CODES = ['BTCUSDT', 'ETHUSDT', 'EURUSD', 'XAUUSD', 'AAPL'] as const;

/**
 * A seeded run of random traders against the seeded simulated feed, through the public API:
 * market and limit orders with stops near the price (so they fire), user closes, partial closes,
 * cancels and options, the feed stepping in between. The ledger invariants are checked every 50
 * actions (and after the file); at the end every closed position's journal movement must equal
 * its recorded profit after negative-balance protection, and every opening its commission.
 */
describe(`seeded trading simulation (seed ${SEED})`, () => {
  const server = useTestServer({ startAt: MARKETS_OPEN, env: { MARKET_SEED: String(SEED) } });

  it('T1, T2, L1–L5: keeps the ledger sound and every position’s P&L equal to its journal movement', async () => {
    const prng = createPrng(SEED);
    const pick = <T>(items: readonly T[]): T => items[prng.nextInt(items.length)]!;
    server.stepMarket(2);
    await server.margin.idle();
    const traders: RegisteredUser[] = [];
    for (let i = 0; i < 4; i += 1) traders.push(await registerByEmail(server));
    const codes = { ok: 0, refused: 0 };

    for (let step = 0; step < ACTIONS; step += 1) {
      const trader = pick(traders);
      const code = pick(CODES);
      const snapshot = server.deps.market.state.snapshot(code)!;
      const instrument = snapshot.instrument;
      const { bid, ask } = quoteFromMid(snapshot.price, instrument.spreadBp, instrument.tickSize);
      const away = (bp: number, up: boolean) =>
        toTick(
          (up ? ask : bid) + ((up ? 1n : -1n) * snapshot.price * BigInt(bp)) / 10_000n,
          instrument.tickSize,
          up ? 'up' : 'down',
        );
      const roll = prng.nextInt(100);
      let reply: { code: number; status: number };
      if (roll < 45) {
        const side = prng.nextInt(2) === 0 ? 'long' : 'short';
        const long = side === 'long';
        const limit = prng.nextInt(4) === 0;
        reply = await order(server, trader.token, 'POST', 'buyU', {
          code,
          side,
          type: limit ? 'limit' : 'market',
          ...(limit ? { price: formatAmount(away(2, !long)) } : {}),
          lots:
            code === 'EURUSD' || code === 'XAUUSD'
              ? pick(['0.1', '0.5', '2'])
              : pick(['0.01', '0.1', '1']),
          leverage: 1 + prng.nextInt(instrument.maxLeverage),
          ...(prng.nextInt(2) === 0
            ? { stopLoss: formatAmount(away(3 + prng.nextInt(10), !long)) }
            : {}),
          ...(prng.nextInt(2) === 0
            ? { takeProfit: formatAmount(away(3 + prng.nextInt(10), long)) }
            : {}),
        });
      } else if (roll < 65) {
        const open = await order(server, trader.token, 'GET', 'listUOrder?status=open&size=100');
        const target =
          open.result.list.length > 0
            ? pick(open.result.list as { id: number; lots: string }[])
            : undefined;
        if (!target) continue;
        const partial = prng.nextInt(3) === 0 && parseAmount(target.lots) >= parseAmount('0.02');
        reply = await order(server, trader.token, 'POST', 'stopU', {
          id: target.id,
          ...(partial ? { lots: '0.01' } : {}),
        });
      } else if (roll < 72) {
        const pending = await order(
          server,
          trader.token,
          'GET',
          'listUOrder?status=pending&size=100',
        );
        const target =
          pending.result.list.length > 0
            ? pick(pending.result.list as { id: number }[])
            : undefined;
        if (!target) continue;
        reply = await order(server, trader.token, 'POST', 'cancelU', { id: target.id });
      } else if (roll < 85) {
        reply = await order(server, trader.token, 'POST', 'buyOptions', {
          code: pick(['BTCUSDT', 'ETHUSDT']),
          direction: pick(['up', 'down']),
          timeframe: pick([30, 60]),
          stake: pick(['10', '25', '100']),
        });
      } else {
        server.stepMarket(1 + prng.nextInt(5));
        await server.margin.idle();
        continue;
      }
      if (reply.code === 200 || reply.code === 20004) codes.ok += 1;
      else {
        // Refusals must be the ones a trader can cause: margin, trading hours, conflicts.
        expect([10011, 10015, 409, 10092]).toContain(reply.code);
        codes.refused += 1;
      }
      if (step % 50 === 49) {
        server.stepMarket(3);
        await server.margin.idle();
        await server.assertLedgerSound();
      }
    }
    server.stepMarket(70); // every option expires
    await server.margin.idle();
    await server.assertLedgerSound();
    expect(codes.ok).toBeGreaterThan(ACTIONS / 3);

    const closed = await server.deps.db
      .select()
      .from(marginOrders)
      .where(eq(marginOrders.status, 'closed'));
    expect(closed.length).toBeGreaterThan(20);
    expect(closed.some((row) => row.closeReason !== 'user')).toBe(true);
    for (const row of closed) {
      const { accountId } = await usdt(server, row.userId, row.book);
      const moved = await server.deps.db
        .select({ amount: postings.amount, reason: journalEntries.reason })
        .from(postings)
        .innerJoin(journalEntries, eq(postings.entryId, journalEntries.id))
        .where(
          and(
            eq(postings.accountId, accountId),
            eq(journalEntries.refType, 'margin_order'),
            eq(journalEntries.refId, String(row.id)),
            inArray(journalEntries.reason, ['margin_close']),
          ),
        );
      const total = moved.reduce((sum, p) => sum + parseAmount(p.amount), 0n);
      expect(formatAmount(total), `order ${row.id}`).toBe(
        formatAmount(parseAmount(row.profit) + parseAmount(row.absorbedLoss)),
      );
    }
    for (const trader of traders) {
      const balance = await usdt(server, trader.userId);
      expect(balance.available).toBeGreaterThanOrEqual(0n);
    }
  });
});
