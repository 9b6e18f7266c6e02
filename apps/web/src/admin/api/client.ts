import type { Endpoint, EndpointResult } from '@meridian/contract';
import { staffSession } from './session';
import { ApiError, createApiClient, NetworkError } from '@/lib/api-client';
import { callEndpoint, type CallInput } from '@/lib/endpoint-client';
import { i18n } from '@/lib/i18n';
import { settingsStore, type SettingsStore } from '@/lib/settings-store';

/**
 * The back office's API client: the app's client (envelope, `lang` header, timeout, errors)
 * without the user's session. Every call is one of the contract's endpoint table
 * (packages/contract/src/endpoints/admin.ts), under /swx/admin, with `Authorization: Bearer stf_…`
 * from the staff session, never the user's token; a 401 ends the staff session only (the
 * staff sign-in shows again) and never the user's, nor navigates to /pass/login.
 */

export const ADMIN_API = '/swx/admin';

/** The app's settings (language, mode) with no user session: the user's token is never sent. */
const withoutUserSession: SettingsStore = {
  getSnapshot: () => ({
    ...settingsStore.getSnapshot(),
    token: null,
    user: null,
    loggedIn: false,
  }),
  subscribe: (listener) => settingsStore.subscribe(listener),
  setSession: () => undefined,
  setUser: () => undefined,
  clearSession: () => undefined,
  setLanguage: (language) => settingsStore.setLanguage(language),
  setMode: (mode) => settingsStore.setMode(mode),
  markOnboardingShown: () => settingsStore.markOnboardingShown(),
  reload: () => settingsStore.reload(),
};

const client = createApiClient({ store: withoutUserSession });

export interface AdminCallOptions {
  signal?: AbortSignal;
  /**
   * `false` when a 401 is an answer rather than an ended session (the sign-in's expired
   * challenge). Default `true`: the staff session ends.
   */
  endSessionOn401?: boolean;
  /** For the endpoints that move money (`idempotent` in the table): one key per staff action. */
  idempotencyKey?: string;
}

function authorization(): Record<string, string> | undefined {
  const token = staffSession.token();
  return token ? { authorization: `Bearer ${token}` } : undefined;
}

/** Calls a back office endpoint of the table. Resolves with `result`. */
export async function adminCall<E extends Endpoint>(
  definition: E,
  input: CallInput<E>,
  { endSessionOn401 = true, signal, idempotencyKey }: AdminCallOptions = {},
): Promise<EndpointResult<E>> {
  const headers = authorization();
  try {
    return await callEndpoint(
      definition,
      input,
      {
        ...(signal ? { signal } : {}),
        ...(idempotencyKey ? { idempotencyKey } : {}),
        ...(headers ? { headers } : {}),
        // The user app's 401 handling (clear the user's session, go to /pass/login) stays out.
        authRedirect: false,
      },
      client,
    );
  } catch (error) {
    if (endSessionOn401 && error instanceof ApiError && error.status === 401) staffSession.expire();
    throw error;
  }
}

/**
 * Bytes (an image, a PDF) from a staff-only path: the answer is not the JSON envelope (its errors
 * are), and it needs the staff Authorization header, so it is fetched rather than linked. A 401
 * ends the staff session.
 */
export async function fetchStaffBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    response = await globalThis.fetch(path, { headers: authorization(), signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new NetworkError(i18n.t('errors.network'), { cause: error });
  }
  if (response.status === 401) {
    staffSession.expire();
    throw new ApiError(401, i18n.t('admin.errors.sessionEnded'), 401);
  }
  if (!response.ok) {
    let message: string = i18n.t('errors.unknown');
    let code: number | null = null;
    try {
      const body = (await response.json()) as { code?: unknown; msg?: unknown };
      if (typeof body.msg === 'string' && body.msg) message = body.msg;
      if (typeof body.code === 'number') code = body.code;
    } catch {
      // not an envelope
    }
    throw new ApiError(code, message, response.status);
  }
  return response.blob();
}

/**
 * An uploaded image (KYC documents, a deposit proof) as a Blob: GET /swx/admin/uploads/{id}
 * answers with the bytes, and needs the staff Authorization header (so no plain `<img src>`).
 */
export function fetchUpload(id: string, signal?: AbortSignal): Promise<Blob> {
  return fetchStaffBlob(`${ADMIN_API}/uploads/${encodeURIComponent(id)}`, signal);
}

/**
 * Posts raw bytes (an image to upload, typed by its own type) to a path outside the endpoint
 * table, with the staff Authorization header; resolves with the envelope's `result`. A 401 ends
 * the staff session.
 */
export async function adminPostBlob<T>(
  path: string,
  blob: Blob,
  { signal }: { signal?: AbortSignal } = {},
): Promise<T> {
  const headers = authorization();
  try {
    return await client.post<T>(path, blob, {
      ...(signal ? { signal } : {}),
      ...(headers ? { headers } : {}),
      authRedirect: false,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) staffSession.expire();
    throw error;
  }
}
