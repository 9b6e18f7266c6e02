import {
  formatAmount,
  isAsset,
  parseAmount,
  roundToDecimals,
  type Amount,
  type Asset,
} from '@meridian/domain';
import type { Language } from './languages.js';
import { LANGUAGE_HTML_TAGS } from './ui/language-names.js';

/**
 * The one place the web app and the server's texts (notifications, mails) turn amounts, quantities, percentages and dates into text.
 *
 * Money is never a JS number here: values arrive as decimal strings (or bigint while computing),
 * are rounded exactly with the domain's bigint helpers, and only then handed to Intl as a decimal
 * STRING so it adds the locale's grouping and decimal sign without binary floating point.
 *
 * Every result is wrapped in FSI…PDI (U+2068…U+2069): without the isolation an Arabic line such
 * as "0.01 lots · 2×" or a date is reordered by the bidi algorithm around its neighbours.
 */

/**
 * How many places an asset is shown with (its ledger precision, ASSET_DECIMALS, is finer: ETH
 * keeps 18). One table, so "97,994.342217 USDT" never stands next to "1,200.00 USDT" again.
 */
export const ASSET_DISPLAY_DECIMALS: Readonly<Record<Asset, number>> = {
  USDT: 2,
  USD: 2,
  EUR: 2,
  BTC: 8,
  ETH: 6,
};

/** Places for an asset code the table does not know (a quote currency the server adds later). */
const FALLBACK_DISPLAY_DECIMALS = 8;

export function displayDecimalsOf(asset: string): number {
  return isAsset(asset) ? ASSET_DISPLAY_DECIMALS[asset] : FALLBACK_DISPLAY_DECIMALS;
}

const FSI = '\u2068';
const PDI = '\u2069';

/** `text` as a bidi-isolated run (first strong character decides its direction). */
export function isolate(text: string): string {
  return `${FSI}${text}${PDI}`;
}

/** `text` without the isolation marks, for comparing or copying. */
export function stripIsolation(text: string): string {
  return text.replace(/[\u2066-\u2069]/g, '');
}

type Numeric = `${number}`;
const MAX_PLACES = 18;

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    // Latin digits in every language, as financial figures usually are (and as inputs accept).
    format = new Intl.NumberFormat(locale, { numberingSystem: 'latn', ...options });
    numberFormats.set(key, format);
  }
  return format;
}

function toAmount(value: string | bigint): Amount | undefined {
  if (typeof value === 'bigint') return value;
  try {
    return parseAmount(value.trim());
  } catch {
    return undefined;
  }
}

function placesOf(amount: Amount): number {
  const fraction = formatAmount(amount).split('.')[1] ?? '';
  return fraction.length;
}

export type Rounding = 'down' | 'half-away';

export interface NumberOptions {
  /** Fixed places (rounded); without it the value is shown exactly as precise as it is. */
  decimals?: number;
  /** At least this many places (trailing zeros added), never fewer digits than the value has. */
  minDecimals?: number;
  /** 'down' (toward zero, the default for money: never show more than there is) or 'half-away'. */
  rounding?: Rounding;
  /** + before a positive value. */
  signed?: boolean;
  /** Wrap in FSI…PDI (default true). */
  isolated?: boolean;
}

/** A decimal string or bigint with the locale's separators; text that is no decimal comes back as is. */
export function formatNumber(
  value: string | bigint,
  locale: string,
  {
    decimals,
    minDecimals = 0,
    rounding = 'half-away',
    signed = false,
    isolated = true,
  }: NumberOptions = {},
): string {
  const amount = toAmount(value);
  if (amount === undefined) return String(value);
  let places: number;
  let rounded = amount;
  if (decimals !== undefined) {
    places = Math.min(Math.max(0, decimals), MAX_PLACES);
    rounded = roundToDecimals(amount, places, rounding);
  } else {
    places = Math.min(Math.max(minDecimals, placesOf(amount)), MAX_PLACES);
  }
  const text = formatAmount(rounded === 0n ? 0n : rounded);
  const formatted = numberFormat(locale, {
    minimumFractionDigits: places,
    maximumFractionDigits: places,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(text as Numeric);
  return isolated ? isolate(formatted) : formatted;
}

/** Money in its asset's display precision, with its code: "1.234,50 USDT" in German. */
export function formatMoney(
  value: string | bigint,
  asset: string,
  locale: string,
  options: Omit<NumberOptions, 'decimals' | 'isolated'> = {},
): string {
  const number = formatNumber(value, locale, {
    rounding: 'down',
    ...options,
    decimals: displayDecimalsOf(asset),
    isolated: false,
  });
  return isolate(`${number} ${asset}`);
}

/**
 * Money that must be shown to the last unit (a withdrawal's fee and what arrives): at least the
 * asset's display places, more when the value has them, never rounded: "122.222221 USDT",
 * "2.50 USDT".
 */
export function formatExactMoney(value: string | bigint, asset: string, locale: string): string {
  const number = formatNumber(value, locale, {
    minDecimals: displayDecimalsOf(asset),
    isolated: false,
  });
  return isolate(`${number} ${asset}`);
}

/**
 * An amount in its asset's display precision WITHOUT the code, for a column or a sentence that
 * names the asset itself: "1.234,50" (USDT) in German.
 */
export function formatAssetAmount(
  value: string | bigint,
  asset: string,
  locale: string,
  options: Omit<NumberOptions, 'decimals'> = {},
): string {
  return formatNumber(value, locale, {
    rounding: 'down',
    ...options,
    decimals: displayDecimalsOf(asset),
  });
}

/** The decimal places of a step such as a tick or lot size: "0.01" → 2, "0.25" → 2, "1" → 0. */
function stepDecimals(step: string): number {
  const fraction = step.trim().split('.')[1] ?? '';
  return fraction.replace(/0+$/, '').length;
}

/** A price (or size) to the precision of its step: "95000" with tick "0.01" → "95,000.00". */
export function formatToStep(value: string | bigint, step: string, locale: string): string {
  return formatNumber(value, locale, { decimals: stepDecimals(step) });
}

/** A quantity exactly as precise as it is ("0.00000001" stays so), with the locale's grouping. */
export function formatQuantity(value: string | bigint, locale: string): string {
  return formatNumber(value, locale);
}

/**
 * A figure in the locale's short compact notation ("3.81B", "3,81 Mrd.", "3.81 مليار"), from a
 * decimal STRING (or bigint) handed to Intl exactly. At most two places, truncated toward zero:
 * a figure is never shown larger than it is (999999 → "999.99K", not "1M"). Text that is no
 * decimal comes back as is.
 */
export function formatCompact(
  value: string | bigint,
  locale: string,
  { isolated = true }: { isolated?: boolean } = {},
): string {
  const amount = toAmount(value);
  if (amount === undefined) return String(value);
  const formatted = numberFormat(locale, {
    notation: 'compact',
    compactDisplay: 'short',
    maximumFractionDigits: 2,
    roundingMode: 'trunc',
  }).format(formatAmount(amount) as Numeric);
  return isolated ? isolate(formatted) : formatted;
}

/** A percent from a percent decimal string ("-1.25" → "-1.25 %" in German), `decimals` places. */
export function formatPercent(
  percent: string | bigint,
  locale: string,
  { decimals = 2, signed = false }: { decimals?: number; signed?: boolean } = {},
): string {
  const amount = toAmount(percent);
  if (amount === undefined) return String(percent);
  const rounded = roundToDecimals(amount, Math.min(decimals, MAX_PLACES - 2), 'half-away');
  // A fraction for Intl's percent style: the exact string with its point moved two places.
  const fraction = formatAmount(rounded / 100n);
  const formatted = numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(fraction as Numeric);
  return isolate(formatted);
}

/** Basis points as a percent: 25 → "0.25%". */
export function formatBasisPoints(bp: number, locale: string, decimals = 2): string {
  return formatPercent(formatAmount(BigInt(bp) * 10n ** 16n), locale, { decimals });
}

/** "mm:ss" (or "h:mm:ss") of a non-negative duration in milliseconds, rounded up to the second. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const mm = String(minutes).padStart(2, '0');
  const ss = String(seconds).padStart(2, '0');
  return isolate(hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`);
}

/** A file size limit in megabytes ("5 MB", "5 Mo"). */
export function formatMegabytes(count: number, locale: string): string {
  return isolate(
    numberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
      count,
    ),
  );
}

export type DateStyle = 'dateTime' | 'date' | 'time' | 'short' | 'long';

const dateOptions: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  date: { dateStyle: 'medium' },
  time: { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
  short: { dateStyle: 'short', timeStyle: 'medium' },
  /** A publication date in words: "November 1, 2026", "1. November 2026". */
  long: { dateStyle: 'long' },
};

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A moment (epoch ms, ISO text or Date) in the locale; an unreadable value comes back as is. */
export function formatDate(
  value: number | string | Date,
  locale: string,
  style: DateStyle = 'dateTime',
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const key = `${locale}|${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { numberingSystem: 'latn', ...dateOptions[style] });
    dateFormats.set(key, format);
  }
  return isolate(format.format(date));
}

/**
 * A value the chart library plots (a JS number by the library's own API, display only: nothing
 * is computed from the text) with `decimals` places and the locale's separators. The chart draws
 * each label alone on its canvas, so pass `isolated: false` there.
 */
export function formatChartNumber(
  value: number,
  locale: string,
  decimals: number,
  { isolated = true }: { isolated?: boolean } = {},
): string {
  if (!Number.isFinite(value)) return String(value);
  const places = Math.min(Math.max(0, decimals), MAX_PLACES);
  const formatted = numberFormat(locale, {
    minimumFractionDigits: places,
    maximumFractionDigits: places,
  }).format(value);
  return isolated ? isolate(formatted) : formatted;
}

/** The labels of a chart's time axis and crosshair. */
export type ChartTimeStyle =
  'dateTime' | 'date' | 'year' | 'month' | 'dayOfMonth' | 'time' | 'timeWithSeconds';

const chartTimeOptions: Record<ChartTimeStyle, Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  date: { dateStyle: 'medium' },
  year: { year: 'numeric' },
  month: { month: 'short' },
  dayOfMonth: { month: 'short', day: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit' },
  timeWithSeconds: { hour: '2-digit', minute: '2-digit', second: '2-digit' },
};

/**
 * A chart time (epoch ms) read in UTC: the chart's time axis has no time zone, so the chart
 * places a candle at its local wall-clock time and every label is written as UTC. Pass
 * `isolated: false` where the chart draws the label on its canvas.
 */
export function formatChartTime(
  epochMs: number,
  locale: string,
  style: ChartTimeStyle,
  { isolated = true }: { isolated?: boolean } = {},
): string {
  const date = new Date(epochMs);
  if (Number.isNaN(date.getTime())) return String(epochMs);
  const key = `${locale}|chart|${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      numberingSystem: 'latn',
      ...chartTimeOptions[style],
      timeZone: 'UTC',
    });
    dateFormats.set(key, format);
  }
  const formatted = format.format(date);
  return isolated ? isolate(formatted) : formatted;
}

/** The decimal sign the locale writes ("," in German, "." in English). */
export function decimalSeparatorOf(locale: string): string {
  const part = numberFormat(locale, { minimumFractionDigits: 1 })
    .formatToParts(1.5)
    .find((p) => p.type === 'decimal');
  return part?.value ?? '.';
}

/** All formatters bound to one language. */
export function formatterFor(language: Language) {
  const locale = LANGUAGE_HTML_TAGS[language];
  return {
    locale,
    number: (value: string | bigint, options?: NumberOptions) =>
      formatNumber(value, locale, options),
    money: (
      value: string | bigint,
      asset: string,
      options?: Omit<NumberOptions, 'decimals' | 'isolated'>,
    ) => formatMoney(value, asset, locale, options),
    /** To the last unit, at least the asset's display places, with its code. */
    exactMoney: (value: string | bigint, asset: string) => formatExactMoney(value, asset, locale),
    /** In the asset's display precision, without its code. */
    amount: (value: string | bigint, asset: string, options?: Omit<NumberOptions, 'decimals'>) =>
      formatAssetAmount(value, asset, locale, options),
    /** To the precision of a step (a price to its tick, a quantity to its lot). */
    step: (value: string | bigint, step: string) => formatToStep(value, step, locale),
    quantity: (value: string | bigint) => formatQuantity(value, locale),
    percent: (percent: string | bigint, options?: { decimals?: number; signed?: boolean }) =>
      formatPercent(percent, locale, options),
    basisPoints: (bp: number, decimals?: number) => formatBasisPoints(bp, locale, decimals),
    /** Basis points as the percent figure alone, for sentences that write the % sign: 50 → "0.50". */
    bpFigure: (bp: number, decimals = 2) =>
      formatNumber(BigInt(bp) * 10n ** 16n, locale, { decimals }),
    date: (value: number | string | Date, style?: DateStyle) => formatDate(value, locale, style),
    megabytes: (count: number) => formatMegabytes(count, locale),
    /** Compact notation ("3.81B"), truncated, from a decimal string. */
    compact: (value: string | bigint, options?: { isolated?: boolean }) =>
      formatCompact(value, locale, options),
    /** A plotted chart value (a JS number from the chart library) to `decimals` places. */
    chartNumber: (value: number, decimals: number, options?: { isolated?: boolean }) =>
      formatChartNumber(value, locale, decimals, options),
    /** A chart time label (epoch ms of the chart's UTC wall-clock axis). */
    chartTime: (epochMs: number, style: ChartTimeStyle, options?: { isolated?: boolean }) =>
      formatChartTime(epochMs, locale, style, options),
    countdown: formatCountdown,
    isolate,
  };
}

export type Formatter = ReturnType<typeof formatterFor>;
