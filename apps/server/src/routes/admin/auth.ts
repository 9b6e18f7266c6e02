import { endpoints } from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { getStaff } from '../../services/staff/get-staff.js';
import { signOutStaff } from '../../services/staff/sign-out-staff.js';
import { startStaffSignIn } from '../../services/staff/start-staff-sign-in.js';
import { verifyStaffSignIn } from '../../services/staff/verify-staff-sign-in.js';
import { endpointRoute } from '../endpoint-route.js';

/**
 * Staff sign-in (password, then TOTP) and the staff session (declared in the contract's endpoint
 * table, packages/contract/src/endpoints/admin.ts).
 */
export default async function adminAuthRoutes(fastify: FastifyInstance, { deps }: { deps: Deps }) {
  const e = endpoints;
  endpointRoute(fastify, e.staffLogin, ({ body }, request) =>
    startStaffSignIn(deps, body, { ip: request.ip }),
  );

  // A new password that breaks the staff rule answers 400 with its message (InvalidFieldError).
  endpointRoute(
    fastify,
    e.staffVerify,
    ({ body }, request) => {
      const userAgent = request.headers['user-agent'];
      return verifyStaffSignIn(deps, body, { ip: request.ip, userAgent });
    },
    { errorStatuses: [400] },
  );

  endpointRoute(fastify, e.staffLogout, async (_input, request) => {
    await signOutStaff(deps, request.staff!);
    return null;
  });
  endpointRoute(fastify, e.staffMe, (_input, request) => getStaff(deps, request.staff!.staffId));
}
