import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { collectUploadBody } from '../../services/uploads/collect-body.js';
import type { StoredImage } from '../../services/uploads/stored-image.js';
import { imageFormatWrong } from '../../services/uploads/upload-errors.js';

/** What a browser or app may label an upload; the content decides what it really is. */
export const IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/jp2',
  'image/jpx',
  'application/octet-stream',
];

export const binaryBody = z.unknown().meta({ type: 'string', format: 'binary' });

/**
 * In the calling plugin's scope only: the body is the raw image (up to the size setting). JSON,
 * text, SVG and every other type is refused as a wrong image format (465) before its body is read.
 */
export function acceptImageBodies(fastify: FastifyInstance, deps: Deps) {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser(
    IMAGE_TYPES,
    async (request: FastifyRequest, payload: IncomingMessage) =>
      collectUploadBody(deps, payload, request.headers['content-length']),
  );
  fastify.addContentTypeParser('*', async () => {
    throw imageFormatWrong();
  });
}

/** The request's image bytes (an empty body reads as none: 468 downstream). */
export const imageBytes = (request: FastifyRequest): Buffer =>
  Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);

/**
 * A stored image to its owner or staff: personal, so never cached by shared caches or kept by the
 * browser, never sniffed into another type, shown rather than downloaded.
 */
export function sendPrivateImage(reply: FastifyReply, image: StoredImage) {
  return reply
    .type(image.mime)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .send(image.bytes);
}
