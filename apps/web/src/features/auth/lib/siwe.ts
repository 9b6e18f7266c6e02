/**
 * Sign-In with Ethereum (EIP-4361) without a wallet library: the message is plain text in a fixed
 * format, built here and checked by the server (apps/server/src/services/auth/wallet). The
 * wallet is reached through the EIP-1193 provider a wallet browser injects as `window.ethereum`.
 */

/** The statement the user signs. Part of the signed protocol message, so it is not translated. */
export const SIWE_STATEMENT = 'Sign in to Meridian';
/** How long the signed message stays valid (the server's nonce lives as long). */
export const SIWE_VALIDITY_MS = 10 * 60_000;

export interface SiweFields {
  /** The host (and port) the server expects, e.g. `meridian.example` or `127.0.0.1:8080`. */
  domain: string;
  /** The account as the wallet gave it. */
  address: string;
  statement: string;
  /** The origin of the site, as the server names it. */
  uri: string;
  chainId: number;
  nonce: string;
  issuedAt: Date;
  expirationTime: Date;
}

/** The EIP-4361 message text: header, address, statement, then the fields, one per line. */
export function buildSiweMessage(fields: SiweFields): string {
  return [
    `${fields.domain} wants you to sign in with your Ethereum account:`,
    fields.address,
    '',
    fields.statement,
    '',
    `URI: ${fields.uri}`,
    'Version: 1',
    `Chain ID: ${fields.chainId}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt.toISOString()}`,
    `Expiration Time: ${fields.expirationTime.toISOString()}`,
  ].join('\n');
}

/** The one method of an EIP-1193 provider this app uses. */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] }): Promise<unknown>;
}

/** The injected wallet, if the browser has one. */
export function injectedWallet(): Eip1193Provider | undefined {
  if (typeof window === 'undefined') return undefined;
  const candidate = (window as { ethereum?: unknown }).ethereum;
  return candidate !== null &&
    typeof candidate === 'object' &&
    typeof (candidate as Eip1193Provider).request === 'function'
    ? (candidate as Eip1193Provider)
    : undefined;
}

/** `personal_sign` takes the message as 0x-prefixed hex of its UTF-8 bytes. */
export function toHexUtf8(text: string): string {
  let hex = '0x';
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** EIP-1193 error 4001: the user said no in the wallet. */
export function isUserRejection(error: unknown): boolean {
  return error !== null && typeof error === 'object' && (error as { code?: unknown }).code === 4001;
}

/** eth_chainId answers a hex quantity (`0x1`); some wallets answer a number. */
export function parseChainId(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string') {
    const parsed = value.startsWith('0x') ? Number.parseInt(value, 16) : Number.parseInt(value, 10);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}
