import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = new URL('../..', import.meta.url).pathname;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The built server (`npm run build` first) as its own process in its default configuration (log
 * level info, to `serverLog`), on `databaseUrl`, with the in-process bus; resolves once /health
 * answers and the first start's background work (market history, plan ranges) is done — a user's
 * server finished both long ago. The process is killed when the bench exits.
 */
export async function startBuiltServer(options: {
  port: number;
  dataDir: string;
  databaseUrl: string;
  serverLog: string;
  /** Extra node flags (e.g. `--cpu-prof`). */
  nodeArgs?: string[];
}): Promise<ChildProcess> {
  const url = `http://127.0.0.1:${options.port}`;
  const server = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), path.join(repoRoot, 'apps/server/dist/main.js')],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(options.port),
        HOST: '127.0.0.1',
        DATA_DIR: options.dataDir,
        DATABASE_URL: options.databaseUrl,
        REDIS_URL: '',
      },
      stdio: ['ignore', openSync(options.serverLog, 'a'), 'inherit'],
    },
  );
  process.on('exit', () => server.kill('SIGKILL'));
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
  const startedMs = Date.now();
  while (Date.now() - startedMs < 180_000) {
    const log = readFileSync(options.serverLog, 'utf8');
    const historyDone =
      log.includes('market history: backfill complete') || !log.includes('market history');
    const rangesDone = log.includes('smart product ranges') || !log.includes('market history');
    if (historyDone && rangesDone) break;
    await sleep(1000);
  }
  return server;
}
