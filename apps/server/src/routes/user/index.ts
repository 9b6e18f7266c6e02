import { endpoints, SuccessCode } from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { changePassword } from '../../services/auth/change-password.js';
import { resetDemo } from '../../services/ledger/reset-demo.js';
import { getUserInfo } from '../../services/users/get-user-info.js';
import { listWatchlist } from '../../services/watchlist/list-watchlist.js';
import { mergeWatchlist } from '../../services/watchlist/merge-watchlist.js';
import { toggleWatchlist } from '../../services/watchlist/toggle-watchlist.js';
import { endpointRoute } from '../endpoint-route.js';

/** SPEC §7 "User" (declared in the contract's endpoint table, endpoints/user.ts). */
export default async function userRoutes(fastify: FastifyInstance, { deps }: { deps: Deps }) {
  endpointRoute(fastify, endpoints.getUserInfo, (_input, request) =>
    getUserInfo(deps, request.auth!.userId, request.book),
  );
  endpointRoute(
    fastify,
    endpoints.repassword,
    async ({ body }, request) => {
      await changePassword(deps, request.auth!, body);
      return null;
    },
    { successCode: SuccessCode.CHANGED_SUCCESSFULLY },
  );
  endpointRoute(fastify, endpoints.resetDemo, (_input, request) =>
    resetDemo(deps, request.auth!.userId, request.idempotency),
  );
  endpointRoute(fastify, endpoints.listWatchlist, (_input, request) =>
    listWatchlist(deps, request.auth!.userId),
  );
  endpointRoute(fastify, endpoints.toggleWatchlist, ({ body }, request) =>
    toggleWatchlist(deps, request.auth!.userId, body.code),
  );
  endpointRoute(fastify, endpoints.mergeWatchlist, ({ body }, request) =>
    mergeWatchlist(deps, request.auth!.userId, body.codes),
  );
}
