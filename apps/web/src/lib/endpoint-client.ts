import type { Endpoint, EndpointRequest, EndpointResult, Envelope } from '@meridian/contract';
import { api, type ApiClient, type Query, type RequestOptions } from './api-client';

export interface CallOptions {
  signal?: AbortSignal;
  /** For endpoints that move money (`idempotent` in the table). */
  idempotencyKey?: string;
  /**
   * `false` when a 401 is an answer rather than an ended session (a wrong password, an expired
   * challenge, the back office): the user's session is not cleared and nothing navigates.
   */
  authRedirect?: boolean;
  /** Extra request headers (the back office's staff Authorization). */
  headers?: Record<string, string>;
}

type Present<T> = { [K in keyof T as T[K] extends undefined ? never : K]: T[K] };

/** The parts of a request this endpoint takes (query, body, params), each typed by its schema. */
export type CallInput<E extends Endpoint> = Present<EndpointRequest<E>>;

/** `/a/:id/b` with `{ id: 7 }` → `/a/7/b` (each value URL-encoded). */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The path and request options of a call: the declared path filled, the input and the options. */
function requestOf<E extends Endpoint>(
  definition: E,
  input: CallInput<E>,
  options: CallOptions,
): [string, RequestOptions] {
  const { query, body, params } = input as {
    query?: Query;
    body?: unknown;
    params?: Record<string, unknown>;
  };
  return [
    fillPath(definition.path, params),
    {
      ...(query === undefined ? {} : { query }),
      ...(body === undefined ? {} : { body }),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {}),
      ...(options.authRedirect === undefined ? {} : { authRedirect: options.authRedirect }),
      ...(options.headers ? { headers: options.headers } : {}),
    },
  ];
}

/**
 * The typed web client of the contract's endpoint table: the path, method and the types of the
 * input and the result come from the endpoint's declaration, so a call the server does not
 * accept does not compile. Errors are those of the API client (ApiError with the catalogue code).
 */
export function callEndpoint<E extends Endpoint>(
  definition: E,
  input: CallInput<E>,
  options: CallOptions = {},
  client: ApiClient = api,
): Promise<EndpointResult<E>> {
  return client.request<EndpointResult<E>>(
    definition.method,
    ...requestOf(definition, input, options),
  );
}

/**
 * As callEndpoint, answering the whole `{code, msg, result}` envelope: for the calls whose
 * success code and message the page shows (20001 submitted for review, 20005 changed, …).
 */
export function callEndpointEnvelope<E extends Endpoint>(
  definition: E,
  input: CallInput<E>,
  options: CallOptions = {},
  client: ApiClient = api,
): Promise<Envelope<EndpointResult<E>>> {
  return client.requestEnvelope<EndpointResult<E>>(
    definition.method,
    ...requestOf(definition, input, options),
  );
}
