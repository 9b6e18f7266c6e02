import {
  envelopeSchema,
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
  const security =
    definition.access === 'public'
      ? undefined
      : definition.access === 'staff'
        ? [{ staffToken: [] }]
        : [{ token: [] }];
  fastify.route({
    method: definition.method,
    url: definition.path,
    onRequest: accessHooks(fastify, definition),
    config: { idempotent: definition.idempotent === true },
    schema: {
      tags: [...definition.tags],
      ...(security ? { security } : {}),
      ...(definition.description ? { description: definition.description } : {}),
      ...(definition.query ? { querystring: definition.query } : {}),
      ...(definition.body ? { body: definition.body } : {}),
      ...(definition.params ? { params: definition.params } : {}),
      response: { 200: envelopeSchema(definition.result) },
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const input = {
        query: request.query,
        body: request.body,
        params: request.params,
      } as EndpointInput<E>;
      return reply.ok(await handler(input, request), options.successCode);
    },
  });
}
