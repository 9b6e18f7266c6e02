import { describe, expect, it } from 'vitest';
import { compareDecimal, decimalsOf, toneOf } from './decimal';

describe('lib/decimal', () => {
  it('takes the precision from a step', () => {
    expect(decimalsOf('0.01')).toBe(2);
    expect(decimalsOf('0.25')).toBe(2);
    expect(decimalsOf('0.00000001')).toBe(8);
    expect(decimalsOf('1')).toBe(0);
    expect(decimalsOf('0.10')).toBe(1);
  });

  it('tones by sign and compares exactly', () => {
    expect(toneOf('0.01')).toBe('up');
    expect(toneOf('-0.01')).toBe('down');
    expect(toneOf('0.00')).toBe('flat');
    expect(toneOf('-0.00')).toBe('flat');
    expect(toneOf(-5n)).toBe('down');
    expect(toneOf('n/a')).toBe('flat');
    expect(toneOf(undefined)).toBe('flat');
    expect(compareDecimal('0.30000000000000001', '0.3')).toBe(1);
    expect(compareDecimal('1.10', '1.1')).toBe(0);
    expect(compareDecimal('-2', '1')).toBe(-1);
  });
});
