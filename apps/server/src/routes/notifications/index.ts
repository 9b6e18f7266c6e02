import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';

/** Notification list, mark read and unread count (to be filled). */
export default async function notificationRoutes(_app: FastifyInstance, _opts: { deps: Deps }) {}
