import { endpoints } from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { listAdminSettings, updateAdminSetting } from '../../services/settings/admin-settings.js';
import { listAudit } from '../../services/audit/list-audit.js';
import { endpointRoute } from '../endpoint-route.js';

/**
 * Back office settings and audit log, admin only (declared in the contract's endpoint table,
 * packages/contract/src/endpoints/admin.ts).
 */
export default async function adminSettingsRoutes(
  fastify: FastifyInstance,
  { deps }: { deps: Deps },
) {
  const e = endpoints;
  endpointRoute(fastify, e.adminListSettings, (_input, request) =>
    listAdminSettings(deps, request.lang),
  );
  endpointRoute(fastify, e.adminUpdateSetting, ({ body }, request) =>
    updateAdminSetting(deps, request.staff!, body, request.lang),
  );
  endpointRoute(fastify, e.adminListAudit, ({ query }) => listAudit(deps, query));
}
