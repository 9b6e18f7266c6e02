import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { ensureBuilt } from './built-app.js';
import { startServer, type ServerProcess } from './server-process.js';

export interface TestServer {
  /** The running server's URL. */
  url(): string;
  /** Its DATA_DIR. */
  dataDir(): string;
  /** Everything the server has written to stdout so far. */
  stdout(): string;
  /** Everything on stderr so far (e.g. where the first administrator's password file is). */
  stderr(): string;
  /** Hands the running server to the test, which stops it (cleanup then removes the data). */
  takeOver(): ServerProcess;
}

/**
 * The built server (built first if stale) on a fresh DATA_DIR for one test file: started before
 * its tests, stopped after them (killed if it will not stop) and its data removed. Call it at the
 * top of the file.
 */
export function serveBuiltApp(dataDirPrefix: string): TestServer {
  let dataDir: string | undefined;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    ensureBuilt();
    dataDir = mkdtempSync(path.join(os.tmpdir(), dataDirPrefix));
    server = await startServer({ dataDir });
  });

  afterAll(async () => {
    if (server) await server.stop().catch(() => server?.kill());
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  function running(): ServerProcess {
    if (!server) throw new Error('The server is not running (an earlier step failed)');
    return server;
  }

  return {
    url: () => running().url,
    dataDir: () => {
      if (!dataDir) throw new Error('No DATA_DIR (an earlier step failed)');
      return dataDir;
    },
    stdout: () => running().stdout(),
    stderr: () => running().stderr(),
    takeOver: () => {
      const run = running();
      server = undefined;
      return run;
    },
  };
}
