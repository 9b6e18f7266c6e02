import { endpoints, type ContentDetail, type ContentItem } from '@meridian/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { callEndpoint } from '@/lib/endpoint-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * Content pages (SPEC §3, §7): lists per type and one page by id, in the `lang` header's
 * language. Keys start with `content`, so a language change reloads them (lib/query-keys.ts).
 */
/** SPEC §3 content types (1 company, 2 policy, 3 statement) plus 4 notice, 5 FAQ, 6 introduction. */
export { CONTENT_TYPES as CONTENT_TYPE } from '@meridian/contract';

function isItem(value: unknown): value is ContentItem {
  if (value === null || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return typeof item.id === 'number' && typeof item.title === 'string' && item.title.trim() !== '';
}

export function useContentList(type: number) {
  return useQuery({
    queryKey: queryKeys.content.list(type),
    queryFn: async ({ signal }) => {
      const result: unknown = await callEndpoint(
        endpoints.listContents,
        { params: { type } },
        { signal },
      );
      return (Array.isArray(result) ? result : []).filter(isItem);
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useContent(id: string | number | null | undefined) {
  const key = id === null || id === undefined ? '' : String(id);
  return useQuery({
    queryKey: queryKeys.content.byId(key),
    queryFn: ({ signal }): Promise<ContentDetail> =>
      callEndpoint(endpoints.getContentsById, { params: { id: key } }, { signal }),
    enabled: /^\d+$/.test(key),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.code === 404 || error.status === 400);

/** A body's paragraphs: blocks separated by blank lines (single line breaks stay). */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
