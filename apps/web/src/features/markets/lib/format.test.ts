import { describe, expect, it } from 'vitest';
import {
  compareDecimal,
  formatChange,
  formatPrice,
  formatQuantity,
  percentToFraction,
  toneOf,
} from './format';
import { sparklinePath } from './sparkline';
import { decimalsOf } from '@/lib/decimal';

describe('market formatting', () => {
  it('takes the precision from the tick size', () => {
    expect(decimalsOf('0.01')).toBe(2);
    expect(decimalsOf('0.25')).toBe(2);
    expect(decimalsOf('0.00000001')).toBe(8);
    expect(decimalsOf('1')).toBe(0);
    expect(decimalsOf('0.10')).toBe(1);
  });

  it('formats prices exactly, with the locale’s grouping', () => {
    expect(formatPrice('95000', '0.01', 'en')).toBe('95,000.00');
    expect(formatPrice('0.000021', '0.00000001', 'en')).toBe('0.00002100');
    expect(formatPrice('12345678901234.56', '0.01', 'en')).toBe('12,345,678,901,234.56');
    expect(formatPrice('95000.5', '0.01', 'de')).toBe('95.000,50');
    expect(formatQuantity('1234.5', 'en')).toBe('1,234.5');
  });

  it('formats the change as a signed percent', () => {
    expect(formatChange('1.25', 'en')).toBe('+1.25%');
    expect(formatChange('-2.4', 'en')).toBe('-2.40%');
    expect(formatChange('0.00', 'en')).toBe('0.00%');
    expect(formatChange('123.45', 'en')).toBe('+123.45%');
    expect(formatChange('-1.25', 'fr')).toMatch(/^-1,25\s%$/);
    expect(percentToFraction('-1.25')).toBe('-0.0125');
    expect(percentToFraction('123.4')).toBe('1.234');
  });

  it('colours by sign and compares exactly', () => {
    expect(toneOf('0.01')).toBe('up');
    expect(toneOf('-0.01')).toBe('down');
    expect(toneOf('0.00')).toBe('flat');
    expect(toneOf('-0.00')).toBe('flat');
    expect(toneOf('n/a')).toBe('flat');
    expect(compareDecimal('0.30000000000000001', '0.3')).toBe(1);
    expect(compareDecimal('1.10', '1.1')).toBe(0);
    expect(compareDecimal('-2', '1')).toBe(-1);
  });

  it('scales a sparkline into its box', () => {
    expect(sparklinePath(['1', '2', '3'])!.line).toBe('M0,30 L50,16 L100,2');
    expect(sparklinePath(['5', '5'])!.line).toBe('M0,16 L100,16');
    expect(sparklinePath(['3', '1'])!.rising).toBe(false);
    expect(sparklinePath(['1'])).toBeNull();
    expect(sparklinePath([])).toBeNull();
  });
});
