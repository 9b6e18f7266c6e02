import type { TFunction } from 'i18next';
import type { SmartProduct } from '../api/smart-api';
import { bpPercent } from './percent';
import type { Formatter } from '@/lib/format';

/**
 * A product's rules in plain words: the family's sentence with its parameters written out
 * ("buys … when the 12-period exponential moving average … crosses above the 48-period …").
 * Parameters that are missing or of another shape than the family's fall back to a neutral
 * sentence listing them as sent, so nothing is ever invented.
 */
type Rules = SmartProduct['rules'];

function int(parameters: Rules['parameters'], name: string): number | undefined {
  const value = parameters[name];
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined;
}

function text(parameters: Rules['parameters'], name: string): string | undefined {
  const value = parameters[name];
  return typeof value === 'string' ? value : undefined;
}

/** Basis points as a plain number of units: 20,000 → "2", 15,000 → "1.5". */
function unitsOfBp(format: Formatter, bp: number): string {
  return format.number(BigInt(bp) * 10n ** 14n);
}

export function describeRules(
  rules: Rules,
  instrument: string,
  t: TFunction,
  format: Formatter,
): string {
  const p = rules.parameters;
  const percent = (bp: number) => bpPercent(format, bp);
  if (rules.family === 'grid') {
    const lower = int(p, 'lowerBp');
    const upper = int(p, 'upperBp');
    const levels = int(p, 'levels');
    const initial = int(p, 'initialInstrumentBp');
    if (lower !== undefined && upper !== undefined && levels !== undefined && initial !== undefined)
      return t('smart.rules.grid', {
        lower: percent(lower),
        upper: percent(upper),
        levels: format.number(String(levels)),
        initial: percent(initial),
        instrument,
      });
  } else if (rules.family === 'trend') {
    const average = text(p, 'average');
    const fast = int(p, 'fastPeriod');
    const slow = int(p, 'slowPeriod');
    const fraction = int(p, 'buyFractionBp');
    if (
      (average === 'sma' || average === 'ema') &&
      fast !== undefined &&
      slow !== undefined &&
      fraction !== undefined
    )
      return t('smart.rules.trend', {
        average: t(`smart.rules.averages.${average}`),
        fast: format.number(String(fast)),
        slow: format.number(String(slow)),
        fraction: percent(fraction),
      });
  } else if (rules.family === 'meanReversion') {
    const period = int(p, 'period');
    const deviations = int(p, 'deviationsBp');
    const fraction = int(p, 'buyFractionBp');
    const exit = text(p, 'exitAt');
    if (
      period !== undefined &&
      deviations !== undefined &&
      fraction !== undefined &&
      (exit === 'mean' || exit === 'upper')
    )
      return t('smart.rules.meanReversion', {
        period: format.number(String(period)),
        deviations: unitsOfBp(format, deviations),
        fraction: percent(fraction),
        exit: t(`smart.rules.exits.${exit}`),
      });
  }
  return t('smart.rules.unknown', {
    family: familyName(rules.family, t),
    parameters: Object.entries(p)
      .map(([name, value]) => `${name} = ${String(value)}`)
      .join(', '),
  });
}

export function familyName(family: string, t: TFunction): string {
  if (family === 'grid' || family === 'trend' || family === 'meanReversion')
    return t(`smart.families.${family}`);
  return family;
}

const REASONS = [
  'grid.initialBuy',
  'grid.buyLevel',
  'grid.sellLevel',
  'trend.goldenCross',
  'trend.deathCross',
  'meanReversion.belowBand',
  'meanReversion.exit',
  'close',
] as const;
type Reason = (typeof REASONS)[number];

/** An order reason in words; one this version does not know is shown as sent. */
export function reasonText(reason: string, t: TFunction): string {
  return (REASONS as readonly string[]).includes(reason)
    ? t(`smart.reasons.${reason as Reason}`)
    : reason;
}
