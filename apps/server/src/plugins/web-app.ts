import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { GenericCode } from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Deps } from '../deps.js';
import { sendError } from './envelope.js';

/** Paths the web app never owns: unknown ones there get an enveloped 404, not the SPA. */
const API_PREFIXES = ['/swx/', '/api/auth/', '/websocket/', '/dev/', '/docs', '/health', '/logos/'];

function findWebDist(configured: string | undefined): string | undefined {
  if (configured) return existsSync(path.join(configured, 'index.html')) ? configured : undefined;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i += 1) {
    const candidate = path.join(dir, 'apps', 'web', 'dist');
    if (existsSync(path.join(candidate, 'index.html'))) return candidate;
    const sibling = path.join(dir, 'web', 'dist');
    if (existsSync(path.join(sibling, 'index.html'))) return sibling;
    dir = path.dirname(dir);
  }
  return undefined;
}

/**
 * Serves the built web app (apps/web/dist) on the same port as the API, with the SPA fallback:
 * any other GET that accepts HTML gets index.html, so client routes (and SPEC §2's "any other
 * path redirects to /") are handled by the web router.
 */
async function webApp(app: FastifyInstance, { deps }: { deps: Deps }) {
  const root = findWebDist(deps.config.webDistDir);
  if (root) {
    await app.register(fastifyStatic, { root, wildcard: false, index: false, maxAge: '1h' });
  } else {
    deps.log.warn('apps/web/dist not found: run `npm run build` to serve the web app');
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    const wantsHtml =
      request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (root && !isApi && wantsHtml) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
    }
    return sendError(request, reply, 404, GenericCode.NOT_FOUND);
  });
}

export const webAppPlugin = fp(webApp, { name: 'web-app', dependencies: ['envelope'] });
