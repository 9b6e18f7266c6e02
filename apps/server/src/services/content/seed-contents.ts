import { CONTENT_TYPES } from '@meridian/contract';
import type { Executor } from '../../db/client.js';
import { contents, publicParams } from '../../db/schema/index.js';
import { CONTENT_CATALOGUES } from '../../content/catalogues.js';

/** Inserts seeded pages and public parameters that are missing; never overwrites edits. */
export async function seedContents(db: Executor): Promise<void> {
  const rows = Object.entries(CONTENT_CATALOGUES).flatMap(([language, pages]) =>
    (pages ?? []).map((page, index) => ({
      slug: page.slug,
      type: CONTENT_TYPES[page.category],
      category: page.category,
      language,
      title: page.title,
      body: page.body,
      sortOrder: index,
    })),
  );
  if (rows.length > 0) await db.insert(contents).values(rows).onConflictDoNothing();
  // No Android app is published yet: an empty down_url hides the download link until staff set one.
  await db
    .insert(publicParams)
    .values([{ key: 'down_url', value: '' }])
    .onConflictDoNothing();
}
