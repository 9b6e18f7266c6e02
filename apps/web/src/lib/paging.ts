/** A page of a list the server pages (`page`, `size`): the items and how many there are in all. */
export interface ListPage {
  list: readonly unknown[];
  total: number;
}

/**
 * TanStack Query's `getNextPageParam` for a list read `pageSize` at a time from page 1: the next
 * page while fewer than `total` have come and the last page was full, else none.
 */
export function nextPageParam(pageSize: number) {
  return (last: ListPage, pages: readonly ListPage[]): number | undefined =>
    pages.reduce((sum, page) => sum + page.list.length, 0) < last.total &&
    last.list.length === pageSize
      ? pages.length + 1
      : undefined;
}
