// First load of the web app's home page in headless Chromium against the built server, started as
// a process with the default configuration (log level info) on loopback, over a throttled link
// (DevTools network emulation: 1.6 Mbps down, 750 kbps up, 150 ms round trip). It reports the
// bytes actually transferred (Chromium's encoded sizes, headers included: HTML, JavaScript, CSS,
// API, the rest) and the time from navigation start to the first price on screen and to the first
// live-price frame on /websocket/message. BENCH_RUNS loads (default 5), each in a fresh context.
//
//   BENCH_RUNS=5            loads to run
//   BENCH_THROTTLE=0        no throttling (loopback speed)
//   BENCH_ENCODING=identity the browser asks for every response uncompressed (Accept-Encoding:
//                           identity), which is what the server sent before issue 12
//   BENCH_WATERFALL=1       also print every request of the first load with its start and end
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type CDPSession } from 'playwright-core';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const throttled = process.env.BENCH_THROTTLE !== '0';
const forceIdentity = process.env.BENCH_ENCODING === 'identity';
const showWaterfall = process.env.BENCH_WATERFALL === '1';
const TARGET_MS = 2000;
const LINK = { downKbps: 1600, upKbps: 750, rttMs: 150 };
const root = new URL('../..', import.meta.url).pathname;

const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const address = probe.address();
    probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
  });
});
const dataDir = mkdtempSync(path.join(tmpdir(), 'meridian-bench-'));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
};
// The default configuration: whatever the calling shell or test runner set is not the product's.
delete env.LOG_LEVEL;
delete env.NODE_ENV;
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  env,
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

type Kind = 'html' | 'js' | 'css' | 'api' | 'image' | 'other';

interface RequestRecord {
  url: string;
  kind: Kind;
  startMs: number;
  endMs?: number;
  transferred: number;
  decoded: number;
  encoding: string;
}

function kindOf(type: string | undefined, url: string): Kind {
  if (type === 'Document') return 'html';
  if (type === 'Script') return 'js';
  if (type === 'Stylesheet') return 'css';
  if (type === 'Fetch' || type === 'XHR' || url.includes('/swx/')) return 'api';
  if (type === 'Image') return 'image';
  return 'other';
}

interface Load {
  requests: RequestRecord[];
  firstPriceOnScreenMs: number;
  firstLiveFrameMs: number;
}

/**
 * When the network part was done: the last script or style sheet of the first wave (started before
 * the first API call), when the app had rendered (its first call), and the list's data.
 */
function milestones(load: Load) {
  const firstApi = Math.min(...load.requests.filter((r) => r.kind === 'api').map((r) => r.startMs));
  const code = load.requests.filter(
    (r) => (r.kind === 'js' || r.kind === 'css') && r.startMs < firstApi,
  );
  const list = load.requests.find((r) => r.url.includes('/listMarketByType'));
  // The market list is asked for by the boot script (src/boot.ts) before the app has run; the
  // app's own first call says when it had rendered.
  const appCalls = load.requests.filter(
    (r) => r.kind === 'api' && !r.url.includes('/listMarketByType'),
  );
  return {
    codeArrivedMs: Math.max(...code.map((r) => r.endMs ?? 0)),
    firstApiCallMs: firstApi,
    appFirstCallMs: Math.min(...appCalls.map((r) => r.startMs)),
    marketListRequestedMs: list?.startMs ?? Number.NaN,
    marketListArrivedMs: list?.endMs ?? Number.NaN,
  };
}

async function loadOnce(browser: Browser): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // The first row price painted on the home page, by the page's own clock (0 = navigation start).
  await context.addInitScript(() => {
    const w = window as unknown as { __firstPriceAt?: number };
    const observer = new MutationObserver(() => {
      const price = document.querySelector('[data-testid="price"]');
      if (price && price.textContent && /\d/.test(price.textContent)) {
        w.__firstPriceAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  });
  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (throttled) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: LINK.rttMs,
      downloadThroughput: (LINK.downKbps * 1000) / 8,
      uploadThroughput: (LINK.upKbps * 1000) / 8,
    });
  }
  if (forceIdentity) {
    await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'identity' } });
  }

  const requests = new Map<string, RequestRecord>();
  let navigationStart: number | undefined;
  let firstFrameAt: number | undefined;
  const ms = (timestamp: number) => Math.round((timestamp - (navigationStart ?? timestamp)) * 1000);
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Document' && navigationStart === undefined)
      navigationStart = event.timestamp;
    requests.set(event.requestId, {
      url: event.request.url,
      kind: kindOf(event.type, event.request.url),
      startMs: ms(event.timestamp),
      transferred: 0,
      decoded: 0,
      encoding: 'identity',
    });
  });
  cdp.on('Network.responseReceived', (event) => {
    const record = requests.get(event.requestId);
    if (!record) return;
    const headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    record.encoding = headers['content-encoding'] ?? 'identity';
  });
  cdp.on('Network.dataReceived', (event) => {
    const record = requests.get(event.requestId);
    if (record) record.decoded += event.dataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const record = requests.get(event.requestId);
    if (!record) return;
    record.transferred = event.encodedDataLength;
    record.endMs = ms(event.timestamp);
  });
  cdp.on('Network.webSocketFrameReceived', (event) => {
    if (firstFrameAt === undefined && event.response.payloadData.startsWith('['))
      firstFrameAt = event.timestamp;
  });

  await page.goto(base, { waitUntil: 'load' });
  await page.waitForFunction(
    () => (window as unknown as { __firstPriceAt?: number }).__firstPriceAt !== undefined,
    undefined,
    { timeout: 60_000, polling: 100 },
  );
  const deadline = Date.now() + 60_000;
  while (firstFrameAt === undefined && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 50));
  await page.waitForLoadState('networkidle');
  const firstPriceOnScreenMs = Math.round(
    await page.evaluate(() => (window as unknown as { __firstPriceAt: number }).__firstPriceAt),
  );
  await context.close();
  return {
    requests: [...requests.values()].filter((r) => r.endMs !== undefined),
    firstPriceOnScreenMs,
    firstLiveFrameMs: firstFrameAt === undefined ? Number.NaN : ms(firstFrameAt),
  };
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
const loads: Load[] = [];
try {
  for (let run = 0; run < runs; run += 1) loads.push(await loadOnce(browser));
} finally {
  await browser.close();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

const kib = (bytes: number) => +(bytes / 1024).toFixed(1);
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const first = loads[0]!;
const bytes = (kinds: Kind[], field: 'transferred' | 'decoded') =>
  first.requests.filter((r) => kinds.includes(r.kind)).reduce((sum, r) => sum + r[field], 0);
const kinds: Kind[] = ['html', 'js', 'css', 'api', 'image', 'other'];
const transferredKiB = Object.fromEntries(kinds.map((k) => [k, kib(bytes([k], 'transferred'))]));
const decodedKiB = Object.fromEntries(kinds.map((k) => [k, kib(bytes([k], 'decoded'))]));
const encodings: Record<string, number> = {};
for (const r of first.requests)
  if (r.kind === 'js' || r.kind === 'css') encodings[r.encoding] = (encodings[r.encoding] ?? 0) + 1;

const onScreen = loads.map((l) => l.firstPriceOnScreenMs);
const frames = loads.map((l) => l.firstLiveFrameMs);
const result = {
  // The machine is shared: a busy CPU delays everything after the bytes arrive.
  loadAverageAtEnd: loadavg().map((n) => +n.toFixed(1)),
  link: throttled
    ? `${LINK.downKbps / 1000} Mbps down, ${LINK.upKbps} kbps up, ${LINK.rttMs} ms RTT`
    : 'loopback, unthrottled',
  acceptEncoding: forceIdentity
    ? 'identity (forced)'
    : "Chromium's default (gzip, deflate, br, zstd)",
  transferredKiB: { ...transferredKiB, total: kib(bytes(kinds, 'transferred')) },
  decodedKiB: { ...decodedKiB, total: kib(bytes(kinds, 'decoded')) },
  requests: {
    js: first.requests.filter((r) => r.kind === 'js').length,
    css: first.requests.filter((r) => r.kind === 'css').length,
    all: first.requests.length,
  },
  jsAndCssEncodings: encodings,
  // Network done → page busy (parse, run, render): where the time goes. Medians of the runs.
  codeArrivedMs: median(loads.map((l) => milestones(l).codeArrivedMs)),
  firstApiCallMs: median(loads.map((l) => milestones(l).firstApiCallMs)),
  appFirstCallMs: median(loads.map((l) => milestones(l).appFirstCallMs)),
  marketListRequestedMs: median(loads.map((l) => milestones(l).marketListRequestedMs)),
  marketListArrivedMs: median(loads.map((l) => milestones(l).marketListArrivedMs)),
  firstPriceOnScreenMs: { runs: onScreen, median: median(onScreen) },
  firstLiveFrameMs: { runs: frames, median: median(frames) },
  ...(showWaterfall
    ? {
        waterfall: [...first.requests]
          .sort((a, b) => a.startMs - b.startMs)
          .map(
            (r) =>
              `${String(r.startMs).padStart(5)} → ${String(r.endMs).padStart(5)} ms  ${r.kind.padEnd(5)} ${String(kib(r.transferred)).padStart(6)} KiB  ${new URL(r.url).pathname}`,
          ),
      }
    : {}),
};
console.log(JSON.stringify(result, null, 2));
process.exit(median(onScreen) < TARGET_MS ? 0 : 1);
