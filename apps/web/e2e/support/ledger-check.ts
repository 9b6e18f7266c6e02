import { expect } from 'vitest';
import { freshEnv } from './fresh-env.js';
import { runNpmScript } from './run-npm-script.js';
import type { TestServer } from './test-server.js';

/**
 * Stops the test's server (it must exit cleanly on SIGTERM), then runs `npm run ledger:verify`
 * on its data: every money movement the browser made must be journaled soundly.
 */
export async function expectStopAndSoundLedger(app: TestServer): Promise<void> {
  const run = app.takeOver();
  expect(await run.stop()).toEqual({ code: 0, signal: null });
  const verify = await runNpmScript('ledger:verify', freshEnv({ DATA_DIR: app.dataDir() }));
  expect(verify.code, verify.output).toBe(0);
  expect(verify.output).toContain('ledger:verify OK');
}
