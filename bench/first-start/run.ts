/**
 * First start on PGlite (issue 13): bundles the server as `npm run build` does (into
 * apps/server/dist/first-start-bench.js), starts it on an empty data folder
 * with the default configuration and reports, from its log, when it was listening and when the
 * background history backfill finished; then starts it again on the same folder (a second start
 * writes no history). Env BENCH_KEEP=1 keeps the data folder.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'meridian-first-start-'));
const bundle = path.join(root, 'apps/server/dist/first-start-bench.js');
const serverPkg = JSON.parse(readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));
const external = Object.keys(serverPkg.dependencies ?? {}).filter(
  (n) => !n.startsWith('@meridian/'),
);
await build({
  entryPoints: [path.join(root, 'apps/server/src/main.ts')],
  outfile: bundle,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});

interface Run {
  listeningMs: number;
  /** Generated before the feed starts, newest screens kept in memory. */
  generatedMs?: number;
  /** Those screens written (in the background, first). */
  screens?: { candles: number; ms: number };
  backfill?: { candles: number; ms: number; totalMs: number };
}

function start(label: string, waitForBackfill: boolean): Promise<Run> {
  return new Promise((resolve, reject) => {
    const t0 = Date.now();
    const child = spawn(process.execPath, [bundle], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: '0',
        LOG_LEVEL: 'info',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const run: Run = { listeningMs: 0 };
    let buffer = '';
    const finish = () => {
      child.kill('SIGTERM');
      child.once('exit', () => resolve(run));
    };
    child.stdout.on('data', (data: Buffer) => {
      buffer += data.toString();
      let newline;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        let entry: { msg?: string; candles?: number; ms?: number };
        try {
          entry = JSON.parse(line);
        } catch {
          continue;
        }
        if (process.env.BENCH_VERBOSE) console.log(`${label} +${Date.now() - t0} ms: ${entry.msg}`);
        if (entry.msg === 'market history: newest screens generated') run.generatedMs = entry.ms!;
        if (entry.msg === 'market history: newest screens written')
          run.screens = { candles: entry.candles!, ms: entry.ms! };
        if (entry.msg?.startsWith('Meridian is running')) {
          run.listeningMs = Date.now() - t0;
          console.log(`${label}: listening after ${run.listeningMs} ms`);
          if (!waitForBackfill) setTimeout(finish, 3000);
        }
        if (entry.msg === 'market history: backfill complete') {
          run.backfill = { candles: entry.candles!, ms: entry.ms!, totalMs: Date.now() - t0 };
          finish();
        }
      }
    });
    child.once('error', reject);
  });
}

try {
  const before = loadavg()[0]!.toFixed(1);
  // MARKET_HISTORY=off gives the same start without history, to compare on a busy machine.
  const first = await start('first start', process.env.MARKET_HISTORY !== 'off');
  const second = await start('second start', false);
  console.log(
    JSON.stringify(
      { loadAverageBefore: before, loadAverageAfter: loadavg()[0]!.toFixed(1), first, second },
      null,
      2,
    ),
  );
} finally {
  if (!process.env.BENCH_KEEP) rmSync(dataDir, { recursive: true, force: true });
}
