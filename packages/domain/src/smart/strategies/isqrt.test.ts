import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isqrt } from './isqrt.js';

describe('isqrt', () => {
  it('gives the exact floor square root of small numbers', () => {
    const roots = [0n, 1n, 1n, 1n, 2n, 2n, 2n, 2n, 2n, 3n, 3n];
    roots.forEach((root, n) => expect(isqrt(BigInt(n))).toBe(root));
    expect(isqrt(10n ** 36n)).toBe(10n ** 18n);
    expect(isqrt(10n ** 36n - 1n)).toBe(10n ** 18n - 1n);
  });

  it('is the largest r with r² ≤ n (property, up to 2^300)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 300n }), (n) => {
        const r = isqrt(n);
        expect(r * r <= n).toBe(true);
        expect((r + 1n) * (r + 1n) > n).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  it('refuses negative numbers', () => {
    expect(() => isqrt(-1n)).toThrow(RangeError);
  });
});
