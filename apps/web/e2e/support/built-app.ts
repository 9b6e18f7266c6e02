import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
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
export function ensureBuilt(): void {
  if (checked) return;
  const missing = [SERVER_ENTRY, WEB_INDEX].filter((file) => !existsSync(file));
  if (missing.length > 0 || isStale()) {
    console.warn(
      `[e2e] ${missing.length > 0 ? `${missing.join(', ')} missing` : 'build older than its sources'}: running \`npm run build\``,
    );
    const result = spawnSync('npm', ['run', 'build'], {
      cwd: REPO_ROOT,
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
  checked = true;
}
