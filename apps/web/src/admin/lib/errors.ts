import { ApiError, errorMessage } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';

/** The server refused: the staff member's role may not do this. */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 403 || error.code === 403);
}

/** Someone else reviewed the item first. */
export function isConflict(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 409 || error.code === 409);
}

/** The text to show for an error of a back office call. */
export function adminErrorMessage(error: unknown): string {
  if (isForbidden(error)) return i18n.t('admin.errors.forbidden');
  return errorMessage(error);
}

/** For ConfirmDialog's `error`: the same error, with the back office's text for a 403. */
export function displayError(error: Error | null): Error | null {
  if (!error || !isForbidden(error)) return error;
  return new ApiError(403, i18n.t('admin.errors.forbidden'), 403);
}
