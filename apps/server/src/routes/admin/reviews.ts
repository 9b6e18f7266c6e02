import {
  adminDepositListSchema,
  adminKycListSchema,
  adminQueueQuery,
  adminWithdrawalListSchema,
  depositSchema,
  envelopeSchema,
  int8IdParam,
  reviewRejectBody,
  withdrawalSchema,
} from '@meridian/contract';
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
import { readUploadForStaff } from '../../services/uploads/read-upload.js';

/** Back office review queues (compliance and admin): KYC, deposits, withdrawals, their images. */
export default async function adminReviewRoutes(
  fastify: FastifyInstance,
  { deps }: { deps: Deps },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const security = [{ staffToken: [] }];
  const compliance = { onRequest: [fastify.requireStaff('compliance')] };
  const uuidParams = z.object({ id: z.uuid() });
  const idParams = z.object({ id: int8IdParam });
  const decided = 'Only a pending item can be decided: a second decision gets 409.';

  app.get(
    '/kyc',
    {
      ...compliance,
      schema: {
        tags,
        security,
        description: 'KYC submissions by status (under_review, verified, failed) with history.',
        querystring: adminQueueQuery,
        response: { 200: envelopeSchema(adminKycListSchema) },
      },
    },
    async (request, reply) => reply.ok(await listKycQueue(deps, request.query)),
  );

  app.post(
    '/kyc/:id/approve',
    {
      ...compliance,
      schema: {
        tags,
        security,
        description: `Verifies the user. ${decided}`,
        params: uuidParams,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request, reply) => {
      await decideKyc(deps, request.staff!, request.params.id, { verdict: 'verified' });
      return reply.ok(null);
    },
  );

  app.post(
    '/kyc/:id/fail',
    {
      ...compliance,
      schema: {
        tags,
        security,
        description: `Fails the submission with a reason shown to the user. ${decided}`,
        params: uuidParams,
        body: reviewRejectBody,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request, reply) => {
      await decideKyc(deps, request.staff!, request.params.id, {
        verdict: 'failed',
        reason: request.body.reason,
      });
      return reply.ok(null);
    },
  );

  app.get(
    '/deposits',
    {
      ...compliance,
      schema: {
        tags,
        security,
        querystring: adminQueueQuery,
        response: { 200: envelopeSchema(adminDepositListSchema) },
      },
    },
    async (request, reply) => reply.ok(await listDepositQueue(deps, request.query)),
  );

  app.post(
    '/deposits/:id/approve',
    {
      ...compliance,
      schema: {
        tags,
        security,
        description: `Credits the amount to the user's real book (one journal entry from external). ${decided}`,
        params: idParams,
        response: { 200: envelopeSchema(depositSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await decideDeposit(deps, request.staff!, request.params.id, { verdict: 'approved' }),
      ),
  );

  app.post(
    '/deposits/:id/reject',
    {
      ...compliance,
      schema: {
        tags,
        security,
        description: `Rejects with a reason shown to the user; nothing is credited. ${decided}`,
        params: idParams,
        body: reviewRejectBody,
        response: { 200: envelopeSchema(depositSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await decideDeposit(deps, request.staff!, request.params.id, {
          verdict: 'rejected',
          reason: request.body.reason,
        }),
      ),
  );

  app.get(
    '/withdrawals',
    {
      ...compliance,
      schema: {
        tags,
        security,
        querystring: adminQueueQuery,
        response: { 200: envelopeSchema(adminWithdrawalListSchema) },
      },
    },
    async (request, reply) => reply.ok(await listWithdrawalQueue(deps, request.query)),
  );

  app.post(
    '/withdrawals/:id/approve',
    {
      ...compliance,
      schema: {
        tags,
        security,
        description: `Pays out: the frozen amount leaves the book (received to external, fee to the fee account). ${decided}`,
        params: idParams,
        response: { 200: envelopeSchema(withdrawalSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await decideWithdrawal(deps, request.staff!, request.params.id, { verdict: 'approved' }),
      ),
  );

  app.post(
    '/withdrawals/:id/reject',
    {
      ...compliance,
      schema: {
        tags,
        security,
        description: `Rejects with a reason; the frozen amount returns to available. ${decided}`,
        params: idParams,
        body: reviewRejectBody,
        response: { 200: envelopeSchema(withdrawalSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await decideWithdrawal(deps, request.staff!, request.params.id, {
          verdict: 'rejected',
          reason: request.body.reason,
        }),
      ),
  );

  app.get(
    '/uploads/:id',
    {
      ...compliance,
      schema: {
        tags,
        security,
        description: 'An uploaded image (KYC photos, signature, deposit proof), for review.',
        params: uuidParams,
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
