// listMarketByType under load: the built server started as a process on an empty data folder
// (default configuration, log level info; BENCH_LOG_LEVEL to compare), then autocannon at BENCH_CONNECTIONS (default 50)
// against the public list for BENCH_SECONDS (default 20) after a 3 s warm-up. Reports requests/s,
// latency percentiles and the server's CPU time over the window. BENCH_SERVER points at another
// build of apps/server/dist/main.js (e.g. the old code checked out in a temporary worktree).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const query = process.env.BENCH_QUERY ?? '';
const root = new URL('../..', import.meta.url).pathname;
const serverEntry = process.env.BENCH_SERVER ?? path.join(root, 'apps/server/dist/main.js');

const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const address = probe.address();
    probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
  });
});
const dataDir = mkdtempSync(path.join(tmpdir(), 'meridian-bench-'));
const server = spawn(process.execPath, [serverEntry], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  },
  // The info log (one line per request) is part of the cost being measured; it goes nowhere.
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
const url = `${base}/swx/customer/index/listMarketByType${query ? `?${query}` : ''}`;

/** The server's user + system CPU time in ms (Linux /proc). */
function cpuMs(): number {
  const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100;
}

const run = (duration: number) => autocannon({ url, connections, duration });

try {
  for (let i = 0; i < 240; i += 1) {
    const ok = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const sample = await fetch(url);
  const body = await sample.text();
  console.log(
    `reply: HTTP ${sample.status}, ${body.length} bytes, ${sample.headers.get('content-type')}`,
  );
  await run(3);
  const cpuBefore = cpuMs();
  const loadBefore = process.cpuUsage();
  const result = await run(seconds);
  const cpu = cpuMs() - cpuBefore;
  const load = process.cpuUsage(loadBefore);
  const total = result.requests.total;
  console.log(
    JSON.stringify(
      {
        connections,
        seconds,
        requestsPerSecond: Math.round(result.requests.average),
        requests: total,
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
        latencyMs: {
          p50: result.latency.p50,
          p90: result.latency.p90,
          p99: result.latency.p99,
          max: result.latency.max,
        },
        serverCpuShareOfOneCore: Number((cpu / (seconds * 1000)).toFixed(2)),
        serverCpuMsPerRequest: total > 0 ? Number((cpu / total).toFixed(3)) : null,
        loadGeneratorCpuShareOfOneCore: Number(
          ((load.user + load.system) / 1000 / (seconds * 1000)).toFixed(2),
        ),
        throughputMBps: Number((result.throughput.average / 1e6).toFixed(1)),
      },
      null,
      2,
    ),
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
