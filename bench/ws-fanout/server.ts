// The platform server for the fan-out benchmark: in-memory database, simulated feed stepping
// every 250 ms, live list batches every 500 ms. Prints one JSON line of stats a second.
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { SimulatedFeed } from '../../apps/server/src/feeds/simulated-feed.js';
import { buildServer } from '../../apps/server/src/server.js';

const port = Number(process.argv[2] ?? 18_090);
const config = loadConfig({
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'error',
  MARKET_BATCH_MS: '500',
});
const server = await buildServer({
  config,
  database: await openDatabase({}),
  logger: false,
  createFeed: (instruments) =>
    new SimulatedFeed(instruments, { seed: 'bench', stepMs: 250, clock: () => new Date() }),
});
await server.app.listen({ port, host: '127.0.0.1' });
const started = process.cpuUsage();
setInterval(() => {
  const cpu = process.cpuUsage(started);
  process.stdout.write(
    `${JSON.stringify({
      rssBytes: process.memoryUsage().rss,
      clients: server.marketBroadcaster.clientCount,
      batches: server.marketBroadcaster.batchesSent,
      cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    })}\n`,
  );
}, 1000).unref();
process.stdout.write('ready\n');
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
