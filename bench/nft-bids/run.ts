// Bids on one hot NFT auction over HTTP: the built server as its own process on PostgreSQL, in its
// default configuration (log level info, to a file), autocannon in a second process sending binding
// bids on loopback. Each reply comes after the bid, the frozen money, the release of the outbid
// money and the bid row are committed under the item's row lock. Afterwards the server stops and
// the guarantees are checked: one highest bid, the money frozen for bids equals it (ledger F1),
// the ledger sound. Needs `npm run build` first and PostgreSQL (BENCH_PG_URL).
//
//   npx tsx bench/nft-bids/run.ts
//   env: BENCH_USERS (200), BENCH_SECONDS (20), BENCH_CONNECTIONS (32), BENCH_RATE (unset: open)
import { fork } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { count, eq } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { nftBids, nftItems, settings } from '../../apps/server/src/db/schema/index.js';
import { systemClock } from '../../apps/server/src/lib/clock.js';
import { verifyLedger } from '../../apps/server/src/services/ledger/verify-ledger.js';
import { createNft } from '../../apps/server/src/services/nfts/create-nft.js';
import { seedTraders } from '../../apps/server/test/helpers/traders.js';
import { createDatabase, dropDatabase } from '../spot-order-entry/setup.js';
import { startBuiltServer } from '../support/built-server.js';
import { cpuSeconds, postgresPids } from '../support/process-cpu.js';

const users = Number(process.env.BENCH_USERS ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const rate = process.env.BENCH_RATE;
const here = new URL('.', import.meta.url).pathname;
const name = `meridian_nftbench_${Date.now().toString(36)}`;
const port = 19_500 + Math.floor(Math.random() * 400);
const url = `http://127.0.0.1:${port}`;

const databaseUrl = await createDatabase(name);
const dir = mkdtempSync(path.join(tmpdir(), 'meridian-nft-bench-'));
const tokensFile = path.join(dir, 'tokens.json');
const setup = await openDatabase({ databaseUrl, poolSize: 4 });
writeFileSync(tokensFile, JSON.stringify(await seedTraders(setup.db, users, 'bidder', 'real')));
// The one setting changed from its default: a 5% raise takes an item from 100 USDT past the
// contract's largest amount (12 digits) in about 470 bids, so a hot item measured for 20 s bids
// with a 0.01% raise (1 bp) and a one-cent step instead. The path of a bid is the same.
await setup.db
  .insert(settings)
  .values({ key: 'nft.minRaiseBp', value: { v: 1 } })
  .onConflictDoUpdate({ target: settings.key, set: { value: { v: 1 } } });
const item = await createNft(
  { db: setup.db, clock: systemClock },
  {
    staffId: '00000000-0000-4000-8000-000000000001',
    username: 'bench',
    role: 'content',
    sessionId: 'bench',
  },
  {
    tokenId: '1',
    chain: 'Ethereum',
    contractAddress: '0xbench',
    creator: 'Bench',
    titles: { en: 'The hot item' },
    stories: { en: 'Everybody wants it.' },
    startPrice: '100',
    priceStep: '0.01',
    reservePrice: null,
    buyNowPrice: null,
    startsAt: Date.now(),
    endsAt: Date.now() + 3_600_000,
  },
);
await setup.close();

const serverLog = path.join(dir, 'server.log');
const server = await startBuiltServer({ port, dataDir: dir, databaseUrl, serverLog });

function load(secondsToRun: number, startCents: string): Promise<Record<string, unknown>> {
  const child = fork(
    path.join(here, 'load.ts'),
    [
      url,
      tokensFile,
      String(secondsToRun),
      String(connections),
      rate ?? '',
      String(item.id),
      startCents,
    ],
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

/** The current minimum next bid, in cents, so each load run starts where the last one ended. */
async function minimumCents(): Promise<string> {
  const reply = (await (await fetch(`${url}/swx/customer/index/getNftById/${item.id}`)).json()) as {
    result: { minimumNextBid: string };
  };
  const [whole, fraction = ''] = reply.result.minimumNextBid.split('.');
  return `${whole}${fraction.padEnd(2, '0')}`;
}

const warm = await load(3, await minimumCents());
const pgPids = postgresPids();
const serverCpuBefore = cpuSeconds(server.pid!);
const pgCpuBefore = cpuOf(pgPids);
const result = await load(seconds, await minimumCents());
const cpu = {
  serverCoreShare: +((cpuSeconds(server.pid!) - serverCpuBefore) / seconds).toFixed(2),
  postgresCoreShare: +((cpuOf(postgresPids()) - pgCpuBefore) / seconds).toFixed(2),
};
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));

const database = await openDatabase({ databaseUrl, poolSize: 2 });
const [bids] = await database.db.select({ n: count() }).from(nftBids);
const [row] = await database.db.select().from(nftItems).where(eq(nftItems.id, item.id));
const [top] = await database.db
  .select({ amount: nftBids.amount })
  .from(nftBids)
  .orderBy(nftBids.id)
  .limit(1)
  .offset(Math.max(0, (bids?.n ?? 1) - 1));
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
      warmUpAccepted: warm.accepted,
      ...result,
      cpu,
      bidsInDatabase: bids?.n,
      highestBid: row?.highestAmount,
      lastBidIsHighest: top?.amount === row?.highestAmount,
      ledgerViolations: violations.length,
    },
    null,
    2,
  ),
);
process.exit(violations.length === 0 && top?.amount === row?.highestAmount ? 0 : 1);
