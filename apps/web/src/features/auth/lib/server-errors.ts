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

/**
 * The sign-up refused an invite code no account has (decision 0015: a clear 400, never a silent
 * drop). The reply names the field, `inviteCode`, in its message ("Invalid request: inviteCode");
 * no other field of the form is called that.
 */
export function isUnknownInviteCode(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && /\binviteCode\b/.test(error.message);
}
