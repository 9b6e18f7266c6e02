import { endpoints, statementQuery, SuccessCode } from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { endpointRoute } from '../endpoint-route.js';

/**
 * SPEC §7 "User" calls of issue 6: KYC, deposits, withdrawals, exchange, balances, statement
 * (declared in the contract's endpoint table, packages/contract/src/endpoints/funds.ts). The
 * statement's CSV export is not JSON and is declared here. Registered without a prefix.
 */
export default async function fundsRoutes(fastify: FastifyInstance, { deps }: { deps: Deps }) {
  const e = endpoints;
  endpointRoute(fastify, e.getKyc, (_input, request) => getKyc(deps, request.auth!.userId));
  endpointRoute(
    fastify,
    e.identification,
    ({ body }, request) => submitKyc(deps, request.auth!.userId, body),
    { successCode: SuccessCode.SUBMITTED_FOR_REVIEW },
  );
  endpointRoute(fastify, e.listDepositOptions, () => listDepositOptions(deps));
  endpointRoute(
    fastify,
    e.recharge,
    ({ body }, request) => submitDeposit(deps, request.auth!.userId, body, request.idempotency),
    { successCode: SuccessCode.RECHARGE_SUBMITTED },
  );
  endpointRoute(fastify, e.listRecharge, ({ query }, request) =>
    listDeposits(deps, request.auth!.userId, query),
  );
  endpointRoute(fastify, e.getWithdrawalTerms, (_input, request) =>
    getWithdrawalTerms(deps, request.auth!.userId),
  );
  endpointRoute(
    fastify,
    e.withdrawal,
    ({ body }, request) => submitWithdrawal(deps, request.auth!.userId, body, request.idempotency),
    { successCode: SuccessCode.WITHDRAWAL_SUBMITTED },
  );
  endpointRoute(fastify, e.listWithdrwal, ({ query }, request) =>
    listWithdrawals(deps, request.auth!.userId, query),
  );
  endpointRoute(
    fastify,
    e.repasswordTx,
    async ({ body }, request) => {
      await setWithdrawalPassword(deps, request.auth!.userId, body);
      return null;
    },
    { successCode: SuccessCode.CHANGED_SUCCESSFULLY },
  );
  endpointRoute(fastify, e.getExchangeQuote, ({ query }, request) =>
    quoteExchange(deps, request.auth!.userId, request.book, query),
  );
  endpointRoute(fastify, e.dh, ({ body }, request) =>
    exchangeCurrency(deps, request.auth!.userId, request.book, body, request.idempotency),
  );
  endpointRoute(fastify, e.listExchange, ({ query }, request) =>
    listExchanges(deps, request.auth!.userId, request.book, query),
  );
  endpointRoute(fastify, e.listBalances, (_input, request) =>
    listBalances(deps, request.auth!.userId),
  );
  endpointRoute(fastify, e.listStatement, ({ query }, request) =>
    listStatement(deps.db, request.auth!.userId, request.book, query),
  );

  // Not on the endpoint table: the reply is a CSV file, not the JSON envelope.
  fastify.withTypeProvider<ZodTypeProvider>().get(
    '/swx/customer/user/exportStatement',
    {
      onRequest: [fastify.authenticate],
      schema: {
        tags: ['funds'],
        security: [{ token: [] }],
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
