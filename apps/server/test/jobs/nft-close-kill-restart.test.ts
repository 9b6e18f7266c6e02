import { and, eq, inArray, sql } from 'drizzle-orm';
import { parseAmount } from '@meridian/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.js';
import { jobs, journalEntries, nftItems } from '../../src/db/schema/index.js';
import { NFT_CLOSE } from '../../src/jobs/nft-close-job.js';
import { systemClock } from '../../src/lib/clock.js';
import { verifyLedger } from '../../src/services/ledger/verify-ledger.js';
import { createNft } from '../../src/services/nfts/create-nft.js';
import {
  processDatabase,
  startServerProcess,
  type RunningServer,
} from '../helpers/server-process.js';
import { usingPostgres } from '../helpers/test-database.js';
import { seedTraders } from '../helpers/traders.js';

/**
 * Issue 16: auction closes run exactly once, within 60 s of the end, across a SIGKILL and a
 * restart — and, on PostgreSQL, with two server processes closing at once. Items are bid on
 * through a server process; while it is down their ends are set a few seconds ahead, one after
 * the other; a second process is killed as soon as the first items have closed, and a third (with
 * a fourth beside it on PostgreSQL) closes the rest. Every item is sold once (one `nft_sale` entry),
 * the charity account holds exactly the winning bids, and the ledger (F1 included) is sound.
 */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ITEMS = 30;
const SPACING_MS = 150;

async function bidOn(url: string, token: string, id: number, amount: string) {
  const reply = await fetch(`${url}/swx/customer/user/bidNft`, {
    method: 'POST',
    headers: { authorization: token, virtually: 'YES', 'content-type': 'application/json' },
    body: JSON.stringify({ id, amount }),
  });
  return ((await reply.json()) as { code: number }).code;
}

async function endedCount(url: string): Promise<number> {
  const reply = await fetch(`${url}/swx/customer/index/listNft?filter=ended&size=1`);
  return ((await reply.json()) as { result: { total: number } }).result.total;
}

describe('killing the server while auctions close', () => {
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => drop?.());

  it('closes every auction exactly once, within 60 s of its end, after a SIGKILL and a restart', async () => {
    const store = await processDatabase('nftkill');
    drop = store.drop;
    const setup = await store.open();
    const tokens = await seedTraders(setup.db, 10, 'nftkill', 'real');
    const staff = {
      staffId: '00000000-0000-4000-8000-000000000001',
      username: 'content',
      role: 'content' as const,
      sessionId: 'test',
    };
    const ids: number[] = [];
    for (let i = 0; i < ITEMS; i += 1) {
      const item = await createNft({ db: setup.db, clock: systemClock }, staff, {
        tokenId: String(5000 + i),
        chain: 'Ethereum',
        contractAddress: '0x5a1e',
        creator: 'Kill test',
        titles: { en: `Item ${i}` },
        stories: { en: 'A story' },
        startPrice: '10',
        priceStep: '1',
        reservePrice: null,
        buyNowPrice: null,
        startsAt: Date.now(),
        endsAt: Date.now() + 3_600_000,
      });
      ids.push(item.id);
    }
    await setup.close();

    const startingMs = Date.now();
    const first = await startServerProcess(store.env);
    // How long a process takes to start here: the next one must be up before the first end.
    const startupMs = Date.now() - startingMs;
    for (const [i, id] of ids.entries()) {
      expect(await bidOn(first.url, tokens[i % 10]!, id, '10')).toBe(200);
      expect(await bidOn(first.url, tokens[(i + 1) % 10]!, id, String(11 + (i % 7)))).toBe(200);
    }
    first.child.kill('SIGKILL');
    await first.exited;

    // The ends come a few seconds from now, one after the other: the next process is killed
    // while they are being closed.
    const due = await store.open();
    const startMs = Date.now() + Math.max(8_000, 3 * startupMs);
    for (const [i, id] of ids.entries()) {
      const endMs = startMs + i * SPACING_MS;
      await due.db
        .update(nftItems)
        .set({ endsAt: new Date(endMs) })
        .where(eq(nftItems.id, id));
      await due.db
        .update(jobs)
        .set({ dueMs: endMs })
        .where(and(eq(jobs.kind, NFT_CLOSE), sql`(${jobs.payload}->>'itemId')::bigint = ${id}`));
    }
    await due.close();

    const second = await startServerProcess(store.env);
    for (let i = 0; ; i += 1) {
      if ((await endedCount(second.url)) > 0) break;
      if (Date.now() > startMs + 30_000) throw new Error(`nothing closed:\n${second.output()}`);
      await sleep(20);
    }
    second.child.kill('SIGKILL');
    await second.exited;

    const atKill = await store.open();
    const closedAtKill = await atKill.db
      .select({ id: nftItems.id })
      .from(nftItems)
      .where(eq(nftItems.status, 'sold'));
    await atKill.close();
    expect(closedAtKill.length).toBeGreaterThan(0);
    expect(closedAtKill.length).toBeLessThan(ITEMS);

    // Several processes share PostgreSQL; PGlite's folder has one.
    const finishers: RunningServer[] = [await startServerProcess(store.env)];
    if (usingPostgres()) finishers.push(await startServerProcess(store.env));
    for (let i = 0; ; i += 1) {
      if ((await endedCount(finishers[0]!.url)) === ITEMS) break;
      if (i > 480) throw new Error(`auctions left open:\n${finishers[0]!.output()}`);
      await sleep(250);
    }
    for (const finisher of finishers) finisher.child.kill('SIGTERM');
    await Promise.all(finishers.map((f) => f.exited));

    const database = await store.open();
    try {
      const items = await database.db.select().from(nftItems).where(inArray(nftItems.id, ids));
      expect(items.every((item) => item.status === 'sold')).toBe(true);
      for (const item of items) {
        const lateMs = item.closedAt!.getTime() - item.endsAt.getTime();
        expect(lateMs).toBeGreaterThanOrEqual(0);
        expect(lateMs).toBeLessThan(60_000);
      }
      const sales = await database.db
        .select({ refId: journalEntries.refId })
        .from(journalEntries)
        .where(eq(journalEntries.reason, 'nft_sale'));
      expect(sales.map((s) => Number(s.refId)).sort((a, b) => a - b)).toEqual(
        [...ids].sort((a, b) => a - b),
      );
      const [charity] = await queryRows<{ held: string; sold: string }>(
        database.db,
        sql`SELECT (SELECT available FROM ledger_accounts WHERE owner_kind = 'system' AND system_code = 'charity' AND book = 'real' AND asset = 'USDT')::text AS held,
                   (SELECT sum(sold_price) FROM nft_items)::text AS sold`,
      );
      expect(parseAmount(charity!.held)).toBe(parseAmount(charity!.sold));
      const { violations } = await verifyLedger(database.db);
      expect(violations).toEqual([]);
    } finally {
      await database.close();
    }
  }, 420_000);
});
