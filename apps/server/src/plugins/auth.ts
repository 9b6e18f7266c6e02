import type { Book } from '@meridian/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Deps } from '../deps.js';
import { realAccountRequired, unauthenticated } from '../lib/app-error.js';
import { SESSIONS_REVOKED_TOPIC, revokedSessionIds } from '../realtime/session-revocations.js';
import {
  forgetCachedSessionIds,
  resolveSessionCached,
  type ActiveSession,
} from '../services/auth/sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate` on protected routes. */
    auth: ActiveSession | null;
    /** PRODUCT §2: header `virtually: NO` selects the demo book, `YES` the real one; default demo. */
    book: Book;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
    /** Like authenticate, and refuses the demo book (real-only operations). */
    authenticateReal(request: FastifyRequest): Promise<void>;
    /** On a public route: sets `auth` when a valid token is sent, and never refuses. */
    identify(request: FastifyRequest): Promise<void>;
  }
}

/** Accepts `Authorization: Bearer <token>` and, as the spec's client sends it, the bare token. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const trimmed = header.trim();
  const match = /^Bearer\s+(.+)$/i.exec(trimmed);
  return (match?.[1] ?? trimmed) || undefined;
}

export function bookFromHeader(value: string | string[] | undefined): Book {
  return typeof value === 'string' && value.trim().toUpperCase() === 'YES' ? 'real' : 'demo';
}

async function auth(app: FastifyInstance, opts: { deps: Deps }) {
  const { db, clock, bus } = opts.deps;
  // Another process ended a session: forget it here too, so its token stops working at once
  // rather than when this process's short cache expires.
  const stopListening = await bus.subscribe(SESSIONS_REVOKED_TOPIC, (message) =>
    forgetCachedSessionIds(revokedSessionIds(message)),
  );
  app.addHook('onClose', async () => stopListening());
  app.decorateRequest('auth', null);
  app.decorateRequest('book', 'demo');
  app.addHook('onRequest', async (request) => {
    request.book = bookFromHeader(request.headers['virtually']);
  });
  const authenticate = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const session = token ? await resolveSessionCached(db, clock, token) : undefined;
    if (!session) throw unauthenticated();
    request.auth = session;
  };
  app.decorate('authenticate', authenticate);
  app.decorate('identify', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    request.auth = (token ? await resolveSessionCached(db, clock, token) : undefined) ?? null;
  });
  app.decorate('authenticateReal', async (request: FastifyRequest) => {
    await authenticate(request);
    if (request.book !== 'real') throw realAccountRequired();
  });
}

export const authPlugin = fp(auth, { name: 'auth', dependencies: ['envelope'] });
