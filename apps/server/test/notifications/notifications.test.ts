import { formatNumber } from '@meridian/i18n/format';
import { translate } from '@meridian/i18n';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../src/db/schema/index.js';
import { userTopic } from '../../src/realtime/bus.js';
import { createNotification } from '../../src/services/notifications/create-notification.js';
import { registerByEmail, type RegisteredUser } from '../helpers/accounts.js';
import { usingPostgres } from '../helpers/test-database.js';
import { useTestServer } from '../helpers/test-server.js';

const BASE = '/swx/customer/user';

const server = useTestServer();

function list(user: RegisteredUser | undefined, query = '', headers: Record<string, string> = {}) {
  return server.call({
    method: 'GET',
    url: `${BASE}/listNotification${query}`,
    headers: user ? { authorization: user.token, ...headers } : headers,
  });
}

function markRead(user: RegisteredUser | undefined, payload: unknown) {
  return server.call({
    method: 'POST',
    url: `${BASE}/readNotification`,
    headers: user ? { authorization: user.token } : {},
    payload: payload as Record<string, unknown>,
  });
}

function unreadCount(user: RegisteredUser | undefined) {
  return server.call({
    method: 'GET',
    url: `${BASE}/unreadCount`,
    headers: user ? { authorization: user.token } : {},
  });
}

async function readAtOf(id: string): Promise<Date | null> {
  const [row] = await server.deps.db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(eq(notifications.id, id));
  if (!row) throw new Error(`no notification ${id}`);
  return row.readAt;
}

describe(`notifications over HTTP (${usingPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('welcomes a new user, in the caller language', async () => {
    const user = await registerByEmail(server);
    const english = await list(user);
    expect(english.status).toBe(200);
    expect(english.body.code).toBe(200);
    expect(english.body.result).toMatchObject({ total: 1, unread: 1 });
    const [welcome] = english.body.result.items;
    expect(welcome).toMatchObject({
      kind: 'welcome',
      title: translate('en', 'notification.welcome.title'),
      read: false,
      refType: null,
      refId: null,
    });
    expect(welcome.params.amount).toBeDefined();
    // The figure as the app writes it: grouped, the asset's places, bidi-isolated.
    expect(welcome.body).toBe(
      translate('en', 'notification.welcome.body', {
        amount: formatNumber(String(welcome.params.amount), 'en', { minDecimals: 2 }),
      }),
    );
    expect(welcome.body).not.toContain('{amount}');
    expect(new Date(welcome.createdAt).toISOString()).toBe(welcome.createdAt);

    const japanese = await list(user, '', { lang: 'ja' });
    const [welcomeJa] = japanese.body.result.items;
    expect(welcomeJa.id).toBe(welcome.id);
    expect(welcomeJa.title).toBe(translate('ja', 'notification.welcome.title'));
    expect(welcomeJa.title).not.toBe(welcome.title);
    expect(welcomeJa.body).not.toBe(welcome.body);
  });

  it('marks one read: the count drops to 0, a repeat is harmless, other tabs are told', async () => {
    const user = await registerByEmail(server);
    expect((await unreadCount(user)).body).toMatchObject({ code: 200, result: { unread: 1 } });
    const [welcome] = (await list(user)).body.result.items;

    const told: unknown[] = [];
    const off = await server.deps.bus.subscribe(userTopic(user.userId), (m) => told.push(m));
    const marked = await markRead(user, { id: welcome.id });
    await off();
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ code: 200, result: { unread: 0 } });
    expect(told).toEqual([{ type: 'unread', unread: 0 }]);

    expect((await unreadCount(user)).body.result).toEqual({ unread: 0 });
    const after = await list(user);
    expect(after.body.result).toMatchObject({ total: 1, unread: 0 });
    expect(after.body.result.items[0]).toMatchObject({ id: welcome.id, read: true });
    const firstReadAt = await readAtOf(welcome.id);
    expect(firstReadAt).toBeInstanceOf(Date);

    server.time.advance(60_000);
    const again = await markRead(user, { id: welcome.id });
    expect(again.body).toMatchObject({ code: 200, result: { unread: 0 } });
    expect(await readAtOf(welcome.id)).toEqual(firstReadAt);
  });

  it('marks all read, leaving other users alone', async () => {
    const user = await registerByEmail(server);
    const other = await registerByEmail(server);
    for (let i = 0; i < 3; i += 1) {
      const reset = await server.call({
        method: 'POST',
        url: `${BASE}/resetDemo`,
        headers: { authorization: user.token },
      });
      expect(reset.body.code).toBe(200);
    }
    expect((await unreadCount(user)).body.result).toEqual({ unread: 4 });
    const marked = await markRead(user, { all: true });
    expect(marked.body).toMatchObject({ code: 200, result: { unread: 0 } });
    const after = await list(user);
    expect(after.body.result).toMatchObject({ total: 4, unread: 0 });
    expect(after.body.result.items.every((i: { read: boolean }) => i.read)).toBe(true);
    expect(after.body.result.items.map((i: { kind: string }) => i.kind).sort()).toEqual([
      'demoReset',
      'demoReset',
      'demoReset',
      'welcome',
    ]);
    expect((await unreadCount(other)).body.result).toEqual({ unread: 1 });
  });

  it('pages newest first without gaps or repeats', async () => {
    const user = await registerByEmail(server);
    const created: string[] = [];
    const later = Date.now() + 60_000;
    for (let i = 0; i < 6; i += 1) {
      const row = await createNotification(server.deps.db, {
        userId: user.userId,
        kind: 'demoReset',
        params: { amount: String(i) },
      });
      // One second apart: PGlite's clock can give back-to-back inserts the same timestamp.
      await server.deps.db
        .update(notifications)
        .set({ createdAt: new Date(later + i * 1000) })
        .where(eq(notifications.id, row.id));
      created.push(row.id);
    }
    const newestFirst = [...created].reverse();
    const seen: string[] = [];
    for (const page of [1, 2, 3, 4]) {
      const reply = await list(user, `?page=${page}&size=2`);
      expect(reply.body.code).toBe(200);
      expect(reply.body.result).toMatchObject({ total: 7, unread: 7 });
      seen.push(...reply.body.result.items.map((i: { id: string }) => i.id));
      expect(reply.body.result.items.length).toBe(page < 4 ? 2 : 1);
    }
    expect(seen.slice(0, 6)).toEqual(newestFirst);
    expect(new Set(seen).size).toBe(7);
    const beyond = await list(user, '?page=9&size=2');
    expect(beyond.body.result).toMatchObject({ items: [], total: 7 });

    const defaults = await list(user);
    expect(defaults.body.result.items.length).toBe(7);
    const second = (await list(user, '?size=1&page=2')).body.result.items[0];
    expect(second).toMatchObject({ id: newestFirst[1], params: { amount: '4' } });
    expect(second.body).toBe(
      translate('en', 'notification.demoReset.body', { amount: '\u20684.00\u2069' }),
    );
  });

  it('refuses page and size out of range', async () => {
    const user = await registerByEmail(server);
    for (const query of ['?page=0', '?size=0', '?size=101', '?page=abc', '?size=1.5']) {
      const reply = await list(user, query);
      expect(reply.status, query).toBe(400);
      expect(reply.body, query).toMatchObject({ code: 400, result: null });
    }
    expect((await list(user, '?size=100')).body.code).toBe(200);
  });

  it('shows the kind when a notification has no translated message', async () => {
    const user = await registerByEmail(server);
    await createNotification(server.deps.db, {
      userId: user.userId,
      kind: 'somethingNew',
      params: { n: 1 },
      refType: 'order',
      refId: '42',
    });
    const [item] = (await list(user, '', { lang: 'de' })).body.result.items;
    expect(item).toMatchObject({
      kind: 'somethingNew',
      title: 'somethingNew',
      body: 'somethingNew',
      params: { n: 1 },
      refType: 'order',
      refId: '42',
      read: false,
    });
  });

  it('never lets user B see or mark user A’s notification', async () => {
    const alice = await registerByEmail(server);
    const bob = await registerByEmail(server);
    const [aliceWelcome] = (await list(alice)).body.result.items;

    const bobsList = await list(bob);
    expect(bobsList.body.result.items.map((i: { id: string }) => i.id)).not.toContain(
      aliceWelcome.id,
    );
    const attempt = await markRead(bob, { id: aliceWelcome.id });
    expect(attempt.status).toBe(404);
    expect(attempt.body).toMatchObject({ code: 404, result: null });

    expect(await readAtOf(aliceWelcome.id)).toBeNull();
    expect((await list(alice)).body.result).toMatchObject({ unread: 1, total: 1 });
    expect((await unreadCount(bob)).body.result).toEqual({ unread: 1 });

    // Marking all is scoped to the caller too.
    await markRead(bob, { all: true });
    expect(await readAtOf(aliceWelcome.id)).toBeNull();
  });

  it('answers 404 for an unknown id and 400 for a malformed body', async () => {
    const user = await registerByEmail(server);
    const unknown = await markRead(user, { id: '6f1c1f4e-8f7a-4c1e-9a52-0d8e5a3b2c10' });
    expect(unknown).toMatchObject({ status: 404, body: { code: 404 } });
    for (const payload of [
      {},
      { all: false },
      { id: 'not-a-uuid' },
      { id: '6f1c1f4e-8f7a-4c1e-9a52-0d8e5a3b2c10', all: true },
      { all: 'yes' },
    ]) {
      const reply = await markRead(user, payload);
      expect(reply.status, JSON.stringify(payload)).toBe(400);
      expect(reply.body.code, JSON.stringify(payload)).toBe(400);
    }
    expect((await unreadCount(user)).body.result).toEqual({ unread: 1 });
  });

  it('answers 401 without a token or with a bad one', async () => {
    const bad = { token: 'mrd_nope' } as RegisteredUser;
    for (const who of [undefined, bad]) {
      expect((await list(who)).status).toBe(401);
      expect((await markRead(who, { all: true })).status).toBe(401);
      const count = await unreadCount(who);
      expect(count.status).toBe(401);
      expect(count.body).toMatchObject({ code: 401, result: null });
    }
  });
});
