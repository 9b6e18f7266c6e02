import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, SERVER_ENTRY, WEB_INDEX } from './paths.js';

let checked = false;

/** Sources the bundles are made from; a newer file here means the build is stale. */
const SOURCE_DIRS = ['apps/server/src', 'apps/server/drizzle', 'apps/web/src', 'packages'];

function newestSourceMtimeMs(dir: string): number {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(
      newest,
      entry.isDirectory() ? newestSourceMtimeMs(full) : statSync(full).mtimeMs,
    );
  }
  return newest;
}

function isStale(): boolean {
  const builtAt = Math.min(statSync(SERVER_ENTRY).mtimeMs, statSync(WEB_INDEX).mtimeMs);
  return SOURCE_DIRS.some((dir) => newestSourceMtimeMs(path.join(REPO_ROOT, dir)) > builtAt);
}

/**
 * Builds the app with `npm run build` when its output is missing (a fresh clone) or older than
 * its sources (so a local run never tests yesterday's bundle), once per run.
 */
/** Several test runs may start at once (other sessions, CI): one builds, the others wait. */
function withBuildLock<T>(work: () => T): T {
  const lock = path.join(REPO_ROOT, 'test-results', '.build-lock');
  mkdirSync(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline)
        throw new Error(`build lock ${lock} held for 5 minutes; remove it if stale`);
      // Stale after 5 minutes (a crashed run): take it over.
      if (Date.now() - statSync(lock).mtimeMs > 300_000)
        rmSync(lock, { recursive: true, force: true });
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
  try {
    return work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export function ensureBuilt(): void {
  if (checked) return;
  withBuildLock(() => build());
  checked = true;
}

function build(): void {
  const missing = [SERVER_ENTRY, WEB_INDEX].filter((file) => !existsSync(file));
  if (missing.length > 0 || isStale()) {
    console.warn(
      `[e2e] ${missing.length > 0 ? `${missing.join(', ')} missing` : 'build older than its sources'}: running \`npm run build\``,
    );
    const result = spawnSync('npm', ['run', 'build'], {
      cwd: REPO_ROOT,
      // Vitest runs with NODE_ENV=test; the build must be the production one users get.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'inherit',
      timeout: 200_000,
    });
    if (result.status !== 0) {
      throw new Error(
        `\`npm run build\` failed (exit ${result.status ?? result.signal ?? result.error?.message})`,
      );
    }
    const stillMissing = [SERVER_ENTRY, WEB_INDEX].filter((file) => !existsSync(file));
    if (stillMissing.length > 0) {
      throw new Error(`\`npm run build\` did not produce ${stillMissing.join(', ')}`);
    }
  }
}
