import { endpoints } from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { confirmTotpEnrolment } from '../../services/auth/security/confirm-totp-enrolment.js';
import { disableTotp } from '../../services/auth/security/disable-totp.js';
import { endOtherOwnSessions } from '../../services/auth/security/end-other-own-sessions.js';
import { endOwnSession } from '../../services/auth/security/end-own-session.js';
import { listSessions } from '../../services/auth/security/list-sessions.js';
import { listSignInHistory } from '../../services/auth/security/list-sign-in-history.js';
import { getSecurityStatus } from '../../services/auth/security/security-status.js';
import { startTotpEnrolment } from '../../services/auth/security/start-totp-enrolment.js';
import { endpointRoute } from '../endpoint-route.js';

/** A secret or recovery codes shown once: no cache may keep the reply. */
const noStore = { headers: { 'cache-control': 'no-store' } };

/**
 * A user's own security (issue 12; declared in the contract's endpoint table, endpoints/user.ts):
 * two-factor sign-in (TOTP) with recovery codes, the active sessions with sign-out of each, the
 * sign-in history.
 */
export default async function securityRoutes(fastify: FastifyInstance, { deps }: { deps: Deps }) {
  endpointRoute(fastify, endpoints.securityStatus, (_input, request) =>
    getSecurityStatus(deps, request.auth!.userId),
  );
  endpointRoute(
    fastify,
    endpoints.startTotp,
    (_input, request) => startTotpEnrolment(deps, request.auth!.userId),
    noStore,
  );
  endpointRoute(
    fastify,
    endpoints.confirmTotp,
    ({ body }, request) => confirmTotpEnrolment(deps, request.auth!.userId, body.code),
    noStore,
  );
  endpointRoute(fastify, endpoints.disableTotp, async ({ body }, request) => {
    await disableTotp(deps, request.auth!.userId, body);
    return null;
  });
  endpointRoute(fastify, endpoints.listSessions, (_input, request) =>
    listSessions(deps, request.auth!),
  );
  endpointRoute(fastify, endpoints.endSession, async ({ body }, request) => {
    await endOwnSession(deps, request.auth!, body.id);
    return null;
  });
  endpointRoute(fastify, endpoints.endOtherSessions, (_input, request) =>
    endOtherOwnSessions(deps, request.auth!),
  );
  endpointRoute(fastify, endpoints.signInHistory, ({ query }, request) =>
    listSignInHistory(deps, request.auth!.userId, query),
  );
}
