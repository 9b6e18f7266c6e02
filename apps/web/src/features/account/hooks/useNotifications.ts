import type { ListNotificationsResult, NotificationItem } from '@meridian/contract';
import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import { accountApi, NOTIFICATION_PAGE_SIZE, notificationKeys, type UnreadCount } from '../api';
import { queryKeys } from '@/lib/query-keys';
import { useLanguage, useLoggedIn } from '@/lib/settings-store';

type Pages = InfiniteData<ListNotificationsResult, number>;

/** The notification list, newest first, page by page (listNotification?page&size). */
export function useNotificationList() {
  const language = useLanguage();
  const loggedIn = useLoggedIn();
  const query = useInfiniteQuery({
    queryKey: notificationKeys.list(language),
    queryFn: ({ pageParam, signal }) => accountApi.listNotifications(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      last.items.length === NOTIFICATION_PAGE_SIZE &&
      pages.reduce((sum, page) => sum + page.items.length, 0) < last.total
        ? pages.length + 1
        : undefined,
    enabled: loggedIn,
    retry: false,
  });
  // A notification that arrived between two pages shifts the next page: each id once.
  const items = useMemo(() => {
    const seen = new Set<string>();
    const list: NotificationItem[] = [];
    for (const page of query.data?.pages ?? []) {
      for (const item of page.items) {
        if (seen.has(item.id)) continue;
        seen.add(item.id);
        list.push(item);
      }
    }
    return list;
  }, [query.data]);
  return { ...query, items };
}

/** Mark one (`{id}`) or all (`{all: true}`) read; the list and the bell follow at once. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: string } | { all: true }) => accountApi.readNotification(body),
    onSuccess: (result, body) => {
      queryClient.setQueryData<UnreadCount>(queryKeys.user.unreadCount, { unread: result.unread });
      queryClient.setQueriesData<Pages>({ queryKey: notificationKeys.all }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                unread: result.unread,
                items: page.items.map((item) =>
                  'all' in body || item.id === body.id ? { ...item, read: true } : item,
                ),
              })),
            }
          : data,
      );
    },
  });
}
