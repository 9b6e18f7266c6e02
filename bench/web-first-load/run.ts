// First load of the web app in headless Chromium against the built server started as a process:
// the JavaScript shipped for the first page (gzip) and the time from navigation to the first live
// price frame on /websocket/message. Runs BENCH_RUNS loads (default 5), each in a fresh context.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const root = new URL('../..', import.meta.url).pathname;

const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const address = probe.address();
    probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
  });
});
const dataDir = mkdtempSync(path.join(tmpdir(), 'meridian-bench-'));
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  },
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 120; i += 1) {
  const ok = await fetch(`${base}/health`).then(
    (r) => r.ok,
    () => false,
  );
  if (ok) break;
  await new Promise((r) => setTimeout(r, 500));
}

const browser = await chromium.launch({
  executablePath: process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-quic',
    '--no-first-run',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const firstPriceMs: number[] = [];
let jsGzipBytes = 0;
let jsFiles: string[] = [];
try {
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type === 'script') scripts.set(response.url(), gzipSync(await response.body()).length);
    });
    const gotPrice = new Promise<number>((resolve) => {
      page.on('websocket', (socket) => {
        if (!socket.url().endsWith('/websocket/message')) return;
        socket.on('framereceived', (frame) => {
          if (String(frame.payload).startsWith('[')) resolve(performance.now());
        });
      });
    });
    const started = performance.now();
    await page.goto(base, { waitUntil: 'load' });
    firstPriceMs.push(Math.round((await gotPrice) - started));
    await page.waitForLoadState('networkidle');
    if (run === 0) {
      jsGzipBytes = [...scripts.values()].reduce((a, b) => a + b, 0);
      jsFiles = [...scripts.keys()].map((u) => new URL(u).pathname);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
const sorted = [...firstPriceMs].sort((a, b) => a - b);
console.log(
  JSON.stringify(
    {
      firstPageJsGzipKiB: +(jsGzipBytes / 1024).toFixed(1),
      firstPageJsFiles: jsFiles,
      timeToFirstLivePriceMs: { runs: firstPriceMs, median: sorted[Math.floor(sorted.length / 2)] },
    },
    null,
    2,
  ),
);
process.exit(jsGzipBytes / 1024 < 250 ? 0 : 1);
