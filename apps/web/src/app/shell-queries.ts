import { useQuery } from '@tanstack/react-query';
import type { UnreadCountResult } from './shell-types';
import { endpoints } from '@meridian/contract';
import { ApiError } from '@/lib/api-client';
import { chatCallOptions, useChatVisitorToken } from '@/lib/chat-visitor';
import { callEndpoint } from '@/lib/endpoint-client';
import { queryKeys } from '@/lib/query-keys';
import { useLoggedIn } from '@/lib/settings-store';

/** SPEC §3 content item (footer groups: 1 company, 2 policy, 3 statements). */
export interface ContentItem {
  id: number | string;
  title: string;
  type?: number;
}

function isContentItem(value: unknown): value is ContentItem {
  if (value === null || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    (typeof item.id === 'number' || typeof item.id === 'string') &&
    typeof item.title === 'string' &&
    item.title.trim() !== ''
  );
}

/** GET /swx/customer/index/listContents/{type}; texts come in the `lang` header's language. */
export function useContentList(type: 1 | 2 | 3) {
  return useQuery({
    queryKey: queryKeys.content.list(type),
    queryFn: async ({ signal }) => {
      const result: unknown = await callEndpoint(
        endpoints.listContents,
        { params: { type } },
        { signal },
      );
      const items = Array.isArray(result)
        ? result
        : result && typeof result === 'object' && Array.isArray((result as { list?: unknown }).list)
          ? (result as { list: unknown[] }).list
          : [];
      return items.filter(isContentItem);
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** A link the page may follow: http(s) or same-origin only (never `javascript:` from a server value). */
export function safeHref(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const href = value.trim();
  if (/^https?:\/\//i.test(href) || (href.startsWith('/') && !href.startsWith('//'))) return href;
  return undefined;
}

/** GET /swx/customer/index/getParamByKey/down_url → the Android download link, if any. */
export function useAndroidDownloadUrl() {
  return useQuery({
    queryKey: queryKeys.param('down_url'),
    queryFn: async ({ signal }) => {
      const result: { paramValue?: unknown } | null = await callEndpoint(
        endpoints.getParamByKey,
        { params: { key: 'down_url' } },
        { signal },
      );
      return safeHref(result?.paramValue) ?? null;
    },
    staleTime: 30 * 60_000,
    retry: false,
  });
}

/** GET /swx/customer/user/unreadCount while logged in (the bell's badge). */
export function useUnreadCount(): number {
  const loggedIn = useLoggedIn();
  const query = useQuery({
    queryKey: queryKeys.user.unreadCount,
    queryFn: ({ signal }): Promise<UnreadCountResult> =>
      callEndpoint(endpoints.unreadCount, {}, { signal }),
    enabled: loggedIn,
    refetchInterval: 60_000,
    retry: false,
  });
  return loggedIn ? (query.data?.unread ?? 0) : 0;
}

/**
 * The service icon's badge: customer-service replies the person has not read. A signed-in user's
 * count is read once and then follows their live channel (`chatUnread`,
 * features/account/hooks/useUserChannel), as the bell does; a visitor's only once they opened the
 * chat in this browser (a stored visitor token): their conversation's `unread`, read again every
 * minute. The chat page keeps it current while it is open. No conversation yet (404): none.
 */
export function useChatUnread(): number {
  const loggedIn = useLoggedIn();
  const visitorToken = useChatVisitorToken();
  const visitor = !loggedIn && visitorToken !== null;
  const query = useQuery({
    queryKey: queryKeys.chat.unread,
    queryFn: async ({ signal }) => {
      try {
        const { conversation } = await callEndpoint(
          endpoints.listChatMessages,
          { query: { after: 0, limit: 1 } },
          chatCallOptions(visitorToken, signal),
        );
        return { unread: conversation.unread };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { unread: 0 };
        throw error;
      }
    },
    enabled: loggedIn || visitor,
    staleTime: loggedIn ? Infinity : 0,
    refetchInterval: visitor ? 60_000 : false,
    retry: false,
  });
  return loggedIn || visitor ? (query.data?.unread ?? 0) : 0;
}
