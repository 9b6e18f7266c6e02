import { describe, expect, it } from 'vitest';
import { latestCode, registerByEmail, uniqueName } from '../helpers/accounts.js';
import { useTestServer } from '../helpers/test-server.js';

const server = useTestServer();

describe('a new user, end to end through the API', () => {
  it('registers by e-mail with the mailbox code, logs in, sees 100,000 demo USDT, logs out; the stale token gets 401', async () => {
    const username = uniqueName('alice');
    const email = `${username.toLowerCase()}@example.test`;
    const sent = await server.call({
      method: 'POST',
      url: '/swx/customer/login/sendCode',
      payload: { type: 'email', email },
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ code: 200, result: null });
    const code = await latestCode(server, email);
    expect(code).toMatch(/^\d{6}$/);

    const registered = await server.call({
      method: 'POST',
      url: '/swx/customer/login/register',
      payload: {
        type: 'email',
        username,
        email,
        password: 'Sup3rsecret',
        confirmPassword: 'Sup3rsecret',
        code,
      },
    });
    expect(registered.body.code).toBe(200);
    expect(registered.body.result.user).toMatchObject({
      username,
      email,
      creditPoints: 100,
      kycStatus: 'unverified',
    });

    const login = await server.call({
      method: 'POST',
      url: '/swx/customer/login/login',
      payload: { username: email, password: 'Sup3rsecret' },
    });
    expect(login.status).toBe(200);
    expect(login.body.code).toBe(200);
    const token: string = login.body.result.token;
    expect(token).toMatch(/^mrd_/);

    const info = await server.call({
      method: 'POST',
      url: '/swx/customer/user/getUserInfo',
      headers: { authorization: token, virtually: 'NO' },
    });
    expect(info.body.code).toBe(200);
    expect(info.body.result.book).toBe('demo');
    const usdt = info.body.result.balances.find((b: { asset: string }) => b.asset === 'USDT');
    expect(usdt).toEqual({ asset: 'USDT', available: '100000', frozen: '0', total: '100000' });
    expect(info.body.result.unreadNotifications).toBe(1);

    const real = await server.call({
      method: 'POST',
      url: '/swx/customer/user/getUserInfo',
      headers: { authorization: `Bearer ${token}`, virtually: 'YES' },
    });
    expect(real.body.result.book).toBe('real');
    expect(real.body.result.balances.every((b: { total: string }) => b.total === '0')).toBe(true);

    const logout = await server.call({
      method: 'POST',
      url: '/swx/customer/login/logout',
      headers: { authorization: token },
    });
    expect(logout.body.code).toBe(200);
    const stale = await server.call({
      method: 'POST',
      url: '/swx/customer/user/getUserInfo',
      headers: { authorization: token },
    });
    expect(stale.status).toBe(401);
    expect(stale.body).toMatchObject({ code: 401, result: null });
  });

  it('logs in by username too, case-insensitively', async () => {
    const user = await registerByEmail(server);
    const login = await server.call({
      method: 'POST',
      url: '/swx/customer/login/login',
      payload: { username: user.username.toUpperCase(), password: user.password },
    });
    expect(login.body.code).toBe(200);
  });

  it('answers the catalogue codes for wrong logins', async () => {
    const user = await registerByEmail(server);
    const empty = await server.call({
      method: 'POST',
      url: '/swx/customer/login/login',
      payload: { username: '', password: 'x' },
    });
    expect(empty).toMatchObject({ status: 400, body: { code: 10001 } });
    const wrong = await server.call({
      method: 'POST',
      url: '/swx/customer/login/login',
      payload: { username: user.username, password: 'nope nope 1' },
    });
    expect(wrong).toMatchObject({ status: 401, body: { code: 10004 } });
    const nobody = await server.call({
      method: 'POST',
      url: '/swx/customer/login/login',
      payload: { username: 'nobody_here', password: 'nope nope 1' },
    });
    expect(nobody).toMatchObject({ status: 401, body: { code: 10009 } });
  });

  it('refuses a taken username (10006) and a taken e-mail (10007)', async () => {
    const user = await registerByEmail(server);
    const again = await server.call({
      method: 'POST',
      url: '/swx/customer/login/sendCode',
      payload: { type: 'email', email: user.email },
    });
    expect(again.body.code).toBe(10007);
    const otherEmail = `${uniqueName('x')}@example.test`;
    await server.call({
      method: 'POST',
      url: '/swx/customer/login/sendCode',
      payload: { type: 'email', email: otherEmail },
    });
    const code = await latestCode(server, otherEmail);
    const taken = await server.call({
      method: 'POST',
      url: '/swx/customer/login/register',
      payload: {
        type: 'email',
        username: user.username,
        email: otherEmail,
        password: 'Sup3rsecret',
        code,
      },
    });
    expect(taken).toMatchObject({ status: 409, body: { code: 10006 } });
  });

  it('answers in the caller language', async () => {
    const reply = await server.call({
      method: 'POST',
      url: '/swx/customer/login/login',
      headers: { lang: 'de' },
      payload: { username: '', password: 'x' },
    });
    const english = await server.call({
      method: 'POST',
      url: '/swx/customer/login/login',
      payload: { username: '', password: 'x' },
    });
    expect(reply.body.code).toBe(10001);
    expect(reply.body.msg).not.toBe(english.body.msg);
    const arabic = await server.call({
      method: 'POST',
      url: '/swx/customer/login/login',
      headers: { 'accept-language': 'ar-EG,ar;q=0.9' },
      payload: { username: '', password: 'x' },
    });
    expect(arabic.body.msg).toMatch(/[\u0600-\u06FF]/);
  });
});
