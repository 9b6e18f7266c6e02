import {
  assetBalanceSchema,
  changePasswordBody,
  envelopeSchema,
  userInfoResult,
  mergeWatchlistBody,
  watchlistBody,
  watchlistResult,
} from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { changePassword } from '../../services/auth/change-password.js';
import { resetDemo } from '../../services/ledger/reset-demo.js';
import { getUserInfo } from '../../services/users/get-user-info.js';
import { listWatchlist } from '../../services/watchlist/list-watchlist.js';
import { mergeWatchlist } from '../../services/watchlist/merge-watchlist.js';
import { toggleWatchlist } from '../../services/watchlist/toggle-watchlist.js';

/** SPEC §7 "User", under /swx/customer/user (the parts of the foundation issue). */
export default async function userRoutes(fastify: FastifyInstance, { deps }: { deps: Deps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['user'];
  const security = [{ token: [] }];

  app.post(
    '/getUserInfo',
    {
      onRequest: [fastify.authenticate],
      schema: { tags, security, response: { 200: envelopeSchema(userInfoResult) } },
    },
    async (request, reply) => reply.ok(await getUserInfo(deps, request.auth!.userId, request.book)),
  );

  app.post(
    '/repassword',
    {
      onRequest: [fastify.authenticate],
      schema: {
        tags,
        security,
        body: changePasswordBody,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request, reply) => {
      await changePassword(deps, request.auth!, request.body);
      return reply.ok(null, 20005);
    },
  );

  app.post(
    '/resetDemo',
    {
      onRequest: [fastify.authenticate],
      config: { idempotent: true },
      schema: {
        tags,
        security,
        description:
          'Resets the demo book to the starting virtual balance. Accepts Idempotency-Key.',
        response: { 200: envelopeSchema(z.array(assetBalanceSchema)) },
      },
    },
    async (request, reply) =>
      reply.ok(await resetDemo(deps, request.auth!.userId, request.idempotency)),
  );

  app.get(
    '/listWatchlist',
    {
      onRequest: [fastify.authenticate],
      schema: { tags, security, response: { 200: envelopeSchema(watchlistResult) } },
    },
    async (request, reply) => reply.ok(await listWatchlist(deps, request.auth!.userId)),
  );

  app.post(
    '/toggleWatchlist',
    {
      onRequest: [fastify.authenticate],
      schema: {
        tags,
        security,
        body: watchlistBody,
        response: { 200: envelopeSchema(watchlistResult) },
      },
    },
    async (request, reply) =>
      reply.ok(await toggleWatchlist(deps, request.auth!.userId, request.body.code)),
  );

  app.post(
    '/mergeWatchlist',
    {
      onRequest: [fastify.authenticate],
      schema: {
        tags,
        security,
        description: "Adds a visitor's browser watchlist to the account's (at sign-in).",
        body: mergeWatchlistBody,
        response: { 200: envelopeSchema(watchlistResult) },
      },
    },
    async (request, reply) =>
      reply.ok(await mergeWatchlist(deps, request.auth!.userId, request.body.codes)),
  );
}
