import type { ChatConversation, ChatMessage } from '@meridian/contract';
import { act } from '@testing-library/react';
import { vi, type Mock } from 'vitest';
import type { BusinessHours, ChatApi, ChatMessagesResult, OpenChatResult } from '../api/chat-api';
import { ChatPage } from '../pages/ChatPage';
import { ensureUiGroup } from '@/lib/i18n';
import type { Layout } from '@/lib/layout';
import { settingsStore } from '@/lib/settings-store';
import { renderRoutes, type FakeReply } from '@/test/render';
import { stubWebSockets } from '@/test/sockets';
import { TEST_USER } from '@/test/users';

export const CHAT = '/swx/customer/chat';
export const OPEN = `POST ${CHAT}/open`;
export const MESSAGES = `GET ${CHAT}/messages`;
export const SEND = `POST ${CHAT}/send`;
export const READ = `POST ${CHAT}/read`;
export const CLOSE = `POST ${CHAT}/close`;
export const RATE = `POST ${CHAT}/rate`;
export const EMAIL = `POST ${CHAT}/email`;
export const UPLOAD = `POST ${CHAT}/upload`;

export const VISITOR_TOKEN = 'vt_4f1c2a9e7b';
export const IMAGE_ID = '5b3c1f0e-2a4d-4c8e-9f10-6a7b8c9d0e1f';
export const NOW = Date.UTC(2026, 10, 16, 10, 30);

export function conversation(overrides: Partial<ChatConversation> = {}): ChatConversation {
  return {
    id: 41,
    status: 'open',
    lastSeq: 0,
    userReadSeq: 0,
    staffReadSeq: 0,
    unread: 0,
    assignedTo: null,
    rating: null,
    email: null,
    signedIn: false,
    createdAt: NOW - 3_600_000,
    closedAt: null,
    ...overrides,
  };
}

let ids = 0;
export function message(seq: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  const sender = overrides.sender ?? (seq % 2 === 1 ? 'user' : 'staff');
  return {
    conversationId: 41,
    seq,
    sender,
    staffName: sender === 'staff' ? 'Anna' : null,
    text: `message ${seq}`,
    imageId: null,
    note: false,
    clientMsgId: `client-${seq}-${++ids}`,
    createdAt: NOW - 600_000 + seq * 1_000,
    ...overrides,
  };
}

export const OPEN_HOURS: BusinessHours = {
  open: true,
  nextOpenAt: null,
  schedule: '1-5 08:00-20:00',
};
export const CLOSED_HOURS: BusinessHours = {
  open: false,
  nextOpenAt: Date.UTC(2026, 10, 16, 8, 0),
  schedule: '1-5 08:00-20:00',
};

export function opened(overrides: Partial<OpenChatResult> = {}): OpenChatResult {
  return { conversation: conversation(), visitorToken: null, hours: OPEN_HOURS, ...overrides };
}

export function page(messages: ChatMessage[], overrides: Partial<ChatMessagesResult> = {}) {
  const last = messages.at(-1)?.seq ?? 0;
  return {
    conversation: conversation({ lastSeq: last }),
    messages,
    more: false,
    ...overrides,
  } satisfies ChatMessagesResult;
}

export type FakeChatApi = { [K in keyof ChatApi]: Mock<ChatApi[K]> };

/** A ChatApi whose every call is a spy (for the session's own tests). */
export function fakeApi(overrides: Partial<FakeChatApi> = {}): FakeChatApi {
  return {
    open: vi.fn<ChatApi['open']>(async () => opened()),
    messages: vi.fn<ChatApi['messages']>(async () => page([])),
    send: vi.fn<ChatApi['send']>(async (body) =>
      message(99, { sender: 'user', clientMsgId: body.clientMsgId }),
    ),
    read: vi.fn<ChatApi['read']>(async (seq) => conversation({ userReadSeq: seq })),
    close: vi.fn<ChatApi['close']>(async () => conversation({ status: 'closed' })),
    rate: vi.fn<ChatApi['rate']>(async (body) =>
      conversation({ status: 'closed', rating: body.rating }),
    ),
    setEmail: vi.fn<ChatApi['setEmail']>(async (email) => conversation({ email })),
    upload: vi.fn<ChatApi['upload']>(async () => ({ id: IMAGE_ID })),
    ...overrides,
  };
}

/** A WebSocket that records what the page sends; tests play the server with `push`. */
export class ChatFakeSocket {
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  sent: unknown[] = [];
  closed = false;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.(new Event('open'));
  }
  push(value: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(value) }));
  }
  drop(code = 1006) {
    this.onclose?.(new CloseEvent('close', { code }));
  }
}

/** Every chat socket the page opens (the global WebSocket replaced). */
export function chatSockets() {
  const all = stubWebSockets(ChatFakeSocket);
  const latest = () => {
    const socket = all.filter((s) => s.url.includes('/websocket/chat') && !s.closed).at(-1);
    if (!socket) throw new Error('no chat socket is open');
    return socket;
  };
  return {
    all,
    latest,
    /** The latest socket opens and the server says ready. */
    ready(conv: ChatConversation = conversation()) {
      const socket = latest();
      act(() => {
        socket.open();
        socket.push({ type: 'ready', conversation: conv });
      });
      return socket;
    },
    push(value: unknown) {
      const socket = latest();
      act(() => socket.push(value));
    },
  };
}

export type Handler = FakeReply | ((request: Request) => FakeReply | Promise<FakeReply>);

export function ok(result: unknown): FakeReply {
  return { status: 200, body: { code: 200, msg: 'Success', result } };
}

/** fetch stubbed by "METHOD /path"; a handler may throw to play a lost connection. */
export function stubChatFetch(routes: Record<string, Handler>) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    const { pathname } = new URL(request.url);
    const handler = routes[`${request.method} ${pathname}`];
    const reply =
      typeof handler === 'function'
        ? await handler(request)
        : (handler ?? { status: 404, body: { code: 404, msg: 'Not found', result: null } });
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

export function calls(spy: ReturnType<typeof stubChatFetch>, route: string): Request[] {
  return spy.mock.calls
    .map(([input, init]) => new Request(new URL(String(input), 'http://localhost'), init))
    .filter((request) => `${request.method} ${new URL(request.url).pathname}` === route);
}

export async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  return JSON.parse(await request.clone().text()) as Record<string, unknown>;
}

export function logIn() {
  settingsStore.setSession({ token: 'mrd_token', user: TEST_USER });
}

export async function renderChat(layout: Layout = 'desktop') {
  await ensureUiGroup('chat');
  return renderRoutes(
    [
      { path: '/profile/kefu', element: <ChatPage /> },
      { path: '/pass/login', element: <p>Log in page</p> },
    ],
    '/profile/kefu',
    layout,
  );
}

/**
 * jsdom has no `document.fonts`, which Mantine's autosizing textarea listens to (browsers do):
 * a stand-in for these tests.
 */
export function stubDocumentFonts() {
  if ('fonts' in document) return;
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: Object.assign(new EventTarget(), { ready: Promise.resolve(), status: 'loaded' }),
  });
}

/** Plays the page going to the background (or coming back). */
export function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}
