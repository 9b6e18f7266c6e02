import { ApiError } from '@/lib/api-client';

/**
 * Which form field a refusal belongs to (SPEC §8 codes), so the server's message is shown next
 * to the field it is about; anything else is shown above the form.
 */
export function fieldOfServerError<F extends string>(
  error: unknown,
  fields: Partial<Record<number, F>>,
): F | undefined {
  return error instanceof ApiError && error.code !== null ? fields[error.code] : undefined;
}
