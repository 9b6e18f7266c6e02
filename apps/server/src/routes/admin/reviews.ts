import { endpoints } from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { notFound } from '../../lib/app-error.js';
import { decideDeposit } from '../../services/funds/decide-deposit.js';
import { decideKyc } from '../../services/funds/decide-kyc.js';
import { decideWithdrawal } from '../../services/funds/decide-withdrawal.js';
import { listDepositQueue } from '../../services/funds/list-deposit-queue.js';
import { listKycQueue } from '../../services/funds/list-kyc-queue.js';
import { listWithdrawalQueue } from '../../services/funds/list-withdrawal-queue.js';
import { readUploadForStaff } from '../../services/uploads/read-upload-for-staff.js';
import { endpointRoute } from '../endpoint-route.js';

/**
 * Back office review queues, compliance and admin: KYC, deposits, withdrawals (declared in the
 * contract's endpoint table, packages/contract/src/endpoints/admin.ts), and their images.
 */
export default async function adminReviewRoutes(
  fastify: FastifyInstance,
  { deps }: { deps: Deps },
) {
  const e = endpoints;
  endpointRoute(fastify, e.adminKycQueue, ({ query }) => listKycQueue(deps, query));
  endpointRoute(fastify, e.adminApproveKyc, async ({ params }, request) => {
    await decideKyc(deps, request.staff!, params.id, { verdict: 'verified' });
    return null;
  });
  endpointRoute(fastify, e.adminFailKyc, async ({ params, body }, request) => {
    await decideKyc(deps, request.staff!, params.id, { verdict: 'failed', reason: body.reason });
    return null;
  });

  endpointRoute(fastify, e.adminDepositQueue, ({ query }) => listDepositQueue(deps, query));
  endpointRoute(fastify, e.adminApproveDeposit, ({ params }, request) =>
    decideDeposit(deps, request.staff!, params.id, { verdict: 'approved' }),
  );
  endpointRoute(fastify, e.adminRejectDeposit, ({ params, body }, request) =>
    decideDeposit(deps, request.staff!, params.id, { verdict: 'rejected', reason: body.reason }),
  );

  endpointRoute(fastify, e.adminWithdrawalQueue, ({ query }) => listWithdrawalQueue(deps, query));
  endpointRoute(fastify, e.adminApproveWithdrawal, ({ params }, request) =>
    decideWithdrawal(deps, request.staff!, params.id, { verdict: 'approved' }),
  );
  endpointRoute(fastify, e.adminRejectWithdrawal, ({ params, body }, request) =>
    decideWithdrawal(deps, request.staff!, params.id, {
      verdict: 'rejected',
      reason: body.reason,
    }),
  );

  // Not on the endpoint table: the reply is the image's bytes, not the JSON envelope.
  fastify.withTypeProvider<ZodTypeProvider>().get(
    '/swx/admin/uploads/:id',
    {
      onRequest: [fastify.requireStaff('compliance')],
      schema: {
        tags: ['admin'],
        security: [{ staffToken: [] }],
        description: 'An uploaded image (KYC photos, signature, deposit proof), for review.',
        params: z.object({ id: z.uuid() }),
      },
    },
    async (request, reply) => {
      const image = await readUploadForStaff(deps.db, request.params.id);
      if (!image) throw notFound();
      return reply
        .header('Content-Type', image.mime)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', 'inline')
        .send(image.bytes);
    },
  );
}
