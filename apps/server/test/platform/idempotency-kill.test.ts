import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseAmount, transfer } from '@meridian/domain';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../../src/db/client.js';
import { settings, uploads, users } from '../../src/db/schema/index.js';
import { inTransaction } from '../../src/db/transaction.js';
import { systemClock } from '../../src/lib/clock.js';
import { hashPassword } from '../../src/services/auth/passwords.js';
import { createSession } from '../../src/services/auth/sessions.js';
import { systemAccountId, userAccountId } from '../../src/services/ledger/accounts.js';
import { postEntry } from '../../src/services/ledger/post-entry.js';
import { verifyLedger } from '../../src/services/ledger/verify-ledger.js';
import { seedReferenceData } from '../../src/services/seed/seed-reference-data.js';
import { createUser } from '../../src/services/users/create-user.js';
import { ADMIN_DATABASE_URL, usingPostgres } from '../helpers/test-database.js';
import {
  startServerProcess as start,
  waitForLivePrice,
  type RunningServer,
} from '../helpers/server-process.js';

/**
 * Issue 12, "Retries after a crash": the server (its own process, tsx src/main.ts; PGlite in a data
 * folder, or PostgreSQL) is killed with SIGKILL while money requests carrying Idempotency-Keys are
 * in flight, then started again, and every request is retried at once with its key and body.
 * Each one must have run exactly once (one row per key, the ledger sound) and answer: a request
 * that had been answered gets that same reply again, an interrupted one runs now or replays what
 * it committed before the kill. None may be refused (409) or fail.
 */
const WITHDRAWAL_PASSWORD = 'Withdraw-9x!';
const TRON_ADDRESS = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';

interface Trader {
  userId: string;
  token: string;
  proofUploadId: string;
}

/** Users with demo and real money, verified KYC, a withdrawal password and a deposit proof image. */
async function seed(db: Database['db'], count: number): Promise<Trader[]> {
  await seedReferenceData({ db });
  for (const [key, value] of [
    ['deposit.address.USDT.TRC20', TRON_ADDRESS],
    ['deposit.address.BTC.BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
  ])
    await db
      .update(settings)
      .set({ value: { v: value } })
      .where(eq(settings.key, key!));
  const withdrawalHash = await hashPassword(WITHDRAWAL_PASSWORD);
  const traders: Trader[] = [];
  for (let i = 0; i < count; i += 1) {
    traders.push(
      await inTransaction(db, async (tx) => {
        const { user } = await createUser(tx, {
          username: `idemkill${i}`,
          email: null,
          phone: null,
          passwordHash: null,
        });
        await tx
          .update(users)
          .set({ kycStatus: 'verified', withdrawalPasswordHash: withdrawalHash })
          .where(eq(users.id, user.id));
        for (const book of ['demo', 'real'] as const)
          for (const [asset, amount] of [
            ['USDT', '10000000'],
            ['BTC', '100'],
          ] as const) {
            const source = await systemAccountId(
              tx,
              book === 'demo' ? 'demoFaucet' : 'external',
              book,
              asset,
            );
            await postEntry(tx, {
              reason: 'adjustment_test',
              refType: 'load_test',
              refId: user.id,
              postings: transfer(
                { accountId: source },
                { accountId: await userAccountId(tx, user.id, book, asset) },
                asset,
                parseAmount(amount),
              ),
            });
          }
        const [proof] = await tx
          .insert(uploads)
          .values({
            ownerKind: 'user',
            ownerId: user.id,
            purpose: 'deposit_proof',
            mime: 'image/png',
            sourceFormat: 'png',
            width: 1,
            height: 1,
            bytes: 1,
            sha256: createHash('sha256').update(user.id).digest('hex'),
          })
          .returning({ id: uploads.id });
        const token = await createSession(tx, systemClock, user.id, 'password');
        return { userId: user.id, token, proofUploadId: proof!.id };
      }),
    );
  }
  return traders;
}

type Kind = 'dh' | 'buyU' | 'buyOptions' | 'submit' | 'recharge' | 'withdrawal' | 'resetDemo';

interface MoneyRequest {
  n: number;
  kind: Kind;
  trader: Trader;
  key: string;
  path: string;
  book: 'YES' | 'NO';
  body: Record<string, unknown> | null;
}

interface Answer {
  status: number;
  json: { code: number; result: { id?: number } | null } & Record<string, unknown>;
  replayed: boolean;
}

/** The n-th request of the mix (every kind of route that takes an Idempotency-Key and moves money). */
function moneyRequest(n: number, traders: Trader[], run: string): MoneyRequest {
  // The last trader only resets its demo book (refused while its demo money is held by orders).
  const trader = traders[n % (traders.length - 1)]!;
  const kinds: Kind[] = ['dh', 'buyU', 'submit', 'recharge', 'buyOptions', 'dh', 'submit'];
  // A few withdrawals (argon2 per call is expensive) and demo resets.
  const kind: Kind =
    n % 25 === 24 ? 'withdrawal' : n % 40 === 13 ? 'resetDemo' : kinds[n % kinds.length]!;
  const base = { n, kind, key: `${run}-${n.toString().padStart(5, '0')}` };
  switch (kind) {
    case 'dh':
      return {
        ...base,
        trader,
        path: '/swx/customer/user/dh',
        book: n % 2 === 0 ? 'NO' : 'YES',
        body: { from: 'USDT', to: 'BTC', amount: `${10 + (n % 7)}` },
      };
    case 'buyU':
      return {
        ...base,
        trader,
        path: '/swx/customer/order/buyU',
        book: 'NO',
        body: { code: 'BTCUSDT', side: n % 2 ? 'long' : 'short', lots: '0.1', leverage: 2 },
      };
    case 'buyOptions':
      return {
        ...base,
        trader,
        path: '/swx/customer/order/buyOptions',
        book: 'NO',
        body: { code: 'BTCUSDT', direction: n % 2 ? 'up' : 'down', timeframe: 600, stake: '10' },
      };
    case 'submit':
      // Far below the market: the order rests, so every key leaves exactly one row.
      return {
        ...base,
        trader,
        path: '/swx/customer/order/submit',
        book: n % 3 === 0 ? 'YES' : 'NO',
        body: {
          code: 'BTCUSDT',
          side: 'buy',
          type: 'limit',
          price: `${50_000 + (n % 50)}`,
          quantity: '0.001',
        },
      };
    case 'recharge': {
      const hash = createHash('sha256').update(`${run}:${n}`).digest('hex');
      return {
        ...base,
        trader,
        path: '/swx/customer/user/recharge',
        book: 'YES',
        body: {
          asset: 'USDT',
          network: 'TRC20',
          amount: '150',
          txHash: hash,
          last6: hash.slice(-6),
          proofImageId: trader.proofUploadId,
        },
      };
    }
    case 'withdrawal':
      return {
        ...base,
        trader,
        path: '/swx/customer/user/withdrawal',
        book: 'YES',
        body: {
          method: 'crypto',
          asset: 'USDT',
          network: 'TRC20',
          address: TRON_ADDRESS,
          amount: '25',
          password: WITHDRAWAL_PASSWORD,
        },
      };
    case 'resetDemo':
      return {
        ...base,
        trader: traders.at(-1)!,
        path: '/swx/customer/user/resetDemo',
        book: 'NO',
        body: null,
      };
  }
}

async function send(url: string, request: MoneyRequest): Promise<Answer> {
  const response = await fetch(`${url}${request.path}`, {
    method: 'POST',
    headers: {
      ...(request.body ? { 'content-type': 'application/json' } : {}),
      authorization: request.trader.token,
      virtually: request.book,
      'idempotency-key': request.key,
    },
    ...(request.body ? { body: JSON.stringify(request.body) } : {}),
  });
  return {
    status: response.status,
    json: (await response.json()) as Answer['json'],
    replayed: response.headers.get('idempotent-replayed') === 'true',
  };
}

/** `workers` loops sending the mix until stop(); each request's answer, or undefined if cut off. */
function load(url: string, traders: Trader[], workers: number, run: string) {
  const sent: MoneyRequest[] = [];
  const answers = new Map<number, Answer>();
  let running = true;
  const loop = async () => {
    while (running) {
      const request = moneyRequest(sent.length, traders, run);
      sent.push(request);
      try {
        answers.set(request.n, await send(url, request));
      } catch {
        // the server is gone: this one was interrupted
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  };
  const loops = Array.from({ length: workers }, () => loop());
  return {
    sent,
    answers,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Rows each kind leaves per key, counted for the test's users. */
async function rowsPerKind(db: Database['db'], userIds: string[]): Promise<Record<Kind, number[]>> {
  const ids = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ id: number | string }>(db, query)).map((r) => Number(r.id));
  const list = sql.join(
    userIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return {
    dh: await ids(sql`SELECT id FROM exchanges WHERE user_id IN (${list})`),
    buyU: await ids(sql`SELECT id FROM margin_orders WHERE user_id IN (${list})`),
    buyOptions: await ids(sql`SELECT id FROM option_orders WHERE user_id IN (${list})`),
    submit: await ids(sql`SELECT id FROM spot_orders WHERE user_id IN (${list})`),
    recharge: await ids(sql`SELECT id FROM deposits WHERE user_id IN (${list})`),
    withdrawal: await ids(sql`SELECT id FROM withdrawals WHERE user_id IN (${list})`),
    resetDemo: await ids(
      sql`SELECT n.id FROM notifications n WHERE n.kind = 'demoReset' AND n.user_id IN (${list})`,
    ),
  };
}

describe('killing the server while money requests with Idempotency-Keys are in flight', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'meridian-idem-kill-'));
  const dbName = `meridian_idem_kill_${Date.now().toString(36)}`;
  let databaseUrl: string | undefined;
  const servers: RunningServer[] = [];

  afterAll(async () => {
    for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
    await Promise.all(servers.map((s) => s.exited));
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) {
      const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  });

  const open = (): Promise<Database> =>
    openDatabase(
      databaseUrl ? { databaseUrl, poolSize: 4 } : { pgliteDir: path.join(dataDir, 'pgdata') },
    );

  it('retried at once with its key, every request ran exactly once or replays; none is refused', async () => {
    if (usingPostgres()) {
      const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${dbName}`);
      await admin.end();
      const url = new URL(ADMIN_DATABASE_URL);
      url.pathname = `/${dbName}`;
      databaseUrl = url.toString();
    }
    const env = { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
    const setup = await open();
    const traders = await seed(setup.db, 9);
    await setup.close();

    const first = await start(env);
    servers.push(first);
    await waitForLivePrice(first);
    const run = `kill${Date.now().toString(36)}`;
    const traffic = load(first.url, traders, 16, run);
    // Let the mix flow, then pull the plug while requests are in flight.
    const deadline = Date.now() + 120_000;
    while (traffic.answers.size < 160 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 25));
    first.child.kill('SIGKILL');
    await first.exited;
    await traffic.stop();
    const sent = [...traffic.sent];
    const answered = new Map(traffic.answers);
    const refusedBeforeKill = sent
      .filter((r) => answered.has(r.n) && answered.get(r.n)!.status !== 200)
      .map((r) => ({
        kind: r.kind,
        code: answered.get(r.n)!.json.code,
        msg: answered.get(r.n)!.json.msg,
      }));
    expect(refusedBeforeKill).toEqual([]);
    const interrupted = sent.filter((r) => !answered.has(r.n));
    expect(answered.size).toBeGreaterThanOrEqual(60);
    expect(interrupted.length).toBeGreaterThan(0);

    const second = await start(env);
    servers.push(second);
    await waitForLivePrice(second);
    // Every request again, all at once, each with its own key and body.
    const retries = await Promise.all(sent.map((r) => send(second.url, r)));
    const retryOf = new Map(sent.map((r, i) => [r.n, retries[i]!]));

    const refused = sent
      .filter((r) => retryOf.get(r.n)!.status !== 200)
      .map((r) => ({ kind: r.kind, key: r.key, reply: retryOf.get(r.n) }));
    expect(refused).toEqual([]);
    // An answered request replays exactly its answer.
    for (const [n, answer] of answered) {
      const retry = retryOf.get(n)!;
      expect({ n, replayed: retry.replayed, json: retry.json }).toEqual({
        n,
        replayed: true,
        json: answer.json,
      });
    }
    const committedBeforeKill = interrupted.filter((r) => retryOf.get(r.n)!.replayed).length;
    console.log(
      `idempotency kill test (${usingPostgres() ? 'PostgreSQL' : 'PGlite'}): ${sent.length} requests, ` +
        `${answered.size} answered before the kill, ${interrupted.length} interrupted ` +
        `(${committedBeforeKill} had committed and replayed, ${interrupted.length - committedBeforeKill} ran on the retry), ` +
        `0 refused`,
    );

    // A second round of retries (the server has stored every reply now) changes nothing either.
    const again = await Promise.all(interrupted.map((r) => send(second.url, r)));
    expect(again.map((a) => ({ replayed: a.replayed, json: a.json }))).toEqual(
      interrupted.map((r) => ({ replayed: true, json: retryOf.get(r.n)!.json })),
    );

    second.child.kill('SIGTERM');
    await second.exited;

    const database = await open();
    try {
      const rows = await rowsPerKind(
        database.db,
        traders.map((t) => t.userId),
      );
      for (const kind of Object.keys(rows) as Kind[]) {
        const requests = sent.filter((r) => r.kind === kind);
        // Exactly once: as many rows as keys, and each key's reply names its own row.
        expect({ kind, rows: rows[kind].length }).toEqual({ kind, rows: requests.length });
        if (kind === 'resetDemo') continue;
        const replyIds = requests.map((r) => Number(retryOf.get(r.n)!.json.result!.id));
        expect({ kind, ids: [...replyIds].sort((a, b) => a - b) }).toEqual({
          kind,
          ids: [...rows[kind]].sort((a, b) => a - b),
        });
      }
      // Every key ends with its reply stored.
      const [leftover] = await queryRows<{ n: number }>(
        database.db,
        sql`SELECT count(*)::int AS n FROM idempotency_keys WHERE state <> 'done'`,
      );
      expect(Number(leftover?.n ?? 0)).toBe(0);
      const { violations } = await verifyLedger(database.db);
      expect(violations).toEqual([]);
    } finally {
      await database.close();
    }
  }, 420_000);
});
