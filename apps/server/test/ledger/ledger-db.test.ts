import { parseAmount, transfer } from '@meridian/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows, type Executor } from '../../src/db/client.js';
import { inTransaction, pgErrorCode } from '../../src/db/transaction.js';
import { AppError } from '../../src/lib/app-error.js';
import { systemAccountId, userAccountId } from '../../src/services/ledger/accounts.js';
import { getBalances } from '../../src/services/ledger/get-balances.js';
import { postEntry } from '../../src/services/ledger/post-entry.js';
import { debit, fund, makeUser } from '../helpers/ledger-fixtures.js';
import { useTestServer } from '../helpers/test-server.js';

const server = useTestServer();

const db = () => server.deps.db;

/** A bare journal entry row, for writing postings past the service as an attacker or a bug would. */
async function newEntryId(tx: Executor, refId: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO journal_entries (reason, ref_type, ref_id) VALUES ('adjustment_test', 'raw', ${refId}) RETURNING id`,
  );
  return Number(row!.id);
}

async function expectDbRefusal(work: () => Promise<unknown>) {
  const error = await work().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'the database should have refused this').toBeDefined();
  return pgErrorCode(error);
}

describe('the database enforces the ledger invariants itself', () => {
  it('a new user has ten empty accounts plus the 100,000 demo USDT', async () => {
    const userId = await makeUser(db());
    const demo = await getBalances(db(), userId, 'demo');
    const real = await getBalances(db(), userId, 'real');
    expect(demo.map((b) => b.asset)).toEqual(['USDT', 'BTC', 'ETH', 'USD', 'EUR']);
    expect(demo.find((b) => b.asset === 'USDT')?.available).toBe('100000');
    expect(real.every((b) => b.total === '0')).toBe(true);
  });

  it('L3: refuses to change a cached balance except through a posting', async () => {
    const userId = await makeUser(db());
    const accountId = await userAccountId(db(), userId, 'demo', 'USDT');
    await expectDbRefusal(() =>
      db().execute(
        sql`UPDATE ledger_accounts SET available = available + 1 WHERE id = ${accountId}`,
      ),
    );
    await expectDbRefusal(() =>
      db().execute(
        sql`INSERT INTO ledger_accounts (owner_kind, system_code, book, asset, available) VALUES ('system', 'bogus', 'demo', 'USDT', 5)`,
      ),
    );
  });

  it('L1, L4: refuses an unbalanced entry at commit, and an entry spanning books', async () => {
    const userId = await makeUser(db());
    const demoUsdt = await userAccountId(db(), userId, 'demo', 'USDT');
    const realUsdt = await userAccountId(db(), userId, 'real', 'USDT');
    const unbalanced = await expectDbRefusal(() =>
      inTransaction(db(), async (tx) => {
        const id = await newEntryId(tx, '1');
        await tx.execute(
          sql`INSERT INTO postings (entry_id, account_id, bucket, asset, amount) VALUES (${id}, ${demoUsdt}, 'available', 'USDT', -1)`,
        );
      }),
    );
    expect(unbalanced).toBe('23514');
    const crossBook = await expectDbRefusal(() =>
      inTransaction(db(), async (tx) => {
        const id = await newEntryId(tx, '2');
        await tx.execute(
          sql`INSERT INTO postings (entry_id, account_id, bucket, asset, amount) VALUES (${id}, ${demoUsdt}, 'available', 'USDT', -1), (${id}, ${realUsdt}, 'available', 'USDT', 1)`,
        );
      }),
    );
    expect(crossBook).toBe('23514');
    expect(
      (await getBalances(db(), userId, 'real')).find((b) => b.asset === 'USDT')?.available,
    ).toBe('0');
  });

  it('L2: refuses a posting that would take a user below zero, even bypassing the service', async () => {
    const userId = await makeUser(db());
    const account = await userAccountId(db(), userId, 'real', 'USDT');
    const code = await expectDbRefusal(() =>
      inTransaction(db(), async (tx) => {
        const id = await newEntryId(tx, '3');
        const external = await systemAccountId(tx, 'external', 'real', 'USDT');
        await tx.execute(
          sql`INSERT INTO postings (entry_id, account_id, bucket, asset, amount) VALUES (${id}, ${account}, 'available', 'USDT', -5), (${id}, ${external}, 'available', 'USDT', 5)`,
        );
      }),
    );
    expect(code).toBe('23514');
  });

  it('keeps the journal append-only', async () => {
    const userId = await makeUser(db());
    await fund(db(), userId, 'real', 'BTC', '1');
    await expectDbRefusal(() => db().execute(sql`UPDATE postings SET amount = amount * 2`));
    await expectDbRefusal(() => db().execute(sql`DELETE FROM journal_entries`));
    await expectDbRefusal(() =>
      db().execute(sql`DELETE FROM ledger_accounts WHERE user_id = ${userId}`),
    );
  });

  it('the service answers 10092 for insufficient funds and changes nothing', async () => {
    const userId = await makeUser(db());
    await fund(db(), userId, 'real', 'ETH', '0.5');
    const error = await debit(db(), userId, 'real', 'ETH', '0.500000000000000001').catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe(10092);
    const eth = (await getBalances(db(), userId, 'real')).find((b) => b.asset === 'ETH');
    expect(eth?.available).toBe('0.5');
    await debit(db(), userId, 'real', 'ETH', '0.5');
    expect(
      (await getBalances(db(), userId, 'real')).find((b) => b.asset === 'ETH')?.available,
    ).toBe('0');
  });
});

describe('concurrency', () => {
  // PostgreSQL runs the debits truly in parallel; PGlite serialises transactions, so fewer rounds there.
  const rounds = process.env.MERIDIAN_TEST_DB === 'postgres' ? 100 : 3;

  it(`L2: 50 concurrent debits of one full balance: exactly one succeeds and the balance ends at 0 (${rounds} rounds)`, async () => {
    for (let round = 0; round < rounds; round += 1) {
      const userId = await makeUser(db());
      await fund(db(), userId, 'real', 'USDT', '1000.5');
      const results = await Promise.allSettled(
        Array.from({ length: 50 }, () => debit(db(), userId, 'real', 'USDT', '1000.5')),
      );
      const succeeded = results.filter((r) => r.status === 'fulfilled').length;
      const refused = results.filter(
        (r) => r.status === 'rejected' && r.reason instanceof AppError && r.reason.code === 10092,
      ).length;
      expect({ round, succeeded, refused }).toEqual({ round, succeeded: 1, refused: 49 });
      const usdt = (await getBalances(db(), userId, 'real')).find((b) => b.asset === 'USDT');
      expect(parseAmount(usdt!.available)).toBe(0n);
    }
  });

  it('opposite transfers between the same accounts do not deadlock', async () => {
    const a = await makeUser(db());
    const b = await makeUser(db());
    await fund(db(), a, 'real', 'USD', '100');
    await fund(db(), b, 'real', 'USD', '100');
    const move = (from: string, to: string) =>
      inTransaction(db(), async (tx) => {
        const fromId = await userAccountId(tx, from, 'real', 'USD');
        const toId = await userAccountId(tx, to, 'real', 'USD');
        return postEntry(tx, {
          reason: 'adjustment_test',
          refType: 't',
          refId: 'swap',
          postings: transfer({ accountId: fromId }, { accountId: toId }, 'USD', parseAmount('1')),
        });
      });
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? move(a, b) : move(b, a))),
    );
    const balanceOf = async (user: string) =>
      (await getBalances(db(), user, 'real')).find((x) => x.asset === 'USD')?.available;
    expect(await balanceOf(a)).toBe('100');
    expect(await balanceOf(b)).toBe('100');
  });
});
