import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormMessage } from '../lib/schemas';

/** Set with `setError(name, {type: SERVER_ERROR, message})`: the server's text, shown as is. */
export const SERVER_ERROR = 'server';

/** The text of a field error: a client rule's i18n key translated, or the server's own message. */
export function useFormMessage() {
  const { t } = useTranslation();
  return (error: FieldError | undefined): string | undefined => {
    if (!error?.message) return undefined;
    return error.type === SERVER_ERROR ? error.message : t(error.message as FormMessage);
  };
}
