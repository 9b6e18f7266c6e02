import type { StaffRole } from '@meridian/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Deps } from '../deps.js';

export interface StaffPrincipal {
  staffId: string;
  username: string;
  role: StaffRole;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.requireStaff(...)` on back-office routes. */
    staff: StaffPrincipal | null;
  }
  interface FastifyInstance {
    /**
     * An onRequest hook for back-office routes: a live staff session (`Authorization: Bearer
     * stf_…`) whose role is `admin` or one of `roles` (401 without a staff session — a user's
     * token included —, 403 with the wrong role).
     */
    requireStaff(...roles: StaffRole[]): (request: FastifyRequest) => Promise<void>;
  }
}

// STUB — the staff-auth helper replaces this file.
async function staffAuth(app: FastifyInstance, _opts: { deps: Deps }) {
  app.decorateRequest('staff', null);
  app.decorate('requireStaff', (..._roles: StaffRole[]) => async (_request: FastifyRequest) => {
    throw new Error('staff auth not built yet');
  });
}

export const staffAuthPlugin = fp(staffAuth, { name: 'staff-auth', dependencies: ['envelope'] });
