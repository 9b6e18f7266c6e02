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
 * Vite names everything under assets/ by its content hash, so a changed file is a new URL and
 * these can be kept for good. index.html names the current hashes: it is revalidated on every
 * load (its ETag makes that a 304), so a deploy reaches returning users at once. Anything else
 * in dist (copied as is, same name across deploys) is kept briefly.
 */
export function cacheControlFor(relativePath: string): string {
  const file = relativePath
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  if (file.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (file === 'index.html') return 'no-cache';
  return 'public, max-age=300';
}

/**
 * Serves the built web app (apps/web/dist) on the same port as the API, with the SPA fallback:
 * any other GET that accepts HTML gets index.html, so client routes (and SPEC §2's "any other
 * path redirects to /") are handled by the web router.
 */
async function webApp(app: FastifyInstance, { deps }: { deps: Deps }) {
  const root = findWebDist(deps.config.webDistDir);
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The .br and .gz made at build time (apps/web/scripts/precompress.mjs), by Accept-Encoding.
      preCompressed: true,
      // Only as the encoded body of their file, never as URLs of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
      // Cache-Control is ours (setHeaders): send's maxAge would apply one age to every file.
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(path.relative(root, filePath)));
      },
    });
  } else {
    deps.log.warn('apps/web/dist not found: run `npm run build` to serve the web app');
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    const wantsHtml =
      request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (root && !isApi && wantsHtml) {
      return reply.sendFile('index.html', root);
    }
    return sendError(request, reply, 404, GenericCode.NOT_FOUND);
  });
}

export const webAppPlugin = fp(webApp, { name: 'web-app', dependencies: ['envelope'] });
