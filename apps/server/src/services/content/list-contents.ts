import type { ContentDetail, ContentItem } from '@meridian/contract';
import { DEFAULT_LANGUAGE, type Language } from '@meridian/i18n';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { contents } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';

type Row = typeof contents.$inferSelect;

const toItem = (row: Row): ContentItem => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  type: row.type,
  language: row.language,
  publishedAt: row.publishedAt.toISOString(),
});

/** Prefers the caller's language for each slug, English otherwise. */
function pickLanguage(rows: Row[], lang: Language): Row[] {
  const bySlug = new Map<string, Row>();
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

/**
 * getContentsById/{id}: the page, in the caller's language when a translation of the same page
 * exists (so a link keeps working after the user switches language).
 */
export async function getContent(db: Executor, id: number, lang: Language): Promise<ContentDetail> {
  const [row] = await db.select().from(contents).where(eq(contents.id, id));
  if (!row) throw notFound();
  const [translated] =
    row.language === lang
      ? [row]
      : await db
          .select()
          .from(contents)
          .where(and(eq(contents.slug, row.slug), eq(contents.language, lang)));
  const page = translated ?? row;
  return { ...toItem(page), body: page.body };
}
