import {
  depositListSchema,
  depositOptionsResult,
  depositSchema,
  dhBody,
  envelopeSchema,
  exchangeListSchema,
  exchangeQuoteQuery,
  exchangeQuoteResult,
  exchangeSchema,
  identificationBody,
  kycResult,
  kycSubmissionSchema,
  listBalancesResult,
  listExchangeQuery,
  listReviewQuery,
  rechargeBody,
  repasswordTxBody,
  statementQuery,
  statementResult,
  SuccessCode,
  withdrawalBody,
  withdrawalListSchema,
  withdrawalSchema,
  withdrawalTermsResult,
} from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { exchangeCurrency } from '../../services/funds/exchange-currency.js';
import { exportStatementCsv } from '../../services/funds/export-statement-csv.js';
import { getKyc } from '../../services/funds/get-kyc.js';
import { getWithdrawalTerms } from '../../services/funds/get-withdrawal-terms.js';
import { listBalances } from '../../services/funds/list-balances.js';
import { listDepositOptions } from '../../services/funds/list-deposit-options.js';
import { listDeposits } from '../../services/funds/list-deposits.js';
import { listExchanges } from '../../services/funds/list-exchanges.js';
import { listStatement } from '../../services/funds/list-statement.js';
import { listWithdrawals } from '../../services/funds/list-withdrawals.js';
import { quoteExchange } from '../../services/funds/quote-exchange.js';
import { setWithdrawalPassword } from '../../services/funds/set-withdrawal-password.js';
import { submitDeposit } from '../../services/funds/submit-deposit.js';
import { submitKyc } from '../../services/funds/submit-kyc.js';
import { submitWithdrawal } from '../../services/funds/submit-withdrawal.js';

/** SPEC §7 "User" calls of issue 6: KYC, deposits, withdrawals, exchange, balances, statement. */
export default async function fundsRoutes(fastify: FastifyInstance, { deps }: { deps: Deps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['funds'];
  const security = [{ token: [] }];
  const auth = { onRequest: [fastify.authenticate] };
  const real = { onRequest: [fastify.authenticateReal] };
  const moves = 'Moves money: accepts Idempotency-Key.';
  const realOnly = 'Real book only (`virtually: YES`; demo → 460).';

  app.get(
    '/getKyc',
    {
      ...auth,
      schema: { tags, security, response: { 200: envelopeSchema(kycResult) } },
    },
    async (request, reply) => reply.ok(await getKyc(deps, request.auth!.userId)),
  );

  app.post(
    '/identification',
    {
      ...auth,
      schema: {
        tags,
        security,
        description:
          'Submits identity verification (KYC) for review: the form and the ids of four uploads (front, back, holding the document, signature). Under review or verified → 10019. Replies 20001.',
        body: identificationBody,
        response: { 200: envelopeSchema(kycSubmissionSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await submitKyc(deps, request.auth!.userId, request.body),
        SuccessCode.SUBMITTED_FOR_REVIEW,
      ),
  );

  app.get(
    '/listDepositOptions',
    {
      schema: {
        tags,
        description:
          "Each deposit coin and network with the platform's receive address (empty: not open) and the minimum (public).",
        response: { 200: envelopeSchema(depositOptionsResult) },
      },
    },
    async (_request, reply) => reply.ok(await listDepositOptions(deps)),
  );

  app.post(
    '/recharge',
    {
      ...real,
      config: { idempotent: true },
      schema: {
        tags,
        security,
        description: `Reports a deposit for review: coin, network, amount (≥ the coin's minimum, else 471), transaction hash, its last 6 characters and a proof upload. Nothing is credited until staff approve. ${realOnly} Accepts Idempotency-Key. Replies 20002.`,
        body: rechargeBody,
        response: { 200: envelopeSchema(depositSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await submitDeposit(deps, request.auth!.userId, request.body, request.idempotency),
        SuccessCode.RECHARGE_SUBMITTED,
      ),
  );

  app.get(
    '/listRecharge',
    {
      ...auth,
      schema: {
        tags,
        security,
        querystring: listReviewQuery,
        response: { 200: envelopeSchema(depositListSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await listDeposits(deps, request.auth!.userId, request.query)),
  );

  app.get(
    '/getWithdrawalTerms',
    {
      ...auth,
      schema: {
        tags,
        security,
        description:
          'KYC status, whether a withdrawal password is set, and per asset the available real balance, networks, bank option, fee rate and minimum fee.',
        response: { 200: envelopeSchema(withdrawalTermsResult) },
      },
    },
    async (request, reply) => reply.ok(await getWithdrawalTerms(deps, request.auth!.userId)),
  );

  app.post(
    '/withdrawal',
    {
      ...real,
      config: { idempotent: true },
      schema: {
        tags,
        security,
        description: `Requests a withdrawal to a crypto address (checked per network, 474) or a bank account; needs verified KYC (10022) and the withdrawal password (473 not set, 10093 wrong). The amount is frozen until staff approve (paid out) or reject (unfrozen). ${realOnly} ${moves} Replies 20003.`,
        body: withdrawalBody,
        response: { 200: envelopeSchema(withdrawalSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await submitWithdrawal(deps, request.auth!.userId, request.body, request.idempotency),
        SuccessCode.WITHDRAWAL_SUBMITTED,
      ),
  );

  app.get(
    '/listWithdrwal',
    {
      ...auth,
      schema: {
        tags,
        security,
        querystring: listReviewQuery,
        response: { 200: envelopeSchema(withdrawalListSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await listWithdrawals(deps, request.auth!.userId, request.query)),
  );

  app.post(
    '/repasswordTx',
    {
      ...auth,
      schema: {
        tags,
        security,
        description:
          'Sets or changes the withdrawal password. currentPassword: the current withdrawal password (10093), or the login password for the first one (10004). Replies 20005.',
        body: repasswordTxBody,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request, reply) => {
      await setWithdrawalPassword(deps, request.auth!.userId, request.body);
      return reply.ok(null, SuccessCode.CHANGED_SUCCESSFULLY);
    },
  );

  app.get(
    '/getExchangeQuote',
    {
      ...auth,
      schema: {
        tags,
        security,
        description:
          'The live exchange rate between two assets from the feed, the spread, and what an amount would buy, in the selected book. Same currency → 472; no live price → 478.',
        querystring: exchangeQuoteQuery,
        response: { 200: envelopeSchema(exchangeQuoteResult) },
      },
    },
    async (request, reply) =>
      reply.ok(await quoteExchange(deps, request.auth!.userId, request.book, request.query)),
  );

  app.post(
    '/dh',
    {
      ...auth,
      config: { idempotent: true },
      schema: {
        tags,
        security,
        description: `Currency exchange in the selected book at the live rate less the spread. minToAmount: refuse (409) if the rate moved below it. ${moves}`,
        body: dhBody,
        response: { 200: envelopeSchema(exchangeSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(
        await exchangeCurrency(
          deps,
          request.auth!.userId,
          request.book,
          request.body,
          request.idempotency,
        ),
      ),
  );

  app.get(
    '/listExchange',
    {
      ...auth,
      schema: {
        tags,
        security,
        querystring: listExchangeQuery,
        response: { 200: envelopeSchema(exchangeListSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await listExchanges(deps, request.auth!.userId, request.book, request.query)),
  );

  app.get(
    '/listBalances',
    {
      ...auth,
      schema: { tags, security, response: { 200: envelopeSchema(listBalancesResult) } },
    },
    async (request, reply) => reply.ok(await listBalances(deps, request.auth!.userId)),
  );

  app.get(
    '/listStatement',
    {
      ...auth,
      schema: {
        tags,
        security,
        description:
          "Transaction record: the user's journal in the selected book, one line per entry and asset, newest first.",
        querystring: statementQuery,
        response: { 200: envelopeSchema(statementResult) },
      },
    },
    async (request, reply) =>
      reply.ok(await listStatement(deps.db, request.auth!.userId, request.book, request.query)),
  );

  app.get(
    '/exportStatement',
    {
      ...auth,
      schema: {
        tags,
        security,
        description: 'The transaction record with the same filters as CSV (text/csv).',
        querystring: statementQuery.omit({ page: true, size: true }),
      },
    },
    async (request, reply) => {
      const csv = await exportStatementCsv(
        deps.db,
        request.auth!.userId,
        request.book,
        request.query,
      );
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="meridian-${request.book}-statement.csv"`,
        )
        .header('Cache-Control', 'private, no-store')
        .send(csv);
    },
  );
}
