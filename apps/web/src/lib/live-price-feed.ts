import type { LivePrice } from '@meridian/contract';

/**
 * The live market list (SPEC §7): one shared WebSocket to /websocket/message on this origin. A
 * message that is a JSON array of `{code, price, zdf}` replaces the live list; per code the
 * most recent prices are kept (at most 100, SPEC §9) for sparklines. The connection reconnects
 * with exponential back-off (1 s doubling to 30 s, with jitter); failures are only logged.
 *
 * No React here: the boot entry (src/boot.ts) imports this module to open the socket while the
 * rest of the app is still downloading. The hooks are in live-prices.ts.
 */

export type { LivePrice };

export const LIVE_PRICES_PATH = '/websocket/message';
export const MAX_PRICE_HISTORY = 100;
export const BACKOFF_MIN_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;
/** Up to this share is added at random, so clients that dropped together do not return together. */
export const BACKOFF_JITTER = 0.25;

export type LiveStatus = 'idle' | 'connecting' | 'open' | 'closed';

export interface LivePricesSnapshot {
  readonly list: readonly LivePrice[];
  readonly byCode: ReadonlyMap<string, LivePrice>;
  /** Recent prices per code, oldest first; an array is replaced only when its code changes. */
  readonly history: ReadonlyMap<string, readonly string[]>;
  readonly status: LiveStatus;
}

/** The wait before reconnect attempt `attempt` (0 = first retry): 1 s, 2 s, 4 s … at most 30 s. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_MIN_MS * 2 ** Math.max(0, attempt));
  return Math.min(BACKOFF_MAX_MS, Math.round(base * (1 + BACKOFF_JITTER * random())));
}

/** The parts of the browser WebSocket this module uses (a fake one in tests). */
export interface SocketLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  close(code?: number, reason?: string): void;
}
export type SocketFactory = (url: string) => SocketLike;

export interface LivePriceFeedOptions {
  url?: () => string;
  createSocket?: SocketFactory;
  random?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  log?: (...args: unknown[]) => void;
}

export interface LivePriceFeed {
  /** Opens the connection (idempotent). */
  start(): void;
  /** Closes it and stops reconnecting. */
  stop(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): LivePricesSnapshot;
  /** Seeds a code's history (e.g. from the market item's `hundred`) before live prices arrive. */
  seedHistory(code: string, prices: readonly string[]): void;
}

/** ws: or wss: by the page's protocol, same host. */
export function defaultLivePricesUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${LIVE_PRICES_PATH}`;
}

function isLivePrice(value: unknown): value is LivePrice {
  if (value === null || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.code === 'string' &&
    (typeof item.price === 'string' || typeof item.price === 'number') &&
    (typeof item.zdf === 'string' || typeof item.zdf === 'number')
  );
}

function appendPrice(history: readonly string[] | undefined, price: string): readonly string[] {
  if (history && history[history.length - 1] === price) return history;
  const next = history ? [...history, price] : [price];
  return next.length > MAX_PRICE_HISTORY ? next.slice(next.length - MAX_PRICE_HISTORY) : next;
}

export function createLivePriceFeed(options: LivePriceFeedOptions = {}): LivePriceFeed {
  const url = options.url ?? defaultLivePricesUrl;
  const createSocket: SocketFactory =
    options.createSocket ?? ((address) => new WebSocket(address) as SocketLike);
  const random = options.random ?? Math.random;
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer =
    options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const log = options.log ?? ((...args: unknown[]) => console.debug('[live-prices]', ...args));

  const listeners = new Set<() => void>();
  let snapshot: LivePricesSnapshot = {
    list: [],
    byCode: new Map(),
    history: new Map(),
    status: 'idle',
  };
  let socket: SocketLike | null = null;
  let timer: unknown = null;
  let attempt = 0;
  let running = false;

  function publish(next: Partial<LivePricesSnapshot>) {
    snapshot = { ...snapshot, ...next };
    for (const listener of [...listeners]) listener();
  }

  function receive(data: unknown) {
    if (typeof data !== 'string') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      log('ignored a message that is not JSON');
      return;
    }
    if (!Array.isArray(parsed)) return;
    const list: LivePrice[] = parsed
      .filter(isLivePrice)
      .map((item) => ({ code: item.code, price: String(item.price), zdf: String(item.zdf) }));
    const history = new Map(snapshot.history);
    for (const item of list)
      history.set(item.code, appendPrice(history.get(item.code), item.price));
    publish({ list, byCode: new Map(list.map((item) => [item.code, item])), history });
  }

  function scheduleReconnect() {
    if (!running || timer !== null) return;
    const delay = backoffDelay(attempt, random);
    attempt += 1;
    log(`reconnecting in ${delay} ms`);
    timer = setTimer(() => {
      timer = null;
      connect();
    }, delay);
  }

  function connect() {
    if (!running) return;
    publish({ status: 'connecting' });
    let current: SocketLike;
    try {
      current = createSocket(url());
    } catch (error) {
      log('could not open', error);
      publish({ status: 'closed' });
      scheduleReconnect();
      return;
    }
    socket = current;
    current.onopen = () => {
      if (socket !== current) return;
      attempt = 0;
      publish({ status: 'open' });
    };
    current.onmessage = (event) => {
      if (socket === current) receive(event.data);
    };
    current.onerror = () => log('connection error');
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      log(`closed (${event.code})`);
      publish({ status: 'closed' });
      scheduleReconnect();
    };
  }

  return {
    start() {
      if (running) return;
      running = true;
      attempt = 0;
      connect();
    },
    stop() {
      running = false;
      if (timer !== null) clearTimer(timer);
      timer = null;
      const current = socket;
      socket = null;
      current?.close(1000, 'stopped');
      if (snapshot.status !== 'idle') publish({ status: 'idle' });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    seedHistory(code, prices) {
      const history = new Map(snapshot.history);
      history.set(code, prices.slice(-MAX_PRICE_HISTORY));
      publish({ history });
    },
  };
}

/** The app's one feed; src/boot.ts starts it (SPEC §4 "on start: open the live price connection"). */
export const livePrices = createLivePriceFeed();
