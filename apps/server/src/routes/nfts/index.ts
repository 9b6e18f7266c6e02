import {
  endpoints,
  NFT_ARTWORK_ROUTE,
  NFT_STREAM_PATH,
  nftIdParams,
  SuccessCode,
} from '@meridian/contract';
import { renderNftArtwork } from '@meridian/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.js';
import { openNftStream } from '../../realtime/nft-stream.js';
import { bidNft } from '../../services/nfts/bid-nft.js';
import { buyNft } from '../../services/nfts/buy-nft.js';
import { getDonations } from '../../services/nfts/get-donations.js';
import { findPublicNft, getNft, nftSnapshot } from '../../services/nfts/get-nft.js';
import { listMyNfts } from '../../services/nfts/list-my-nfts.js';
import { listNfts } from '../../services/nfts/list-nfts.js';
import { nftTopic } from '../../services/nfts/nft-detail.js';
import { endpointRoute } from '../endpoint-route.js';

/** The charity NFT market (issue 16), declared in the contract's endpoint table (endpoints/nfts.ts). */
export default async function nftRoutes(fastify: FastifyInstance, { deps }: { deps: Deps }) {
  const e = endpoints;
  endpointRoute(fastify, e.listNft, ({ query }, request) => listNfts(deps, query, request.lang));
  endpointRoute(
    fastify,
    e.getNftById,
    ({ params }, request) => getNft(deps, params.id, request.auth?.userId ?? null, request.lang),
    { onRequest: [fastify.identify] },
  );
  endpointRoute(fastify, e.listCharityDonation, () => getDonations(deps));
  endpointRoute(fastify, e.bidNft, ({ body }, request) =>
    bidNft(deps, request.auth!.userId, body, request.lang, request.idempotency),
  );
  endpointRoute(
    fastify,
    e.buyNft,
    ({ body }, request) =>
      buyNft(deps, request.auth!.userId, body, request.lang, request.idempotency),
    { successCode: SuccessCode.PURCHASE_SUCCESSFUL },
  );
  endpointRoute(fastify, e.listMyNft, ({ query }, request) =>
    listMyNfts(deps, request.auth!.userId, request.book, query, request.lang),
  );

  // Outside the table: an image, and a WebSocket.
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    NFT_ARTWORK_ROUTE,
    {
      schema: {
        tags: ['nfts'],
        description:
          "An item's artwork: an SVG generated from its token id, the same bytes on every render (no remote or uploaded images).",
        params: nftIdParams,
      },
    },
    async (request, reply) => {
      const item = await findPublicNft(deps.db, request.params.id);
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(renderNftArtwork(item.tokenId));
    },
  );
  fastify.get(
    NFT_STREAM_PATH,
    {
      websocket: true,
      preValidation: [fastify.limitSockets],
      schema: {
        tags: ['nfts'],
        description:
          'WebSocket, public. Query `id`. Sends `{"type":"nft",…}` (current bid, minimum next bid, bids, end, buy now) on connect and after every bid, sale or close.',
      },
    },
    (socket, request) =>
      void openNftStream(
        socket,
        request.query as { id?: string },
        deps.bus,
        nftTopic,
        (id) => nftSnapshot(deps, id),
        request.log,
      ),
  );
}
