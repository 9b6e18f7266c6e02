import type { UploadPurpose } from '@meridian/contract';
import sharp from 'sharp';
import type { Envelope, TestServer } from '../helpers/test-server.js';
import { setSetting } from '../helpers/settings.js';

export type Book = 'demo' | 'real';

/** The platform's receive addresses, as an administrator would configure them. */
export const DEPOSIT_ADDRESSES = {
  'deposit.address.USDT.TRC20': 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
  'deposit.address.USDT.ERC20': '0x52908400098527886E0F7030069857D2E4169EE7',
  'deposit.address.BTC.BTC': 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  'deposit.address.ETH.ETH': '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
} as const;

export async function configureDepositAddresses(server: TestServer): Promise<void> {
  for (const [key, value] of Object.entries(DEPOSIT_ADDRESSES))
    await setSetting(server, key as keyof typeof DEPOSIT_ADDRESSES, value);
}

/** Calls a /swx/customer/user endpoint as the user in a book (real by default here). */
export async function userCall<T = any>(
  server: TestServer,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  payload?: unknown,
  options: { book?: Book; key?: string; query?: Record<string, string> } = {},
): Promise<Envelope<T> & { status: number }> {
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    virtually: (options.book ?? 'real') === 'real' ? 'YES' : 'NO',
  };
  if (options.key) headers['idempotency-key'] = options.key;
  const response = await server.call({
    method,
    url: `/swx/customer/user/${path}`,
    headers,
    query: options.query,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { ...response.body, status: response.status };
}

/** Calls a /swx/admin endpoint with a staff token. */
export async function staffCall<T = any>(
  server: TestServer,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  payload?: unknown,
): Promise<Envelope<T> & { status: number }> {
  const response = await server.call({
    method,
    url: `/swx/admin/${path}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { ...response.body, status: response.status };
}

let shade = 0;
/** A small real PNG (a different colour each time), as a phone photo would be after checks. */
export async function samplePng(): Promise<Buffer> {
  shade = (shade + 37) % 256;
  return sharp({
    create: { width: 64, height: 40, channels: 3, background: { r: shade, g: 120, b: 80 } },
  })
    .png()
    .toBuffer();
}

export async function upload(
  server: TestServer,
  token: string,
  purpose: UploadPurpose,
): Promise<string> {
  const response = await server.call({
    method: 'POST',
    url: `/swx/customer/user/upload?purpose=${purpose}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
    payload: await samplePng(),
  });
  if (response.body.code !== 200) throw new Error(`upload failed: ${response.response.body}`);
  return response.body.result.id as string;
}

export async function kycForm(server: TestServer, token: string) {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    sex: 'female',
    birthDate: '1990-12-10',
    country: 'United Kingdom',
    address: '12 St James Square, London',
    phone: '+44 7700900123',
    documentType: 'passport',
    documentNumber: 'P1234567',
    frontImageId: await upload(server, token, 'kyc_front'),
    backImageId: await upload(server, token, 'kyc_back'),
    holdingImageId: await upload(server, token, 'kyc_holding'),
    signatureImageId: await upload(server, token, 'kyc_signature'),
  };
}

/** Submits KYC and has a compliance officer approve it. */
export async function verifiedKyc(server: TestServer, token: string, staffToken: string) {
  const submitted = await userCall(
    server,
    token,
    'POST',
    'identification',
    await kycForm(server, token),
  );
  if (submitted.code !== 20001) throw new Error(`KYC failed: ${JSON.stringify(submitted)}`);
  const approved = await staffCall(
    server,
    staffToken,
    'POST',
    `kyc/${submitted.result.id}/approve`,
  );
  if (approved.code !== 200) throw new Error(`KYC approve failed: ${JSON.stringify(approved)}`);
}

let hashes = 0;
/** A unique-looking 64-hex transaction hash. */
export function txHash(): string {
  hashes += 1;
  return `${Date.now().toString(16)}${hashes.toString(16)}`.padEnd(64, 'a').slice(0, 64);
}

export async function depositBody(
  server: TestServer,
  token: string,
  asset = 'USDT',
  amount = '500',
) {
  const hash = txHash();
  const network = asset === 'USDT' ? 'TRC20' : asset;
  return {
    asset,
    network,
    amount,
    txHash: hash,
    last6: hash.slice(-6),
    proofImageId: await upload(server, token, 'deposit_proof'),
  };
}

/** A deposit reported by the user and approved by staff: the real book holds `amount`. */
export async function approvedDeposit(
  server: TestServer,
  token: string,
  staffToken: string,
  asset = 'USDT',
  amount = '500',
): Promise<number> {
  const deposit = await userCall(
    server,
    token,
    'POST',
    'recharge',
    await depositBody(server, token, asset, amount),
  );
  if (deposit.code !== 20002) throw new Error(`deposit failed: ${JSON.stringify(deposit)}`);
  const approved = await staffCall(
    server,
    staffToken,
    'POST',
    `deposits/${deposit.result.id}/approve`,
  );
  if (approved.code !== 200) throw new Error(`approve failed: ${JSON.stringify(approved)}`);
  return deposit.result.id as number;
}

export async function setWithdrawalPassword(
  server: TestServer,
  token: string,
  loginPassword: string | undefined,
  password = 'withdraw-123',
) {
  const reply = await userCall(server, token, 'POST', 'repasswordTx', {
    password,
    confirmPassword: password,
    currentPassword: loginPassword,
  });
  if (reply.code !== 20005) throw new Error(`repasswordTx failed: ${JSON.stringify(reply)}`);
  return password;
}
