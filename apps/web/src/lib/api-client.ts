import { SuccessCode, type Envelope } from '@meridian/contract';
import { takePrefetched } from './boot-prefetch';
import { i18n } from './i18n';
import { settingsStore, type SettingsStore } from './settings-store';

/**
 * The one way the web app calls our API (SPEC §7): `Authorization: <token>` when logged in,
 * `virtually: NO` in demo mode and `YES` in real mode, `lang: <language>`, JSON bodies, a 90 s
 * timeout, and the `{code, msg, result}` envelope unwrapped. A 401 (HTTP status or body code)
 * ends the session and goes to /pass/login (SPEC §4, §8).
 */

/** SPEC §9: request timeout. */
export const REQUEST_TIMEOUT_MS = 90_000;
export const LOGIN_PATH = '/pass/login';

/** Reply codes that mean success: 200 and the catalogue's success codes (SPEC §8). */
const SUCCESS_CODES: ReadonlySet<number> = new Set<number>(Object.values(SuccessCode));

/** The server answered, but not with success: `code` is the catalogue code, `message` its msg. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** The body code (SPEC §8), or null when the body was not an envelope. */
    readonly code: number | null,
    /** The server's message, already in the caller's language. */
    message: string,
    /** The HTTP status. */
    readonly status: number,
  ) {
    super(message);
  }
}

/** No answer within the timeout. The request may still have been carried out. */
export class NetworkTimeoutError extends Error {
  override readonly name = 'NetworkTimeoutError';
}

/** No answer at all (offline, DNS, connection refused). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

export type QueryPrimitive = string | number | boolean;
export type QueryValue = QueryPrimitive | null | undefined | readonly QueryPrimitive[];
export type Query = Readonly<Record<string, QueryValue>>;

export interface RequestOptions {
  /** Arrays are sent as repeated parameters (`a=1&a=2`); null and undefined are left out. */
  query?: Query;
  /** Sent as JSON; a Blob (a chosen file) is sent as it is, typed by `content-type` or its own type. */
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
  /** Cancels the request (e.g. TanStack Query's signal); rethrown as the AbortError. */
  signal?: AbortSignal;
  /** For calls that move money: a retry with the same key moves nothing twice. */
  idempotencyKey?: string;
  timeoutMs?: number;
  /**
   * `false` for calls whose 401 is an answer, not an expired session (a wrong password at login,
   * a refused Google or wallet sign-in): the ApiError is thrown as usual, but the session is kept
   * and nothing navigates. Default `true`.
   */
  authRedirect?: boolean;
}

type Translate = (key: 'errors.networkTimeout' | 'errors.network' | 'errors.unknown') => string;
type Navigate = (path: string) => void;

export interface ApiClientOptions {
  /** Prefix for every path: '' (same origin) in the app. */
  baseUrl?: string;
  fetch?: typeof fetch;
  store?: SettingsStore;
  timeoutMs?: number;
  translate?: Translate;
}

export interface ApiClient {
  /** Resolves with `result` on success; rejects with ApiError, NetworkTimeoutError or NetworkError. */
  request<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
  /** The whole envelope on success, for callers that show the server's success message. */
  requestEnvelope<T>(method: string, path: string, options?: RequestOptions): Promise<Envelope<T>>;
  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  /** The router registers its navigate here; a 401 uses it to reach /pass/login. */
  registerNavigate(navigate: Navigate | null): void;
}

export function buildQueryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      for (const item of value as readonly QueryPrimitive[]) params.append(key, String(item));
    } else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as { code?: unknown }).code === 'number'
  );
}

/** `promise`, or the abort's rejection once `signal` aborts (a prefetch cannot be cancelled). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const store = options.store ?? settingsStore;
  const defaultTimeout = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const translate: Translate = options.translate ?? ((key) => i18n.t(key));
  const doFetch: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);
  let navigate: Navigate | null = null;

  function unauthorized() {
    store.clearSession();
    navigate?.(LOGIN_PATH);
  }

  async function requestEnvelope<T>(
    method: string,
    path: string,
    request: RequestOptions = {},
  ): Promise<Envelope<T>> {
    const settings = store.getSnapshot();
    const headers: Record<string, string> = {
      accept: 'application/json',
      lang: settings.language,
      virtually: settings.mode === 'demo' ? 'NO' : 'YES',
    };
    if (settings.token) headers.authorization = settings.token;
    if (request.idempotencyKey) headers['idempotency-key'] = request.idempotencyKey;
    let body: string | Blob | undefined;
    if (request.body instanceof Blob) {
      headers['content-type'] = request.body.type || 'application/octet-stream';
      body = request.body;
    } else if (request.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
    Object.assign(headers, request.headers);

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, request.timeoutMs ?? defaultTimeout);
    const callerSignal = request.signal;
    const onCallerAbort = () => controller.abort(callerSignal?.reason);
    if (callerSignal?.aborted) onCallerAbort();
    else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

    let response: Response;
    let payload: unknown;
    try {
      const url = `${baseUrl}${path}${buildQueryString(request.query)}`;
      // A public GET the boot entry already started (lib/boot-prefetch) is taken instead of asked again.
      const prefetched = method === 'GET' && body === undefined ? takePrefetched(url) : undefined;
      response = await (prefetched
        ? untilAborted(prefetched, controller.signal)
        : doFetch(url, { method, headers, body, signal: controller.signal }));
      const text = await response.text();
      try {
        payload = text ? JSON.parse(text) : undefined;
      } catch {
        payload = undefined;
      }
    } catch (error) {
      if (timedOut) throw new NetworkTimeoutError(translate('errors.networkTimeout'));
      if (callerSignal?.aborted) throw error;
      throw new NetworkError(translate('errors.network'), { cause: error });
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    }

    const envelope = isEnvelope(payload) ? payload : undefined;
    if (response.status === 401 || envelope?.code === 401) {
      if (request.authRedirect !== false) unauthorized();
      throw new ApiError(envelope?.code ?? 401, envelope?.msg || translate('errors.unknown'), 401);
    }
    if (envelope && SUCCESS_CODES.has(envelope.code) && response.ok) {
      return envelope as Envelope<T>;
    }
    throw new ApiError(
      envelope?.code ?? null,
      envelope?.msg || translate('errors.unknown'),
      response.status,
    );
  }

  async function request<T>(method: string, path: string, options?: RequestOptions): Promise<T> {
    const envelope = await requestEnvelope<T>(method, path, options);
    return envelope.result as T;
  }

  return {
    request,
    requestEnvelope,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    registerNavigate(next) {
      navigate = next;
    },
  };
}

/** The app's client: same origin, the app's settings store. */
export const api = createApiClient();

/** The text to show for any error an API call rejected with. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError || error instanceof NetworkTimeoutError) return error.message;
  if (error instanceof NetworkError) return error.message;
  return i18n.t('errors.unknown');
}
