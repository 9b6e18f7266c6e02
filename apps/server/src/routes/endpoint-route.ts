import {
  envelopeSchema,
  errorEnvelopeSchema,
  type Endpoint,
  type EndpointInput,
  type EndpointResult,
  type ReplyCode,
} from '@meridian/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';

export type EndpointHandler<E extends Endpoint> = (
  input: EndpointInput<E>,
  request: FastifyRequest,
) => Promise<EndpointResult<E>>;

export interface EndpointRouteOptions {
  /** The reply code of success when it is not 200 (SPEC §8 success codes). */
  successCode?: ReplyCode;
  /** Headers of every reply (e.g. `cache-control: no-store` on a reply that shows a secret once). */
  headers?: Readonly<Record<string, string>>;
  /**
   * Hooks run after the access check, before the body is read (a per-IP limit, a check that a
   * sign-in provider is configured).
   */
  onRequest?: readonly onRequestHookHandler[];
  /** Error statuses /docs documents beside the success (with the error envelope). */
  errorStatuses?: readonly (400 | 401 | 403 | 404 | 409 | 429)[];
}

function accessHooks(fastify: FastifyInstance, definition: Endpoint): onRequestHookHandler[] {
  switch (definition.access) {
    case 'public':
      return [];
    case 'user':
      return [fastify.authenticate as onRequestHookHandler];
    case 'real':
      return [fastify.authenticateReal as onRequestHookHandler];
    case 'staff':
      return [fastify.requireStaff(...(definition.staffRoles ?? [])) as onRequestHookHandler];
  }
}

/** The route options an endpoint's declaration gives: path, method, access hooks and schemas. */
function routeOf(
  fastify: FastifyInstance,
  definition: Endpoint,
  options: EndpointRouteOptions = {},
) {
  const security =
    definition.access === 'public'
      ? undefined
      : definition.access === 'staff'
        ? [{ staffToken: [] }]
        : [{ token: [] }];
  return {
    method: definition.method,
    url: definition.path,
    onRequest: [...accessHooks(fastify, definition), ...(options.onRequest ?? [])],
    config: { idempotent: definition.idempotent === true },
    schema: {
      tags: [...definition.tags],
      ...(security ? { security } : {}),
      ...(definition.description ? { description: definition.description } : {}),
      ...(definition.query ? { querystring: definition.query } : {}),
      ...(definition.body ? { body: definition.body } : {}),
      ...(definition.params ? { params: definition.params } : {}),
      response: {
        200: envelopeSchema(definition.result),
        ...Object.fromEntries((options.errorStatuses ?? []).map((s) => [s, errorEnvelopeSchema])),
      },
    },
  };
}

function inputOf<E extends Endpoint>(request: FastifyRequest): EndpointInput<E> {
  return { query: request.query, body: request.body, params: request.params } as EndpointInput<E>;
}

/**
 * Registers one route from its declaration in the contract's endpoint table: path, method, who
 * may call it, the input schemas and the reply envelope all come from there; the route file
 * only says which use case answers. Register the plugin that calls this without a prefix (the
 * table holds full paths).
 */
export function endpointRoute<E extends Endpoint>(
  fastify: FastifyInstance,
  definition: E,
  handler: EndpointHandler<E>,
  options: EndpointRouteOptions = {},
): void {
  fastify.route({
    ...routeOf(fastify, definition, options),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      if (options.headers) reply.headers(options.headers);
      return reply.ok(await handler(inputOf<E>(request), request), options.successCode);
    },
  });
}

/**
 * As endpointRoute, for the rare endpoint that sends its reply itself (headers, a 304, a body
 * prepared once per change): the declaration still gives the path, access and schemas; the
 * handler answers through `reply` and returns it.
 */
export function endpointRawRoute<E extends Endpoint>(
  fastify: FastifyInstance,
  definition: E,
  handler: (
    input: EndpointInput<E>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<FastifyReply>,
): void {
  fastify.route({
    ...routeOf(fastify, definition),
    handler: (request: FastifyRequest, reply: FastifyReply) =>
      handler(inputOf<E>(request), request, reply),
  });
}
