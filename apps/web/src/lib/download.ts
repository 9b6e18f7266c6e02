import type { Envelope } from '@meridian/contract';
import {
  ApiError,
  buildQueryString,
  NetworkError,
  NetworkTimeoutError,
  REQUEST_TIMEOUT_MS,
  type Query,
} from './api-client';
import { i18n } from './i18n';
import { settingsStore } from './settings-store';

/**
 * Files the API serves instead of an envelope (a CSV export): fetched with the headers every API
 * call sends (`Authorization`, `virtually` for the book, `lang`), then saved through an object URL
 * and an `<a download>`. A refusal comes back as the usual `{code, msg}` envelope and rejects with
 * ApiError carrying the server's msg; a 401 ends the session as it does for any call.
 */

export interface FetchFileOptions {
  query?: Query;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface FetchedFile {
  blob: Blob;
  /** The name from Content-Disposition, when the server gave one. */
  fileName: string | null;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as { code?: unknown }).code === 'number'
  );
}

/** `filename="a.csv"` or `filename*=UTF-8''a.csv` of a Content-Disposition header. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*("?)([^";]+)\1/i.exec(disposition);
  return plain?.[2]?.trim() || null;
}

/** GET `path` as a file, with the API's headers and timeout. */
export async function fetchFile(
  path: string,
  options: FetchFileOptions = {},
): Promise<FetchedFile> {
  const settings = settingsStore.getSnapshot();
  const headers: Record<string, string> = {
    accept: 'text/csv, application/octet-stream, application/json',
    lang: settings.language,
    virtually: settings.mode === 'demo' ? 'NO' : 'YES',
  };
  if (settings.token) headers.authorization = settings.token;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const callerSignal = options.signal;
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

  let response: Response;
  let blob: Blob;
  try {
    response = await fetch(`${path}${buildQueryString(options.query)}`, {
      method: 'GET',
      headers,
      signal: controller.signal,
    });
    blob = await response.blob();
  } catch (error) {
    if (timedOut) throw new NetworkTimeoutError(i18n.t('errors.networkTimeout'));
    if (callerSignal?.aborted) throw error;
    throw new NetworkError(i18n.t('errors.network'), { cause: error });
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onCallerAbort);
  }

  const type = response.headers.get('content-type') ?? '';
  if (response.ok && !type.includes('json')) {
    return { blob, fileName: fileNameOf(response.headers.get('content-disposition')) };
  }
  // A JSON reply is an envelope: a refusal (or, oddly, a success without a file).
  let payload: unknown;
  try {
    payload = JSON.parse(await blob.text());
  } catch {
    payload = undefined;
  }
  const envelope = isEnvelope(payload) ? payload : undefined;
  const status = response.status === 401 || envelope?.code === 401 ? 401 : response.status;
  if (status === 401) settingsStore.clearSession();
  throw new ApiError(
    envelope?.code ?? (status === 401 ? 401 : null),
    envelope?.msg || i18n.t('errors.unknown'),
    status,
  );
}

/** Saves `blob` as `fileName` through a temporary object URL and a clicked `<a download>`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Some browsers read the URL after the click returns.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** Fetches a file and saves it (under the server's name, else `fallbackName`). */
export async function downloadFile(
  path: string,
  fallbackName: string,
  options: FetchFileOptions = {},
): Promise<void> {
  const { blob, fileName } = await fetchFile(path, options);
  saveBlob(blob, fileName ?? fallbackName);
}
