import {
  buyOptionsBody,
  buyUBody,
  cancelUBody,
  envelopeSchema,
  listOptionsOrderQuery,
  listUOrderQuery,
  marginOrderListSchema,
  marginOrderSchema,
  modifyUBody,
  optionOrderListSchema,
  optionOrderSchema,
  orderIdParams,
  profitTotalSchema,
  stopUBody,
  SuccessCode,
  tradingRulesQuery,
  tradingRulesSchema,
} from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { buyOption } from '../../services/margin/buy-option.js';
import { cancelMarginOrder } from '../../services/margin/cancel-margin-order.js';
import { closeMarginOrderByUser } from '../../services/margin/close-margin-order-by-user.js';
import { getOption } from '../../services/margin/get-option.js';
import { getProfitTotal } from '../../services/margin/get-profit-total.js';
import { listMarginOrders } from '../../services/margin/list-margin-orders.js';
import { listOptions } from '../../services/margin/list-options.js';
import { modifyMarginStops } from '../../services/margin/modify-margin-stops.js';
import { marginOrderView } from '../../services/margin/margin-order-view.js';
import { openMarginOrder } from '../../services/margin/open-margin-order.js';
import { optionOrderView } from '../../services/margin/option-order-view.js';
import { getTradingRules } from '../../services/margin/get-margin-rules.js';

/**
 * SPEC §7 "Orders" for margin positions and options, under /swx/customer/order. The `virtually`
 * header selects the book; every object is looked up within the caller's own orders.
 */
export default async function orderRoutes(fastify: FastifyInstance, { deps }: { deps: Deps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];
  const security = [{ token: [] }];
  const auth = { onRequest: [fastify.authenticate] };
  const moves = 'Moves money: accepts Idempotency-Key.';

  app.get(
    '/getTradingRules',
    {
      schema: {
        tags,
        description:
          'Margin terms of an instrument (lots, leverage cap, spread, commission, bid/ask) and the option timeframes.',
        querystring: tradingRulesQuery,
        response: { 200: envelopeSchema(tradingRulesSchema) },
      },
    },
    async (request, reply) => reply.ok(await getTradingRules(deps, request.query.code)),
  );

  app.post(
    '/buyU',
    {
      ...auth,
      config: { idempotent: true },
      schema: {
        tags,
        security,
        description: `Opens a margin position at market or places a pending limit order. ${moves}`,
        body: buyUBody,
        response: { 200: envelopeSchema(marginOrderSchema) },
      },
    },
    async (request, reply) => {
      const row = await openMarginOrder(
        deps,
        request.auth!.userId,
        request.book,
        request.body,
        request.idempotency,
      );
      return reply.ok(marginOrderView(row, deps), SuccessCode.PURCHASE_SUCCESSFUL);
    },
  );

  app.post(
    '/stopU',
    {
      ...auth,
      config: { idempotent: true },
      schema: {
        tags,
        security,
        description: `Closes an open position, or \`lots\` of it. ${moves}`,
        body: stopUBody,
        response: { 200: envelopeSchema(marginOrderSchema) },
      },
    },
    async (request, reply) => {
      const result = await closeMarginOrderByUser(
        deps,
        request.auth!.userId,
        request.book,
        request.body.id,
        request.body.lots,
        request.idempotency,
      );
      return reply.ok(marginOrderView(result.closed, deps));
    },
  );

  app.post(
    '/modifyU',
    {
      ...auth,
      schema: {
        tags,
        security,
        description:
          'Sets or clears stop loss and take profit of an open position or pending order.',
        body: modifyUBody,
        response: { 200: envelopeSchema(marginOrderSchema) },
      },
    },
    async (request, reply) => {
      const row = await modifyMarginStops(deps, request.auth!.userId, request.book, request.body);
      return reply.ok(marginOrderView(row, deps), SuccessCode.CHANGED_SUCCESSFULLY);
    },
  );

  app.post(
    '/cancelU',
    {
      ...auth,
      config: { idempotent: true },
      schema: {
        tags,
        security,
        description: `Withdraws a pending order and releases its hold. ${moves}`,
        body: cancelUBody,
        response: { 200: envelopeSchema(marginOrderSchema) },
      },
    },
    async (request, reply) => {
      const row = await cancelMarginOrder(
        deps,
        request.auth!.userId,
        request.book,
        request.body.id,
        request.idempotency,
      );
      return reply.ok(marginOrderView(row, deps));
    },
  );

  app.get(
    '/listUOrder',
    {
      ...auth,
      schema: {
        tags,
        security,
        querystring: listUOrderQuery,
        response: { 200: envelopeSchema(marginOrderListSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await listMarginOrders(deps, request.auth!.userId, request.book, request.query)),
  );

  app.get(
    '/getProfitTotal',
    { ...auth, schema: { tags, security, response: { 200: envelopeSchema(profitTotalSchema) } } },
    async (request, reply) =>
      reply.ok(await getProfitTotal(deps, request.auth!.userId, request.book)),
  );

  app.post(
    '/buyOptions',
    {
      ...auth,
      config: { idempotent: true },
      schema: {
        tags,
        security,
        description: `Buys an up/down option; the stake is held until it settles. ${moves}`,
        body: buyOptionsBody,
        response: { 200: envelopeSchema(optionOrderSchema) },
      },
    },
    async (request, reply) => {
      const row = await buyOption(
        deps,
        request.auth!.userId,
        request.book,
        request.body,
        request.idempotency,
      );
      return reply.ok(optionOrderView(row), SuccessCode.PURCHASE_SUCCESSFUL);
    },
  );

  app.get(
    '/listOptionsOrder',
    {
      ...auth,
      schema: {
        tags,
        security,
        querystring: listOptionsOrderQuery,
        response: { 200: envelopeSchema(optionOrderListSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await listOptions(deps, request.auth!.userId, request.book, request.query)),
  );

  app.get(
    '/getOptionsOrderById/:id',
    {
      ...auth,
      schema: {
        tags,
        security,
        params: orderIdParams,
        response: { 200: envelopeSchema(optionOrderSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await getOption(deps, request.auth!.userId, request.params.id)),
  );
}
