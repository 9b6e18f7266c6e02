import {
  endpoints,
  envelopeSchema,
  loanAgreementPaths,
  loanAgreementPreviewBody,
  loanIdParams,
  SuccessCode,
} from '@meridian/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { applyForLoan } from '../../services/loans/apply-loan.js';
import { getLoan } from '../../services/loans/get-loan.js';
import { listLoans } from '../../services/loans/list-loans.js';
import { readLoanAgreement } from '../../services/loans/owned-loan.js';
import { previewLoanAgreement } from '../../services/loans/preview-loan-agreement.js';
import { quoteLoanForUser } from '../../services/loans/quote-loan.js';
import { repayLoan } from '../../services/loans/repay-loan.js';
import { endpointRoute } from '../endpoint-route.js';

const pdfResponse = {
  200: {
    description: 'The agreement (application/pdf).',
    content: {
      'application/pdf': { schema: z.unknown().meta({ type: 'string', format: 'binary' }) },
    },
  },
  404: envelopeSchema(z.null()),
};

/** A signed agreement is personal: never kept by shared caches, never sniffed, shown inline. */
export function sendPdf(reply: FastifyReply, pdf: Uint8Array, filename: string) {
  return reply
    .type('application/pdf')
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `inline; filename="${filename}"`)
    .send(Buffer.from(pdf));
}

/** Loans (issue 15), declared in the contract's endpoint table (endpoints/loans.ts). */
export default async function loanRoutes(fastify: FastifyInstance, { deps }: { deps: Deps }) {
  const e = endpoints;
  endpointRoute(fastify, e.loanQuote, ({ query }, request) =>
    quoteLoanForUser(deps, request.auth!.userId, request.book, query),
  );
  endpointRoute(
    fastify,
    e.loan,
    ({ body }, request) => applyForLoan(deps, request.auth!.userId, body, request.idempotency),
    { successCode: SuccessCode.SUBMITTED_FOR_REVIEW },
  );
  endpointRoute(fastify, e.listLoanRecord, ({ query }, request) =>
    listLoans(deps, request.auth!.userId, request.book, query),
  );
  endpointRoute(fastify, e.getLoanById, ({ params }, request) =>
    getLoan(deps, request.auth!.userId, params.id),
  );
  endpointRoute(
    fastify,
    e.repayLoan,
    ({ body }, request) => repayLoan(deps, request.auth!.userId, body, request.idempotency),
    { successCode: SuccessCode.CHANGED_SUCCESSFULLY },
  );

  // Not on the endpoint table: the replies are PDFs, not the JSON envelope.
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    loanAgreementPaths.preview,
    {
      onRequest: [fastify.authenticateReal],
      schema: {
        tags: ['loans'],
        security: [{ token: [] }],
        description:
          "The loan agreement as it would be signed with this amount, term and signature, in the caller's interface language; nothing is stored and no money moves. The same checks as loan (10022, 10023, 490, 491, 469). Replies with the PDF (application/pdf); errors use the JSON envelope.",
        body: loanAgreementPreviewBody,
        response: pdfResponse,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await previewLoanAgreement(deps, request.auth!.userId, request.body),
        'loan-agreement-preview.pdf',
      ),
  );
  app.get(
    '/swx/customer/user/loanAgreement/:id',
    {
      onRequest: [fastify.authenticate],
      schema: {
        tags: ['loans'],
        security: [{ token: [] }],
        description:
          "The signed agreement of one of the caller's loans (404 for anyone else's), as stored at the application. Replies with the PDF (application/pdf).",
        params: loanIdParams,
        response: pdfResponse,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await readLoanAgreement(deps.db, request.params.id, request.auth!.userId),
        `loan-agreement-${request.params.id}.pdf`,
      ),
  );
}
