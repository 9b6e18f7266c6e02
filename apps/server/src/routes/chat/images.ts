import { chatUploadResultSchema, envelopeSchema } from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { readChatImage, uploadChatImage } from '../../services/chat/chat-images.js';
import {
  acceptImageBodies,
  binaryBody,
  IMAGE_TYPES,
  imageBytes,
  sendPrivateImage,
} from '../uploads/image-body.js';
import { viewerOf } from './chat-caller.js';

/**
 * Chat images, under /swx/customer/chat (their own scope: the body is the raw image). Callers: a
 * user's token, a visitor's `x-chat-visitor`, or a staff token (support or admin).
 */
export default async function chatImageRoutes(fastify: FastifyInstance, { deps }: { deps: Deps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  acceptImageBodies(fastify, deps);
  app.post(
    '/upload',
    {
      schema: {
        tags: ['chat'],
        description:
          'An image for the chat (the request body; JPG, PNG or JPEG 2000 by content, up to the upload size setting): re-encoded without metadata and stored; send its id with sendChat (or adminChatSend). 465–468 as for other uploads; 429 beyond the hourly allowance.',
        consumes: IMAGE_TYPES,
        body: binaryBody,
        response: { 200: envelopeSchema(chatUploadResultSchema) },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(fastify, deps, request);
      return reply.ok(await uploadChatImage(deps, viewer, imageBytes(request)));
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
      return sendPrivateImage(reply, image);
    },
  );
}
