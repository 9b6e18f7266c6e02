/**
 * Public GET calls the first page will make, started by the boot entry (src/boot.ts) while the app
 * is still downloading, and handed to the api client when the page asks for them. On a slow link
 * the home page's market list was asked for only once React had run and the lazy list had
 * mounted, about a second after its code had arrived.
 *
 * No React and no app settings here (the boot entry must stay a few hundred bytes): the request
 * carries only `accept`, so it is meant for public calls whose `result` does not depend on the
 * caller's token, mode or language (the envelope's `msg` is then in the browser's language, which
 * nothing shows for a successful list). A prefetched reply is handed out once, and only while it
 * is recent; anything else goes to the network as usual.
 */

/** The home page's list of instruments (public, the same for everyone). */
export const MARKET_LIST_PATH = '/swx/customer/index/listMarketByType';

/** A prefetched reply older than this is not used: the page asked too late for it to be current. */
export const PREFETCH_MAX_AGE_MS = 20_000;

interface Prefetched {
  response: Promise<Response>;
  startedAt: number;
}

const pending = new Map<string, Prefetched>();

export interface PrefetchOptions {
  fetch?: typeof fetch;
  now?: () => number;
}

/** Starts `GET path` now (once per path until it is taken); failures are left to the real call. */
export function prefetch(path: string, options: PrefetchOptions = {}): void {
  if (pending.has(path)) return;
  const doFetch = options.fetch ?? globalThis.fetch;
  const now = options.now ?? (() => performance.now());
  const response = doFetch(path, { headers: { accept: 'application/json' } });
  // A failed prefetch is not an error of the page: the caller that takes it gets the rejection
  // and retries like any failed call; an untaken one must not surface as unhandled.
  response.catch(() => undefined);
  pending.set(path, { response, startedAt: now() });
}

/**
 * The prefetched reply of `GET path`, if one was started less than PREFETCH_MAX_AGE_MS ago and
 * not taken yet; it is taken (a second call goes to the network).
 */
export function takePrefetched(
  path: string,
  now: () => number = () => performance.now(),
): Promise<Response> | undefined {
  const entry = pending.get(path);
  if (!entry) return undefined;
  pending.delete(path);
  return now() - entry.startedAt <= PREFETCH_MAX_AGE_MS ? entry.response : undefined;
}

/** Tests: forget every prefetch. */
export function clearPrefetched(): void {
  pending.clear();
}

/** The pages whose first paint shows the market list (the desktop home page and /market). */
export function showsMarketList(pathname: string, userAgent: string): boolean {
  // Same rule as lib/layout's detectLayout (kept here so the boot entry does not load React).
  const mobile = /Android|iPhone|iPad|iPod/i.test(userAgent);
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === '/market' || (path === '/' && !mobile);
}
