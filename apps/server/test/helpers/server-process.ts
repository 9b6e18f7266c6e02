import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../src/db/client.js';
import { ADMIN_DATABASE_URL, usingPostgres } from './test-database.js';

/**
 * The server as its own process (tsx src/main.ts), for tests that kill it with SIGKILL and start
 * it again: PGlite in a data folder, or PostgreSQL with DATABASE_URL.
 */
const serverDir = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  child: ChildProcess;
  url: string;
  exited: Promise<void>;
  output: () => string;
}

export async function startServerProcess(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Node itself with tsx as a loader: one process, so SIGKILL really kills the server.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      MARKET_STEP_MS: '250',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; ; i += 1) {
    if (i > 240 || child.exitCode !== null) throw new Error(`server did not start:\n${output}`);
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { child, url, exited, output: () => output };
}

/**
 * Waits until the feed of a freshly started process has ticked: until then a price is the stored
 * history's (or none) and trades are rightly refused (10015, 478), which a test of something else
 * must not race.
 */
export async function waitForLivePrice(server: RunningServer, code = 'BTCUSDT'): Promise<void> {
  const sinceMs = Date.now();
  for (let i = 0; i < 240; i += 1) {
    const response = await fetch(`${server.url}/swx/customer/index/listMarketByType`);
    const body = (await response.json()) as {
      result: { code: string; updatedAt: number | null }[];
    };
    const market = body.result.find((m) => m.code === code);
    if (market?.updatedAt && market.updatedAt >= sinceMs) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no live ${code} price:\n${server.output()}`);
}

/**
 * Where a server process keeps its data: a PGlite folder, or (MERIDIAN_TEST_DB=postgres) a fresh
 * PostgreSQL database; `open` reads it from the test while no process holds the PGlite folder.
 */
export async function processDatabase(prefix: string, { postgres = usingPostgres() } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `meridian-${prefix}-`));
  let databaseUrl: string | undefined;
  if (postgres) {
    const name = `meridian_${prefix}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(ADMIN_DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  return {
    env: { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    open: () =>
      openDatabase(
        databaseUrl ? { databaseUrl, poolSize: 4 } : { pgliteDir: path.join(dataDir, 'pgdata') },
      ),
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
      if (databaseUrl) {
        const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
        await admin.connect();
        await admin.query(
          `DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`,
        );
        await admin.end();
      }
    },
  };
}
