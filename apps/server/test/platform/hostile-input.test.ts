import { inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../../src/db/schema/index.js';
import { kycForm } from '../funds/helpers.js';
import { registerByEmail, type RegisteredUser } from '../helpers/accounts.js';
import { signInStaff, type SignedInStaff } from '../helpers/staff.js';
import { useTestServer } from '../helpers/test-server.js';

const server = useTestServer();

const NUL = '\u0000';
const UUID = '00000000-0000-4000-8000-000000000000';

let user: RegisteredUser;
let admin: SignedInStaff;
let kyc: Record<string, string>;

beforeAll(async () => {
  user = await registerByEmail(server);
  admin = await signInStaff(server, 'admin');
  // Real uploads: the image checks come before the text reaches SQL, as in the probe.
  kyc = await kycForm(server, user.token);
});

/** One request per place the outside probe got a 500 from, and the field the 400 must name. */
function nulCases(): Array<{ name: string; field: string; request: InjectOptions }> {
  const asUser = { authorization: user.token };
  const asUserReal = { authorization: user.token, virtually: 'YES' };
  const asStaff = { authorization: `Bearer ${admin.token}` };
  const q = encodeURIComponent(`a${NUL}b`);
  return [
    {
      name: 'login username',
      field: 'username',
      request: {
        method: 'POST',
        url: '/swx/customer/login/login',
        payload: { username: `admin${NUL}`, password: 'whatever 42' },
      },
    },
    {
      name: 'statement reason filter',
      field: 'reason',
      request: {
        method: 'GET',
        url: `/swx/customer/user/listStatement?reason=${q}`,
        headers: asUser,
      },
    },
    {
      name: 'statement export reason filter',
      field: 'reason',
      request: {
        method: 'GET',
        url: `/swx/customer/user/exportStatement?reason=${q}`,
        headers: asUser,
      },
    },
    {
      name: 'spot order list code filter',
      field: 'code',
      request: {
        method: 'GET',
        url: `/swx/customer/order/listBbOrder?code=${q}`,
        headers: asUser,
      },
    },
    {
      name: 'margin order list code filter',
      field: 'code',
      request: {
        method: 'GET',
        url: `/swx/customer/order/listUOrder?code=${q}`,
        headers: asUser,
      },
    },
    {
      name: 'admin user search',
      field: 'q',
      request: { method: 'GET', url: `/swx/admin/users?q=${q}`, headers: asStaff },
    },
    {
      name: 'admin audit action filter',
      field: 'action',
      request: { method: 'GET', url: `/swx/admin/audit?action=${q}`, headers: asStaff },
    },
    {
      name: 'admin audit target filter',
      field: 'targetType',
      request: { method: 'GET', url: `/swx/admin/audit?targetType=${q}`, headers: asStaff },
    },
    {
      name: 'admin review queue status filter',
      field: 'status',
      request: { method: 'GET', url: `/swx/admin/kyc?status=${q}`, headers: asStaff },
    },
    {
      name: 'KYC failure reason',
      field: 'reason',
      request: {
        method: 'POST',
        url: `/swx/admin/kyc/${UUID}/fail`,
        headers: asStaff,
        payload: { reason: `blurry${NUL}photo` },
      },
    },
    {
      name: 'deposit rejection reason',
      field: 'reason',
      request: {
        method: 'POST',
        url: '/swx/admin/deposits/1/reject',
        headers: asStaff,
        payload: { reason: `no such${NUL} transfer` },
      },
    },
    {
      name: 'withdrawal rejection reason',
      field: 'reason',
      request: {
        method: 'POST',
        url: '/swx/admin/withdrawals/1/reject',
        headers: asStaff,
        payload: { reason: `no such${NUL} account` },
      },
    },
    {
      name: 'KYC first name',
      field: 'firstName',
      request: {
        method: 'POST',
        url: '/swx/customer/user/identification',
        headers: asUserReal,
        payload: { ...kyc, firstName: `Ada${NUL}` },
      },
    },
    {
      name: 'KYC document number',
      field: 'documentNumber',
      request: {
        method: 'POST',
        url: '/swx/customer/user/identification',
        headers: asUserReal,
        payload: { ...kyc, documentNumber: `X${NUL}1` },
      },
    },
    {
      name: 'a NUL hidden in a setting value',
      field: 'value.text',
      request: {
        method: 'PUT',
        url: '/swx/admin/settings',
        headers: asStaff,
        payload: { key: 'deposit.minimum.BTC', value: { text: `1${NUL}` } },
      },
    },
    {
      name: 'a NUL in a path parameter',
      field: 'id',
      request: {
        method: 'GET',
        url: `/swx/customer/user/upload/${encodeURIComponent(`${UUID}${NUL}`)}`,
        headers: asUser,
      },
    },
  ];
}

describe('input that is not what it claims', () => {
  it('refuses a NUL byte in any string field, query or path parameter with 400 naming the field', async () => {
    const failures: string[] = [];
    for (const c of nulCases()) {
      const reply = await server.call(c.request);
      if (reply.status !== 400 || reply.body.code !== 400 || !reply.body.msg.includes(c.field)) {
        failures.push(`${c.name}: HTTP ${reply.status} ${JSON.stringify(reply.body)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('takes no prototype key for a setting (found by the fuzz test: "constructor" was stored)', async () => {
    for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      const reply = await server.call({
        method: 'PUT',
        url: '/swx/admin/settings',
        headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ key, value: 'x' }),
      });
      expect({ key, status: reply.status }).toEqual({ key, status: 404 });
    }
    const listed = await server.call({
      method: 'GET',
      url: '/swx/admin/settings',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(listed.body.result.map((s: { key: string }) => s.key)).not.toContain('constructor');
    const [row] = await server.deps.db
      .select()
      .from(settings)
      .where(inArray(settings.key, ['constructor', 'toString', 'hasOwnProperty', 'valueOf']));
    expect(row).toBeUndefined();
  });

  it('refuses broken UTF-16 (a lone surrogate) the same way', async () => {
    const reply = await server.call({
      method: 'POST',
      url: '/swx/customer/login/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"ab\\ud800c","password":"whatever 42"}',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toContain('username');
  });

  it('refuses integer ids outside their column’s range with 400 naming the field', async () => {
    const asUser = { authorization: user.token };
    const asStaff = { authorization: `Bearer ${admin.token}` };
    const cases: Array<{ field: string; request: InjectOptions }> = [
      {
        field: 'id',
        request: { method: 'GET', url: '/swx/customer/index/getContentsById/2147483648' },
      },
      {
        field: 'id',
        request: { method: 'GET', url: '/swx/customer/index/getMarketInfo/2147483648' },
      },
      {
        field: 'id',
        request: {
          method: 'GET',
          url: '/swx/customer/order/getAssestInfo/2147483648',
          headers: asUser,
        },
      },
      {
        field: 'id',
        request: {
          method: 'GET',
          url: '/swx/customer/order/getOptionsOrderById/9223372036854775808',
          headers: asUser,
        },
      },
      {
        field: 'id',
        request: {
          method: 'POST',
          url: '/swx/customer/order/chedan',
          headers: asUser,
          payload: { id: 2 ** 63 },
        },
      },
      {
        field: 'id',
        request: {
          method: 'POST',
          url: '/swx/customer/order/cancelU',
          headers: asUser,
          payload: { id: 1e300 },
        },
      },
      {
        field: 'id',
        request: {
          method: 'POST',
          url: '/swx/admin/deposits/99999999999999999999/approve',
          headers: asStaff,
        },
      },
      {
        field: 'page',
        request: {
          method: 'GET',
          url: '/swx/customer/user/listStatement?page=99999999999999999999',
          headers: asUser,
        },
      },
      {
        field: 'from',
        request: {
          method: 'GET',
          url: '/swx/customer/index/getKValueByCodeAndDate?code=BTCUSDT&from=99999999999999999999',
        },
      },
    ];
    const failures: string[] = [];
    for (const c of cases) {
      const reply = await server.call(c.request);
      if (reply.status !== 400 || !reply.body.msg.includes(c.field)) {
        failures.push(`${c.request.url}: HTTP ${reply.status} ${JSON.stringify(reply.body)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
