import { endpoints } from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.js';
import { cancelNft } from '../../services/nfts/cancel-nft.js';
import { listCharityPayouts, recordCharityPayout } from '../../services/nfts/charity-payouts.js';
import { createNft } from '../../services/nfts/create-nft.js';
import { listAdminNfts } from '../../services/nfts/list-admin-nfts.js';
import { endpointRoute } from '../endpoint-route.js';

/** The back office's NFT market (content) and charity payouts (compliance). */
export default async function adminNftRoutes(fastify: FastifyInstance, { deps }: { deps: Deps }) {
  const e = endpoints;
  endpointRoute(fastify, e.adminNfts, ({ query }) => listAdminNfts(deps, query));
  endpointRoute(fastify, e.adminCreateNft, ({ body }, request) =>
    createNft(deps, request.staff!, body),
  );
  endpointRoute(fastify, e.adminCancelNft, ({ params }, request) =>
    cancelNft(deps, request.staff!, params.id),
  );
  endpointRoute(fastify, e.adminCharityPayouts, () => listCharityPayouts(deps));
  endpointRoute(fastify, e.adminRecordCharityPayout, ({ body }, request) =>
    recordCharityPayout(deps, request.staff!, body, request.idempotency),
  );
}
