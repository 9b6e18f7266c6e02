import { endpoints } from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import {
  disableStaff,
  enableStaff,
  resetStaffTwoFactor,
} from '../../services/staff/change-staff.js';
import { createStaff } from '../../services/staff/create-staff.js';
import { listStaff } from '../../services/staff/list-staff.js';
import { endpointRoute } from '../endpoint-route.js';

/**
 * Staff management, admin only (declared in the contract's endpoint table,
 * packages/contract/src/endpoints/admin.ts).
 */
export default async function adminStaffRoutes(fastify: FastifyInstance, { deps }: { deps: Deps }) {
  const e = endpoints;
  endpointRoute(fastify, e.adminListStaff, () => listStaff(deps));
  endpointRoute(fastify, e.adminCreateStaff, ({ body }, request) =>
    createStaff(deps, request.staff!.staffId, body),
  );
  endpointRoute(fastify, e.adminDisableStaff, ({ params }, request) =>
    disableStaff(deps, request.staff!.staffId, params.id),
  );
  endpointRoute(fastify, e.adminEnableStaff, ({ params }, request) =>
    enableStaff(deps, request.staff!.staffId, params.id),
  );
  endpointRoute(fastify, e.adminResetStaffTwoFactor, ({ params }, request) =>
    resetStaffTwoFactor(deps, request.staff!.staffId, params.id),
  );
}
