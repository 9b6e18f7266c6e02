import { ALL_REPLY_CODES, NFT_TEXT_LANGUAGES } from '@meridian/contract';
import { LANGUAGES } from '@meridian/i18n';
import { describe, expect, it } from 'vitest';
import { messageFor } from '../../src/plugins/envelope.js';
import { registerByEmail } from '../helpers/accounts.js';
import { useTestServer } from '../helpers/test-server.js';

const server = useTestServer();

describe('the reply envelope and bad input', () => {
  it('answers malformed JSON, wrong types, missing bodies and huge payloads with a clear 400, never a 500', async () => {
    const url = '/swx/customer/login/login';
    const cases = [
      { payload: '{bad json', headers: { 'content-type': 'application/json' } },
      {
        payload: JSON.stringify({ username: 5, password: [] }),
        headers: { 'content-type': 'application/json' },
      },
      { payload: JSON.stringify([1, 2, 3]), headers: { 'content-type': 'application/json' } },
      { payload: '', headers: { 'content-type': 'application/json' } },
      {
        payload: 'username=a&password=b',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      {
        payload: JSON.stringify({ username: 'a'.repeat(2 * 1024 * 1024), password: 'x' }),
        headers: { 'content-type': 'application/json' },
      },
    ];
    for (const c of cases) {
      const reply = await server.call({ method: 'POST', url, ...c });
      expect(reply.status, c.payload.slice(0, 40)).toBe(400);
      expect(reply.body.result).toBeNull();
      expect(typeof reply.body.msg).toBe('string');
      expect(reply.body.msg.length).toBeGreaterThan(3);
      expect([400, 413]).toContain(reply.body.code);
    }
    const typed = await server.call({
      method: 'POST',
      url,
      payload: { username: 5, password: [] },
    });
    expect(typed.body.msg).toMatch(/username/);
  });

  it('answers unknown API paths with an enveloped 404', async () => {
    const reply = await server.call({ method: 'GET', url: '/swx/customer/nothing/here' });
    expect(reply).toMatchObject({ status: 404, body: { code: 404, result: null } });
  });

  it('refuses protected calls without a valid token with HTTP 401 and body code 401', async () => {
    for (const authorization of [
      undefined,
      '',
      'garbage',
      'Bearer mrd_notatoken',
      'x'.repeat(500),
    ]) {
      const reply = await server.call({
        method: 'POST',
        url: '/swx/customer/user/getUserInfo',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(reply).toMatchObject({ status: 401, body: { code: 401, result: null } });
    }
  });

  it('accepts the token bare or as Bearer, and picks the book from `virtually`', async () => {
    const user = await registerByEmail(server);
    for (const [virtually, book] of [
      [undefined, 'demo'],
      ['NO', 'demo'],
      ['YES', 'real'],
      ['yes', 'real'],
      ['maybe', 'demo'],
    ] as const) {
      const reply = await server.call({
        method: 'POST',
        url: '/swx/customer/user/getUserInfo',
        headers: { authorization: `Bearer ${user.token}`, ...(virtually ? { virtually } : {}) },
      });
      expect(reply.body.result.book, String(virtually)).toBe(book);
    }
  });

  it('has a message for every reply code in every language', () => {
    for (const lang of LANGUAGES) {
      for (const code of ALL_REPLY_CODES) {
        const msg = messageFor(lang, code);
        expect(msg, `${lang} ${code}`).not.toBe('');
        if (code !== 500) expect(msg, `${lang} ${code}`).not.toBe(messageFor(lang, 500));
      }
    }
  });

  it('takes NFT titles and stories in exactly the interface languages (the contract keeps its own copy of the list)', () => {
    expect([...NFT_TEXT_LANGUAGES].sort()).toEqual([...LANGUAGES].sort());
  });

  it('serves a health check and the OpenAPI document with the spec paths', async () => {
    const health = await server.call({ method: 'GET', url: '/health' });
    expect(health.body).toMatchObject({ status: 'ok', database: 'ok' });
    const doc = await server.app.inject({ method: 'GET', url: '/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    for (const p of [
      '/swx/customer/login/register',
      '/swx/customer/login/login',
      '/swx/customer/login/sendCode',
      '/swx/customer/login/checkUserNameOrPhone',
      '/swx/customer/user/getUserInfo',
      '/swx/customer/user/repassword',
    ]) {
      expect(paths).toContain(p);
    }
    expect(doc.json().info.description).toMatch(/virtually/);
    const ui = await server.app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toMatch(/swagger/i);
  });

  it('serves the dev mailbox to this machine only', async () => {
    const local = await server.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(local.statusCode).toBe(200);
    expect(local.body).toMatch(/Dev mailbox/);
    const remote = await server.call({
      method: 'GET',
      url: '/dev/mailbox.json',
      remoteAddress: '198.51.100.4',
    });
    expect(remote.status).toBe(403);
  });
});
