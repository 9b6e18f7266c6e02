import { INTERVAL_MS, parseAmount, type Candle, type CandleInterval } from '@meridian/domain';

/** Binance's public REST base (GET /api/v3/klines needs no key); tests point it at a replay server. */
export const BINANCE_REST_DEFAULT = 'https://api.binance.com';
const PAGE = 1000;

export interface KlineClientOptions {
  baseUrl: string;
  /** Attempts per page before giving up (429, 418, 5xx and network errors are retried). */
  attempts?: number;
  /** First back-off; doubles each retry (a Retry-After header wins when longer). */
  backoffMs?: number;
  sleep?: (ms: number) => Promise<void>;
  fetch?: typeof fetch;
}

export class KlineFetchError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'KlineFetchError';
  }
}

const defaultSleep = (ms: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** One kline row as Binance sends it: [openTime, open, high, low, close, volume, closeTime, ...]. */
type KlineRow = [number, string, string, string, string, string, ...unknown[]];

/**
 * Fetches the candles of `symbol` at `interval` with open times in [fromMs, toMs) from the public
 * kline endpoint, page by page (1,000 a page), handing each page to `onPage` oldest first: pages
 * are stitched on the open time (never a candle twice, the next page starts after the last one).
 * Rate limits (429, 418) and server errors are retried with exponential back-off.
 */
export async function fetchKlines(
  options: KlineClientOptions,
  symbol: string,
  interval: CandleInterval,
  fromMs: number,
  toMs: number,
  onPage: (candles: Candle[]) => Promise<void>,
): Promise<number> {
  const size = INTERVAL_MS[interval];
  let start = fromMs;
  let lastOpen = -Infinity;
  let total = 0;
  while (start < toMs) {
    const url = new URL('/api/v3/klines', options.baseUrl);
    url.searchParams.set('symbol', symbol);
    url.searchParams.set('interval', interval);
    url.searchParams.set('startTime', String(start));
    url.searchParams.set('endTime', String(toMs - 1));
    url.searchParams.set('limit', String(PAGE));
    const rows = await getWithRetry(options, url);
    const page = rows
      .filter((row) => row[0] > lastOpen && row[0] >= fromMs && row[0] < toMs)
      .map((row) => toCandle(row, interval));
    if (page.length === 0) break;
    await onPage(page);
    total += page.length;
    lastOpen = page.at(-1)!.openTime;
    start = lastOpen + size;
    if (rows.length < PAGE) break;
  }
  return total;
}

function toCandle(row: KlineRow, interval: CandleInterval): Candle {
  return {
    interval,
    openTime: row[0],
    open: parseAmount(row[1]),
    high: parseAmount(row[2]),
    low: parseAmount(row[3]),
    close: parseAmount(row[4]),
    volume: parseAmount(row[5]),
  };
}

async function getWithRetry(options: KlineClientOptions, url: URL): Promise<KlineRow[]> {
  const attempts = options.attempts ?? 6;
  const sleep = options.sleep ?? defaultSleep;
  const doFetch = options.fetch ?? fetch;
  let wait = options.backoffMs ?? 1000;
  for (let attempt = 1; ; attempt += 1) {
    let retryAfterMs = 0;
    let failure: KlineFetchError;
    try {
      const response = await doFetch(url, { signal: AbortSignal.timeout(15_000) });
      if (response.ok) {
        const body = (await response.json()) as unknown;
        if (!Array.isArray(body)) throw new KlineFetchError('klines: not an array');
        return body as KlineRow[];
      }
      failure = new KlineFetchError(`klines: HTTP ${response.status}`, response.status);
      const retryable =
        response.status === 429 || response.status === 418 || response.status >= 500;
      if (!retryable) throw failure;
      retryAfterMs = Number(response.headers.get('retry-after') ?? 0) * 1000 || 0;
    } catch (error) {
      if (
        error instanceof KlineFetchError &&
        error.status !== undefined &&
        error.status < 500 &&
        error.status !== 429 &&
        error.status !== 418
      )
        throw error;
      failure = error instanceof KlineFetchError ? error : new KlineFetchError(String(error));
    }
    if (attempt >= attempts) throw failure;
    await sleep(Math.max(wait, retryAfterMs));
    wait *= 2;
  }
}
