import { describe, expect, it } from 'vitest';
import { latestCode, registerByEmail, uniqueName } from '../helpers/accounts.js';
import { useTestServer } from '../helpers/test-server.js';

const server = useTestServer();

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  server.call({
    method: 'POST',
    url: `/swx/customer/login/${url}`,
    payload: payload as object,
    headers,
  });

describe('verification codes', () => {
  it('sends once per 60 s (10089), then again after the wait', async () => {
    const email = `${uniqueName('c')}@example.test`;
    expect((await post('sendCode', { type: 'email', email })).body.code).toBe(200);
    const again = await post('sendCode', { type: 'email', email });
    expect(again).toMatchObject({ status: 429, body: { code: 10089 } });
    expect(again.body.msg).toMatch(/\d+/);
    server.time.advance(61_000);
    expect((await post('sendCode', { type: 'email', email })).body.code).toBe(200);
  });

  it('needs a code to have been sent (10090), the right code (10091), and expires it after 10 minutes', async () => {
    const email = `${uniqueName('c')}@example.test`;
    const username = uniqueName('r');
    const body = { type: 'email', username, email, password: 'Passw0rdX', code: '123456' };
    expect((await post('register', body)).body.code).toBe(10090);
    await post('sendCode', { type: 'email', email });
    const code = await latestCode(server, email);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await post('register', { ...body, code: wrong })).body.code).toBe(10091);
    server.time.advance(10 * 60_000 + 1);
    expect((await post('register', { ...body, code })).body.code).toBe(10090);
  });

  it('a code dies after 5 wrong guesses, and works only once', async () => {
    const email = `${uniqueName('c')}@example.test`;
    await post('sendCode', { type: 'email', email });
    const code = await latestCode(server, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const base = { type: 'email', email, password: 'Passw0rdX' };
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await post('register', { ...base, username: uniqueName('g'), code: wrong })).body.code,
      ).toBe(10091);
    }
    expect((await post('register', { ...base, username: uniqueName('g'), code })).body.code).toBe(
      10090,
    );

    const email2 = `${uniqueName('c')}@example.test`;
    await post('sendCode', { type: 'email', email: email2 });
    const code2 = await latestCode(server, email2);
    expect(
      (await post('register', { ...base, email: email2, username: uniqueName('g'), code: code2 }))
        .body.code,
    ).toBe(200);
    expect(
      (await post('register', { ...base, email: email2, username: uniqueName('g'), code: code2 }))
        .body.code,
    ).toBe(10007);
  });

  it('registers by mobile with an area code; the SMS lands in the dev mailbox', async () => {
    const phone = String(7_700_000_000 + Math.floor(Math.random() * 99_999_999));
    expect((await post('sendCode', { type: 'mobile', areaCode: '+44', phone })).body.code).toBe(
      200,
    );
    const code = await latestCode(server, `+44 ${phone}`);
    const registered = await post('register', {
      type: 'mobile',
      areaCode: '44',
      phone,
      username: uniqueName('m'),
      password: 'Passw0rdX',
      code,
    });
    expect(registered.body.code).toBe(200);
    expect(registered.body.result.user.phone).toBe(`+44 ${phone}`);
    const check = await server.call({
      method: 'GET',
      url: `/swx/customer/login/checkUserNameOrPhone?areaCode=44&phone=${phone}`,
    });
    expect(check.body.result).toEqual({ available: false });
  });

  it('rejects bad registration input with the spec codes', async () => {
    expect((await post('sendCode', { type: 'email', email: 'not-an-email' })).body.code).toBe(
      10002,
    );
    expect(
      (
        await post('register', {
          type: 'email',
          username: '1bad',
          email: 'a@b.test',
          password: 'Passw0rdX',
          code: '123456',
        })
      ).body.code,
    ).toBe(10003);
    const weak = await post('register', {
      type: 'email',
      username: uniqueName('w'),
      email: 'a@b.test',
      password: 'short',
      code: '123456',
    });
    expect(weak).toMatchObject({ status: 400, body: { code: 400 } });
    expect(weak.body.msg).toMatch(/8 to 64/);
    const mismatch = await post('register', {
      type: 'email',
      username: uniqueName('w'),
      email: 'a@b.test',
      password: 'Passw0rdX',
      confirmPassword: 'Passw0rdY',
      code: '123456',
    });
    expect(mismatch.body.msg).toMatch(/confirmPassword/);
  });

  it('checkUserNameOrPhone tells whether a name or e-mail is free', async () => {
    const user = await registerByEmail(server);
    const taken = await server.call({
      method: 'GET',
      url: `/swx/customer/login/checkUserNameOrPhone?username=${user.username}`,
    });
    expect(taken.body).toMatchObject({ code: 200, result: { available: false } });
    const free = await server.call({
      method: 'GET',
      url: `/swx/customer/login/checkUserNameOrPhone?email=${uniqueName('f')}@example.test`,
    });
    expect(free.body.result).toEqual({ available: true });
  });
});

describe('passwords and sessions', () => {
  it('resets a forgotten password by e-mail code and signs out every session', async () => {
    const user = await registerByEmail(server);
    const unknown = await post('sendCode', {
      type: 'email',
      email: `${uniqueName('n')}@example.test`,
      purpose: 'reset',
    });
    expect(unknown.body.code).toBe(10009);
    server.time.advance(61_000);
    expect(
      (await post('sendCode', { type: 'email', email: user.email, purpose: 'reset' })).body.code,
    ).toBe(200);
    const code = await latestCode(server, user.email);
    const reset = await post('resetPassword', { email: user.email, code, password: 'N3wPassword' });
    expect(reset.body).toMatchObject({ code: 20005 });
    const old = await server.call({
      method: 'POST',
      url: '/swx/customer/user/getUserInfo',
      headers: { authorization: user.token },
    });
    expect(old.status).toBe(401);
    expect((await post('login', { username: user.email, password: user.password })).body.code).toBe(
      10004,
    );
    expect((await post('login', { username: user.email, password: 'N3wPassword' })).body.code).toBe(
      200,
    );
  });

  it('changes the password with the old one, keeping this session and ending the others', async () => {
    const user = await registerByEmail(server);
    const other = (await post('login', { username: user.username, password: user.password })).body
      .result.token;
    const change = (payload: object) =>
      server.call({
        method: 'POST',
        url: '/swx/customer/user/repassword',
        headers: { authorization: user.token },
        payload,
      });
    expect((await change({ oldPassword: 'wrong-one-1', newPassword: 'Brand5new' })).body.code).toBe(
      10004,
    );
    expect((await change({ oldPassword: user.password, newPassword: 'Brand5new' })).body.code).toBe(
      20005,
    );
    const mine = await server.call({
      method: 'POST',
      url: '/swx/customer/user/getUserInfo',
      headers: { authorization: user.token },
    });
    expect(mine.body.code).toBe(200);
    const theirs = await server.call({
      method: 'POST',
      url: '/swx/customer/user/getUserInfo',
      headers: { authorization: other },
    });
    expect(theirs.status).toBe(401);
  });

  it('slows failed logins from an address (429 with the wait) and lets the right password through after it', async () => {
    const user = await registerByEmail(server);
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await post('login', { username: user.username, password: `wrong-${i}-x` })).body.code,
      ).toBe(10004);
    }
    const waiting = await post('login', { username: user.username, password: user.password });
    expect(waiting).toMatchObject({ status: 429, body: { code: 429 } });
    server.time.advance(1_000);
    expect(
      (await post('login', { username: user.username, password: user.password })).body.code,
    ).toBe(200);
  });

  it('rate-limits login attempts per IP', async () => {
    const ip = '203.0.113.77';
    const results: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const r = await server.call({
        method: 'POST',
        url: '/swx/customer/login/login',
        remoteAddress: ip,
        payload: { username: `nobody${i}`, password: 'x' },
      });
      results.push(r.status);
    }
    expect(results.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(results[30]).toBe(429);
  });
});
