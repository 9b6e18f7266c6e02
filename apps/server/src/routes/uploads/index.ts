import { envelopeSchema, uploadQuery, uploadResult } from '@meridian/contract';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { notFound } from '../../lib/app-error.js';
import { collectUploadBody } from '../../services/uploads/collect-body.js';
import { readUploadForUser } from '../../services/uploads/read-upload-for-user.js';
import { uploadImage } from '../../services/uploads/upload-image.js';
import { imageFormatWrong } from '../../services/uploads/upload-errors.js';

/** What a browser or app may label an upload; the content decides what it really is. */
const IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/jp2',
  'image/jpx',
  'application/octet-stream',
];

const binary = z.unknown().meta({ type: 'string', format: 'binary' });

/** Image uploads (KYC photos and signature, deposit proofs), under /swx/customer/user. */
export default async function uploadRoutes(fastify: FastifyInstance, { deps }: { deps: Deps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['user'];
  const security = [{ token: [] }];

  // This plugin's scope only: the body is the raw image. JSON, text, SVG and every other type
  // is refused as a wrong image format (465) before its body is read.
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser(
    IMAGE_TYPES,
    async (request: FastifyRequest, payload: IncomingMessage) =>
      collectUploadBody(deps, payload, request.headers['content-length']),
  );
  fastify.addContentTypeParser('*', async () => {
    throw imageFormatWrong();
  });

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
        body: binary,
        response: { 200: envelopeSchema(uploadResult) },
      },
    },
    async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return reply.ok(await uploadImage(deps, request.auth!.userId, request.query.purpose, body));
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
            content: { 'image/jpeg': { schema: binary }, 'image/png': { schema: binary } },
          },
          404: envelopeSchema(z.null()),
        },
      },
    },
    async (request, reply) => {
      const image = await readUploadForUser(deps.db, request.auth!.userId, request.params.id);
      if (!image) throw notFound();
      return (
        reply
          .type(image.mime)
          // Personal documents: never cached by shared caches or kept by the browser, never
          // sniffed into another type, shown rather than downloaded.
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', 'inline')
          .send(image.bytes)
      );
    },
  );
}
