import type { z } from 'zod';
import type { StaffRole } from './admin.js';

/** Who may call an endpoint: anyone, a signed-in user, a user in the real book, staff. */
export type EndpointAccess = 'public' | 'user' | 'real' | 'staff';

/**
 * One call of the public contract (SPEC §7): method, full path, who may call it, and the zod
 * schemas of its input and of the `result` of its `{code, msg, result}` reply. The server
 * registers its routes from these (routes/endpoint-route.ts) and the web calls them through one
 * typed client (apps/web/src/lib/endpoint-client.ts), so the two cannot drift apart.
 */
export interface Endpoint<
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Result extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The full path; `:name` segments are path parameters (in `params`). */
  path: string;
  access: EndpointAccess;
  /** Staff endpoints: the roles besides admin that may call it. */
  staffRoles?: readonly StaffRole[];
  /** A call that moves money: honours `Idempotency-Key`. */
  idempotent?: boolean;
  tags: readonly string[];
  description?: string;
  query?: Query;
  body?: Body;
  params?: Params;
  result: Result;
}

/** Declares an endpoint, keeping its schemas' exact types for the server and the web client. */
export function endpoint<
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Params extends z.ZodType | undefined = undefined,
  Result extends z.ZodType = z.ZodType,
>(definition: Endpoint<Query, Body, Params, Result>): Endpoint<Query, Body, Params, Result> {
  return definition;
}

// The optional schema fields read as `Schema | undefined`: strip the undefined, and do not
// distribute over the union (an endpoint without a body has `never` left → `undefined`).
type Parsed<T> = [Exclude<T, undefined>] extends [never]
  ? undefined
  : Exclude<T, undefined> extends z.ZodType
    ? z.infer<Exclude<T, undefined>>
    : undefined;
type Sent<T> = [Exclude<T, undefined>] extends [never]
  ? undefined
  : Exclude<T, undefined> extends z.ZodType
    ? z.input<Exclude<T, undefined>>
    : undefined;

/** What a handler receives: the parsed query, body and path parameters. */
export interface EndpointInput<E extends Endpoint> {
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  params: Parsed<E['params']>;
}

/** What a client sends, before the schemas' defaults apply. */
export interface EndpointRequest<E extends Endpoint> {
  query: Sent<E['query']>;
  body: Sent<E['body']>;
  params: Sent<E['params']>;
}

/** The `result` of a successful reply. */
export type EndpointResult<E extends Endpoint> = z.infer<E['result']>;
