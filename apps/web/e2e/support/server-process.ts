import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './free-port.js';
import { freshEnv } from './fresh-env.js';
import { REPO_ROOT, SERVER_ENTRY } from './paths.js';

// A fresh data folder's first start generates the market history (the newest screens before
// listening); on a loaded 2-core machine that took up to ~2 min. The hook timeout is 240 s.
const READY_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 20_000;

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  /** Everything written so far. */
  stdout(): string;
  stderr(): string;
  /** SIGTERM, then the exit (SIGKILL and an error when it takes longer than 20 s). */
  stop(): Promise<Exit>;
  /** SIGKILL if still running (cleanup after a failure). */
  kill(): void;
}

export interface StartOptions {
  dataDir: string;
  logLevel?: string;
}

/**
 * Starts the built server as its own process, as `npm start` does after building
 * (`node apps/server/dist/main.js` from the repo root), and waits until GET /health is 200.
 */
export async function startServer({
  dataDir,
  logLevel = 'warn',
}: StartOptions): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: freshEnv({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: logLevel,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const output = () => `--- stdout ---\n${out}\n--- stderr ---\n${err}`;

  try {
    await waitForHealth(url, child, exited, output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }

  return {
    url,
    port,
    dataDir,
    stdout: () => out,
    stderr: () => err,
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS);
      });
      const result = await Promise.race([exited, timeout]);
      clearTimeout(timer);
      if (result === 'timeout') {
        child.kill('SIGKILL');
        throw new Error(
          `The server did not exit within ${STOP_TIMEOUT_MS} ms of SIGTERM\n${output()}`,
        );
      }
      return result;
    },
  };
}

async function waitForHealth(
  url: string,
  child: ChildProcess,
  exited: Promise<Exit>,
  output: () => string,
): Promise<void> {
  let exit: Exit | undefined;
  void exited.then((e) => (exit = e));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (exit) {
      throw new Error(
        `The server exited before it was ready (code ${exit.code}, signal ${exit.signal})\n${output()}`,
      );
    }
    try {
      const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2_000) });
      last = `HTTP ${response.status}: ${await response.text()}`;
      if (response.status === 200) return;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `GET ${url}/health was not 200 within ${READY_TIMEOUT_MS} ms (last: ${last}; pid ${child.pid})\n${output()}`,
  );
}
