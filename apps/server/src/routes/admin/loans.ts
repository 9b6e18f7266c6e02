import { endpoints, loanIdParams } from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { decideLoan } from '../../services/loans/decide-loan.js';
import { getLoanBook } from '../../services/loans/get-loan-book.js';
import { getLoanForStaff, listLoanQueue } from '../../services/loans/list-loan-queue.js';
import { readLoanAgreement } from '../../services/loans/owned-loan.js';
import { endpointRoute } from '../endpoint-route.js';
import { sendPdf } from '../loans/index.js';

/** The back office's loans (compliance and admin): the queue, decisions, the book, agreements. */
export default async function adminLoanRoutes(fastify: FastifyInstance, { deps }: { deps: Deps }) {
  const e = endpoints;
  endpointRoute(fastify, e.adminLoanQueue, ({ query }) => listLoanQueue(deps, query));
  endpointRoute(fastify, e.adminLoan, ({ params }) => getLoanForStaff(deps, params.id));
  endpointRoute(fastify, e.adminApproveLoan, ({ params }, request) =>
    decideLoan(deps, request.staff!, params.id, { verdict: 'approved' }),
  );
  endpointRoute(fastify, e.adminRejectLoan, ({ params, body }, request) =>
    decideLoan(deps, request.staff!, params.id, { verdict: 'rejected', reason: body.reason }),
  );
  endpointRoute(fastify, e.adminLoanBook, () => getLoanBook(deps));

  // Not on the endpoint table: the reply is the PDF, not the JSON envelope.
  fastify.withTypeProvider<ZodTypeProvider>().get(
    '/swx/admin/loans/:id/agreement',
    {
      onRequest: [fastify.requireStaff('compliance')],
      schema: {
        tags: ['admin'],
        security: [{ staffToken: [] }],
        description: "A loan's signed agreement (application/pdf), for review.",
        params: loanIdParams,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await readLoanAgreement(deps.db, request.params.id, null),
        `loan-agreement-${request.params.id}.pdf`,
      ),
  );
}
