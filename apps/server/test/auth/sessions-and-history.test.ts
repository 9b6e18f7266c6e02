import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { devMailbox, notifications, users } from '../../src/db/schema/index.js';
import { totpCode } from '../../src/lib/totp.js';
import { registerByEmail } from '../helpers/accounts.js';
import { useTestServer } from '../helpers/test-server.js';

const server = useTestServer({}, { checkLedger: false });

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let ips = 0;
const newIp = () => `203.0.113.${(ips += 1)}`;

const login = (
  user: { username: string; password: string },
  { ip = '127.0.0.1', ua = 'lightMyRequest' }: { ip?: string; ua?: string } = {},
) =>
  server.call({
    method: 'POST',
    url: '/swx/customer/login/login',
    payload: { username: user.username, password: user.password },
    remoteAddress: ip,
    headers: { 'user-agent': ua },
  });
const security = (method: 'GET' | 'POST', path: string, token: string, payload?: unknown) =>
  server.call({
    method,
    url: `/swx/customer/user/security/${path}`,
    headers: { authorization: token },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const whoAmI = (token: string) =>
  server.call({
    method: 'POST',
    url: '/swx/customer/user/getUserInfo',
    headers: { authorization: token },
  });
const newDeviceNotices = (userId: string) =>
  server.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'newDeviceSignIn')));

describe('active sessions', () => {
  it('lists the caller’s sessions with device, address and "this device"; ends one and all others', async () => {
    const alice = await registerByEmail(server);
    const phoneIp = newIp();
    const phone = (await login(alice, { ip: phoneIp, ua: SAFARI_IPHONE })).body.result.token;
    const laptop = (await login(alice, { ip: newIp(), ua: CHROME_WINDOWS })).body.result.token;

    const listed = await security('GET', 'sessions', laptop);
    expect(listed.body.code).toBe(200);
    const list = listed.body.result.list as {
      id: string;
      device: string | null;
      ip: string;
      current: boolean;
      createdAt: number;
      lastSeenAt: number;
    }[];
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list.find((s) => s.current)?.device).toBe('Chrome · Windows');
    const phoneSession = list.find((s) => s.device === 'Safari · iPhone')!;
    expect(phoneSession).toMatchObject({ ip: phoneIp, current: false });
    expect(phoneSession.createdAt).toEqual(expect.any(Number));

    expect((await security('POST', 'endSession', laptop, { id: phoneSession.id })).body.code).toBe(
      200,
    );
    expect((await whoAmI(phone)).status).toBe(401);
    expect((await whoAmI(laptop)).body.code).toBe(200);
    // Ending it twice: it is no longer there.
    expect((await security('POST', 'endSession', laptop, { id: phoneSession.id })).status).toBe(
      404,
    );

    const ended = await security('POST', 'endOtherSessions', laptop);
    expect(ended.body.result).toEqual({ ended: 1 });
    expect((await whoAmI(alice.token)).status).toBe(401);
    const left = (await security('GET', 'sessions', laptop)).body.result.list;
    expect(left).toHaveLength(1);
    expect(left[0].current).toBe(true);
  });

  it('"last active" follows use of the session, to the minute', async () => {
    const carol = await registerByEmail(server);
    const mine = async () =>
      (await security('GET', 'sessions', carol.token)).body.result.list.find(
        (s: { current: boolean }) => s.current,
      ) as { createdAt: number; lastSeenAt: number };
    const first = await mine();
    expect(first.lastSeenAt).toBe(first.createdAt);
    // Ten minutes later (past the 2 s authentication cache) the session is used again.
    server.time.advance(10 * 60_000);
    expect((await whoAmI(carol.token)).body.code).toBe(200);
    const later = await mine();
    expect(later.createdAt).toBe(first.createdAt);
    expect(later.lastSeenAt).toBe(first.createdAt + 10 * 60_000);
  });

  it('a user can neither see nor end another user’s session (404)', async () => {
    const alice = await registerByEmail(server);
    const bob = await registerByEmail(server);
    const bobSessions = (await security('GET', 'sessions', bob.token)).body.result.list;
    const aliceSessions = (await security('GET', 'sessions', alice.token)).body.result.list;
    const bobIds = bobSessions.map((s: { id: string }) => s.id);
    for (const session of aliceSessions) expect(bobIds).not.toContain(session.id);

    const attempt = await security('POST', 'endSession', alice.token, { id: bobSessions[0].id });
    expect(attempt).toMatchObject({ status: 404, body: { code: 404 } });
    expect((await whoAmI(bob.token)).body.code).toBe(200);
    const unknown = await security('POST', 'endSession', alice.token, {
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    // Not signed in: 401.
    const anonymous = await server.call({
      method: 'GET',
      url: '/swx/customer/user/security/sessions',
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('sign-in history', () => {
  it('records sign-ins and failures (wrong password, second step asked, wrong code) with address and device', async () => {
    const user = await registerByEmail(server);
    const ip = newIp();
    expect(
      (await login({ ...user, password: 'not-it-123' }, { ip, ua: CHROME_WINDOWS })).body.code,
    ).toBe(10004);
    expect((await login(user, { ip, ua: CHROME_WINDOWS })).body.code).toBe(200);

    const { secret } = (await security('POST', 'totp/start', user.token)).body.result;
    const now = () => server.time.clock().getTime();
    await security('POST', 'totp/confirm', user.token, { code: totpCode(secret, now()) });
    server.time.advance(30_000);
    const { challenge } = (await login(user, { ip, ua: CHROME_WINDOWS })).body.result;
    const valid = [-1, 0, 1].map((k) => totpCode(secret, now() + k * 30_000));
    const wrong = ['000000', '111111', '222222'].find((c) => !valid.includes(c))!;
    const attempt = (code: string) =>
      server.call({
        method: 'POST',
        url: '/swx/customer/login/loginTwoFactor',
        payload: { challenge, code },
        remoteAddress: ip,
        headers: { 'user-agent': CHROME_WINDOWS },
      });
    expect((await attempt(wrong)).body.code).toBe(476);
    expect((await attempt(totpCode(secret, now()))).body.code).toBe(200);

    const history = await security('GET', 'signInHistory?size=10', user.token);
    expect(history.body.code).toBe(200);
    const rows = history.body.result.list.map(
      (r: { outcome: string; method: string; ip: string; device: string | null }) =>
        `${r.method}/${r.outcome}/${r.ip}/${r.device}`,
    );
    expect(rows).toEqual([
      `password/success/${ip}/Chrome · Windows`,
      `password/wrong_code/${ip}/Chrome · Windows`,
      `password/second_step_required/${ip}/Chrome · Windows`,
      `password/success/${ip}/Chrome · Windows`,
      `password/wrong_password/${ip}/Chrome · Windows`,
      'register/success/127.0.0.1/null',
    ]);
    expect(history.body.result.total).toBe(6);
  });
});

describe('new-device notification', () => {
  it('is written (in the user’s language) and mailed for a new device/address pair, not for a known one', async () => {
    const user = await registerByEmail(server);
    // Same device and address as the registration: known.
    expect((await login(user)).body.code).toBe(200);
    expect(await newDeviceNotices(user.userId)).toHaveLength(0);

    await server.deps.db.update(users).set({ language: 'de' }).where(eq(users.id, user.userId));
    const ip = newIp();
    const fresh = await login(user, { ip, ua: SAFARI_IPHONE });
    expect(fresh.body.code).toBe(200);
    const notices = await newDeviceNotices(user.userId);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.params).toEqual({ device: 'Safari · iPhone', ip });

    const listed = await server.call({
      method: 'GET',
      url: '/swx/customer/user/listNotification',
      headers: { authorization: fresh.body.result.token, lang: 'de' },
    });
    expect(JSON.stringify(listed.body)).toContain('Neue Anmeldung bei Ihrem Konto');

    const [mail] = await server.deps.db
      .select()
      .from(devMailbox)
      .where(eq(devMailbox.recipient, user.email))
      .orderBy(desc(devMailbox.id))
      .limit(1);
    expect(mail?.subject).toBe('Neue Anmeldung bei Ihrem Meridian-Konto');
    expect(mail?.body).toContain('Safari · iPhone');
    expect(mail?.body).toContain(ip);

    // The same pair again: known now.
    expect((await login(user, { ip, ua: SAFARI_IPHONE })).body.code).toBe(200);
    expect(await newDeviceNotices(user.userId)).toHaveLength(1);
  });
});
