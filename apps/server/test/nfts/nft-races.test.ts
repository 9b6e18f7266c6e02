import { parseAmount } from '@meridian/domain';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { journalEntries, nftBids, nftItems } from '../../src/db/schema/index.js';
import { inTransaction } from '../../src/db/transaction.js';
import { createSession } from '../../src/services/auth/sessions.js';
import { fund, makeUser } from '../helpers/ledger-fixtures.js';
import { useTestServer } from '../helpers/test-server.js';
import type { RegisteredUser } from '../helpers/accounts.js';
import { bid, contentStaff, listItem, MINUTE_MS, setClock, usdtOf } from './nft-helpers.js';

// Real concurrency on PostgreSQL (npm run test:pg); on PGlite the same calls run one at a time
// and must give the same answers.
const server = useTestServer({ startAt: new Date('2026-06-01T09:00:00Z') });

/** Users made straight in the database (no password hashing), each with `usdt` to bid with. */
async function bidders(count: number, usdt: string): Promise<RegisteredUser[]> {
  const users: RegisteredUser[] = [];
  for (let i = 0; i < count; i += 1) {
    const userId = await makeUser(server.deps.db);
    await fund(server.deps.db, userId, 'real', 'USDT', usdt);
    const token = await inTransaction(server.deps.db, (tx) =>
      createSession(tx, server.deps.clock, userId, 'password'),
    );
    users.push({ userId, token } as RegisteredUser);
  }
  return users;
}

/** A seeded choice of amounts (the same run every time). */
function amounts(count: number, seed: number): string[] {
  let state = seed;
  return Array.from({ length: count }, () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return `${100 + (state % 300)}.${String(state % 100).padStart(2, '0')}`;
  });
}

async function itemRow(id: number) {
  const [row] = await server.deps.db.select().from(nftItems).where(eq(nftItems.id, id));
  return row!;
}

describe('NFT bid races', () => {
  it('50 users bid on one item at once: one highest bid, exactly its money frozen, nobody negative', async () => {
    const content = await contentStaff(server);
    const users = await bidders(50, '300');
    const item = await listItem(server, content, { startPrice: '100' });
    const offers = amounts(50, 7);
    const replies = await Promise.all(
      users.map((user, i) => bid(server, user, item.id, offers[i]!)),
    );
    const codes = replies.map((r) => r.code);
    // Every refusal is a clear one: a raise too small (492) or more than the user holds (10092).
    expect(codes.every((c) => c === 200 || c === 492 || c === 10092)).toBe(true);
    const accepted = await server.deps.db
      .select()
      .from(nftBids)
      .where(eq(nftBids.itemId, item.id))
      .orderBy(asc(nftBids.id));
    expect(accepted.length).toBe(codes.filter((c) => c === 200).length);
    expect(accepted.length).toBeGreaterThan(1);
    // In the order they were taken, each accepted bid beats the one before by the minimum raise.
    for (let i = 1; i < accepted.length; i += 1) {
      const before = parseAmount(accepted[i - 1]!.amount);
      const raise =
        (before * 5n + 99n) / 100n > 10n ** 18n ? (before * 5n + 99n) / 100n : 10n ** 18n;
      expect(parseAmount(accepted[i]!.amount) >= before + raise - 10n ** 16n).toBe(true);
    }
    const last = accepted[accepted.length - 1]!;
    const row = await itemRow(item.id);
    expect(row.highestBidderId).toBe(last.userId);
    expect(parseAmount(row.highestAmount!)).toBe(parseAmount(last.amount));
    let frozen = 0n;
    for (const user of users) {
      const [available, held] = (await usdtOf(server, user.userId)).map(parseAmount);
      expect(available! >= 0n).toBe(true);
      expect(available! + held!).toBe(parseAmount('300'));
      expect(held).toBe(user.userId === last.userId ? parseAmount(last.amount) : 0n);
      frozen += held!;
    }
    expect(frozen).toBe(parseAmount(row.highestAmount!));
  });

  it('bids racing the end are either in (and move the end) or refused, never lost; the close runs once', async () => {
    const content = await contentStaff(server);
    for (let round = 0; round < 4; round += 1) {
      const users = await bidders(12, '30000');
      const now = server.time.clock().getTime();
      const item = await listItem(server, content, {
        startPrice: '10',
        endsAt: now + 10 * MINUTE_MS,
      });
      setClock(server, item.endsAt - 1);
      const end = new Promise<void>((resolve) => {
        setTimeout(
          () => {
            setClock(server, item.endsAt);
            void server.jobs.runDue().then(() => resolve());
          },
          5 + round * 10,
        );
      });
      const replies = await Promise.all([
        ...users.map((user, i) => bid(server, user, item.id, String(10 * 2 ** i))),
        end.then(() => null),
      ]);
      const bidsTaken = await server.deps.db
        .select()
        .from(nftBids)
        .where(eq(nftBids.itemId, item.id));
      for (const [i, reply] of replies.entries()) {
        if (reply === null) continue;
        expect([200, 492, 10020]).toContain(reply.code);
        const taken = bidsTaken.filter((b) => b.userId === users[i]!.userId);
        expect(taken).toHaveLength(reply.code === 200 ? 1 : 0);
      }
      let row = await itemRow(item.id);
      if (bidsTaken.length > 0) {
        // Accepted bids moved the end: the close at the old end left the item open.
        expect(row.status).toBe('open');
        const latest = Math.max(...bidsTaken.map((b) => b.placedAt.getTime()));
        expect(row.endsAt.getTime()).toBe(latest + 5 * MINUTE_MS);
        setClock(server, row.endsAt.getTime());
        await server.jobs.runDue();
        row = await itemRow(item.id);
        expect(row.status).toBe('sold');
        const winner = bidsTaken.reduce((a, b) =>
          parseAmount(b.amount) > parseAmount(a.amount) ? b : a,
        );
        expect(row.ownerId).toBe(winner.userId);
      } else {
        expect(row.status).toBe('unsold');
      }
      const sales = await server.deps.db
        .select()
        .from(journalEntries)
        .where(
          and(eq(journalEntries.refId, String(item.id)), eq(journalEntries.reason, 'nft_sale')),
        );
      expect(sales).toHaveLength(bidsTaken.length > 0 ? 1 : 0);
    }
  });
});
