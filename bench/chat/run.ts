// 1,000 concurrent customer-service conversations on one server process (issue 17): the built
// server as its own process on PostgreSQL in its default configuration (log level info, to a
// file; in-process bus), the clients (load.ts) in a second process on loopback. Each person holds
// /websocket/chat, three staff consoles hold /websocket/admin/chat; then messages flow both ways
// on an open-loop schedule. Reports delivery latency from the intended send time to the other
// side's socket, messages lost or duplicated, and the server's and PostgreSQL's CPU — first with
// every socket open and nothing sent (what holding them costs: the 5 s per-socket check against
// the database and the heartbeats), then with the messages flowing. Needs `npm run build` first
// and PostgreSQL (BENCH_PG_URL). Exit code 1 when a message is lost or duplicated or the p99 of
// either direction is 200 ms or more.
//
//   npx tsx bench/chat/run.ts
//   env: BENCH_CONVERSATIONS (1000), BENCH_STAFF (3), BENCH_SECONDS (30),
//        BENCH_INTERVAL_MS (10000: each person writes every 10 s, staff answer 5 s later),
//        BENCH_IDLE_SECONDS (20)
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { settings, staffUsers } from '../../apps/server/src/db/schema/index.js';
import { inTransaction } from '../../apps/server/src/db/transaction.js';
import { systemClock } from '../../apps/server/src/lib/clock.js';
import { generateTotpSecret } from '../../apps/server/src/lib/totp.js';
import { createSession } from '../../apps/server/src/services/auth/sessions.js';
import { seedReferenceData } from '../../apps/server/src/services/seed/seed-reference-data.js';
import { createStaffSession } from '../../apps/server/src/services/staff/staff-sessions.js';
import { createUser } from '../../apps/server/src/services/users/create-user.js';
import { createDatabase, dropDatabase } from '../spot-order-entry/setup.js';
import { startBuiltServer } from '../support/built-server.js';
import { cpuBetween, cpuByPid, cpuSeconds, postgresPids } from '../support/process-cpu.js';

const conversations = Number(process.env.BENCH_CONVERSATIONS ?? 1000);
const staffCount = Number(process.env.BENCH_STAFF ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const intervalMs = Number(process.env.BENCH_INTERVAL_MS ?? 10_000);
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 20);
const here = new URL('.', import.meta.url).pathname;
const name = `meridian_chatbench_${Date.now().toString(36)}`;
const port = 19_100 + Math.floor(Math.random() * 400);
const url = `http://127.0.0.1:${port}`;

const databaseUrl = await createDatabase(name);
const dir = mkdtempSync(path.join(tmpdir(), 'meridian-chat-bench-'));
const setupFile = path.join(dir, 'setup.json');
const setup = await openDatabase({ databaseUrl, poolSize: 4 });
await seedReferenceData({ db: setup.db });
const userTokens: string[] = [];
for (let i = 0; i < conversations; i += 1) {
  userTokens.push(
    await inTransaction(setup.db, async (tx) => {
      const { user } = await createUser(tx, {
        username: `chatter${i}`,
        email: `chatter${i}@example.com`,
        phone: null,
        passwordHash: null,
      });
      return createSession(tx, systemClock, user.id, 'password');
    }),
  );
}
const staffTokens: string[] = [];
for (let i = 0; i < staffCount; i += 1) {
  const [row] = await setup.db
    .insert(staffUsers)
    .values({
      username: `agent${i}`,
      passwordHash: 'not used: the bench makes the session directly',
      role: 'support',
      totpSecret: generateTotpSecret(),
      mustChangePassword: 0,
      status: 'active',
      createdAt: new Date(),
    })
    .returning({ id: staffUsers.id });
  staffTokens.push((await createStaffSession(setup.db, systemClock, row!.id)).token);
}
// The one setting changed from its default: every client here comes from 127.0.0.1, and one
// address may hold 50 sockets (a real crowd comes from as many addresses as people).
await setup.db
  .insert(settings)
  .values({ key: 'realtime.socketsPerAddress', value: { v: conversations + staffCount + 10 } })
  .onConflictDoUpdate({
    target: settings.key,
    set: { value: { v: conversations + staffCount + 10 } },
  });
await setup.close();
writeFileSync(setupFile, JSON.stringify({ users: userTokens, staff: staffTokens }));

const serverLog = path.join(dir, 'server.log');
// BENCH_SERVER_NODE_ARGS: extra node flags for the server (e.g. `--cpu-prof` to see where it spends).
const server = await startBuiltServer({
  port,
  dataDir: dir,
  databaseUrl,
  serverLog,
  nodeArgs: process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean),
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const rssMiB = () =>
  +(
    Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))![1]) / 1024
  ).toFixed(0);
/** Committed transactions and rows read on the bench's database so far. */
async function databaseCounters(): Promise<{ transactions: number; statements: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const stats = await client.query<{ xact_commit: string }>(
    'SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()',
  );
  const statements = await client.query<{ calls: string }>(
    "SELECT coalesce(sum(seq_scan + idx_scan), 0)::text AS calls FROM pg_stat_user_tables WHERE relname = 'chat_messages'",
  );
  await client.end();
  return {
    transactions: Number(stats.rows[0]!.xact_commit),
    statements: Number(statements.rows[0]!.calls),
  };
}

interface Window {
  startedMs: number;
  serverCpu: number;
  postgresCpu: Map<number, number>;
  db: { transactions: number; statements: number };
}
const windows: Record<string, Window> = {};
const costs: Record<string, Record<string, number>> = {};
let rssConnectedMiB = 0;

const child = fork(
  path.join(here, 'load.ts'),
  [url, setupFile, String(seconds), String(intervalMs), String(idleSeconds)],
  { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'pipe', 'inherit', 'ipc'] },
);
child.on('message', (message: { phase: string }) => {
  void (async () => {
    const [name, edge] = message.phase.split('-') as [string, 'start' | 'end'];
    const snapshot = {
      startedMs: Date.now(),
      serverCpu: cpuSeconds(server.pid!),
      postgresCpu: cpuByPid(postgresPids()),
      db: await databaseCounters(),
    };
    if (edge === 'start') {
      windows[name] = snapshot;
      if (name === 'idle') rssConnectedMiB = rssMiB();
      return;
    }
    const start = windows[name]!;
    const elapsed = (snapshot.startedMs - start.startedMs) / 1000;
    costs[name] = {
      seconds: +elapsed.toFixed(1),
      serverCoreShare: +((snapshot.serverCpu - start.serverCpu) / elapsed).toFixed(2),
      postgresCoreShare: +(cpuBetween(start.postgresCpu, snapshot.postgresCpu) / elapsed).toFixed(
        2,
      ),
      transactionsPerSecond: +(
        (snapshot.db.transactions - start.db.transactions) /
        elapsed
      ).toFixed(0),
      chatMessagesScansPerSecond: +(
        (snapshot.db.statements - start.db.statements) /
        elapsed
      ).toFixed(0),
    };
  })();
});
const result = await new Promise<Record<string, unknown>>((resolve, reject) => {
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (line.startsWith('{')) resolve(JSON.parse(line) as Record<string, unknown>);
  });
  child.once('exit', (code) => reject(new Error(`the load generator exited with ${code}`)));
});
await sleep(500);
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
const warnings = readFileSync(serverLog, 'utf8')
  .split('\n')
  .filter((line) => /"level":(40|50|60)/.test(line)).length;
await dropDatabase(name);

const latency = result.latencyMs as Record<string, { p99: number | null }>;
const report = {
  conversations,
  staffConsoles: staffCount,
  seconds,
  intervalMs,
  ...result,
  cost: costs,
  // The whole process (the markets, the engines) with every socket open; a per-socket figure
  // from the difference is below the garbage collector's noise at this size.
  serverRssWithSocketsMiB: rssConnectedMiB,
  serverLogWarningsOrErrors: warnings,
};
console.log(JSON.stringify(report, null, 2));
const sound =
  result.lostToPerson === 0 &&
  result.lostToStaff === 0 &&
  result.toPersonDuplicates === 0 &&
  result.toStaffDuplicates === 0 &&
  result.sendFailed === 0 &&
  (latency.toPerson?.p99 ?? Infinity) < 200 &&
  (latency.toStaff?.p99 ?? Infinity) < 200;
process.exit(sound ? 0 : 1);
