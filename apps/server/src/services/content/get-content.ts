import type { ContentDetail } from '@meridian/contract';
import type { Language } from '@meridian/i18n';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { contents } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import { toItem } from './content-item.js';

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
