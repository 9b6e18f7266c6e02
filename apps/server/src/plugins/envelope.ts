import { GenericCode, type ReplyCode } from '@meridian/contract';
import {
  hasServerMessage,
  resolveLanguage,
  translate,
  type Language,
  type MessageParams,
} from '@meridian/i18n';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, InvalidFieldError } from '../lib/app-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
  }
  interface FastifyReply {
    /** Sends `{code, msg, result}` with HTTP 200. */
    ok<T>(result: T, code?: ReplyCode, params?: MessageParams): FastifyReply;
  }
}

export function messageFor(lang: Language, code: ReplyCode, params: MessageParams = {}): string {
  const key = String(code);
  return hasServerMessage(key) ? translate(lang, key, params) : translate(lang, '500');
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  httpStatus: number,
  code: ReplyCode,
  params: MessageParams = {},
  detail?: string,
) {
  const msg = messageFor(request.lang ?? 'en', code, params);
  return reply
    .status(httpStatus)
    .send({ code, msg: detail ? `${msg}: ${detail}` : msg, result: null });
}

/**
 * A zod issue message that is a catalogue code (5 digits, e.g. 10001) or one of our 4xx codes
 * (e.g. 468, 476) names the code to answer with.
 */
const CATALOGUE_MARKER = /^(\d{5}|4\d\d)$/;

async function envelope(app: FastifyInstance) {
  app.decorateRequest('lang', 'en');
  app.decorateReply('ok', function ok<
    T,
  >(this: FastifyReply, result: T, code: ReplyCode = 200, params?: MessageParams) {
    return this.status(200).send({
      code,
      msg: messageFor(this.request.lang, code, params),
      result,
    });
  });
  app.addHook('onRequest', async (request) => {
    const langHeader = request.headers['lang'];
    request.lang = resolveLanguage(
      typeof langHeader === 'string' ? langHeader : undefined,
      request.headers['accept-language'],
    );
  });

  app.setErrorHandler((thrown: unknown, request, reply) => {
    if (thrown instanceof AppError) {
      const error = thrown;
      return sendError(request, reply, error.httpStatus, error.code, error.params, error.detail);
    }
    if (thrown instanceof InvalidFieldError) {
      return reply.status(400).send({
        code: GenericCode.INVALID_REQUEST,
        msg: translate(request.lang, thrown.messageKey, { field: thrown.field }),
        result: null,
      });
    }
    const error = thrown as FastifyError;
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation;
      // A wrong type (number for string, array for object) is a malformed request, whatever
      // business check then also failed on it — unless the schema names the code to answer for
      // that field (e.g. a missing image id → 468 "upload the required images").
      const typeIssue = issues.find(
        (i) => i.keyword === 'invalid_type' && !CATALOGUE_MARKER.test(i.message ?? ''),
      );
      if (typeIssue) {
        const field = [
          error.validationContext,
          typeIssue.instancePath?.replace(/^\//, '').replaceAll('/', '.'),
        ]
          .filter(Boolean)
          .join('.');
        return sendError(
          request,
          reply,
          400,
          GenericCode.INVALID_REQUEST,
          {},
          `${field}: ${typeIssue.message ?? 'wrong type'}`,
        );
      }
      const marked = issues.find((i) => CATALOGUE_MARKER.test(i.message ?? ''));
      if (marked) return sendError(request, reply, 400, Number(marked.message) as ReplyCode);
      const keyed = issues.find((i) => hasServerMessage(i.message ?? ''));
      if (keyed?.message && hasServerMessage(keyed.message)) {
        const field = keyed.instancePath?.replace(/^\//, '').replaceAll('/', '.') || 'input';
        return reply.status(400).send({
          code: GenericCode.INVALID_REQUEST,
          msg: translate(request.lang, keyed.message, { field }),
          result: null,
        });
      }
      const first = issues[0];
      const where = [
        error.validationContext,
        first?.instancePath?.replace(/^\//, '').replaceAll('/', '.'),
      ]
        .filter(Boolean)
        .join('.');
      return sendError(
        request,
        reply,
        400,
        GenericCode.INVALID_REQUEST,
        {},
        `${where}: ${first?.message ?? 'invalid'}`,
      );
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return sendError(request, reply, 400, GenericCode.PAYLOAD_TOO_LARGE, { limit: '1 MB' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, wrong content type, empty body, etc.
      const code =
        status === 404
          ? GenericCode.NOT_FOUND
          : status === 429
            ? GenericCode.TOO_MANY_REQUESTS
            : GenericCode.INVALID_REQUEST;
      return sendError(
        request,
        reply,
        status === 404 || status === 429 ? status : 400,
        code,
        { seconds: 60 },
        error.message,
      );
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 500, GenericCode.INTERNAL);
  });
}

export const envelopePlugin = fp(envelope, { name: 'envelope' });
