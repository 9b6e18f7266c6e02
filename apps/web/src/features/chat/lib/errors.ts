import { ApiError, errorMessage } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/**
 * The words for a refused send or image upload: the server's own message when it sent one (it
 * names the size limit, the rate limit…), "too large" for a 413 without one (a proxy's limit),
 * else the client's usual text.
 */
export function describeSendError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code !== null && error.message) return error.message;
    if (error.status === 413) return i18n.t('chat.errors.tooLarge');
  }
  return errorMessage(error);
}
