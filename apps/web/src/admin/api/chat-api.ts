import {
  endpoints,
  type AdminChatItem,
  type adminChatDetailSchema,
  type adminChatQueueSchema,
  type cannedReplySchema,
  type ChatMessage,
  type chatUploadResultSchema,
  type chatUserContextSchema,
} from '@meridian/contract';
import {
  keepPreviousData,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { adminKeys } from './admin-api';
import { adminCall, adminPostBlob, fetchStaffBlob } from './client';
import {
  belongsTo,
  itemWithMessage,
  itemWithRead,
  mergeItem,
  mergeMessages,
  type QueueFilter,
} from '../lib/chat';
import { sectionPath } from '../lib/roles';

/**
 * The customer-service console's calls (issue 17; packages/contract/src/endpoints/chat.ts,
 * schemas in packages/contract/src/chat.ts), their query hooks, and how the socket's events and
 * the calls' answers are written into the cached queue lists and conversations.
 */

export type { AdminChatItem, ChatMessage } from '@meridian/contract';
export type AdminChatQueue = z.infer<typeof adminChatQueueSchema>;
export type AdminChatDetail = z.infer<typeof adminChatDetailSchema>;
export type ChatUserContext = z.infer<typeof chatUserContextSchema>;
export type CannedReply = z.infer<typeof cannedReplySchema>;
export type ChatUpload = z.infer<typeof chatUploadResultSchema>;

export const CHAT_PATH = sectionPath('chat');
export const chatPath = (id: number) => `${CHAT_PATH}/${id}`;

/** Not in the endpoint table (not JSON): the image upload and an image's bytes. */
export const CHAT_UPLOAD_PATH = '/swx/customer/chat/upload';
export const chatImagePath = (conversationId: number, imageId: string) =>
  `/swx/customer/chat/image/${conversationId}/${encodeURIComponent(imageId)}`;

/** Enough for one screen of a busy queue (the contract's largest page). */
export const CHAT_QUEUE_SIZE = 100;

export const chatKeys = {
  all: [...adminKeys.all, 'chat'] as const,
  queues: [...adminKeys.all, 'chat', 'queue'] as const,
  queue: (filter: QueueFilter, page: number) =>
    [...adminKeys.all, 'chat', 'queue', filter.status, filter.mine, page] as const,
  details: [...adminKeys.all, 'chat', 'detail'] as const,
  detail: (id: number) => [...adminKeys.all, 'chat', 'detail', id] as const,
  canned: [...adminKeys.all, 'chat', 'canned'] as const,
  waiting: [...adminKeys.all, 'chat', 'waiting'] as const,
};

const e = endpoints;

export const adminChatApi = {
  queue: (filter: QueueFilter, page: number, signal?: AbortSignal): Promise<AdminChatQueue> =>
    adminCall(
      e.adminChatQueue,
      { query: { status: filter.status, mine: filter.mine, page, size: CHAT_QUEUE_SIZE } },
      { signal },
    ),
  detail: (id: number, signal?: AbortSignal): Promise<AdminChatDetail> =>
    adminCall(e.adminChatDetail, { params: { id } }, { signal }),
  send: (
    id: number,
    body: { clientMsgId: string; text?: string; imageId?: string; note: boolean },
  ): Promise<ChatMessage> => adminCall(e.adminChatSend, { params: { id }, body }),
  assignToMe: (id: number): Promise<AdminChatItem> =>
    adminCall(e.adminChatAssign, { params: { id }, body: { staffId: null } }),
  read: (id: number, seq: number): Promise<AdminChatItem> =>
    adminCall(e.adminChatRead, { params: { id }, body: { seq } }),
  close: (id: number): Promise<AdminChatItem> => adminCall(e.adminChatClose, { params: { id } }),
  canned: (signal?: AbortSignal): Promise<CannedReply[]> =>
    adminCall(e.adminCannedReplies, {}, { signal }),
  /** An image for a message: the raw bytes, typed by the file's own type → its upload id. */
  upload: (file: Blob): Promise<ChatUpload> => adminPostBlob<ChatUpload>(CHAT_UPLOAD_PATH, file),
  image: (conversationId: number, imageId: string, signal?: AbortSignal): Promise<Blob> =>
    fetchStaffBlob(chatImagePath(conversationId, imageId), signal),
};

/**
 * A conversation fetched again keeps what the cache already held: messages are never lost (a
 * message the socket brought while the call was under way stays), read marks never go back.
 */
export function mergeDetail(
  held: AdminChatDetail | undefined,
  fresh: AdminChatDetail,
): AdminChatDetail {
  if (!held || held.conversation.id !== fresh.conversation.id) return fresh;
  const messages = mergeMessages(fresh.messages, held.messages);
  const conversation = mergeItem(held.conversation, fresh.conversation);
  const last = messages.at(-1);
  return {
    ...fresh,
    messages,
    conversation: last ? itemWithMessage(conversation, last) : conversation,
  };
}

export function useChatQueue(filter: QueueFilter, page: number) {
  return useQuery({
    queryKey: chatKeys.queue(filter, page),
    queryFn: ({ signal }) => adminChatApi.queue(filter, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useChatDetail(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: chatKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => {
      const fresh = await adminChatApi.detail(id!, signal);
      return mergeDetail(queryClient.getQueryData(chatKeys.detail(id!)), fresh);
    },
    enabled: id !== null,
  });
}

export function useCannedReplies(enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.canned,
    queryFn: ({ signal }) => adminChatApi.canned(signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** Open conversations (the navigation's badge), every minute. */
export function useChatWaiting(enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.waiting,
    queryFn: async ({ signal }) =>
      (
        await adminCall(
          e.adminChatQueue,
          { query: { status: 'open', mine: false, page: 1, size: 1 } },
          { signal },
        )
      ).total,
    enabled,
    refetchInterval: 60_000,
    staleTime: 15_000,
  });
}

type QueueEntry = readonly [readonly unknown[], AdminChatQueue | undefined];

/** The filter a cached queue list was asked with (its key). */
function filterOf(key: readonly unknown[]): QueueFilter | null {
  const [, , , status, mine] = key;
  if ((status !== 'open' && status !== 'closed') || typeof mine !== 'boolean') return null;
  return { status, mine };
}

/**
 * Writes what the socket says and what the calls answer into the cache: each cached queue list
 * and conversation is patched in place. A list that cannot be patched (a conversation it does
 * not hold yet) or that is being fetched while the event arrives (its answer may have been read
 * before the event) is fetched again.
 */
export function chatCache(queryClient: QueryClient, staffId: string) {
  function queues(): QueueEntry[] {
    return queryClient.getQueriesData<AdminChatQueue>({ queryKey: chatKeys.queues });
  }

  function refetchQueue(key: readonly unknown[]) {
    void queryClient.invalidateQueries({ queryKey: key, exact: true });
  }

  function afterPatch(key: readonly unknown[]) {
    if (queryClient.isFetching({ queryKey: key, exact: true }) > 0) refetchQueue(key);
  }

  function patchDetail(id: number, patch: (detail: AdminChatDetail) => AdminChatDetail) {
    queryClient.setQueryData<AdminChatDetail>(chatKeys.detail(id), (detail) =>
      detail ? patch(detail) : detail,
    );
  }

  /** A conversation as it is now (an event, or the answer of assign, read or close). */
  function item(next: AdminChatItem) {
    for (const [key, data] of queues()) {
      const filter = filterOf(key);
      if (!filter || !data) continue;
      const index = data.items.findIndex((held) => held.id === next.id);
      const belongs = belongsTo(next, filter, staffId);
      if (index >= 0 && belongs) {
        const items = [...data.items];
        items[index] = mergeItem(items[index], next);
        queryClient.setQueryData<AdminChatQueue>(key, { ...data, items });
        afterPatch(key);
      } else if (index >= 0) {
        queryClient.setQueryData<AdminChatQueue>(key, {
          items: data.items.filter((held) => held.id !== next.id),
          total: Math.max(0, data.total - 1),
        });
        afterPatch(key);
      } else if (belongs) refetchQueue(key);
    }
    patchDetail(next.id, (detail) => ({
      ...detail,
      conversation: mergeItem(detail.conversation, next),
    }));
    if (next.status === 'closed')
      void queryClient.invalidateQueries({ queryKey: chatKeys.waiting });
  }

  /** A message, new or already held (the socket, or the answer of a send). */
  function message(next: ChatMessage) {
    for (const [key, data] of queues()) {
      const filter = filterOf(key);
      if (!filter || !data) continue;
      const index = data.items.findIndex((held) => held.id === next.conversationId);
      if (index >= 0) {
        const items = [...data.items];
        items[index] = itemWithMessage(items[index]!, next);
        if (items[index] !== data.items[index])
          queryClient.setQueryData<AdminChatQueue>(key, { ...data, items });
        afterPatch(key);
      } else if (filter.status === 'open' && !filter.mine) {
        // A conversation this list does not hold yet (a new one): ask again.
        refetchQueue(key);
        void queryClient.invalidateQueries({ queryKey: chatKeys.waiting });
      }
    }
    patchDetail(next.conversationId, (detail) => ({
      ...detail,
      messages: mergeMessages(detail.messages, [next]),
      conversation: itemWithMessage(detail.conversation, next),
    }));
  }

  function read(conversationId: number, side: 'user' | 'staff', seq: number) {
    for (const [key, data] of queues()) {
      if (!data) continue;
      const index = data.items.findIndex((held) => held.id === conversationId);
      if (index < 0) continue;
      const items = [...data.items];
      items[index] = itemWithRead(items[index]!, side, seq);
      queryClient.setQueryData<AdminChatQueue>(key, { ...data, items });
      afterPatch(key);
    }
    patchDetail(conversationId, (detail) => ({
      ...detail,
      conversation: itemWithRead(detail.conversation, side, seq),
    }));
  }

  /** After a reconnection (or the first connection): everything may have changed meanwhile. */
  function refetchAll() {
    void queryClient.invalidateQueries({ queryKey: chatKeys.queues });
    void queryClient.invalidateQueries({ queryKey: chatKeys.details });
    void queryClient.invalidateQueries({ queryKey: chatKeys.waiting });
  }

  return { item, message, read, refetchAll };
}
