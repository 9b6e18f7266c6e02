import type { StaffRole } from '@meridian/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { STAFF_ROLES } from './route-table.js';
import type { Deps } from '../deps.js';
import { forbidden, unauthenticated } from '../lib/app-error.js';
import type { StaffPrincipal } from '../services/staff/staff-principal.js';
import { resolveStaffSession } from '../services/staff/staff-sessions.js';
import { bearerToken } from './auth.js';

export type { StaffPrincipal };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.requireStaff(...)` on back-office routes. */
    staff: StaffPrincipal | null;
  }
  interface FastifyInstance {
    /**
     * An onRequest hook for back-office routes: a live staff session (`Authorization: Bearer
     * stf_…`) whose role is `admin` or one of `roles` (401 without a staff session — a user's
     * token included —, 403 with the wrong role). Without `roles`, any staff member passes.
     */
    requireStaff(...roles: StaffRole[]): (request: FastifyRequest) => Promise<void>;
  }
}

async function staffAuth(app: FastifyInstance, opts: { deps: Deps }) {
  const { db, clock } = opts.deps;
  app.decorateRequest('staff', null);
  app.decorate('requireStaff', (...roles: StaffRole[]) =>
    // Tagged with its roles so the route table (and the authorization matrix) knows the route.
    Object.assign(staffHook(roles), { [STAFF_ROLES]: roles }),
  );
  function staffHook(roles: StaffRole[]) {
    return async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const session = token ? await resolveStaffSession(db, clock, token) : undefined;
      if (!session) throw unauthenticated();
      request.staff = {
        staffId: session.staffId,
        username: session.username,
        role: session.role,
        sessionId: session.sessionId,
      };
      if (session.role !== 'admin' && roles.length > 0 && !roles.includes(session.role)) {
        throw forbidden();
      }
    };
  }
}

export const staffAuthPlugin = fp(staffAuth, { name: 'staff-auth', dependencies: ['envelope'] });
