import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, devMailbox, notifications } from '../../src/db/schema/index.js';
import { registerByEmail } from '../helpers/accounts.js';
import { setSetting } from '../helpers/settings.js';
import { signInStaff, type SignedInStaff } from '../helpers/staff.js';
import { chatTopic } from '../../src/services/chat/chat-topics.js';
import { useTestServer, type TestServer } from '../helpers/test-server.js';
import { openSocket, within, wsUrl } from '../notifications/ws-client.js';
import { png } from '../uploads/corpus.js';

/**
 * Issue 17, customer-service chat: a visitor opens a conversation, sends (idempotently) and
 * attaches an image; staff answer from the console (notes stay internal, the context is there for
 * a user); the socket resumes from the highest seq held; the visitor signs up and the conversation
 * joins the account; an unread reply is mailed (once) and shown on the bell; closing and rating;
 * outside business hours the transcript goes by mail.
 */
// A Friday at noon UTC: inside the default hours (Monday–Friday 08:00–20:00).
const server = useTestServer({ startAt: new Date('2026-11-27T12:00:00Z') });

type Who = { token?: string; visitor?: string };
const headers = (who: Who) => ({
  ...(who.token ? { authorization: who.token } : {}),
  ...(who.visitor ? { 'x-chat-visitor': who.visitor } : {}),
});
const call = (s: TestServer, who: Who, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  s.call({
    method,
    url,
    headers: headers(who),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const say = (who: Who, text: string, clientMsgId = randomUUID()) =>
  call(server, who, 'POST', '/swx/customer/chat/send', { clientMsgId, text });
const staffCall = (staff: SignedInStaff, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  call(server, { token: staff.token }, method, `/swx/admin/chat/conversations${url}`, payload);

async function openVisitor(): Promise<{ visitor: string; conversationId: number }> {
  const opened = await call(server, {}, 'POST', '/swx/customer/chat/open', {});
  expect(opened.body.code).toBe(200);
  return {
    visitor: opened.body.result.visitorToken,
    conversationId: opened.body.result.conversation.id,
  };
}

describe('a visitor’s conversation', () => {
  it('opens, sends idempotently, attaches an image, and staff answer with notes kept internal', async () => {
    const support = await signInStaff(server, 'support');
    const { visitor, conversationId } = await openVisitor();
    expect(visitor).toMatch(/^cv_/);
    // Nobody without a token or with a wrong one.
    expect((await say({}, 'hello')).status).toBe(401);
    expect((await say({ visitor: 'cv_nobody' }, 'hello')).status).toBe(401);

    const id = randomUUID();
    const first = await say({ visitor }, 'Hello, my deposit is late', id);
    const again = await say({ visitor }, 'Hello, my deposit is late', id);
    expect(first.body.result).toMatchObject({ seq: 1, sender: 'user', conversationId });
    expect(again.body.result).toEqual(first.body.result);

    const uploaded = await server.app.inject({
      method: 'POST',
      url: '/swx/customer/chat/upload',
      headers: { 'content-type': 'image/png', 'x-chat-visitor': visitor },
      payload: await png(40, 30),
    });
    expect(uploaded.statusCode).toBe(200);
    const imageId = uploaded.json().result.id;
    const withImage = await call(server, { visitor }, 'POST', '/swx/customer/chat/send', {
      clientMsgId: randomUUID(),
      imageId,
    });
    expect(withImage.body.result).toMatchObject({ seq: 2, imageId, text: null });
    // Another visitor cannot attach it, nor see it.
    const other = await openVisitor();
    const stolen = await call(
      server,
      { visitor: other.visitor },
      'POST',
      '/swx/customer/chat/send',
      {
        clientMsgId: randomUUID(),
        imageId,
      },
    );
    expect({ status: stolen.status, code: stolen.body.code }).toEqual({ status: 400, code: 468 });
    const peek = await server.app.inject({
      method: 'GET',
      url: `/swx/customer/chat/image/${conversationId}/${imageId}`,
      headers: { 'x-chat-visitor': other.visitor },
    });
    expect(peek.statusCode).toBe(404);
    const own = await server.app.inject({
      method: 'GET',
      url: `/swx/customer/chat/image/${conversationId}/${imageId}`,
      headers: { 'x-chat-visitor': visitor },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');

    // The queue shows it waiting, nothing read yet by staff.
    const queue = await staffCall(support, 'GET', '?status=open');
    const item = queue.body.result.items.find((i: { id: number }) => i.id === conversationId);
    expect(item).toMatchObject({
      person: `Visitor #${conversationId}`,
      userId: null,
      staffUnread: 2,
      assignedStaffId: null,
    });
    const detail = await staffCall(support, 'GET', `/${conversationId}`);
    expect(detail.body.result.context).toBeNull();
    expect(detail.body.result.messages.map((m: { seq: number }) => m.seq)).toEqual([1, 2]);
    const staffImage = await server.app.inject({
      method: 'GET',
      url: `/swx/customer/chat/image/${conversationId}/${imageId}`,
      headers: { authorization: support.token },
    });
    expect(staffImage.statusCode).toBe(200);

    const reply = await staffCall(support, 'POST', `/${conversationId}/send`, {
      clientMsgId: randomUUID(),
      text: 'Let me check that for you.',
    });
    expect(reply.body.result).toMatchObject({
      seq: 3,
      sender: 'staff',
      staffName: support.username,
    });
    const note = await staffCall(support, 'POST', `/${conversationId}/send`, {
      clientMsgId: randomUUID(),
      text: 'Looks like the TRC20 deposit queue',
      note: true,
    });
    expect(note.body.result).toMatchObject({ seq: 4, note: true });
    await staffCall(support, 'POST', `/${conversationId}/read`, { seq: 2 });

    const seen = await call(server, { visitor }, 'GET', '/swx/customer/chat/messages?after=1');
    expect(seen.body.result.messages.map((m: { seq: number }) => m.seq)).toEqual([2, 3]);
    expect(seen.body.result.conversation).toMatchObject({
      unread: 1,
      staffReadSeq: 3,
      assignedTo: support.username,
      signedIn: false,
    });
    // The reply and the note are audited; the console's views too.
    const actions = (
      await server.deps.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.targetId, String(conversationId)))
    ).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['chat.view', 'chat.reply', 'chat.note']));

    // The queue as the console asks for it: `mine` is a query string, "false" included.
    const colleague = await signInStaff(server, 'support');
    const ids = async (staff: SignedInStaff, mine: string) =>
      (
        await staffCall(staff, 'GET', `?status=open&mine=${mine}&page=1&size=50`)
      ).body.result.items.map((item: { id: number }) => item.id);
    expect(await ids(colleague, 'false')).toContain(conversationId);
    expect(await ids(colleague, 'true')).not.toContain(conversationId);
    expect(await ids(support, 'true')).toContain(conversationId);
    expect((await staffCall(support, 'GET', '?mine=yes')).status).toBe(400);
    // The item after the reply and the note: the note is the last message, staff have read
    // everything, the person has one reply unread.
    const [after] = (await staffCall(support, 'GET', '?mine=true')).body.result.items;
    expect(after).toMatchObject({
      id: conversationId,
      lastSeq: 4,
      unread: 1,
      staffUnread: 0,
      assignedTo: support.username,
      assignedStaffId: support.id,
      lastMessage: { seq: 4, note: true, sender: 'staff', staffName: support.username },
    });
  });

  let listening: string | undefined;
  const listenUrl = async () =>
    (listening ??= await server.app.listen({ port: 0, host: '127.0.0.1' }));

  it('resumes from the highest seq held: what came while away arrives once, in order', async () => {
    const url = await listenUrl();
    const support = await signInStaff(server, 'support');
    const { visitor, conversationId } = await openVisitor();
    await say({ visitor }, 'one');
    const socket = await openSocket(wsUrl(url, '/websocket/chat'));
    socket.ws.send(JSON.stringify({ type: 'auth', visitorToken: visitor, after: 0 }));
    expect(await socket.next((m) => m.type === 'ready', 5000)).toMatchObject({
      conversation: { id: conversationId, lastSeq: 1 },
    });
    expect((await socket.next((m) => m.type === 'message', 5000)).message.seq).toBe(1);
    await staffCall(support, 'POST', `/${conversationId}/send`, {
      clientMsgId: randomUUID(),
      text: 'two',
    });
    expect((await socket.next((m) => m.type === 'message', 5000)).message).toMatchObject({
      seq: 2,
      text: 'two',
    });
    socket.ws.close();
    // Away: a reply and a note.
    await staffCall(support, 'POST', `/${conversationId}/send`, {
      clientMsgId: randomUUID(),
      text: 'three',
    });
    await staffCall(support, 'POST', `/${conversationId}/send`, {
      clientMsgId: randomUUID(),
      text: 'internal',
      note: true,
    });
    await say({ visitor }, 'five');
    const back = await openSocket(wsUrl(url, '/websocket/chat'));
    back.ws.send(JSON.stringify({ type: 'auth', visitorToken: visitor, after: 2 }));
    await back.next((m) => m.type === 'ready', 5000);
    const caught = [
      (await back.next((m) => m.type === 'message', 5000)).message,
      (await back.next((m) => m.type === 'message', 5000)).message,
    ];
    expect(caught.map((m) => [m.seq, m.text])).toEqual([
      [3, 'three'],
      [5, 'five'],
    ]);
    back.ws.close();
    const bad = await openSocket(wsUrl(url, '/websocket/chat'));
    bad.ws.send(JSON.stringify({ type: 'auth', visitorToken: 'cv_wrong', after: 0 }));
    expect(await bad.next((m) => m.type === 'error', 5000)).toEqual({ type: 'error', code: 401 });
    bad.ws.close();
  });

  it('a reply whose bus message is lost still arrives: the periodic check against the database', async () => {
    const url = await listenUrl();
    const support = await signInStaff(server, 'support');
    const { visitor, conversationId } = await openVisitor();
    await say({ visitor }, 'hello?');
    const socket = await openSocket(wsUrl(url, '/websocket/chat'));
    socket.ws.send(JSON.stringify({ type: 'auth', visitorToken: visitor, after: 1 }));
    await socket.next((m) => m.type === 'ready', 5000);
    const bus = server.deps.bus;
    const publish = bus.publish.bind(bus);
    // The conversation's topic drops everything, as during a Redis restart.
    let dropped = 0;
    bus.publish = async (topic, message) =>
      topic === chatTopic(conversationId) ? void (dropped += 1) : publish(topic, message);
    try {
      const sentAtMs = Date.now();
      await staffCall(support, 'POST', `/${conversationId}/send`, {
        clientMsgId: randomUUID(),
        text: 'here, sorry for the wait',
      });
      const arrived = await socket.next((m) => m.type === 'message', 8000);
      expect(arrived.message).toMatchObject({ seq: 2, text: 'here, sorry for the wait' });
      expect(dropped).toBe(1);
      // Within one period of the check (5 s), not at once by the bus.
      expect(Date.now() - sentAtMs).toBeLessThan(7000);
    } finally {
      bus.publish = publish;
      socket.ws.close();
    }
  });

  it('closes a signed-in person’s chat socket when their session ends (401, close 4401)', async () => {
    const url = await listenUrl();
    const user = await registerByEmail(server);
    await call(server, { token: user.token }, 'POST', '/swx/customer/chat/open', {});
    const socket = await openSocket(wsUrl(url, '/websocket/chat'));
    socket.ws.send(JSON.stringify({ type: 'auth', token: user.token, after: 0 }));
    await socket.next((m) => m.type === 'ready', 5000);
    const logout = await server.call({
      method: 'POST',
      url: '/swx/customer/login/logout',
      headers: { authorization: user.token },
    });
    expect(logout.body.code).toBe(200);
    expect(await socket.next((m) => m.type === 'error', 5000)).toEqual({
      type: 'error',
      code: 401,
    });
    expect((await within(socket.closed, 5000, 'close')).code).toBe(4401);
  });

  it('the staff socket: support only, every conversation’s messages, typing both ways', async () => {
    const url = await listenUrl();
    const support = await signInStaff(server, 'support');
    const content = await signInStaff(server, 'content');
    const { visitor, conversationId } = await openVisitor();
    const person = await openSocket(wsUrl(url, '/websocket/chat'));
    person.ws.send(JSON.stringify({ type: 'auth', visitorToken: visitor, after: 0 }));
    await person.next((m) => m.type === 'ready', 5000);

    for (const first of [{ type: 'auth', token: content.token }, { type: 'typing' }, 'hello']) {
      const refused = await openSocket(wsUrl(url, '/websocket/admin/chat'));
      refused.ws.send(typeof first === 'string' ? first : JSON.stringify(first));
      expect(await refused.next((m) => m.type === 'error', 5000)).toEqual({
        type: 'error',
        code: 401,
      });
      expect((await within(refused.closed, 5000, 'close')).code).toBe(4401);
    }

    const desk = await openSocket(wsUrl(url, '/websocket/admin/chat'));
    desk.ws.send(JSON.stringify({ type: 'auth', token: support.token }));
    expect(await desk.next((m) => m.type === 'ready', 5000)).toEqual({ type: 'ready' });
    await say({ visitor }, 'anyone there?');
    expect((await desk.next((m) => m.type === 'message', 5000)).message).toMatchObject({
      conversationId,
      sender: 'user',
      text: 'anyone there?',
    });
    desk.ws.send(JSON.stringify({ type: 'typing', conversationId }));
    expect(await person.next((m) => m.type === 'typing', 5000)).toEqual({
      type: 'typing',
      side: 'staff',
    });
    person.ws.send(JSON.stringify({ type: 'typing' }));
    expect(await desk.next((m) => m.type === 'typing', 5000)).toEqual({
      type: 'typing',
      conversationId,
      side: 'user',
    });
    // A typing signal without its conversation is refused, the socket stays.
    desk.ws.send(JSON.stringify({ type: 'typing', conversationId: 'all' }));
    expect(await desk.next((m) => m.type === 'error', 5000)).toEqual({
      type: 'error',
      code: 400,
    });
    desk.ws.send(JSON.stringify({ type: 'ping' }));
    expect(await desk.next((m) => m.type === 'pong', 5000)).toEqual({ type: 'pong' });
    desk.ws.close();
    person.ws.close();
  });

  it('joins the account when the visitor signs up, and the staff see the user’s context', async () => {
    const support = await signInStaff(server, 'support');
    const { visitor, conversationId } = await openVisitor();
    await say({ visitor }, 'Can I borrow without collateral?');
    const user = await registerByEmail(server);
    const desk = await openSocket(wsUrl(await listenUrl(), '/websocket/admin/chat'));
    desk.ws.send(JSON.stringify({ type: 'auth', token: support.token }));
    await desk.next((m) => m.type === 'ready', 5000);
    const joined = await call(server, { token: user.token }, 'POST', '/swx/customer/chat/open', {
      visitorToken: visitor,
    });
    expect(joined.body.result.conversation).toMatchObject({ id: conversationId, signedIn: true });
    // The console learns at once whose conversation it is now.
    expect((await desk.next((m) => m.type === 'conversation', 5000)).conversation).toMatchObject({
      id: conversationId,
      person: user.username,
      userId: user.userId,
    });
    desk.ws.close();
    // The visitor token is spent: the conversation is the account's now.
    expect((await say({ visitor }, 'still me?')).status).toBe(401);
    const mine = await call(server, { token: user.token }, 'GET', '/swx/customer/chat/messages');
    expect(mine.body.result.messages.map((m: { text: string }) => m.text)).toEqual([
      'Can I borrow without collateral?',
    ]);
    const detail = await staffCall(support, 'GET', `/${conversationId}`);
    expect(detail.body.result.conversation.person).toBe(user.username);
    expect(detail.body.result.context).toMatchObject({
      userId: user.userId,
      username: user.username,
      kycStatus: 'unverified',
      openLoans: [],
    });
    expect(
      detail.body.result.context.balances.find(
        (b: { book: string; asset: string }) => b.book === 'demo' && b.asset === 'USDT',
      ).available,
    ).toBe('100000');
  });

  it('mails a reply left unread (once) and rings the bell; a read one is not mailed', async () => {
    const support = await signInStaff(server, 'support');
    const user = await registerByEmail(server);
    await call(server, { token: user.token }, 'POST', '/swx/customer/chat/open', {});
    const sent = await say({ token: user.token }, 'Where is my withdrawal?');
    const conversationId = sent.body.result.conversationId;
    await staffCall(support, 'POST', `/${conversationId}/send`, {
      clientMsgId: randomUUID(),
      text: 'It is with compliance; usually within a day.',
    });
    await staffCall(support, 'POST', `/${conversationId}/send`, {
      clientMsgId: randomUUID(),
      text: 'Anything else?',
    });
    const mails = () =>
      server.deps.db
        .select()
        .from(devMailbox)
        .where(eq(devMailbox.recipient, user.email))
        .orderBy(desc(devMailbox.id));
    const before = (await mails()).length;
    server.time.advance(119_000);
    await server.jobs.runDue();
    expect((await mails()).length).toBe(before);
    server.time.advance(2_000);
    await server.jobs.runDue();
    const after = await mails();
    expect(after.length).toBe(before + 1);
    expect(after[0]!.body).toContain('It is with compliance; usually within a day.');
    expect(after[0]!.body).toContain('Anything else?');
    const bell = await server.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.userId));
    expect(bell.filter((n) => n.kind === 'chatReply')).toHaveLength(1);

    // Read in time: not mailed.
    await staffCall(support, 'POST', `/${conversationId}/send`, {
      clientMsgId: randomUUID(),
      text: 'Done.',
    });
    const list = await call(server, { token: user.token }, 'GET', '/swx/customer/chat/messages');
    await call(server, { token: user.token }, 'POST', '/swx/customer/chat/read', {
      seq: list.body.result.conversation.lastSeq,
    });
    server.time.advance(200_000);
    await server.jobs.runDue();
    expect((await mails()).length).toBe(before + 1);
  });

  it('closes, takes one rating, and outside hours mails the transcript', async () => {
    const user = await registerByEmail(server);
    await call(server, { token: user.token }, 'POST', '/swx/customer/chat/open', {});
    // Staff are in only on Sundays: now (Friday) is outside the hours.
    await setSetting(server, 'chat.businessHours', '0-0 08:00-20:00');
    const opened = await call(server, { token: user.token }, 'POST', '/swx/customer/chat/open', {});
    expect(opened.body.result.hours).toMatchObject({ open: false });
    expect(opened.body.result.hours.nextOpenAt).toBeGreaterThan(server.time.clock().getTime());
    await say({ token: user.token }, 'Writing at night');
    expect(
      (await call(server, { token: user.token }, 'POST', '/swx/customer/chat/rate', { rating: 5 }))
        .status,
    ).toBe(409);
    const closed = await call(server, { token: user.token }, 'POST', '/swx/customer/chat/close');
    expect(closed.body.result.status).toBe('closed');
    await server.jobs.runDue();
    const [mail] = await server.deps.db
      .select()
      .from(devMailbox)
      .where(eq(devMailbox.recipient, user.email))
      .orderBy(desc(devMailbox.id));
    expect(mail!.body).toContain('Writing at night');
    const rated = await call(server, { token: user.token }, 'POST', '/swx/customer/chat/rate', {
      rating: 4,
      comment: 'Quick',
    });
    expect(rated.body.result.rating).toBe(4);
    expect(
      (await call(server, { token: user.token }, 'POST', '/swx/customer/chat/rate', { rating: 1 }))
        .status,
    ).toBe(409);
    // Writing again starts a new conversation.
    const next = await say({ token: user.token }, 'Another question');
    expect(next.body.result.conversationId).not.toBe(closed.body.result.id);
    expect(next.body.result.seq).toBe(1);
    await setSetting(server, 'chat.businessHours', '1-5 08:00-20:00');
  });

  it('keeps staff routes to support and admin, and limits a person to 20 messages a minute', async () => {
    const content = await signInStaff(server, 'content');
    expect((await staffCall(content, 'GET', '')).status).toBe(403);
    const user = await registerByEmail(server);
    expect(
      (await call(server, { token: user.token }, 'GET', '/swx/admin/chat/conversations')).status,
    ).toBe(401);
    const { visitor } = await openVisitor();
    const replies = [];
    for (let i = 0; i < 21; i += 1) replies.push((await say({ visitor }, `m${i}`)).status);
    expect(replies.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(replies[20]).toBe(429);
  });
});
