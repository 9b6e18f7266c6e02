import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatApi } from '../api/chat-api';
import { ChatSession, TYPING_INTERVAL_MS, type ChatSessionOptions } from '../lib/chat-session';
import {
  ChatFakeSocket,
  conversation,
  fakeApi,
  message,
  opened,
  page,
  VISITOR_TOKEN,
} from './fixtures';
import { ApiError, NetworkError } from '@/lib/api-client';

const sessions: ChatSession[] = [];
afterEach(() => {
  for (const session of sessions.splice(0)) session.stop();
  vi.useRealTimers();
});

function setup(api: ReturnType<typeof fakeApi>, options: Partial<ChatSessionOptions> = {}) {
  const sockets: ChatFakeSocket[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  let now = 1_000_000;
  let id = 0;
  const events = new EventTarget();
  const session = new ChatSession({
    api: api as ChatApi,
    sessionToken: null,
    visitorToken: VISITOR_TOKEN,
    storeVisitorToken: vi.fn(),
    describeError: (error) => (error instanceof Error ? error.message : 'failed'),
    url: 'ws://test/websocket/chat',
    createSocket: (url) => {
      const socket = new ChatFakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    random: () => 0,
    setTimer: (callback, ms) => timers.push({ callback, ms }),
    clearTimer: () => undefined,
    now: () => now,
    newId: () => `cmid-${++id}`,
    events: events as unknown as Window,
    ...options,
  });
  sessions.push(session);
  const socket = () => sockets.at(-1)!;
  return {
    session,
    sockets,
    socket,
    timers,
    events,
    advance: (ms: number) => (now += ms),
    /** The latest socket opens and the server answers ready. */
    ready: (conv = conversation()) => {
      socket().open();
      socket().push({ type: 'ready', conversation: conv });
    },
    seqs: () => session.getState().messages.map((m) => m.seq),
  };
}

/** Lets the fake API's promises settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('chat session: messages by seq', () => {
  it('reads the conversation, then authenticates the socket asking for what came after the highest seq', async () => {
    const api = fakeApi({
      open: vi.fn<ChatApi['open']>(async () =>
        opened({ conversation: conversation({ lastSeq: 3 }) }),
      ),
      messages: vi.fn<ChatApi['messages']>(async () => page([message(1), message(2), message(3)])),
    });
    const t = setup(api);
    await t.session.start();
    expect(api.open).toHaveBeenCalledWith(VISITOR_TOKEN);
    expect(api.messages).toHaveBeenCalledWith(0);
    expect(t.seqs()).toEqual([1, 2, 3]);
    t.socket().open();
    expect(t.socket().sent).toEqual([{ type: 'auth', visitorToken: VISITOR_TOKEN, after: 3 }]);
  });

  it('after a dropped connection resumes with `after` = the highest seq held', async () => {
    const api = fakeApi({
      open: vi.fn<ChatApi['open']>(async () =>
        opened({ conversation: conversation({ lastSeq: 2 }) }),
      ),
      messages: vi.fn<ChatApi['messages']>(async () => page([message(1), message(2)])),
    });
    const t = setup(api);
    await t.session.start();
    t.ready();
    t.socket().push({ type: 'message', message: message(3) });
    t.socket().push({ type: 'message', message: message(4) });
    expect(t.seqs()).toEqual([1, 2, 3, 4]);
    expect(t.session.getState().connection).toBe('live');

    t.socket().drop();
    expect(t.session.getState().connection).toBe('reconnecting');
    // Back-off: the reconnection waits for its timer.
    expect(t.timers.at(-1)!.ms).toBe(1_000);
    t.timers.at(-1)!.callback();
    expect(t.sockets).toHaveLength(2);
    t.socket().open();
    expect(t.socket().sent).toEqual([{ type: 'auth', visitorToken: VISITOR_TOKEN, after: 4 }]);
    // The server sends what was missed, then live messages; a copy of one held changes nothing.
    t.socket().push({ type: 'ready', conversation: conversation({ lastSeq: 5 }) });
    t.socket().push({ type: 'message', message: message(4) });
    t.socket().push({ type: 'message', message: message(5) });
    expect(t.seqs()).toEqual([1, 2, 3, 4, 5]);
    expect(t.session.getState().connection).toBe('live');
  });

  it('a signed-in user authenticates with the session token', async () => {
    const api = fakeApi();
    const t = setup(api, { sessionToken: 'mrd_token', visitorToken: null });
    await t.session.start();
    expect(api.open).toHaveBeenCalledWith(null);
    t.socket().open();
    expect(t.socket().sent).toEqual([{ type: 'auth', token: 'mrd_token', after: 0 }]);
  });

  it('never shows a message twice, and keeps seq order whatever the order of arrival', async () => {
    const api = fakeApi();
    const t = setup(api);
    await t.session.start();
    t.ready();
    const one = message(1);
    const two = message(2);
    t.socket().push({ type: 'message', message: one });
    t.socket().push({ type: 'message', message: one });
    t.socket().push({ type: 'message', message: two });
    t.socket().push({ type: 'message', message: { ...one, text: 'changed?' } });
    expect(t.seqs()).toEqual([1, 2]);
    expect(t.session.getState().messages[0]!.text).toBe('message 1');
    // An internal note never shows.
    t.socket().push({ type: 'message', message: message(3, { sender: 'staff', note: true }) });
    expect(t.seqs()).toEqual([1, 2]);
  });

  it('a gap (seq beyond highest + 1) reads the missing messages first, then shows them in order', async () => {
    let release: () => void = () => undefined;
    const api = fakeApi({
      messages: vi.fn<ChatApi['messages']>(async (after) => {
        if (after === 0) return page([]);
        if (after === 4) return page([message(5)]);
        await new Promise<void>((resolve) => (release = resolve));
        return page([message(2), message(3), message(4)]);
      }),
    });
    const t = setup(api);
    await t.session.start();
    t.ready();
    t.socket().push({ type: 'message', message: message(1) });
    expect(t.seqs()).toEqual([1]);

    // 2 and 3 were lost on the way: 4 waits, unseen, while the gap is read.
    t.socket().push({ type: 'message', message: message(4) });
    expect(t.seqs()).toEqual([1]);
    expect(api.messages).toHaveBeenLastCalledWith(1);
    // 5 arrives during the read: it waits too; one read is enough for both.
    t.socket().push({ type: 'message', message: message(5) });
    release();
    await settle();
    await settle();
    expect(t.seqs()).toEqual([1, 2, 3, 4, 5]);
    // The second read asked after 4 (what the first returned).
    expect(api.messages.mock.calls.map(([after]) => after)).toEqual([1, 4]);
    // A reconnection now asks after 5.
    t.socket().drop();
    t.timers.at(-1)!.callback();
    t.socket().open();
    expect(t.socket().sent).toEqual([{ type: 'auth', visitorToken: VISITOR_TOKEN, after: 5 }]);
  });

  it('reads long histories page by page', async () => {
    const api = fakeApi({
      open: vi.fn<ChatApi['open']>(async () =>
        opened({ conversation: conversation({ lastSeq: 4 }) }),
      ),
      messages: vi.fn<ChatApi['messages']>(async (after) =>
        after === 0
          ? page([message(1), message(2)], { more: true })
          : page([message(3), message(4)]),
      ),
    });
    const t = setup(api);
    await t.session.start();
    expect(api.messages.mock.calls.map(([after]) => after)).toEqual([0, 2]);
    expect(t.seqs()).toEqual([1, 2, 3, 4]);
  });
});

describe('chat session: sending', () => {
  it('shows a message at once as sending, then its stored copy in its place (the socket’s copy changes nothing)', async () => {
    let resolveSend: (value: ReturnType<typeof message>) => void = () => undefined;
    const api = fakeApi({
      send: vi.fn<ChatApi['send']>(() => new Promise((resolve) => (resolveSend = resolve))),
    });
    const t = setup(api);
    await t.session.start();
    t.ready();
    t.session.send('  Hello  ');
    expect(t.session.getState().pending).toMatchObject([
      { clientMsgId: 'cmid-1', text: 'Hello', status: 'sending' },
    ]);
    expect(api.send).toHaveBeenCalledWith({ clientMsgId: 'cmid-1', text: 'Hello' });
    const stored = message(1, { sender: 'user', clientMsgId: 'cmid-1', text: 'Hello' });
    t.socket().push({ type: 'message', message: stored });
    expect(t.session.getState().pending).toEqual([]);
    expect(t.seqs()).toEqual([1]);
    resolveSend(stored);
    await settle();
    expect(t.seqs()).toEqual([1]);
    expect(t.session.getState().pending).toEqual([]);
  });

  it('a send lost to the network is kept and sent again with the same clientMsgId when back online, shown once', async () => {
    let fail = true;
    const api = fakeApi({
      send: vi.fn<ChatApi['send']>(async (body) => {
        if (fail) throw new NetworkError('offline');
        return message(1, { sender: 'user', clientMsgId: body.clientMsgId, text: body.text });
      }),
    });
    const t = setup(api);
    await t.session.start();
    t.ready();
    t.session.send('Where is my deposit?');
    await settle();
    expect(t.session.getState().pending).toMatchObject([
      { clientMsgId: 'cmid-1', status: 'waiting' },
    ]);
    // A second message written offline waits behind it.
    t.session.send('Ref 7731');
    await settle();
    expect(t.session.getState().pending.map((p) => [p.clientMsgId, p.status])).toEqual([
      ['cmid-1', 'waiting'],
      ['cmid-2', 'waiting'],
    ]);

    fail = false;
    api.send.mockImplementation(async (body) =>
      message(body.clientMsgId === 'cmid-1' ? 1 : 2, {
        sender: 'user',
        clientMsgId: body.clientMsgId,
        text: body.text,
      }),
    );
    t.events.dispatchEvent(new Event('online'));
    await settle();
    await settle();
    // Always in order, never with a new id: the queue is tried again from its first message.
    const ids = api.send.mock.calls.map(([body]) => body.clientMsgId);
    expect(ids).toEqual(['cmid-1', 'cmid-1', 'cmid-1', 'cmid-2']);
    expect(t.session.getState().pending).toEqual([]);
    expect(t.session.getState().messages.map((m) => m.text)).toEqual([
      'Where is my deposit?',
      'Ref 7731',
    ]);
    // The socket's copies after the reconnect change nothing.
    t.socket().push({ type: 'message', message: t.session.getState().messages[0] });
    expect(t.seqs()).toEqual([1, 2]);
  });

  it('retries a waiting message when the socket is back (ready)', async () => {
    const api = fakeApi({
      send: vi
        .fn<ChatApi['send']>()
        .mockRejectedValueOnce(new NetworkError('offline'))
        .mockImplementation(async (body) =>
          message(1, { sender: 'user', clientMsgId: body.clientMsgId }),
        ),
    });
    const t = setup(api);
    await t.session.start();
    t.session.send('hi');
    await settle();
    expect(t.session.getState().pending[0]!.status).toBe('waiting');
    t.ready();
    await settle();
    expect(api.send.mock.calls.map(([body]) => body.clientMsgId)).toEqual(['cmid-1', 'cmid-1']);
    expect(t.seqs()).toEqual([1]);
  });

  it('a refusal stays as not sent with the reason; Send again uses the same id, Remove drops it', async () => {
    const api = fakeApi({
      send: vi
        .fn<ChatApi['send']>(async (body) =>
          message(1, { sender: 'user', clientMsgId: body.clientMsgId }),
        )
        .mockRejectedValueOnce(new ApiError(429, 'Too many messages, wait a minute', 429)),
    });
    const t = setup(api);
    await t.session.start();
    t.session.send('one');
    await settle();
    expect(t.session.getState().pending).toMatchObject([
      { status: 'failed', error: 'Too many messages, wait a minute' },
    ]);
    t.session.retry('cmid-1');
    await settle();
    expect(api.send.mock.calls.map(([body]) => body.clientMsgId)).toEqual(['cmid-1', 'cmid-1']);

    api.send.mockRejectedValueOnce(new ApiError(400, 'bad', 400));
    t.session.send('two');
    await settle();
    t.session.discard('cmid-2');
    expect(t.session.getState().pending).toEqual([]);
  });

  it('uploads an image once, then sends it; a resend does not upload again', async () => {
    const api = fakeApi({
      send: vi
        .fn<ChatApi['send']>()
        .mockRejectedValueOnce(new NetworkError('offline'))
        .mockImplementation(async (body) =>
          message(1, {
            sender: 'user',
            clientMsgId: body.clientMsgId,
            imageId: body.imageId ?? null,
            text: null,
          }),
        ),
    });
    const t = setup(api);
    await t.session.start();
    const file = new Blob(['png'], { type: 'image/png' });
    t.session.send('', file);
    await settle();
    expect(api.upload).toHaveBeenCalledWith(file);
    t.events.dispatchEvent(new Event('online'));
    await settle();
    expect(api.upload).toHaveBeenCalledTimes(1);
    expect(api.send.mock.calls.map(([body]) => body)).toEqual([
      { clientMsgId: 'cmid-1', imageId: '5b3c1f0e-2a4d-4c8e-9f10-6a7b8c9d0e1f' },
      { clientMsgId: 'cmid-1', imageId: '5b3c1f0e-2a4d-4c8e-9f10-6a7b8c9d0e1f' },
    ]);
    expect(t.session.getState().messages[0]!.imageId).toBe('5b3c1f0e-2a4d-4c8e-9f10-6a7b8c9d0e1f');
  });

  it('sending after a close follows the new conversation the server opened', async () => {
    const api = fakeApi({
      open: vi.fn<ChatApi['open']>(async () =>
        opened({ conversation: conversation({ lastSeq: 2, status: 'closed' }) }),
      ),
      messages: vi.fn<ChatApi['messages']>(async (after) =>
        after === 0 ? page([message(1), message(2)]) : page([]),
      ),
      send: vi.fn<ChatApi['send']>(async (body) =>
        message(1, { conversationId: 42, sender: 'user', clientMsgId: body.clientMsgId }),
      ),
    });
    const t = setup(api);
    await t.session.start();
    t.ready(conversation({ lastSeq: 2, status: 'closed' }));
    expect(t.seqs()).toEqual([1, 2]);
    api.messages.mockImplementation(async () => ({
      ...page([message(1, { conversationId: 42, sender: 'user', clientMsgId: 'cmid-1' })]),
      conversation: conversation({ id: 42, lastSeq: 1 }),
    }));
    t.session.send('Another question');
    await settle();
    await settle();
    const state = t.session.getState();
    expect(state.conversation).toMatchObject({ id: 42, status: 'open' });
    expect(state.messages.map((m) => [m.conversationId, m.seq])).toEqual([[42, 1]]);
    // The socket is opened again for the new conversation, asking from its start.
    t.socket().open();
    expect(t.socket().sent).toEqual([{ type: 'auth', visitorToken: VISITOR_TOKEN, after: 1 }]);
  });
});

describe('chat session: typing, reading, receipts', () => {
  it('tells staff about typing at most once every 3 s', async () => {
    const t = setup(fakeApi());
    await t.session.start();
    t.ready();
    t.session.typing();
    t.session.typing();
    t.advance(TYPING_INTERVAL_MS - 1);
    t.session.typing();
    t.advance(1);
    t.session.typing();
    t.advance(500);
    t.session.typing();
    const typing = t.socket().sent.filter((m) => (m as { type: string }).type === 'typing');
    expect(typing).toHaveLength(2);
  });

  it('shows staff typing for 4 s after their typing message, and hides it when their message comes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const t = setup(fakeApi());
    const started = t.session.start();
    await vi.runAllTimersAsync();
    await started;
    t.ready();
    t.socket().push({ type: 'typing', side: 'staff' });
    expect(t.session.getState().staffTyping).toBe(true);
    vi.advanceTimersByTime(3_999);
    expect(t.session.getState().staffTyping).toBe(true);
    vi.advanceTimersByTime(1);
    expect(t.session.getState().staffTyping).toBe(false);
    t.socket().push({ type: 'typing', side: 'user' });
    expect(t.session.getState().staffTyping).toBe(false);
    t.socket().push({ type: 'typing', side: 'staff' });
    t.socket().push({ type: 'message', message: message(1, { sender: 'staff' }) });
    expect(t.session.getState().staffTyping).toBe(false);
  });

  it('marks read up to the highest seq once staff wrote, and follows staff’s read receipts', async () => {
    const api = fakeApi();
    const t = setup(api);
    await t.session.start();
    t.ready();
    t.socket().push({ type: 'message', message: message(1, { sender: 'user' }) });
    t.session.markRead();
    expect(api.read).not.toHaveBeenCalled(); // nothing from staff
    t.socket().push({ type: 'message', message: message(2, { sender: 'staff' }) });
    t.session.markRead();
    t.session.markRead();
    expect(api.read.mock.calls).toEqual([[2]]);
    await settle();
    expect(t.session.getState().conversation!.userReadSeq).toBe(2);

    t.socket().push({ type: 'read', side: 'staff', seq: 1 });
    expect(t.session.getState().conversation!.staffReadSeq).toBe(1);
    // An older receipt never moves it back.
    t.socket().push({ type: 'read', side: 'staff', seq: 0 });
    expect(t.session.getState().conversation!.staffReadSeq).toBe(1);
  });

  it('stores a new visitor token, and stops reconnecting when the socket refuses the token', async () => {
    const storeVisitorToken = vi.fn();
    const api = fakeApi({
      open: vi.fn<ChatApi['open']>(async () => opened({ visitorToken: 'vt_new' })),
    });
    const t = setup(api, { visitorToken: null, storeVisitorToken });
    await t.session.start();
    expect(api.open).toHaveBeenCalledWith(null);
    expect(storeVisitorToken).toHaveBeenCalledWith('vt_new');
    t.socket().open();
    expect(t.socket().sent).toEqual([{ type: 'auth', visitorToken: 'vt_new', after: 0 }]);
    t.socket().push({ type: 'error', code: 401 });
    const before = t.timers.length;
    t.socket().drop(4401);
    expect(t.timers.length).toBe(before);
    expect(t.session.getState().phase).toBe('error');
  });
});
