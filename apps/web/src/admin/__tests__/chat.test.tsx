import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  AdminChatDetail,
  AdminChatItem,
  CannedReply,
  ChatMessage,
  ChatUserContext,
} from '../api/chat-api';
import { connectAdminChat, type AdminChatHandlers } from '../api/chat-socket';
import type { StaffRole } from '../api/admin-api';
import { cannedText, itemWithMessage, mergeItem, mergeMessages, withInserted } from '../lib/chat';
import {
  ADMIN,
  bodyOf,
  fail,
  renderAdmin,
  requestBody,
  serveAdmin,
  signedIn,
  staff,
  STAFF_TOKEN,
  stubObjectUrls,
} from './fixtures';
import { ok, requests, type FakeReply, type FakeRoutes } from '@/test/render';
import { FakeSocket, stubWebSockets } from '@/test/sockets';
import { visibleText } from '@/test/text';

// The customer-service console (issue 17) against a fake server and a fake staff socket.

const CHAT = `${ADMIN}/chat/conversations`;
const SUPPORT = staff('support');
const OTHER_STAFF_ID = '5a1f0000-0000-4000-8000-0000000000f9';
const ALICE_ID = '0b7d3f5e-1c2a-4b8e-9f00-0000000000aa';
const IMAGE_ID = 'a1a1a1a1-0000-4000-8000-000000000001';
const T0 = Date.now() - 10 * 60_000;

/** A WebSocket that records what the page sent. */
class RecordingSocket extends FakeSocket {
  sent: string[] = [];
  override send(data?: unknown) {
    this.sent.push(String(data));
  }
}

let sockets: RecordingSocket[];

beforeEach(() => {
  // jsdom has no document.fonts (Mantine's autosizing textarea listens to it).
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  signedIn();
  openItems = [ALICE, VISITOR, MINE];
  sockets = stubWebSockets(RecordingSocket);
  stubObjectUrls();
});
afterEach(() => {
  vi.restoreAllMocks();
});

function message(overrides: Partial<ChatMessage> & Pick<ChatMessage, 'seq'>): ChatMessage {
  return {
    conversationId: 11,
    sender: 'user',
    staffName: null,
    text: 'Hello',
    imageId: null,
    note: false,
    clientMsgId: `client-${overrides.conversationId ?? 11}-${overrides.seq}`,
    createdAt: T0 + overrides.seq * 1000,
    ...overrides,
  };
}

function item(overrides: Partial<AdminChatItem> & Pick<AdminChatItem, 'id'>): AdminChatItem {
  return {
    status: 'open',
    lastSeq: 0,
    userReadSeq: 0,
    staffReadSeq: 0,
    unread: 0,
    assignedTo: null,
    rating: null,
    email: null,
    signedIn: true,
    createdAt: T0,
    closedAt: null,
    person: 'alice',
    userId: ALICE_ID,
    language: 'en',
    staffUnread: 0,
    lastMessage: null,
    assignedStaffId: null,
    ...overrides,
  };
}

// Conversation 11: alice (German), assigned to nobody; her question, a staff reply she has read,
// an internal note, her screenshot, and a newer question staff have not read.
const ALICE_MESSAGES: ChatMessage[] = [
  message({ seq: 1, text: 'Meine Auszahlung hängt seit gestern.' }),
  message({ seq: 2, sender: 'staff', staffName: 'dana', text: 'Ich sehe nach.' }),
  message({
    seq: 3,
    sender: 'staff',
    staffName: 'dana',
    text: 'Checked: stuck at compliance',
    note: true,
  }),
  message({ seq: 4, text: null, imageId: IMAGE_ID }),
  message({ seq: 5, text: 'Ist das normal?' }),
];
const ALICE = item({
  id: 11,
  language: 'de',
  lastSeq: 5,
  userReadSeq: 2,
  staffReadSeq: 3,
  staffUnread: 2,
  lastMessage: ALICE_MESSAGES[4]!,
  assignedTo: 'erik',
  assignedStaffId: OTHER_STAFF_ID,
});
// Conversation 12: a visitor whose last message is an image.
const VISITOR = item({
  id: 12,
  person: 'Visitor #12',
  userId: null,
  signedIn: false,
  language: 'ar',
  lastSeq: 1,
  staffUnread: 1,
  lastMessage: message({ conversationId: 12, seq: 1, text: null, imageId: IMAGE_ID }),
  email: 'guest@example.test',
});
const CLOSED = item({
  id: 9,
  status: 'closed',
  person: 'bob',
  lastSeq: 4,
  userReadSeq: 4,
  staffReadSeq: 4,
  closedAt: T0 - 60_000,
  rating: 5,
  lastMessage: message({
    conversationId: 9,
    seq: 4,
    sender: 'staff',
    staffName: 'dana',
    text: 'Bye!',
  }),
});
const MINE = item({
  id: 13,
  person: 'carol',
  lastSeq: 1,
  lastMessage: message({ conversationId: 13, seq: 1, text: 'Thanks' }),
  assignedTo: SUPPORT.username,
  assignedStaffId: SUPPORT.id,
});

const CONTEXT: ChatUserContext = {
  userId: ALICE_ID,
  username: 'alice',
  email: 'alice@example.test',
  kycStatus: 'verified',
  creditPoints: 120,
  createdAt: 1_750_000_000_000,
  balances: [
    { book: 'real', asset: 'USDT', available: '1234.5', frozen: '100' },
    { book: 'demo', asset: 'USDT', available: '100000', frozen: '0' },
  ],
  recentOrders: [
    {
      kind: 'spot',
      id: 901,
      book: 'real',
      code: 'BTCUSDT',
      side: 'buy',
      status: 'filled',
      amount: '0.01',
      createdAt: T0,
    },
  ],
  deposits: [],
  withdrawals: [{ id: 77, asset: 'USDT', amount: '100', status: 'pending', createdAt: T0 }],
  openLoans: [],
};

const ALICE_DETAIL: AdminChatDetail = {
  conversation: ALICE,
  messages: ALICE_MESSAGES,
  context: CONTEXT,
};
const VISITOR_DETAIL: AdminChatDetail = {
  conversation: VISITOR,
  messages: [VISITOR.lastMessage!],
  context: null,
};

const CANNED: CannedReply[] = [
  {
    key: 'greeting',
    texts: { en: 'Hello, how can I help?', de: 'Hallo, wie kann ich helfen?' },
  },
  { key: 'wait', texts: { en: 'One moment, please.' } },
];

/** The open queue as the fake server has it now. */
let openItems: AdminChatItem[] = [];

function queueReply(request: Request): FakeReply {
  const url = new URL(request.url);
  const status = url.searchParams.get('status');
  const mine = url.searchParams.get('mine') === 'true';
  const items = status === 'closed' ? [CLOSED] : mine ? [MINE] : openItems;
  return ok({ items, total: items.length });
}

function serveChat(role: StaffRole = 'support', routes: FakeRoutes = {}) {
  return serveAdmin(role === 'support' ? SUPPORT : staff(role), {
    [`GET ${CHAT}`]: queueReply,
    [`GET ${CHAT}/11`]: ok(ALICE_DETAIL),
    [`GET ${CHAT}/12`]: ok(VISITOR_DETAIL),
    [`POST ${CHAT}/11/read`]: ok({ ...ALICE, staffReadSeq: 5, staffUnread: 0 }),
    [`POST ${CHAT}/12/read`]: ok({ ...VISITOR, staffReadSeq: 1, staffUnread: 0 }),
    [`GET ${ADMIN}/chat/canned`]: ok(CANNED),
    [`GET /swx/customer/chat/image/11/${IMAGE_ID}`]: ok('image bytes'),
    [`GET /swx/customer/chat/image/12/${IMAGE_ID}`]: ok('image bytes'),
    ...routes,
  });
}

function calls(fetch: ReturnType<typeof serveAdmin>, method: string, path: string) {
  return requests(fetch).filter((r) => r.method === method && new URL(r.url).pathname === path);
}

/** The socket connects and the server says `ready`. */
function ready(socket: RecordingSocket) {
  act(() => {
    socket.onopen?.(new Event('open'));
    socket.onmessage?.(new MessageEvent('message', { data: JSON.stringify({ type: 'ready' }) }));
  });
}

function push(socket: RecordingSocket, data: unknown) {
  act(() => socket.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) })));
}

/** A text field's value. */
function valueOf(element: HTMLElement): string {
  return (element as HTMLTextAreaElement).value;
}

/** The n-th socket the page opened, once it has. */
async function opened(n = 0): Promise<RecordingSocket> {
  return waitFor(
    () => {
      const socket = sockets[n];
      if (!socket) throw new Error(`socket ${n} not opened yet`);
      return socket;
    },
    { timeout: 5_000 },
  );
}

async function queueItem(id: number) {
  return screen.findByTestId(`chat-item-${id}`);
}

describe('the queue', () => {
  it('lists the open conversations: person, language, last message, waiting time, unread, staff', async () => {
    const fetch = serveChat();
    renderAdmin('/admin/chat');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Customer service' }),
    ).toBeInTheDocument();

    const alice = await queueItem(11);
    expect(visibleText(alice)).toContain('alice');
    expect(visibleText(alice)).toContain('Deutsch');
    // Read out: the language by name, the unread count in words.
    expect(screen.getByRole('link', { name: /alice.*Language: Deutsch/ })).toBe(alice);
    expect(visibleText(within(alice).getByTestId('chat-preview-11'))).toBe('Ist das normal?');
    expect(visibleText(alice)).toMatch(/Waiting \d+ min/);
    expect(within(alice).getByTestId('chat-unread-11')).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: /alice.*, 2 unread messages/ })).toBe(alice);
    expect(within(alice).getByTestId('chat-assigned-11')).toHaveTextContent('Assigned to erik');

    const visitor = await queueItem(12);
    expect(visibleText(visitor)).toContain('Visitor #12');
    expect(visibleText(within(visitor).getByTestId('chat-preview-12'))).toBe('Image');
    expect(within(visitor).getByTestId('chat-assigned-12')).toHaveTextContent('Not assigned');
    expect(within(await queueItem(13)).getByTestId('chat-assigned-13')).toHaveTextContent(
      'Assigned to you',
    );

    const asked = calls(fetch, 'GET', CHAT).map((r) => new URL(r.url).searchParams);
    expect(asked[0]?.get('status')).toBe('open');
    expect(asked[0]?.get('mine')).toBe('false');
    // Nothing chosen yet.
    expect(screen.getByTestId('chat-choose')).toHaveTextContent('Choose a conversation');
  });

  it('filters: Closed, and only the conversations assigned to me', async () => {
    const fetch = serveChat();
    const { router } = renderAdmin('/admin/chat');
    await queueItem(11);

    await userEvent.click(screen.getByRole('radio', { name: 'Closed' }));
    const closed = await queueItem(9);
    expect(visibleText(closed)).toMatch(/Closed /);
    expect(screen.queryByTestId('chat-item-11')).toBeNull();
    expect(router.state.location.search).toBe('?status=closed');

    await userEvent.click(screen.getByRole('radio', { name: 'Open' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Assigned to me' }));
    await queueItem(13);
    await waitFor(() => expect(screen.queryByTestId('chat-item-11')).toBeNull());
    expect(router.state.location.search).toBe('?mine=1');
    const asked = calls(fetch, 'GET', CHAT).map((r) =>
      Object.fromEntries(new URL(r.url).searchParams),
    );
    expect(asked).toContainEqual(expect.objectContaining({ status: 'closed', mine: 'false' }));
    expect(asked).toContainEqual(expect.objectContaining({ status: 'open', mine: 'true' }));
  });

  it('says so when the queue cannot be loaded', async () => {
    serveChat('support', { [`GET ${CHAT}`]: fail(500, 500, 'The database is unavailable') });
    renderAdmin('/admin/chat');
    expect(await screen.findByText('The conversations could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The database is unavailable')).toBeInTheDocument();
  });
});

describe('a conversation', () => {
  it('shows the messages (notes marked as internal, the image with the staff token, receipts) and the user', async () => {
    const fetch = serveChat();
    renderAdmin('/admin/chat/11');
    const log = await screen.findByRole('log', { name: 'Messages with alice' });
    expect(within(log).getByTestId('chat-message-1')).toHaveTextContent(
      'Meine Auszahlung hängt seit gestern.',
    );
    // The note says it is internal; a reply does not.
    const note = within(log).getByTestId('chat-message-3');
    expect(note).toHaveAttribute('data-kind', 'note');
    expect(note).toHaveTextContent('Internal note — not visible to the customer');
    expect(within(log).getByTestId('chat-message-2')).not.toHaveTextContent('Internal note');
    expect(within(log).getAllByTestId('chat-note-label')).toHaveLength(1);
    // Read receipts: alice has read up to 2.
    expect(within(log).getByTestId('chat-receipt-2')).toHaveTextContent('Seen');
    expect(within(log).queryByTestId('chat-receipt-3')).toBeNull();
    // The image, fetched with the staff token.
    expect(await within(log).findByRole('img', { name: 'Image from alice' })).toBeInTheDocument();
    const image = calls(fetch, 'GET', `/swx/customer/chat/image/11/${IMAGE_ID}`);
    expect(image).toHaveLength(1);
    expect(image[0]!.headers.get('authorization')).toBe(`Bearer ${STAFF_TOKEN}`);

    // The user beside it.
    const context = screen.getByTestId('chat-context');
    expect(within(context).getByRole('heading', { name: 'alice' })).toBeInTheDocument();
    expect(visibleText(context)).toContain('alice@example.test');
    expect(visibleText(context)).toContain('Verified');
    expect(visibleText(context)).toContain('120');
    expect(visibleText(within(context).getByTestId('chat-balances-real'))).toContain('1,234.5');
    expect(visibleText(within(context).getByTestId('chat-context-orders'))).toContain(
      'Spot · BTCUSDT · Buy',
    );
    expect(within(context).getByTestId('chat-context-deposits')).toHaveTextContent('No deposits');
    expect(within(context).getByTestId('chat-context-loans')).toHaveTextContent('No open loans');
    expect(visibleText(within(context).getByTestId('chat-context-withdrawals'))).toContain(
      'Pending',
    );
    expect(within(context).getByRole('link', { name: 'Open the user page' })).toHaveAttribute(
      'href',
      `/admin/users/${ALICE_ID}`,
    );

    // On screen with messages staff had not read: marked read up to the last.
    await waitFor(() => expect(calls(fetch, 'POST', `${CHAT}/11/read`)).toHaveLength(1));
    expect(await bodyOf(calls(fetch, 'POST', `${CHAT}/11/read`)[0]!)).toEqual({ seq: 5 });
    await waitFor(() => expect(screen.queryByTestId('chat-unread-11')).toBeNull());
  });

  it('a visitor: no account, says so', async () => {
    serveChat();
    renderAdmin('/admin/chat/12');
    await screen.findByRole('log', { name: 'Messages with Visitor #12' });
    const context = screen.getByTestId('chat-context');
    expect(context).toHaveTextContent('Visitor — not signed in');
    expect(context).toHaveTextContent('guest@example.test');
    expect(within(context).queryByRole('link')).toBeNull();
  });

  it('sends with a clientMsgId, and a retry after a failure sends the same one; the message shows once', async () => {
    const ids = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'];
    vi.spyOn(crypto, 'randomUUID').mockImplementation(
      () => ids.shift() as `${string}-${string}-${string}-${string}-${string}`,
    );
    let attempts = 0;
    const stored = message({
      seq: 6,
      sender: 'staff',
      staffName: SUPPORT.username,
      text: 'Sie ist in Prüfung.',
      clientMsgId: '11111111-1111-4111-8111-111111111111',
    });
    const fetch = serveChat('support', {
      [`POST ${CHAT}/11/send`]: () =>
        ++attempts === 1 ? fail(503, 500, 'Try again later') : ok(stored),
    });
    renderAdmin('/admin/chat/11');
    ready(await opened());
    const text = await screen.findByRole('textbox', { name: 'Reply to the customer' });
    await userEvent.type(text, 'Sie ist in Prüfung.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    const failed = await screen.findByText('Not sent: Try again later');
    const sends = () => calls(fetch, 'POST', `${CHAT}/11/send`);
    expect(await bodyOf(sends()[0]!)).toEqual({
      clientMsgId: '11111111-1111-4111-8111-111111111111',
      text: 'Sie ist in Prüfung.',
      note: false,
    });
    expect(valueOf(text)).toBe('');

    await userEvent.click(
      within(failed.closest('[data-pending]')!).getByRole('button', { name: 'Try again' }),
    );
    const log = screen.getByRole('log');
    await within(log).findByTestId('chat-message-6');
    expect(sends()).toHaveLength(2);
    expect(await bodyOf(sends()[1]!)).toEqual(await bodyOf(sends()[0]!));
    // The socket brings the same message too: still once.
    push(sockets[0]!, { type: 'message', message: stored });
    expect(within(log).getAllByText('Sie ist in Prüfung.')).toHaveLength(1);
    expect(screen.queryByText(/Not sent/)).toBeNull();
  });

  it('an internal note is sent as a note and looks like one while it is written', async () => {
    const fetch = serveChat('support', {
      [`POST ${CHAT}/11/send`]: () => {
        const { clientMsgId } = requestBody<{ clientMsgId: string }>();
        return ok(message({ seq: 6, sender: 'staff', note: true, text: 'VIP', clientMsgId }));
      },
    });
    renderAdmin('/admin/chat/11');
    await userEvent.click(await screen.findByRole('switch', { name: 'Internal note' }));
    expect(screen.getByTestId('chat-composer')).toHaveAttribute('data-note', 'true');
    const text = screen.getByRole('textbox', { name: 'Internal note for staff' });
    await userEvent.type(text, 'VIP{Enter}');
    await waitFor(() => expect(calls(fetch, 'POST', `${CHAT}/11/send`)).toHaveLength(1));
    expect(await bodyOf(calls(fetch, 'POST', `${CHAT}/11/send`)[0]!)).toEqual(
      expect.objectContaining({ text: 'VIP', note: true }),
    );
  });

  it('inserts a canned reply in the conversation’s language', async () => {
    serveChat();
    renderAdmin('/admin/chat/11');
    const text = await screen.findByRole('textbox', { name: 'Reply to the customer' });
    await userEvent.click(screen.getByTestId('chat-canned'));
    const greeting = await screen.findByTestId('chat-canned-greeting');
    expect(greeting).toHaveTextContent('Hallo, wie kann ich helfen?');
    await userEvent.click(greeting);
    expect(valueOf(text)).toBe('Hallo, wie kann ich helfen?');
  });

  it('a canned reply without the conversation’s language is inserted in English', async () => {
    serveChat();
    renderAdmin('/admin/chat/12');
    const text = await screen.findByRole('textbox', { name: 'Reply to the customer' });
    await userEvent.type(text, 'مرحبا');
    await userEvent.click(screen.getByTestId('chat-canned'));
    const wait = await screen.findByTestId('chat-canned-wait');
    expect(wait).toHaveTextContent('One moment, please.');
    await userEvent.click(wait);
    expect(valueOf(text)).toBe('مرحبا\nOne moment, please.');
  });

  it('Assign to me and Close conversation (confirmed) call the endpoints', async () => {
    const fetch = serveChat('support', {
      [`POST ${CHAT}/11/assign`]: ok({
        ...ALICE,
        assignedTo: SUPPORT.username,
        assignedStaffId: SUPPORT.id,
      }),
      [`POST ${CHAT}/11/close`]: ok({
        ...ALICE,
        assignedTo: SUPPORT.username,
        assignedStaffId: SUPPORT.id,
        status: 'closed',
        closedAt: Date.now(),
      }),
    });
    renderAdmin('/admin/chat/11');
    await userEvent.click(await screen.findByRole('button', { name: 'Assign to me' }));
    await waitFor(() =>
      expect(screen.getByTestId('chat-assigned')).toHaveTextContent('Assigned to you'),
    );
    expect(await bodyOf(calls(fetch, 'POST', `${CHAT}/11/assign`)[0]!)).toEqual({ staffId: null });
    expect(screen.queryByRole('button', { name: 'Assign to me' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Close conversation' }));
    const dialog = await screen.findByTestId('chat-close-dialog');
    expect(dialog).toHaveTextContent('cannot be reopened');
    expect(calls(fetch, 'POST', `${CHAT}/11/close`)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close conversation' }));
    expect(await screen.findByTestId('chat-closed')).toHaveTextContent(
      'This conversation is closed.',
    );
    expect(calls(fetch, 'POST', `${CHAT}/11/close`)).toHaveLength(1);
    expect(screen.queryByTestId('chat-composer')).toBeNull();
    // It left the open queue.
    await waitFor(() => expect(screen.queryByTestId('chat-item-11')).toBeNull());
  });
});

describe('live', () => {
  it('authenticates with the staff token, then its events update the queue and the conversation, each message once', async () => {
    serveChat();
    renderAdmin('/admin/chat/11');
    const log = await screen.findByRole('log');
    const socket = await opened();
    expect(socket.url).toMatch(/\/websocket\/admin\/chat$/);
    ready(socket);
    expect(JSON.parse(socket.sent[0]!)).toEqual({ type: 'auth', token: STAFF_TOKEN });
    expect(screen.getByTestId('chat-live')).toHaveTextContent('Live');

    // A new message in the open conversation, twice (a resend): shown once.
    const next = message({ seq: 6, text: 'Hallo?' });
    push(socket, { type: 'message', message: next });
    push(socket, { type: 'message', message: next });
    expect(within(log).getAllByText('Hallo?')).toHaveLength(1);
    expect(visibleText(screen.getByTestId('chat-preview-11'))).toBe('Hallo?');

    // Another conversation: its preview and unread count move.
    push(socket, {
      type: 'message',
      message: message({ conversationId: 12, seq: 2, text: 'مرحبا' }),
    });
    expect(visibleText(screen.getByTestId('chat-preview-12'))).toBe('مرحبا');
    expect(screen.getByTestId('chat-unread-12')).toHaveTextContent('2');

    // The person reads staff replies; the person types.
    push(socket, { type: 'read', conversationId: 11, side: 'user', seq: 3 });
    push(socket, { type: 'typing', conversationId: 11, side: 'user' });
    expect(screen.getByTestId('chat-typing')).toHaveTextContent('The customer is typing…');
    expect(visibleText(screen.getByTestId('chat-preview-11'))).toBe('Typing…');

    // Writing a reply tells the person (once for a burst of keys); writing a note does not.
    const typed = () => socket.sent.filter((data) => data.includes('"typing"'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Reply to the customer' }), 'Ja');
    expect(typed().map((data) => JSON.parse(data) as unknown)).toEqual([
      { type: 'typing', conversationId: 11 },
    ]);

    // Someone else closes the visitor's conversation: it leaves the open queue.
    openItems = [ALICE, MINE];
    push(socket, {
      type: 'conversation',
      conversation: { ...VISITOR, status: 'closed', closedAt: Date.now() },
    });
    await waitFor(() => expect(screen.queryByTestId('chat-item-12')).toBeNull());
  });

  it('after a reconnection the queue and the open conversation are fetched again, and what was missed shows once', async () => {
    let detail: AdminChatDetail = ALICE_DETAIL;
    const fetch = serveChat('support', { [`GET ${CHAT}/11`]: () => ok(detail) });
    renderAdmin('/admin/chat/11');
    const log = await screen.findByRole('log');
    ready(await opened());
    await waitFor(() => expect(calls(fetch, 'GET', `${CHAT}/11`).length).toBeGreaterThanOrEqual(2));
    const before = {
      detail: calls(fetch, 'GET', `${CHAT}/11`).length,
      queue: calls(fetch, 'GET', CHAT).length,
    };

    // The connection drops; meanwhile a message arrives that the socket never delivers.
    act(() => sockets[0]!.onclose?.({ code: 1006 } as CloseEvent));
    expect(screen.getByTestId('chat-live')).toHaveTextContent('Reconnecting');
    const missed = message({ seq: 6, text: 'Sind Sie noch da?' });
    detail = { ...ALICE_DETAIL, messages: [...ALICE_MESSAGES, missed] };

    const second = await opened(1);
    ready(second);
    expect(JSON.parse(second.sent[0]!)).toEqual({ type: 'auth', token: STAFF_TOKEN });
    await within(log).findByText('Sind Sie noch da?');
    expect(calls(fetch, 'GET', `${CHAT}/11`).length).toBeGreaterThan(before.detail);
    expect(calls(fetch, 'GET', CHAT).length).toBeGreaterThan(before.queue);
    // …and the socket's copy of it later changes nothing.
    push(second, { type: 'message', message: missed });
    expect(within(log).getAllByText('Sind Sie noch da?')).toHaveLength(1);
  });
});

describe('roles', () => {
  it('support and admin have Customer service in the navigation', async () => {
    serveChat('admin');
    renderAdmin('/admin/chat');
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: /^Customer service/ })).toHaveAttribute(
      'href',
      '/admin/chat',
    );
  });

  it('content staff do not: no navigation entry, the page says no permission, nothing is asked for', async () => {
    const fetch = serveChat('content', {
      [`GET ${ADMIN}/nfts`]: ok({ list: [], total: 0, frozenTotal: '0', serverTime: 0 }),
    });
    renderAdmin('/admin/chat');
    expect(await screen.findByText('You do not have permission')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).queryByRole('link', { name: /Customer service/ })).toBeNull();
    expect(requests(fetch).some((r) => r.url.includes('/chat'))).toBe(false);
    expect(sockets).toHaveLength(0);
  });
});

describe('the rules', () => {
  it('merges messages by conversation and seq, oldest first, each once', () => {
    const merged = mergeMessages(ALICE_MESSAGES.slice(2), [
      ...ALICE_MESSAGES.slice(0, 3),
      message({ seq: 6 }),
    ]);
    expect(merged.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('a stale copy of a conversation never takes back read marks or the last message', () => {
    const held = itemWithMessage(ALICE, message({ seq: 6, text: 'new' }));
    expect(held.staffUnread).toBe(3);
    const merged = mergeItem(held, { ...ALICE, assignedTo: 'dana' });
    expect(merged.lastSeq).toBe(6);
    expect(merged.lastMessage?.seq).toBe(6);
    expect(merged.assignedTo).toBe('dana');
  });

  it('canned replies: the language, else English; inserted on a line of their own, at most the limit', () => {
    expect(cannedText({ en: 'Hi', ja: 'こんにちは' }, 'ja')).toBe('こんにちは');
    expect(cannedText({ en: 'Hi' }, 'ko')).toBe('Hi');
    expect(withInserted('Dear alice,  ', 'Hi', 2000)).toBe('Dear alice,\nHi');
    expect(withInserted('', 'x'.repeat(2100), 2000)).toHaveLength(2000);
  });

  it('the socket: back-off reconnects, a refused token stops', () => {
    const timers: (() => void)[] = [];
    const made: RecordingSocket[] = [];
    const handlers: AdminChatHandlers = {
      onReady: vi.fn(),
      onMessage: vi.fn(),
      onRead: vi.fn(),
      onTyping: vi.fn(),
      onConversation: vi.fn(),
      onConnection: vi.fn(),
    };
    const handle = connectAdminChat({
      token: 'stf_x',
      handlers,
      url: 'ws://test/websocket/admin/chat',
      createSocket: (url) => {
        const socket = new RecordingSocket(url);
        made.push(socket);
        return socket as unknown as ReturnType<
          NonNullable<Parameters<typeof connectAdminChat>[0]['createSocket']>
        >;
      },
      setTimer: (callback) => timers.push(callback),
      clearTimer: () => undefined,
      random: () => 0.5,
    });
    made[0]!.onopen?.(new Event('open'));
    made[0]!.onmessage?.(new MessageEvent('message', { data: '{"type":"ready"}' }));
    expect(handlers.onReady).toHaveBeenLastCalledWith(false);
    made[0]!.onclose?.({ code: 1006 } as CloseEvent);
    expect(timers).toHaveLength(1);
    timers[0]!();
    made[1]!.onopen?.(new Event('open'));
    made[1]!.onmessage?.(new MessageEvent('message', { data: '{"type":"ready"}' }));
    expect(handlers.onReady).toHaveBeenLastCalledWith(true);
    made[1]!.onmessage?.(new MessageEvent('message', { data: '{"type":"error","code":401}' }));
    made[1]!.onclose?.({ code: 4401 } as CloseEvent);
    expect(timers).toHaveLength(1);
    expect(handlers.onConnection).toHaveBeenLastCalledWith('refused');
    handle.close();
  });
});
