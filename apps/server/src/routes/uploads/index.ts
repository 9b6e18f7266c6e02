import { envelopeSchema, uploadQuery, uploadResult } from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { notFound } from '../../lib/app-error.js';
import { readUploadForUser } from '../../services/uploads/read-upload-for-user.js';
import { uploadImage } from '../../services/uploads/upload-image.js';
import {
  acceptImageBodies,
  binaryBody,
  IMAGE_TYPES,
  imageBytes,
  sendPrivateImage,
} from './image-body.js';

/** Image uploads (KYC photos and signature, deposit proofs), under /swx/customer/user. */
export default async function uploadRoutes(fastify: FastifyInstance, { deps }: { deps: Deps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['user'];
  const security = [{ token: [] }];

  acceptImageBodies(fastify, deps);

  app.post(
    '/upload',
    {
      onRequest: [fastify.authenticate],
      schema: {
        tags,
        security,
        description:
          'Uploads one image (the request body, up to the size setting, 5 MB by default): JPG, PNG or JPEG 2000 by content. It is re-encoded without metadata (JPEG 2000 as PNG) and stored; use the returned id in KYC or a deposit. 465 wrong format or corrupt, 466 too large, 467 too many pixels, 468 no image.',
        consumes: IMAGE_TYPES,
        querystring: uploadQuery,
        body: binaryBody,
        response: { 200: envelopeSchema(uploadResult) },
      },
    },
    async (request, reply) => {
      return reply.ok(
        await uploadImage(deps, request.auth!.userId, request.query.purpose, imageBytes(request)),
      );
    },
  );

  app.get(
    '/upload/:id',
    {
      onRequest: [fastify.authenticate],
      schema: {
        tags,
        security,
        description: "The caller's own uploaded image (the stored, re-encoded bytes).",
        params: z.object({ id: z.string() }),
        response: {
          200: {
            description: 'The image.',
            content: { 'image/jpeg': { schema: binaryBody }, 'image/png': { schema: binaryBody } },
          },
          404: envelopeSchema(z.null()),
        },
      },
    },
    async (request, reply) => {
      const image = await readUploadForUser(deps.db, request.auth!.userId, request.params.id);
      if (!image) throw notFound();
      return sendPrivateImage(reply, image);
    },
  );
}
