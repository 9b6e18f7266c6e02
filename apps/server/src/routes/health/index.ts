import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { checkHealth } from '../../services/health/check-health.js';

/** Liveness and readiness for load balancers; plain JSON, outside the envelope. */
export default async function healthRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  app.get('/health', { schema: { hide: true } }, async (_request, reply) => {
    const health = await checkHealth(deps);
    return reply.status(health.status === 'ok' ? 200 : 503).send(health);
  });
}
