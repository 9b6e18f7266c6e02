import { LANGUAGE_HTML_TAGS } from '@meridian/i18n';
import { useMemo } from 'react';
import { useLanguage } from '@/lib/settings-store';

/** Times in the interface language (amounts are shown exactly as the server sent them). */
export function useAdminFormat() {
  const language = useLanguage();
  return useMemo(() => {
    const dateTime = new Intl.DateTimeFormat(LANGUAGE_HTML_TAGS[language], {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    return {
      dateTime: (epochMs: number | null | undefined) =>
        epochMs === null || epochMs === undefined ? '—' : dateTime.format(epochMs),
    };
  }, [language]);
}

/** Pretty JSON for the audit diff; `undefined` (no value) prints as `null`. */
export function prettyJson(value: unknown): string {
  return JSON.stringify(value ?? null, null, 2);
}

/** The top-level keys whose values differ between two audit snapshots. */
export function changedKeys(before: unknown, after: unknown): string[] {
  const isObject = (v: unknown): v is Record<string, unknown> =>
    v !== null && typeof v === 'object' && !Array.isArray(v);
  if (!isObject(before) || !isObject(after)) return [];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}
