import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** RFC 6238 TOTP as authenticator apps use it: HMAC-SHA1, 6 digits, 30-second steps. */
export const TOTP_STEP_MS = 30_000;
export const TOTP_DIGITS = 6;
/** Steps either side of the current one that are still accepted (clock drift, slow typing). */
const TOTP_WINDOW = 1;
const ISSUER = 'Meridian';
const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding. */
export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += BASE32_ALPHABET[(buffer >>> bits) & 31];
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

/** Decodes base32 (case, spaces and padding ignored); throws on any other character. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = BASE32_ALPHABET.indexOf(char);
    if (value < 0) throw new Error('not base32');
    buffer = ((buffer << 5) | value) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out.push((buffer >>> bits) & 0xff);
    }
  }
  return Buffer.from(out);
}

/** A new secret: 20 random bytes (the RFC's SHA-1 key size), base32. */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The otpauth:// URL an authenticator app reads from a QR code. */
export function otpauthUrl(secret: string, account: string): string {
  const label = `${encodeURIComponent(ISSUER)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret,
    issuer: ISSUER,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_MS / 1000),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}

/** The time step a moment falls in. */
export function totpStep(timeMs: number): number {
  return Math.floor(timeMs / TOTP_STEP_MS);
}

/** RFC 4226 HOTP: the code for one counter value. */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code for a base32 secret at a moment. */
export function totpCode(secret: string, timeMs: number): string {
  return hotp(base32Decode(secret), totpStep(timeMs));
}

/**
 * The step whose code `code` is, within the current step ±1, or undefined. Steps at or before
 * `lastAcceptedStep` are never matched again, so a code cannot be replayed.
 */
export function matchTotp(
  secret: string,
  code: string,
  nowMs: number,
  lastAcceptedStep: number | null,
): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const key = base32Decode(secret);
  const given = Buffer.from(code);
  const current = totpStep(nowMs);
  let matched: number | undefined;
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step += 1) {
    if (lastAcceptedStep !== null && step <= lastAcceptedStep) continue;
    // Every candidate is compared (in constant time), whichever matches.
    if (timingSafeEqual(Buffer.from(hotp(key, step)), given) && matched === undefined) {
      matched = step;
    }
  }
  return matched;
}
