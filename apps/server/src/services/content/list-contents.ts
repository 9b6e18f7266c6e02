import type { ContentItem } from '@meridian/contract';
import { DEFAULT_LANGUAGE, type Language } from '@meridian/i18n';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { contents } from '../../db/schema/index.js';
import { toItem, type ContentRow } from './content-item.js';

/** Prefers the caller's language for each slug, English otherwise. */
function pickLanguage(rows: ContentRow[], lang: Language): ContentRow[] {
  const bySlug = new Map<string, ContentRow>();
  for (const row of rows) {
    const current = bySlug.get(row.slug);
    if (!current || (row.language === lang && current.language !== lang)) bySlug.set(row.slug, row);
  }
  return [...bySlug.values()].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
}

/** listContents/{type}: the pages of a type in the caller's language. */
export async function listContents(
  db: Executor,
  type: number,
  lang: Language,
): Promise<ContentItem[]> {
  const rows = await db
    .select()
    .from(contents)
    .where(and(eq(contents.type, type), inArray(contents.language, [lang, DEFAULT_LANGUAGE])))
    .orderBy(asc(contents.sortOrder));
  return pickLanguage(rows, lang).map(toItem);
}
