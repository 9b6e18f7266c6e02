import { CHAT_VISITOR_HEADER } from '@meridian/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.js';
import { unauthenticated } from '../../lib/app-error.js';
import { bearerToken } from '../../plugins/auth.js';
import { resolveChatParty, type ChatParty } from '../../services/chat/chat-party.js';
import type { ChatViewer } from '../../services/chat/chat-images.js';
import { resolveStaffSession, STAFF_TOKEN_PREFIX } from '../../services/staff/staff-sessions.js';

export const visitorHeader = (request: FastifyRequest): string | undefined => {
  const value = request.headers[CHAT_VISITOR_HEADER];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
};

/** The person calling (identify must have run): the signed-in user, else the visitor; 401 else. */
export const partyOf = (deps: Pick<Deps, 'db'>, request: FastifyRequest): Promise<ChatParty> =>
  resolveChatParty(deps.db, request.auth?.userId ?? null, visitorHeader(request));

/** A chat image's sender or viewer: a person, or staff (support or admin) with a staff token. */
export async function viewerOf(
  fastify: FastifyInstance,
  deps: Pick<Deps, 'db' | 'clock'>,
  request: FastifyRequest,
): Promise<ChatViewer> {
  const token = bearerToken(request);
  if (token?.startsWith(STAFF_TOKEN_PREFIX)) {
    const staff = await resolveStaffSession(deps.db, deps.clock, token);
    if (!staff || (staff.role !== 'admin' && staff.role !== 'support')) throw unauthenticated();
    return { kind: 'staff', staffId: staff.staffId };
  }
  await fastify.identify(request);
  return { kind: 'party', party: await partyOf(deps, request) };
}
