import {
  CHAT_VISITOR_HEADER,
  endpoints,
  type ChatConversation,
  type ChatMessage,
  type EndpointResult,
} from '@meridian/contract';
import { api } from '@/lib/api-client';
import { chatCallOptions } from '@/lib/chat-visitor';
import { callEndpoint } from '@/lib/endpoint-client';
import { settingsStore } from '@/lib/settings-store';

/**
 * The customer-service chat's calls (issue 17) through the contract's endpoint table
 * (endpoints/chat.ts), plus the two the table does not hold: the image upload (the raw bytes as
 * the body) and an image's bytes (read with the same credentials into a blob URL). A visitor's
 * calls carry their token (`x-chat-visitor`, lib/chat-visitor); a user's carry the session.
 */
export type { ChatConversation, ChatMessage } from '@meridian/contract';
export type OpenChatResult = EndpointResult<typeof endpoints.openChat>;
export type ChatMessagesResult = EndpointResult<typeof endpoints.listChatMessages>;
export type BusinessHours = OpenChatResult['hours'];

export const CHAT_UPLOAD_PATH = '/swx/customer/chat/upload';
export const chatImagePath = (conversationId: number, imageId: string) =>
  `/swx/customer/chat/image/${encodeURIComponent(conversationId)}/${encodeURIComponent(imageId)}`;

/** The page size of a catch-up read (the contract's maximum is 500). */
export const CATCH_UP_LIMIT = 200;

/** What the picker offers and the upload accepts. */
export const CHAT_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const CHAT_IMAGE_ACCEPT = CHAT_IMAGE_TYPES.join(',');

export function isChatImageType(type: string): boolean {
  return (CHAT_IMAGE_TYPES as readonly string[]).includes(type.toLowerCase());
}

/** The chat's calls, bound to the visitor token of the session (null for a signed-in user). */
export interface ChatApi {
  open(visitorToken: string | null): Promise<OpenChatResult>;
  messages(after: number, signal?: AbortSignal): Promise<ChatMessagesResult>;
  send(body: { clientMsgId: string; text?: string; imageId?: string }): Promise<ChatMessage>;
  read(seq: number): Promise<ChatConversation>;
  close(): Promise<ChatConversation>;
  rate(body: { rating: number; comment?: string }): Promise<ChatConversation>;
  setEmail(email: string): Promise<ChatConversation>;
  upload(file: Blob): Promise<{ id: string }>;
}

export function createChatApi(visitorToken: () => string | null): ChatApi {
  const options = (signal?: AbortSignal) => chatCallOptions(visitorToken(), signal);
  return {
    open: (token) =>
      callEndpoint(
        endpoints.openChat,
        { body: token ? { visitorToken: token } : {} },
        chatCallOptions(token),
      ),
    messages: (after, signal) =>
      callEndpoint(
        endpoints.listChatMessages,
        { query: { after, limit: CATCH_UP_LIMIT } },
        options(signal),
      ),
    send: (body) => callEndpoint(endpoints.sendChat, { body }, options()),
    read: (seq) => callEndpoint(endpoints.readChat, { body: { seq } }, options()),
    close: () => callEndpoint(endpoints.closeChat, {}, options()),
    rate: (body) => callEndpoint(endpoints.rateChat, { body }, options()),
    setEmail: (email) => callEndpoint(endpoints.setChatEmail, { body: { email } }, options()),
    upload: (file) => {
      const { headers, authRedirect } = options();
      return api.post<{ id: string }>(CHAT_UPLOAD_PATH, file, {
        headers: { ...headers, 'content-type': file.type || 'application/octet-stream' },
        ...(authRedirect === undefined ? {} : { authRedirect }),
        // An image on a slow link: the client's usual 90 s.
      });
    },
  };
}

/** An image's bytes, read with the person's credentials (an <img> cannot send them). */
export async function fetchChatImage(
  conversationId: number,
  imageId: string,
  visitorToken: string | null,
  signal?: AbortSignal,
): Promise<Blob> {
  const settings = settingsStore.getSnapshot();
  const headers: Record<string, string> = { lang: settings.language };
  if (settings.loggedIn && settings.token) headers.authorization = settings.token;
  else if (visitorToken) headers[CHAT_VISITOR_HEADER] = visitorToken;
  const response = await fetch(chatImagePath(conversationId, imageId), { headers, signal });
  if (!response.ok) throw new Error(`image ${response.status}`);
  return response.blob();
}
