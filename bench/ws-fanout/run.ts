// Live-list fan-out: one server process on core 0, 10,000 clients in another process on core 1.
// Measures memory per connection and whether every client receives every batch.
import { fork, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const clients = Number(process.env.BENCH_CLIENTS ?? 10_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const port = 18_090 + Math.floor(Math.random() * 500);
const tsx = new URL('../../node_modules/.bin/tsx', import.meta.url).pathname;
const here = new URL('.', import.meta.url).pathname;

type Stats = { rssBytes: number; clients: number; batches: number; cpuMs: number };
let latest: Stats | undefined;
const server = spawn('taskset', ['-c', '0', tsx, `${here}server.ts`, String(port)], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const ready = new Promise<void>((resolve) => {
  createInterface({ input: server.stdout! }).on('line', (line) => {
    if (line === 'ready') resolve();
    else if (line.startsWith('{')) latest = JSON.parse(line) as Stats;
  });
});
await ready;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
await sleep(2000);
const baseline = latest!;

const worker = fork(
  `${here}clients.ts`,
  [`ws://127.0.0.1:${port}/websocket/message`, String(clients)],
  {
    execPath: 'taskset',
    execArgv: ['-c', '1', process.execPath, '--import', 'tsx'],
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  },
);
const connected = await new Promise<{ connected: number; failed: number }>((resolve) => {
  createInterface({ input: worker.stdout! }).on('line', (line) => resolve(JSON.parse(line)));
});
await sleep(3000);
const loaded = latest!;
const snapshot = () =>
  new Promise<number[]>((resolve) => {
    worker.once('message', (m: unknown) => resolve((m as { received: number[] }).received));
    worker.send('snapshot');
  });
const startCounts = await snapshot();
const startStats = latest!;
await sleep(seconds * 1000);
const endCounts = await snapshot();
const endStats = latest!;

const batches = endStats.batches - startStats.batches;
const perClient = endCounts.map((n, i) => n - startCounts[i]!);
const min = Math.min(...perClient);
const max = Math.max(...perClient);
const delivered = perClient.reduce((a, b) => a + b, 0);
const cpuShare = (endStats.cpuMs - startStats.cpuMs) / (seconds * 1000);
const result = {
  clients: connected.connected,
  failedConnections: connected.failed,
  seconds,
  batchesSent: batches,
  batchesPerSecond: +(batches / seconds).toFixed(2),
  perClientReceived: { min, max },
  everyClientGotEveryBatch: min >= batches - 1 && max <= batches + 1,
  messagesDeliveredPerSecond: Math.round(delivered / seconds),
  serverCpuShareOfOneCore: +cpuShare.toFixed(2),
  serverRssBaselineMiB: +(baseline.rssBytes / 2 ** 20).toFixed(1),
  serverRssLoadedMiB: +(loaded.rssBytes / 2 ** 20).toFixed(1),
  memoryPerConnectionKiB: +(
    (loaded.rssBytes - baseline.rssBytes) /
    1024 /
    Math.max(1, connected.connected)
  ).toFixed(1),
};
console.log(JSON.stringify(result, null, 2));
worker.kill('SIGTERM');
server.kill('SIGTERM');
process.exit(result.everyClientGotEveryBatch ? 0 : 1);
