import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';

export default async function routes(_fastify: FastifyInstance, _opts: { deps: Deps }) {}
