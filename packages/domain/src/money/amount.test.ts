import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_SCALE,
  AmountFormatError,
  decimalPlaces,
  formatAmount,
  formatAmountFixed,
  MAX_ABS_AMOUNT,
  mulDiv,
  parseAmount,
  roundToDecimals,
} from './amount.js';

const UNIT = 10n ** 18n;
const amounts = fc.bigInt({ min: -MAX_ABS_AMOUNT, max: MAX_ABS_AMOUNT });

describe('parseAmount / formatAmount', () => {
  it('parses exact decimals at 18 places', () => {
    expect(parseAmount('100000')).toBe(100000n * UNIT);
    expect(parseAmount('0.015')).toBe(15n * 10n ** 15n);
    expect(parseAmount('-3.5')).toBe(-35n * 10n ** 17n);
    expect(parseAmount('0.000000000000000001')).toBe(1n);
    expect(parseAmount('100000.000000000000000000')).toBe(100000n * UNIT);
  });

  it('refuses what is not an exact decimal', () => {
    for (const bad of [
      '',
      '1e5',
      '0x10',
      '1.2.3',
      'NaN',
      ' ',
      '+1',
      '.5',
      '5.',
      '0.0000000000000000001',
      '1'.repeat(21),
    ]) {
      expect(() => parseAmount(bad), bad).toThrow(AmountFormatError);
    }
  });

  it('formats canonically', () => {
    expect(formatAmount(parseAmount('100000.000'))).toBe('100000');
    expect(formatAmount(parseAmount('-0.50'))).toBe('-0.5');
    expect(formatAmount(0n)).toBe('0');
  });

  it('round-trips every amount (property)', () => {
    fc.assert(fc.property(amounts, (a) => parseAmount(formatAmount(a)) === a));
  });

  it('knows how many decimals an amount has', () => {
    expect(decimalPlaces(parseAmount('1.25'))).toBe(2);
    expect(decimalPlaces(parseAmount('7'))).toBe(0);
    expect(decimalPlaces(1n)).toBe(AMOUNT_SCALE);
  });
});

describe('rounding', () => {
  it('rounds down, up and half away from zero', () => {
    const x = parseAmount('1.23456789');
    expect(formatAmount(roundToDecimals(x, 2, 'down'))).toBe('1.23');
    expect(formatAmount(roundToDecimals(x, 2, 'up'))).toBe('1.24');
    expect(formatAmount(roundToDecimals(parseAmount('1.235'), 2, 'half-away'))).toBe('1.24');
    expect(formatAmount(roundToDecimals(parseAmount('-1.235'), 2, 'half-away'))).toBe('-1.24');
    expect(formatAmount(roundToDecimals(parseAmount('-1.239'), 2, 'down'))).toBe('-1.23');
  });

  it('formats with fixed places for display', () => {
    expect(formatAmountFixed(parseAmount('1.5'), 2)).toBe('1.50');
    expect(formatAmountFixed(parseAmount('2.005'), 2)).toBe('2.01');
    expect(formatAmountFixed(parseAmount('-0.001'), 2)).toBe('0.00');
    expect(formatAmountFixed(parseAmount('12'), 0)).toBe('12');
  });

  it('rounded values are within one step and never cross the true value the wrong way (property)', () => {
    fc.assert(
      fc.property(amounts, fc.integer({ min: 0, max: 18 }), (a, d) => {
        const step = 10n ** BigInt(18 - d);
        const down = roundToDecimals(a, d, 'down');
        const up = roundToDecimals(a, d, 'up');
        const abs = (v: bigint) => (v < 0n ? -v : v);
        return (
          abs(down) <= abs(a) &&
          abs(up) >= abs(a) &&
          abs(up) - abs(down) <= step &&
          down % step === 0n
        );
      }),
    );
  });
});

describe('mulDiv', () => {
  it('computes fees exactly', () => {
    // 0.1% taker fee of 1234.56 USDT
    expect(formatAmount(mulDiv(parseAmount('1234.56'), 1n, 1000n, 'up'))).toBe('1.23456');
    expect(mulDiv(10n, 1n, 3n, 'down')).toBe(3n);
    expect(mulDiv(10n, 1n, 3n, 'up')).toBe(4n);
    expect(mulDiv(-10n, 1n, 3n, 'up')).toBe(-4n);
  });

  it('down ≤ exact ≤ up, one unit apart at most (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.bigInt({ min: 0n, max: 10n ** 6n }),
        fc.bigInt({ min: 1n, max: 10n ** 6n }),
        (a, n, d) => {
          const down = mulDiv(a, n, d, 'down');
          const up = mulDiv(a, n, d, 'up');
          return down * d <= a * n && up * d >= a * n && up - down <= 1n;
        },
      ),
    );
  });
});
