import { useMemo } from 'react';
import { formatterFor, type Formatter } from '@meridian/i18n/format';
import { useLanguage } from '@/lib/settings-store';

// The formatting itself lives in @meridian/i18n/format, shared with the server's texts
// (notifications), so a figure reads the same in the app and in a message.
export * from '@meridian/i18n/format';

/** Formatters bound to the interface language. */
export function useFormat(): Formatter {
  const language = useLanguage();
  return useMemo(() => formatterFor(language), [language]);
}
