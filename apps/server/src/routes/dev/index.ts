import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.js';
import { forbidden, notFound } from '../../lib/app-error.js';
import { listDevMailbox } from '../../services/mail/list-dev-mailbox.js';
import { renderMailboxPage } from './mailbox-page.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The local dev mailbox: what would have been e-mailed or texted, when no SMTP server is set.
 * Verification codes are secrets, so it answers only when mail stays local and the caller is on
 * this machine (socket address, not a forwarded header).
 */
export default async function devRoutes(app: FastifyInstance, { deps }: { deps: Deps }) {
  const guard = async (request: FastifyRequest) => {
    if (!deps.mailer.usesDevMailbox) throw notFound();
    if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) throw forbidden();
  };
  app.get('/mailbox.json', { onRequest: guard, schema: { hide: true } }, async (_request, reply) =>
    reply.ok(await listDevMailbox(deps.db)),
  );
  app.get('/mailbox', { onRequest: guard, schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderMailboxPage(await listDevMailbox(deps.db))),
  );
}
