/** One page of seeded content in one language. The slug ties translations together. */
export interface ContentSeed {
  slug: string;
  category: 'company' | 'policy' | 'statement' | 'notice' | 'faq' | 'introduction';
  title: string;
  /** Plain text; paragraphs separated by a blank line. */
  body: string;
}

export type ContentCatalogue = readonly ContentSeed[];
