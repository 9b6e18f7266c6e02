// End-to-end order entry: the built server as its own process on PostgreSQL, autocannon in a
// second process sending limit orders over HTTP on loopback. Reports orders/s and latency, then
// checks the ledger. Needs `npm run build` first and PostgreSQL (BENCH_PG_URL).
//
//   npx tsx bench/spot-order-entry/run.ts
//   env: BENCH_USERS (200), BENCH_SECONDS (20), BENCH_CONNECTIONS (64), BENCH_RATE (unset: as fast
//   as it goes), BENCH_PAIRS (BTCUSDT; or BTCUSDT,ETHUSDT: orders alternate between the markets)
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { count, sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { spotOrders, spotTrades } from '../../apps/server/src/db/schema/index.js';
import { verifyLedger } from '../../apps/server/src/services/ledger/verify-ledger.js';
import { cpuSeconds, postgresPids } from '../support/process-cpu.js';
import { createDatabase, dropDatabase, prepareTraders } from './setup.js';

const users = Number(process.env.BENCH_USERS ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const rate = process.env.BENCH_RATE;
const repoRoot = new URL('../..', import.meta.url).pathname;
const here = new URL('.', import.meta.url).pathname;
const name = `meridian_bench_${Date.now().toString(36)}`;
const port = 19_000 + Math.floor(Math.random() * 500);
const url = `http://127.0.0.1:${port}`;

const databaseUrl = await createDatabase(name);
const dir = mkdtempSync(path.join(tmpdir(), 'meridian-bench-'));
const tokensFile = path.join(dir, 'tokens.json');
writeFileSync(tokensFile, JSON.stringify(await prepareTraders(databaseUrl, users)));
if (process.env.BENCH_SQL) {
  // Experiments only (e.g. measuring an index or constraint): never part of a recorded result.
  const experiment = await openDatabase({ databaseUrl, poolSize: 1 });
  await experiment.db.execute(sql.raw(process.env.BENCH_SQL));
  await experiment.close();
}

const nodeFlags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
// The default configuration, log level included (info: a line per request), written to a file as
// a deployment's log collector would take it.
const serverLog = path.join(dir, 'server.log');
const server = spawn(
  process.execPath,
  [...nodeFlags, path.join(repoRoot, 'apps/server/dist/main.js')],
  {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
    },
    stdio: ['ignore', openSync(serverLog, 'a'), 'inherit'],
  },
);
process.on('exit', () => server.kill('SIGKILL')); // never leave the server behind
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let exited = false;
server.once('exit', () => (exited = true));
for (let i = 0; ; i += 1) {
  if (i > 120 || exited) throw new Error('server did not start');
  try {
    if ((await fetch(`${url}/health`)).ok) break;
  } catch {
    // not listening yet
  }
  await sleep(500);
}
await sleep(2000); // the market maker quotes on the first ticks
// A first start writes the market history in the background (once per installation, about 25 s)
// and then computes the smart-plan ranges; a user's server has long finished both, so the
// measurement waits for them (servers without them go on).
const historyStartedMs = Date.now();
while (Date.now() - historyStartedMs < 180_000) {
  const log = readFileSync(serverLog, 'utf8');
  const historyDone =
    log.includes('market history: backfill complete') || !log.includes('market history');
  // The smart-plan ranges are computed once the history is written (seconds of CPU).
  const rangesDone = log.includes('smart product ranges') || !log.includes('market history');
  if (historyDone && rangesDone) break;
  await sleep(1000);
}
console.log(
  `market history and plan ranges done after ${Math.round((Date.now() - historyStartedMs) / 1000)} s`,
);
const pairCodes = (process.env.BENCH_PAIRS ?? 'BTCUSDT').split(',');
const pairList: string[] = [];
for (const code of pairCodes) {
  const market = (await (
    await fetch(`${url}/swx/customer/order/getSpotMarket?code=${code}`)
  ).json()) as { result: { referencePrice: string } };
  pairList.push(`${code}=${market.result.referencePrice}`);
}

function load(secondsToRun: number): Promise<Record<string, unknown>> {
  const child = fork(
    path.join(here, 'load.ts'),
    [url, tokensFile, String(secondsToRun), String(connections), rate ?? '', pairList.join(',')],
    { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'pipe', 'inherit', 'ipc'] },
  );
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('{')) resolve(JSON.parse(line) as Record<string, unknown>);
    });
    child.once('exit', (code) => reject(new Error(`the load generator exited with ${code}`)));
  });
}

const cpuOf = (pids: number[]) => pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);

await load(3); // warm-up
const pgPids = postgresPids();
const serverCpuBefore = cpuSeconds(server.pid!);
const pgCpuBefore = cpuOf(pgPids);
const result = await load(seconds);
const cpu = {
  serverCoreShare: +((cpuSeconds(server.pid!) - serverCpuBefore) / seconds).toFixed(2),
  postgresCoreShare: +((cpuOf(postgresPids()) - pgCpuBefore) / seconds).toFixed(2),
};
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));

const database = await openDatabase({ databaseUrl, poolSize: 2 });
const [orders] = await database.db.select({ n: count() }).from(spotOrders);
const [trades] = await database.db.select({ n: count() }).from(spotTrades);
const { violations } = await verifyLedger(database.db);
await database.close();
await dropDatabase(name);

console.log(
  JSON.stringify(
    {
      users,
      seconds,
      connections,
      rate: rate ?? 'open',
      pairs: pairCodes,
      ...result,
      cpu,
      ordersInDatabase: orders?.n,
      tradesInDatabase: trades?.n,
      ledgerViolations: violations.length,
    },
    null,
    2,
  ),
);
process.exit(violations.length === 0 ? 0 : 1);
