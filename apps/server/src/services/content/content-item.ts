import type { ContentItem } from '@meridian/contract';
import type { contents } from '../../db/schema/index.js';

export type ContentRow = typeof contents.$inferSelect;

export const toItem = (row: ContentRow): ContentItem => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  type: row.type,
  language: row.language,
  publishedAt: row.publishedAt.toISOString(),
});
