import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { adminChatApi, chatCache, type ChatMessage } from '../../api/chat-api';
import {
  connectAdminChat,
  type AdminChatConnection,
  type AdminChatSocketHandle,
} from '../../api/chat-socket';
import { staffSession } from '../../api/session';
import { newIdempotencyKey } from '@/lib/idempotency';

/** The customer-service console's state beside the cache: the live socket, typing, sending. */

/** How long "the customer is typing…" stays after the last typing event. */
export const TYPING_MS = 6_000;
/** Staff typing is told at most this often per conversation. */
export const TYPING_SEND_MS = 3_000;

/** The time now, again every `everyMs` (the queue's waiting times). */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * The staff socket while the console is open: its events patch the cached queue lists and
 * conversations; every `ready` (the first and each after a reconnection) fetches the queue and
 * the open conversation again, so nothing sent while the socket was away is missed. Returns the
 * connection's state and who is typing (conversation ids).
 */
export function useChatLive(staffId: string): {
  connection: AdminChatConnection;
  typing: ReadonlySet<number>;
  /** Staff are typing in this conversation (sent at most every TYPING_SEND_MS). */
  sendTyping: (conversationId: number) => void;
} {
  const queryClient = useQueryClient();
  const socket = useRef<AdminChatSocketHandle | null>(null);
  const lastTyping = useRef(new Map<number, number>());
  const [connection, setConnection] = useState<AdminChatConnection>('connecting');
  const [typingUntil, setTypingUntil] = useState<ReadonlyMap<number, number>>(new Map());

  useEffect(() => {
    const token = staffSession.token();
    if (!token) return;
    const cache = chatCache(queryClient, staffId);
    const stopTyping = (conversationId: number) =>
      setTypingUntil((held) => {
        if (!held.has(conversationId)) return held;
        const next = new Map(held);
        next.delete(conversationId);
        return next;
      });
    const handle = connectAdminChat({
      token,
      handlers: {
        onConnection: setConnection,
        onReady: () => cache.refetchAll(),
        onMessage: (message) => {
          cache.message(message);
          if (message.sender === 'user') stopTyping(message.conversationId);
        },
        onRead: (conversationId, side, seq) => cache.read(conversationId, side, seq),
        onTyping: (conversationId, side) => {
          if (side !== 'user') return;
          setTypingUntil((held) => new Map(held).set(conversationId, Date.now() + TYPING_MS));
        },
        onConversation: (conversation) => cache.item(conversation),
      },
    });
    socket.current = handle;
    return () => {
      socket.current = null;
      handle.close();
    };
  }, [queryClient, staffId]);

  const sendTyping = useCallback((conversationId: number) => {
    const now = Date.now();
    if (now - (lastTyping.current.get(conversationId) ?? 0) < TYPING_SEND_MS) return;
    lastTyping.current.set(conversationId, now);
    socket.current?.typing(conversationId);
  }, []);

  // Each "typing" ends on its own after TYPING_MS.
  useEffect(() => {
    if (typingUntil.size === 0) return;
    const next = Math.min(...typingUntil.values());
    const timer = setTimeout(
      () =>
        setTypingUntil((held) => {
          const now = Date.now();
          const kept = [...held].filter(([, until]) => until > now);
          return kept.length === held.size ? held : new Map(kept);
        }),
      Math.max(0, next - Date.now()) + 10,
    );
    return () => clearTimeout(timer);
  }, [typingUntil]);

  const typing = useMemo(() => new Set(typingUntil.keys()), [typingUntil]);
  return { connection, typing, sendTyping };
}

export interface Draft {
  text: string;
  note: boolean;
  file: File | null;
}

/** A message on its way: shown until the conversation holds a message with its clientMsgId. */
export interface PendingMessage {
  conversationId: number;
  clientMsgId: string;
  text: string;
  note: boolean;
  fileName: string | null;
  status: 'sending' | 'failed';
  error: unknown;
}

/**
 * Sending. Each message gets its clientMsgId once (a UUID) and keeps it: a retry after a failure
 * sends the same id (and the image already uploaded, if it was), so the server stores it once and
 * the conversation shows it once, whichever of the reply and the socket brings it first.
 */
export function useChatSender(staffId: string) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const attempts = useRef(new Map<string, { file: File | null; imageId: string | null }>());

  const update = useCallback((clientMsgId: string, patch: Partial<PendingMessage>) => {
    setPending((list) =>
      list.map((item) => (item.clientMsgId === clientMsgId ? { ...item, ...patch } : item)),
    );
  }, []);

  const deliver = useCallback(
    async (message: PendingMessage) => {
      const attempt = attempts.current.get(message.clientMsgId) ?? { file: null, imageId: null };
      try {
        if (attempt.file && !attempt.imageId) {
          attempt.imageId = (await adminChatApi.upload(attempt.file)).id;
          attempts.current.set(message.clientMsgId, attempt);
        }
        const stored: ChatMessage = await adminChatApi.send(message.conversationId, {
          clientMsgId: message.clientMsgId,
          ...(message.text ? { text: message.text } : {}),
          ...(attempt.imageId ? { imageId: attempt.imageId } : {}),
          note: message.note,
        });
        chatCache(queryClient, staffId).message(stored);
        attempts.current.delete(message.clientMsgId);
        setPending((list) => list.filter((item) => item.clientMsgId !== message.clientMsgId));
      } catch (error) {
        update(message.clientMsgId, { status: 'failed', error });
      }
    },
    [queryClient, staffId, update],
  );

  const send = useCallback(
    (conversationId: number, draft: Draft) => {
      const message: PendingMessage = {
        conversationId,
        clientMsgId: newIdempotencyKey(),
        text: draft.text.trim(),
        note: draft.note,
        fileName: draft.file?.name ?? null,
        status: 'sending',
        error: null,
      };
      attempts.current.set(message.clientMsgId, { file: draft.file, imageId: null });
      setPending((list) => [...list, message]);
      void deliver(message);
    },
    [deliver],
  );

  const retry = useCallback(
    (message: PendingMessage) => {
      update(message.clientMsgId, { status: 'sending', error: null });
      void deliver({ ...message, status: 'sending', error: null });
    },
    [deliver, update],
  );

  return { pending, send, retry };
}
