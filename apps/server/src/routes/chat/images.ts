import { chatUploadResultSchema, envelopeSchema } from '@meridian/contract';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { readChatImage, uploadChatImage } from '../../services/chat/chat-images.js';
import { collectUploadBody } from '../../services/uploads/collect-body.js';
import { imageFormatWrong } from '../../services/uploads/upload-errors.js';
import { viewerOf } from './chat-caller.js';

const IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/jp2',
  'image/jpx',
  'application/octet-stream',
];
const binary = z.unknown().meta({ type: 'string', format: 'binary' });

/**
 * Chat images, under /swx/customer/chat (their own scope: the body is the raw image). Callers: a
 * user's token, a visitor's `x-chat-visitor`, or a staff token (support or admin).
 */
export default async function chatImageRoutes(fastify: FastifyInstance, { deps }: { deps: Deps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
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
      schema: {
        tags: ['chat'],
        description:
          'An image for the chat (the request body; JPG, PNG or JPEG 2000 by content, up to the upload size setting): re-encoded without metadata and stored; send its id with sendChat (or adminChatSend). 465–468 as for other uploads; 429 beyond the hourly allowance.',
        consumes: IMAGE_TYPES,
        body: binary,
        response: { 200: envelopeSchema(chatUploadResultSchema) },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(fastify, deps, request);
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return reply.ok(await uploadChatImage(deps, viewer, body));
    },
  );
  app.get(
    '/image/:conversationId/:id',
    {
      schema: {
        tags: ['chat'],
        description:
          'An image sent in a conversation: to its person (not an internal note’s) and to staff only; 404 otherwise.',
        params: z.object({ conversationId: z.coerce.number().int().positive(), id: z.string() }),
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(fastify, deps, request);
      const image = await readChatImage(
        deps,
        viewer,
        request.params.conversationId,
        request.params.id,
      );
      return reply
        .type(image.mime)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(image.bytes);
    },
  );
}
