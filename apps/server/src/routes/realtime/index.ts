import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';

/** WebSocket endpoints (to be filled). */
export default async function realtimeRoutes(_app: FastifyInstance, _opts: { deps: Deps }) {}
