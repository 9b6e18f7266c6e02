import { CHAT_VISITOR_HEADER, endpoints, type EndpointResult } from '@meridian/contract';
import { useEffect, useSyncExternalStore } from 'react';
import { ApiError } from './api-client';
import { callEndpoint, type CallOptions } from './endpoint-client';
import { settingsStore, useSetting } from './settings-store';

/**
 * The customer-service chat's visitor token (issue 17): a visitor (not signed in) gets it from
 * `openChat` and sends it with every chat call (`x-chat-visitor`) and on the chat socket. It
 * lives in localStorage so the conversation survives a reload. The shells read it (the service
 * icon's badge for a visitor), the chat feature stores it, and the app joins the conversation to
 * the account once the visitor signs in (`useJoinVisitorChatOnSignIn`, run by the root layout).
 */
export const CHAT_VISITOR_STORAGE_KEY = 'meridian.chat.visitor';

export type OpenChatResult = EndpointResult<typeof endpoints.openChat>;

const listeners = new Set<() => void>();

function read(): string | null {
  try {
    const value = window.localStorage.getItem(CHAT_VISITOR_STORAGE_KEY);
    return value && value.trim() !== '' ? value : null;
  } catch {
    return null;
  }
}

function changed() {
  for (const listener of [...listeners]) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === CHAT_VISITOR_STORAGE_KEY) changed();
  });
}

export const chatVisitor = {
  /** The stored visitor token, or null. */
  token(): string | null {
    return read();
  },
  store(token: string): void {
    try {
      window.localStorage.setItem(CHAT_VISITOR_STORAGE_KEY, token);
    } catch {
      // private mode: the conversation lasts as long as the page
    }
    changed();
  },
  forget(): void {
    try {
      window.localStorage.removeItem(CHAT_VISITOR_STORAGE_KEY);
    } catch {
      // nothing stored
    }
    changed();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The stored visitor token (re-renders when it changes). */
export function useChatVisitorToken(): string | null {
  return useSyncExternalStore(chatVisitor.subscribe, chatVisitor.token, () => null);
}

/**
 * The options of a chat call: a visitor sends their token in the header, and a 401 is an answer
 * about that token (not an ended session), so nothing navigates to the login page. A signed-in
 * user's calls carry the session as every call does.
 */
export function chatCallOptions(visitorToken: string | null, signal?: AbortSignal): CallOptions {
  const base: CallOptions = signal ? { signal } : {};
  if (settingsStore.getSnapshot().loggedIn || !visitorToken) return base;
  return { ...base, headers: { [CHAT_VISITOR_HEADER]: visitorToken }, authRedirect: false };
}

let joining: Promise<OpenChatResult | undefined> | null = null;

/**
 * After signing in or registering: the conversation this browser had as a visitor joins the
 * account (`openChat` with the session and the visitor token), once; then the token is forgotten.
 * Resolves with the open result (the joined conversation), or undefined when there was nothing to
 * join or it failed. A refusal (the token is unknown or expired) forgets the token too; a lost
 * connection keeps it for the next start.
 */
export function joinVisitorChat(): Promise<OpenChatResult | undefined> {
  if (joining) return joining;
  const visitorToken = chatVisitor.token();
  if (!settingsStore.getSnapshot().loggedIn || !visitorToken) return Promise.resolve(undefined);
  const attempt = callEndpoint(endpoints.openChat, { body: { visitorToken } }).then(
    (result) => {
      chatVisitor.forget();
      return result;
    },
    (error: unknown) => {
      // 401: the session ended (the API client signs out), the visitor token is still good.
      if (
        error instanceof ApiError &&
        error.status >= 400 &&
        error.status < 500 &&
        error.status !== 401
      )
        chatVisitor.forget();
      return undefined;
    },
  );
  joining = attempt;
  void attempt.finally(() => {
    if (joining === attempt) joining = null;
  });
  return attempt;
}

/** Runs `joinVisitorChat` whenever a session starts (the app's root layout, on every page). */
export function useJoinVisitorChatOnSignIn(): void {
  const token = useSetting((settings) => (settings.loggedIn ? settings.token : null));
  useEffect(() => {
    if (token) void joinVisitorChat();
  }, [token]);
}
