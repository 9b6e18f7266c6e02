import { endpoints, INVITE_COMMISSIONS_CSV_PATH } from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { exportInviteCommissions } from '../../services/referrals/export-invite-commissions.js';
import { getInviteInfo } from '../../services/referrals/get-invite-info.js';
import { listLevels } from '../../services/referrals/list-levels.js';
import { endpointRoute } from '../endpoint-route.js';

/** Invite friends and VIP levels (issue 17), declared in the contract (endpoints/referrals.ts). */
export default async function referralRoutes(fastify: FastifyInstance, { deps }: { deps: Deps }) {
  const e = endpoints;
  endpointRoute(
    fastify,
    e.listLevel,
    (_input, request) => listLevels(deps, request.auth?.userId ?? null),
    { onRequest: [fastify.identify] },
  );
  endpointRoute(fastify, e.getInviteInfo, (_input, request) =>
    getInviteInfo(deps, request.auth!.userId),
  );

  // Not on the endpoint table: the reply is a CSV file, not the JSON envelope.
  fastify.get(
    INVITE_COMMISSIONS_CSV_PATH,
    {
      onRequest: [fastify.authenticate],
      schema: {
        tags: ['referrals'],
        security: [{ token: [] }],
        description:
          'Every referral commission the caller earned, newest first, as CSV (text/csv): time, spot or margin, the trade or order, the market, the friend (masked), the fee they paid and the commission.',
      },
    },
    async (request, reply) => {
      const csv = await exportInviteCommissions(deps.db, request.auth!.userId);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="meridian-invite-commissions.csv"')
        .header('Cache-Control', 'private, no-store')
        .send(csv);
    },
  );
}
