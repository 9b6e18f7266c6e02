import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { expect } from 'vitest';
import { STAFF_PASSWORD } from './first-admin.js';
import type { TestServer } from './test-server.js';
import { totpCode } from './totp.js';

const TRC20_ADDRESS = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';

interface Envelope {
  code: number;
  msg: string;
  result: any;
}

/** One API call as a client makes it; fails on anything but a success envelope. */
export async function apiCall(
  app: TestServer,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<any> {
  const init: RequestInit = {
    method,
    headers: { ...headers },
    signal: AbortSignal.timeout(30_000),
  };
  if (body instanceof Buffer) init.body = body;
  else if (body !== undefined) {
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const response = await fetch(`${app.url()}${url}`, init);
  const reply = (await response.json()) as Envelope;
  expect(
    response.status < 400 && (reply.code === 200 || reply.code >= 20000),
    `${method} ${url}: ${response.status} ${JSON.stringify(reply)}`,
  ).toBe(true);
  return reply.result;
}

/**
 * The first administrator over the API (the browser path is the funds test's): the one-time
 * password from its file, the authenticator enrolled from the secret, a new password.
 */
export async function firstAdminToken(app: TestServer): Promise<string> {
  const file = path.join(app.dataDir(), 'first-admin-password.txt');
  const handed = /username: (\S+)\none-time password: (\S+)/.exec(await readFile(file, 'utf8'));
  expect(handed, 'no administrator password in the file').not.toBe(null);
  const login = await apiCall(app, 'POST', '/swx/admin/auth/login', {
    username: handed![1],
    password: handed![2],
  });
  const session = await apiCall(app, 'POST', '/swx/admin/auth/verify', {
    challenge: login.challenge,
    code: totpCode(login.enrolment.secret),
    newPassword: STAFF_PASSWORD,
  });
  return session.token as string;
}

/** `amount` USDT into the user's real book: a reported deposit with its proof, approved by staff. */
export async function fundRealBook(
  app: TestServer,
  userToken: string,
  staff: string,
  amount: string,
): Promise<void> {
  const asStaff = { authorization: `Bearer ${staff}` };
  await apiCall(
    app,
    'PUT',
    '/swx/admin/settings',
    { key: 'deposit.address.USDT.TRC20', value: TRC20_ADDRESS },
    asStaff,
  );
  const asUser = { authorization: userToken, virtually: 'YES' };
  const proof = await sharp({
    create: { width: 96, height: 64, channels: 3, background: '#2f5fb3' },
  })
    .png()
    .toBuffer();
  const upload = await apiCall(
    app,
    'POST',
    '/swx/customer/user/upload?purpose=deposit_proof',
    proof,
    {
      ...asUser,
      'content-type': 'image/png',
    },
  );
  const hash = Array.from({ length: 64 }, () => Math.floor(Math.random() * 16).toString(16)).join(
    '',
  );
  const deposit = await apiCall(
    app,
    'POST',
    '/swx/customer/user/recharge',
    {
      asset: 'USDT',
      network: 'TRC20',
      amount,
      txHash: hash,
      last6: hash.slice(-6),
      proofImageId: upload.id,
    },
    { ...asUser, 'idempotency-key': crypto.randomUUID() },
  );
  await apiCall(app, 'POST', `/swx/admin/deposits/${deposit.id}/approve`, undefined, asStaff);
}
