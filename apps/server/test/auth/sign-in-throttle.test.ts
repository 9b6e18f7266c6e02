import { describe, expect, it } from 'vitest';
import { registerByEmail, uniqueName } from '../helpers/accounts.js';
import { setSetting } from '../helpers/settings.js';
import { useTestServer } from '../helpers/test-server.js';

const server = useTestServer({}, { checkLedger: false });

let ips = 0;
const newIp = () => `192.0.2.${(ips += 1)}`;

const login = (username: string, password: string, ip: string) =>
  server.call({
    method: 'POST',
    url: '/swx/customer/login/login',
    payload: { username, password },
    remoteAddress: ip,
  });

describe('sign-in throttling cannot lock the owner out', () => {
  it('ten wrong passwords from one address do not stop the owner on a fresh address', async () => {
    const user = await registerByEmail(server);
    const attacker = newIp();
    for (let i = 0; i < 10; i += 1) {
      const guess = await login(user.username, `wrong-${i}-x`, attacker);
      expect([10004, 429]).toContain(guess.body.code);
      server.time.advance(60_000);
    }
    // Today's code locked the account for 15 minutes, for everyone: this answered 429.
    const owner = await login(user.username, user.password, newIp());
    expect(owner.body.code).toBe(200);
    expect(owner.body.result.token).toEqual(expect.any(String));
  });

  it('an address waits 1 s, 2 s, 4 s … after its third failure (429 with the wait), capped', async () => {
    await setSetting(server, 'auth.loginDelayMaxMs', 4_000);
    try {
      const user = await registerByEmail(server);
      const ip = newIp();
      for (let i = 0; i < 3; i += 1)
        expect((await login(user.username, 'wrong-pass-1', ip)).body.code).toBe(10004);
      const waits: number[] = [];
      for (const expected of [1, 2, 4, 4]) {
        const refused = await login(user.username, user.password, ip);
        expect(refused.status).toBe(429);
        expect(refused.body.msg).toContain(String(expected));
        waits.push(expected);
        server.time.advance(expected * 1000);
        expect((await login(user.username, 'wrong-pass-1', ip)).body.code).toBe(10004);
      }
      expect(waits).toEqual([1, 2, 4, 4]);
      server.time.advance(4_000);
      // The right password after the wait signs in and clears this address's count.
      expect((await login(user.username, user.password, ip)).body.code).toBe(200);
      expect((await login(user.username, 'wrong-pass-1', ip)).body.code).toBe(10004);
      expect((await login(user.username, user.password, ip)).body.code).toBe(200);
    } finally {
      await setSetting(server, 'auth.loginDelayMaxMs', 60_000);
    }
  });

  it('under a distributed guess (over the per-account ceiling) a fresh address still gets its try', async () => {
    await setSetting(server, 'auth.loginAccountFailuresPerHour', 5);
    try {
      const user = await registerByEmail(server);
      for (let i = 0; i < 6; i += 1)
        expect((await login(user.username, `guess-${i}-x`, newIp())).body.code).toBe(10004);
      // The owner, from a fresh address: signed in.
      expect((await login(user.username, user.password, newIp())).body.code).toBe(200);
      // A guesser's fresh address gets one try, then waits out the hour.
      const guesser = newIp();
      expect((await login(user.username, 'guess-x-9', guesser)).body.code).toBe(10004);
      const stopped = await login(user.username, user.password, guesser);
      expect(stopped.status).toBe(429);
      server.time.advance(60 * 60_000);
      expect((await login(user.username, user.password, guesser)).body.code).toBe(200);
    } finally {
      await setSetting(server, 'auth.loginAccountFailuresPerHour', 200);
    }
  });

  it('unknown names are throttled alike (no hint that an account exists)', async () => {
    const ip = newIp();
    const name = uniqueName('ghost');
    for (let i = 0; i < 3; i += 1) expect((await login(name, 'x-1', ip)).body.code).toBe(10009);
    expect((await login(name, 'x-1', ip)).status).toBe(429);
  });

  it('checkUserNameOrPhone is limited per address (20 a minute) so accounts cannot be listed in bulk', async () => {
    const ip = newIp();
    const check = (username: string, remoteAddress = ip) =>
      server.call({
        method: 'GET',
        url: '/swx/customer/login/checkUserNameOrPhone',
        query: { username },
        remoteAddress,
      });
    for (let i = 0; i < 20; i += 1) expect((await check(`probe${i}abc`)).body.code).toBe(200);
    const refused = await check('probe20abc');
    expect(refused).toMatchObject({ status: 429, body: { code: 429 } });
    expect((await check('probe21abc', newIp())).body.code).toBe(200);
    server.time.advance(60_000);
    expect((await check('probe22abc')).body.code).toBe(200);
  });
});
