import { endpoints } from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { quoteLoanForUser } from '../../services/loans/quote-loan.js';
import { endpointRoute } from '../endpoint-route.js';

/** Loans (issue 15), declared in the contract's endpoint table (endpoints/loans.ts). */
export default async function loanRoutes(fastify: FastifyInstance, { deps }: { deps: Deps }) {
  endpointRoute(fastify, endpoints.loanQuote, ({ query }, request) =>
    quoteLoanForUser(deps, request.auth!.userId, request.book, query),
  );
}
