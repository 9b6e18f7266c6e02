import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createChatApi } from '../api/chat-api';
import { ChatSession, unreadOf, type ChatState } from '../lib/chat-session';
import { describeSendError } from '../lib/errors';
import { chatVisitor, joinVisitorChat } from '@/lib/chat-visitor';
import { queryKeys } from '@/lib/query-keys';
import { useSetting } from '@/lib/settings-store';

const LOADING: ChatState = {
  phase: 'loading',
  error: null,
  conversation: null,
  hours: null,
  messages: [],
  pending: [],
  connection: 'connecting',
  staffTyping: false,
  visitorToken: null,
};
const noSubscription = () => () => undefined;
const loadingState = () => LOADING;

/** Whether the page is visible (not a background tab or a locked phone). */
export function useDocumentVisible(): boolean {
  return useSyncExternalStore(
    (listener) => {
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
    () => document.visibilityState !== 'hidden',
    () => true,
  );
}

/**
 * The chat of whoever is here — a signed-in user, or a visitor with their stored token — for as
 * long as the page is open (a new session when they sign in or out). It keeps the service icon's
 * badge current, marks staff replies read while the page is visible, and reads the business hours
 * again when staff are due back.
 */
export function useChatSession(): { session: ChatSession | null; state: ChatState } {
  const queryClient = useQueryClient();
  const sessionToken = useSetting((settings) => (settings.loggedIn ? settings.token : null));
  const [session, setSession] = useState<ChatSession | null>(null);

  useEffect(() => {
    let visitorToken: () => string | null = () => null;
    const api = createChatApi(() => visitorToken());
    const created = new ChatSession({
      api,
      sessionToken,
      visitorToken: sessionToken ? null : chatVisitor.token(),
      storeVisitorToken: (token) => chatVisitor.store(token),
      join: joinVisitorChat,
      describeError: describeSendError,
      events: window,
    });
    visitorToken = () => created.getState().visitorToken;
    setSession(created);
    void created.start();
    return () => created.stop();
    // `t` changes with the language; a refusal's words are taken when it happens (i18n.t).
  }, [sessionToken]);

  const state = useSyncExternalStore(
    session?.subscribe ?? noSubscription,
    session?.getState ?? loadingState,
  );

  // The badge in the shells follows what this page knows.
  const unread = unreadOf(state);
  const known = state.phase === 'ready';
  useEffect(() => {
    if (known) queryClient.setQueryData(queryKeys.chat.unread, { unread });
  }, [known, unread, queryClient]);

  // Staff replies shown on a visible page are read.
  const visible = useDocumentVisible();
  const lastSeq = state.messages.at(-1)?.seq ?? 0;
  useEffect(() => {
    if (visible && known) session?.markRead();
  }, [visible, known, lastSeq, session]);

  // Staff are due back: the banner goes when they are.
  const nextOpenAt = state.hours && !state.hours.open ? state.hours.nextOpenAt : null;
  useEffect(() => {
    if (nextOpenAt === null || !session) return;
    const wait = Math.max(1_000, nextOpenAt - Date.now() + 1_000);
    if (wait > 2 ** 31 - 1) return;
    const timer = setTimeout(() => void session.refreshHours(), wait);
    return () => clearTimeout(timer);
  }, [nextOpenAt, session]);

  return { session, state };
}
