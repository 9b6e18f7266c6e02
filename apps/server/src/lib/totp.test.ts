import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  generateTotpSecret,
  hotp,
  matchTotp,
  otpauthUrl,
  totpCode,
  totpStep,
} from './totp.js';

// RFC 6238 appendix B, SHA1 column: the ASCII key "12345678901234567890", 8 digits.
const RFC_KEY = Buffer.from('12345678901234567890', 'ascii');
const RFC_VECTORS: [seconds: number, code: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_VECTORS)('matches the RFC vector at T=%i', (seconds, expected) => {
    const step = totpStep(seconds * 1000);
    expect(hotp(RFC_KEY, step, 8)).toBe(expected);
    expect(hotp(RFC_KEY, step)).toBe(expected.slice(-6));
    expect(totpCode(base32Encode(RFC_KEY), seconds * 1000)).toBe(expected.slice(-6));
  });

  it('base32 round-trips and matches RFC 4648', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('mzxw6ytboi======').toString()).toBe('foobar');
    expect(base32Encode(RFC_KEY)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(() => base32Decode('A1')).toThrow();
  });

  it('generates 20-byte secrets', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(generateTotpSecret()).not.toBe(secret);
  });

  it('builds an otpauth URL with the issuer', () => {
    const url = new URL(otpauthUrl('GEZDGNBV', 'ann smith'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Meridian:ann smith');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      secret: 'GEZDGNBV',
      issuer: 'Meridian',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });

  it('accepts the current step ±1 only, and never a step at or before the last accepted one', () => {
    const secret = base32Encode(RFC_KEY);
    const now = 1_234_567_890_000;
    const step = totpStep(now);
    const at = (offset: number) => totpCode(secret, now + offset * 30_000);
    expect(matchTotp(secret, at(0), now, null)).toBe(step);
    expect(matchTotp(secret, at(-1), now, null)).toBe(step - 1);
    expect(matchTotp(secret, at(1), now, null)).toBe(step + 1);
    expect(matchTotp(secret, at(-2), now, null)).toBeUndefined();
    expect(matchTotp(secret, at(2), now, null)).toBeUndefined();
    expect(matchTotp(secret, at(0), now, step)).toBeUndefined();
    expect(matchTotp(secret, at(-1), now, step - 1)).toBeUndefined();
    expect(matchTotp(secret, at(1), now, step)).toBe(step + 1);
    expect(matchTotp(secret, '12345', now, null)).toBeUndefined();
    expect(matchTotp(secret, 'abcdef', now, null)).toBeUndefined();
  });
});
