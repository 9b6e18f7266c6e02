import { describe, expect, it } from 'vitest';
import {
  ASSET_DISPLAY_DECIMALS,
  decimalSeparatorOf,
  formatBasisPoints,
  formatChartNumber,
  formatChartTime,
  formatCompact,
  formatDate,
  formatMoney,
  formatNumber,
  formatPercent,
  formatQuantity,
  formatterFor,
  formatAssetAmount,
  formatExactMoney,
  formatCountdown,
  formatToStep,
  isolate,
  stripIsolation,
} from './format';

const FSI = '\u2068';
const PDI = '\u2069';
const plain = stripIsolation;

describe('lib/format: money in its asset precision', () => {
  it('USDT with two places, truncated (never more than there is)', () => {
    expect(plain(formatMoney('97994.342217', 'USDT', 'en'))).toBe('97,994.34 USDT');
    expect(plain(formatMoney('0.999999', 'USDT', 'en'))).toBe('0.99 USDT');
    expect(plain(formatMoney('100000', 'USDT', 'en'))).toBe('100,000.00 USDT');
  });

  it('BTC with 8 places, ETH with 6, fiat with 2 — from one table', () => {
    expect(ASSET_DISPLAY_DECIMALS).toEqual({ USDT: 2, USD: 2, EUR: 2, BTC: 8, ETH: 6 });
    expect(plain(formatMoney('1.5', 'BTC', 'en'))).toBe('1.50000000 BTC');
    expect(plain(formatMoney('0.123456789012345678', 'ETH', 'en'))).toBe('0.123456 ETH');
    expect(plain(formatMoney('12.3', 'EUR', 'en'))).toBe('12.30 EUR');
  });

  it("uses the locale's separators (German)", () => {
    expect(plain(formatMoney('97994.342217', 'USDT', 'de'))).toBe('97.994,34 USDT');
    expect(plain(formatMoney('1234567.5', 'EUR', 'fr'))).toMatch(/^1\s234\s567,50 EUR$/u);
  });

  it('is exact beyond float precision (no parseFloat)', () => {
    // 2^53 + 1 is not representable as a double.
    expect(plain(formatMoney('9007199254740993.99', 'USDT', 'en'))).toBe(
      '9,007,199,254,740,993.99 USDT',
    );
    expect(plain(formatNumber(123456789012345678901234567n * 10n ** 18n, 'en'))).toBe(
      '123,456,789,012,345,678,901,234,567',
    );
  });

  it('keeps a negative sign and can sign gains', () => {
    expect(plain(formatMoney('-5.129', 'USDT', 'en'))).toBe('-5.12 USDT');
    expect(plain(formatMoney('5', 'USDT', 'en', { signed: true }))).toBe('+5.00 USDT');
    expect(plain(formatMoney('-0.001', 'USDT', 'en'))).toBe('0.00 USDT');
  });

  it('returns text that is no decimal unchanged', () => {
    expect(formatMoney('n/a', 'USDT', 'en')).toBe(`${FSI}n/a USDT${PDI}`);
    expect(formatNumber('abc', 'en')).toBe('abc');
  });
});

describe('lib/format: quantities and percentages', () => {
  it('quantities stay exactly as precise as they are', () => {
    expect(plain(formatQuantity('0.00000001', 'en'))).toBe('0.00000001');
    expect(plain(formatQuantity('100000', 'de'))).toBe('100.000');
    expect(plain(formatQuantity('0.05', 'de'))).toBe('0,05');
  });

  it('fixed places round half away from zero unless asked otherwise', () => {
    expect(plain(formatNumber('1.005', 'en', { decimals: 2 }))).toBe('1.01');
    expect(plain(formatNumber('1.005', 'en', { decimals: 2, rounding: 'down' }))).toBe('1.00');
    expect(plain(formatNumber('1.5', 'en', { minDecimals: 2 }))).toBe('1.50');
  });

  it('percent from a percent string, and basis points', () => {
    expect(plain(formatPercent('-1.25', 'en'))).toBe('-1.25%');
    expect(plain(formatPercent('3.5', 'en', { signed: true }))).toBe('+3.50%');
    expect(plain(formatPercent('-1.25', 'de'))).toBe('-1,25\u00a0%');
    expect(plain(formatBasisPoints(25, 'en'))).toBe('0.25%');
    expect(plain(formatBasisPoints(10, 'de'))).toBe('0,10\u00a0%');
  });
});

describe('lib/format: prices to their step, amounts without a code, countdowns', () => {
  it('formats a price to its tick precision, exactly, with grouping', () => {
    expect(plain(formatToStep('95000', '0.01', 'en'))).toBe('95,000.00');
    expect(plain(formatToStep('0.000021', '0.00000001', 'en'))).toBe('0.00002100');
    expect(plain(formatToStep('12345678901234.56', '0.01', 'en'))).toBe('12,345,678,901,234.56');
    expect(plain(formatToStep('95000.5', '0.01', 'de'))).toBe('95.000,50');
  });

  it('an amount in its asset precision without the code', () => {
    expect(plain(formatAssetAmount('97994.342217', 'USDT', 'en'))).toBe('97,994.34');
    expect(plain(formatAssetAmount('0.1', 'BTC', 'de'))).toBe('0,10000000');
    expect(plain(formatAssetAmount('5', 'USDT', 'en', { signed: true }))).toBe('+5.00');
  });

  it('exact money keeps every unit, with at least the display places', () => {
    expect(plain(formatExactMoney('122.222221', 'USDT', 'en'))).toBe('122.222221 USDT');
    expect(plain(formatExactMoney('2.5', 'USDT', 'de'))).toBe('2,50 USDT');
  });

  it('a signed percent change', () => {
    expect(plain(formatPercent('1.25', 'en', { signed: true }))).toBe('+1.25%');
    expect(plain(formatPercent('-2.4', 'en', { signed: true }))).toBe('-2.40%');
    expect(plain(formatPercent('0.00', 'en', { signed: true }))).toBe('0.00%');
  });

  it('counts down in mm:ss or h:mm:ss', () => {
    expect(plain(formatCountdown(61_000))).toBe('01:01');
    expect(plain(formatCountdown(29_001))).toBe('00:30');
    expect(plain(formatCountdown(3_600_500))).toBe('1:00:01');
    expect(plain(formatCountdown(-5))).toBe('00:00');
  });
});

describe('lib/format: dates and bidi isolation', () => {
  it('wraps every figure in FSI…PDI so Arabic keeps it in order', () => {
    expect(isolate('0.01 lots · 2×')).toBe(`${FSI}0.01 lots · 2×${PDI}`);
    const money = formatMoney('1234.5', 'USDT', 'ar');
    expect(money.startsWith(FSI) && money.endsWith(PDI)).toBe(true);
    expect(formatQuantity('1', 'ar')).toBe(`${FSI}1${PDI}`);
    expect(formatDate(0, 'ar').startsWith(FSI)).toBe(true);
  });

  it('uses Latin digits in Arabic', () => {
    expect(plain(formatQuantity('1234.5', 'ar'))).toMatch(/^1.234.5$/u);
    expect(plain(formatDate(Date.UTC(2026, 0, 2, 3, 4, 5), 'ar', 'date'))).toMatch(/2026/);
  });

  it('formats a date in the locale and leaves garbage alone', () => {
    const moment = Date.UTC(2026, 10, 26, 12, 0, 0);
    expect(plain(formatDate(moment, 'de', 'date'))).toBe('26.11.2026');
    expect(plain(formatDate(new Date(moment).toISOString(), 'en', 'date'))).toBe('Nov 26, 2026');
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });

  it('knows the decimal sign of a locale', () => {
    expect(decimalSeparatorOf('de')).toBe(',');
    expect(decimalSeparatorOf('en')).toBe('.');
    expect(decimalSeparatorOf('fr')).toBe(',');
  });

  it('binds all formatters to a language', () => {
    const f = formatterFor('de');
    expect(f.locale).toBe('de');
    expect(plain(f.money('1000', 'USDT'))).toBe('1.000,00 USDT');
  });
});

describe('lib/format: compact figures', () => {
  it("writes the locale's compact units (en, de, ar), isolated", () => {
    expect(formatCompact('3812345678.5', 'en')).toBe(`${FSI}3.81B${PDI}`);
    expect(plain(formatCompact('1200000', 'en'))).toBe('1.2M');
    expect(plain(formatCompact('12345', 'en'))).toBe('12.34K');
    expect(plain(formatCompact('350', 'en'))).toBe('350');
    expect(plain(formatCompact('3812345678.5', 'de'))).toBe('3,81\u00a0Mrd.');
    expect(plain(formatCompact('1239999', 'de'))).toBe('1,23\u00a0Mio.');
    // German writes no compact unit below a million.
    expect(plain(formatCompact('12345', 'de'))).toBe('12.345');
    const arabic = formatCompact('3812345678.5', 'ar');
    expect(arabic.startsWith(FSI) && arabic.endsWith(PDI)).toBe(true);
    expect(plain(arabic)).toBe('3.81\u00a0مليار');
    expect(plain(formatCompact('1239999', 'ar'))).toBe('1.23\u00a0مليون');
  });

  it('truncates, never shows a figure larger than it is', () => {
    expect(plain(formatCompact('999999', 'en'))).toBe('999.99K');
    expect(plain(formatCompact('1999999999', 'en'))).toBe('1.99B');
    expect(plain(formatCompact('-1999999', 'en'))).toBe('-1.99M');
  });

  it('is exact on decimal strings beyond float precision, and leaves garbage alone', () => {
    // As a JS number this is 1e9 exactly, and would read "1B".
    expect(Number('999999999.999999999')).toBe(1e9);
    expect(plain(formatCompact('999999999.999999999', 'en'))).toBe('999.99M');
    expect(plain(formatCompact(1_500_000n * 10n ** 18n, 'en'))).toBe('1.5M');
    expect(formatCompact('n/a', 'en')).toBe('n/a');
    expect(formatCompact('1234567', 'en', { isolated: false })).toBe('1.23M');
  });

  it('is bound in formatterFor', () => {
    expect(formatterFor('de').compact('3812345678.5')).toBe(`${FSI}3,81\u00a0Mrd.${PDI}`);
    expect(formatterFor('ar').compact('1239999', { isolated: false })).toBe('1.23\u00a0مليون');
    expect(formatterFor('en').compact('12345')).toBe(`${FSI}12.34K${PDI}`);
  });
});

describe('lib/format: long dates and chart labels', () => {
  it('a publication date in words', () => {
    const moment = Date.UTC(2026, 10, 1, 12, 0, 0);
    expect(plain(formatDate(moment, 'en', 'long'))).toBe('November 1, 2026');
    expect(plain(formatDate(moment, 'de', 'long'))).toBe('1. November 2026');
    expect(formatDate(moment, 'en', 'long').startsWith(FSI)).toBe(true);
  });

  it('chart prices to the tick places, without marks where the chart draws them', () => {
    expect(formatChartNumber(95000.5, 'en', 2, { isolated: false })).toBe('95,000.50');
    expect(formatChartNumber(95000.5, 'de', 2, { isolated: false })).toBe('95.000,50');
    expect(formatChartNumber(0.000021, 'en', 8, { isolated: false })).toBe('0.00002100');
    expect(formatChartNumber(1.005, 'en', 0)).toBe(`${FSI}1${PDI}`);
    expect(formatChartNumber(Number.NaN, 'en', 2)).toBe('NaN');
    expect(formatterFor('en').chartNumber(1234.5, 1, { isolated: false })).toBe('1,234.5');
  });

  it('chart times are read in UTC (the axis is wall-clock time)', () => {
    const moment = Date.UTC(2026, 10, 26, 23, 30, 15);
    const canvas = { isolated: false } as const;
    expect(formatChartTime(moment, 'en', 'time', canvas)).toMatch(/^11:30\sPM$/u);
    expect(formatChartTime(moment, 'de', 'time', canvas)).toBe('23:30');
    expect(formatChartTime(moment, 'de', 'timeWithSeconds', canvas)).toBe('23:30:15');
    expect(formatChartTime(moment, 'en', 'date', canvas)).toBe('Nov 26, 2026');
    expect(formatChartTime(moment, 'de', 'dayOfMonth', canvas)).toBe('26. Nov.');
    expect(formatChartTime(moment, 'en', 'year', canvas)).toBe('2026');
    expect(formatChartTime(moment, 'ar', 'year', canvas)).toBe('2026');
    expect(formatChartTime(moment, 'en', 'dateTime').startsWith(FSI)).toBe(true);
    expect(stripIsolation(formatChartTime(moment, 'en', 'month'))).toBe('Nov');
  });
});
