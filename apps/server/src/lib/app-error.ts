import { CatalogueCode, GenericCode, type ReplyCode } from '@meridian/contract';
import type { MessageParams, ServerMessageKey } from '@meridian/i18n';

/**
 * A failure the caller should see: `code` is the catalogue code in the body, `httpStatus` the
 * class. Its message is rendered in the caller's language by the envelope plugin.
 */
export class AppError extends Error {
  constructor(
    readonly code: ReplyCode,
    readonly httpStatus: number,
    readonly params: MessageParams = {},
    /** A detail appended to the translated message (e.g. which field), never secret. */
    readonly detail?: string,
  ) {
    super(`AppError ${code}${detail ? `: ${detail}` : ''}`);
    this.name = 'AppError';
  }
}

/**
 * A field that breaks a rule a schema cannot check (a new password that repeats the old one):
 * 400, code 400, with the rule's message (`validation.*`) in the caller's language, as the
 * envelope plugin answers a schema rule that names its message.
 */
export class InvalidFieldError extends Error {
  constructor(
    readonly messageKey: ServerMessageKey,
    readonly field: string,
  ) {
    super(`invalid ${field}: ${messageKey}`);
    this.name = 'InvalidFieldError';
  }
}

export const badRequest = (
  code: ReplyCode = GenericCode.INVALID_REQUEST,
  params?: MessageParams,
  detail?: string,
) => new AppError(code, 400, params, detail);
export const unauthenticated = () => new AppError(GenericCode.UNAUTHENTICATED, 401);
export const forbidden = () => new AppError(GenericCode.FORBIDDEN, 403);
export const notFound = () => new AppError(GenericCode.NOT_FOUND, 404);
export const conflict = (code: ReplyCode = GenericCode.CONFLICT, params?: MessageParams) =>
  new AppError(code, 409, params);
export const tooManyRequests = (retryAfterMs: number) =>
  new AppError(GenericCode.TOO_MANY_REQUESTS, 429, {
    seconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  });
export const insufficientBalance = () => new AppError(CatalogueCode.INSUFFICIENT_BALANCE, 409);
export const realAccountRequired = () => new AppError(GenericCode.REAL_ACCOUNT_REQUIRED, 403);
