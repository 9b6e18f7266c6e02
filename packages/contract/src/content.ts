import { z } from 'zod';
import { int4IdParam } from './common.js';

/**
 * SPEC §3 content item: type 1 company, 2 policy, 3 statement (footer); we add 4 notice, 5 FAQ,
 * 6 introduction. Items come in the caller's language (lang header), English when missing.
 */
export const CONTENT_TYPES = {
  company: 1,
  policy: 2,
  statement: 3,
  notice: 4,
  faq: 5,
  introduction: 6,
} as const;

export const contentTypeParams = z.object({ type: z.coerce.number().int().min(1).max(6) });
export const contentIdParams = z.object({ id: int4IdParam });
export const paramKeyParams = z.object({ key: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/) });

export const contentItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  type: z.number().int(),
  language: z.string(),
  publishedAt: z.string(),
});

export const contentDetailSchema = contentItemSchema.extend({ body: z.string() });

export const paramResultSchema = z.object({ paramValue: z.string() });

export type ContentItem = z.infer<typeof contentItemSchema>;
export type ContentDetail = z.infer<typeof contentDetailSchema>;
