import type {
  AdminSmartProduct,
  AdminSmartProductCreateBody,
  AdminSmartStrategyBody,
  SmartStrategyId,
} from '@meridian/contract';
import {
  validateGridParams,
  validateMeanReversionParams,
  validateTrendParams,
  type GridParams,
  type MeanReversionParams,
  type ParamProblem,
  type TrendParams,
} from '@meridian/domain';
import type { TFunction } from 'i18next';
import { z } from 'zod';

/**
 * The smart product form (back office): each strategy family's parameters, their defaults, and
 * the checks — the domain's own validate…Params, so the form refuses exactly what the server
 * would, field by field, before anything is sent.
 */

export const STRATEGIES: readonly SmartStrategyId[] = ['grid', 'trend', 'meanReversion'];
export const TIMEFRAMES = [1, 3, 7, 15, 30] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];

export interface ParamField {
  name: string;
  /** An integer (`bp`: basis points, shown as a percent beside it) or one of `options`. */
  kind: 'integer' | 'bp' | 'choice';
  options?: readonly string[];
}

export const PARAM_FIELDS: Record<SmartStrategyId, readonly ParamField[]> = {
  grid: [
    { name: 'lowerBp', kind: 'bp' },
    { name: 'upperBp', kind: 'bp' },
    { name: 'levels', kind: 'integer' },
    { name: 'initialInstrumentBp', kind: 'bp' },
  ],
  trend: [
    { name: 'average', kind: 'choice', options: ['sma', 'ema'] },
    { name: 'fastPeriod', kind: 'integer' },
    { name: 'slowPeriod', kind: 'integer' },
    { name: 'buyFractionBp', kind: 'bp' },
  ],
  meanReversion: [
    { name: 'period', kind: 'integer' },
    { name: 'deviationsBp', kind: 'bp' },
    { name: 'buyFractionBp', kind: 'bp' },
    { name: 'exitAt', kind: 'choice', options: ['mean', 'upper'] },
  ],
};

/** A new product's parameters per family (the seeded catalogue's). */
export const DEFAULT_PARAMS: Record<SmartStrategyId, Record<string, string>> = {
  grid: { lowerBp: '800', upperBp: '800', levels: '16', initialInstrumentBp: '5000' },
  trend: { average: 'ema', fastPeriod: '12', slowPeriod: '48', buyFractionBp: String(10_000) },
  meanReversion: {
    period: '20',
    deviationsBp: String(20_000),
    buyFractionBp: '5000',
    exitAt: 'mean',
  },
};

const VALIDATE: Record<SmartStrategyId, (params: Record<string, unknown>) => ParamProblem[]> = {
  grid: (p) => validateGridParams(p as unknown as GridParams),
  trend: (p) => validateTrendParams(p as unknown as TrendParams),
  meanReversion: (p) => validateMeanReversionParams(p as unknown as MeanReversionParams),
};

/** The typed parameters of what was typed: integers as numbers (anything else stays text). */
export function typedParams(
  strategy: SmartStrategyId,
  values: Record<string, string | undefined>,
): Record<string, number | string> {
  const out: Record<string, number | string> = {};
  for (const field of PARAM_FIELDS[strategy]) {
    const text = (values[field.name] ?? '').trim();
    out[field.name] =
      field.kind === 'choice' ? text : /^-?\d{1,15}$/.test(text) ? Number(text) : text;
  }
  return out;
}

export function paramProblems(
  strategy: SmartStrategyId,
  values: Record<string, string | undefined>,
): ParamProblem[] {
  return VALIDATE[strategy](typedParams(strategy, values));
}

const GRID_FIELDS = ['lowerBp', 'upperBp', 'levels', 'initialInstrumentBp'] as const;
const TREND_FIELDS = ['average', 'fastPeriod', 'slowPeriod', 'buyFractionBp'] as const;
const MEAN_REVERSION_FIELDS = ['period', 'deviationsBp', 'buyFractionBp', 'exitAt'] as const;

const oneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** A parameter's label or explanation in the interface language (the name itself if unknown). */
export function paramText(
  t: TFunction,
  strategy: SmartStrategyId,
  name: string,
  part: 'label' | 'help',
): string {
  switch (strategy) {
    case 'grid':
      return oneOf(GRID_FIELDS, name) ? t(`admin.smart.params.grid.${name}.${part}`) : name;
    case 'trend':
      return oneOf(TREND_FIELDS, name) ? t(`admin.smart.params.trend.${name}.${part}`) : name;
    case 'meanReversion':
      return oneOf(MEAN_REVERSION_FIELDS, name)
        ? t(`admin.smart.params.meanReversion.${name}.${part}`)
        : name;
  }
}

/** The words of a choice parameter's option (trend's average, mean reversion's exit line). */
export function choiceText(t: TFunction, strategy: SmartStrategyId, option: string): string {
  if (strategy === 'trend' && oneOf(['sma', 'ema'] as const, option))
    return t(`admin.smart.params.trend.average.options.${option}`);
  if (strategy === 'meanReversion' && oneOf(['mean', 'upper'] as const, option))
    return t(`admin.smart.params.meanReversion.exitAt.options.${option}`);
  return option;
}

type MessageKey =
  | `admin.smart.problems.${ParamProblem['problem']}`
  | `admin.smart.form.${'bpRule' | 'codeRule' | 'instrumentRule' | 'timeframesRule' | 'amountRule' | 'minRule' | 'maxRule'}`;

/** A field message: a message key and its values, in one string (react-hook-form keeps text). */
const message = (key: MessageKey, values: Record<string, unknown> = {}) =>
  `${key}|${JSON.stringify(values)}`;

/**
 * The words of a form message made by this module (values naming another parameter, `other`,
 * are that parameter's label), or the text itself.
 */
export function formMessage(
  t: TFunction,
  text: string | undefined,
  strategy: SmartStrategyId = 'grid',
): string | undefined {
  if (!text) return undefined;
  const bar = text.indexOf('|');
  if (bar < 0) return text;
  const values = JSON.parse(text.slice(bar + 1)) as Record<string, string | number | null>;
  const value = (key: string) => values[key] ?? '';
  const other = value('other');
  // Every placeholder a message of this module may have (the others ignore the extra values).
  const options = {
    min: value('min'),
    max: value('max'),
    allowed: value('allowed'),
    other: typeof other === 'string' && other ? paramText(t, strategy, other, 'label') : other,
  };
  return t(text.slice(0, bar) as MessageKey, options);
}

const AMOUNT = /^\d{1,20}(\.\d{1,18})?$/;

/** A decimal string as comparable scaled integers (exact; both have at most 18 places). */
function scaled(value: string): bigint {
  const [whole, fraction = ''] = value.split('.');
  return BigInt(whole!) * 10n ** 18n + BigInt(fraction.padEnd(18, '0'));
}

const bpField = z
  .string()
  .trim()
  .regex(/^\d{1,5}$/, message('admin.smart.form.bpRule'))
  .refine((v) => Number(v) <= 10_000, message('admin.smart.form.bpRule'));

export function productFormSchema(creating: boolean) {
  return z
    .object({
      code: creating
        ? z
            .string()
            .trim()
            .regex(/^[a-z0-9](?:[a-z0-9-]{0,46}[a-z0-9])?$/, message('admin.smart.form.codeRule'))
        : z.string(),
      instrument: z.string().min(1, message('admin.smart.form.instrumentRule')),
      strategy: z.enum(['grid', 'trend', 'meanReversion']),
      params: z.record(z.string(), z.string()),
      timeframes: z.array(z.string()).min(1, message('admin.smart.form.timeframesRule')),
      minInvestment: z.string().trim().regex(AMOUNT, message('admin.smart.form.amountRule')),
      maxInvestment: z.string().trim().regex(AMOUNT, message('admin.smart.form.amountRule')),
      profitShareBp: bpField,
      earlyExitDamagesBp: bpField,
      enabled: z.boolean(),
    })
    .superRefine((values, ctx) => {
      for (const problem of paramProblems(values.strategy, values.params)) {
        ctx.addIssue({
          code: 'custom',
          path: ['params', problem.field],
          message: message(`admin.smart.problems.${problem.problem}`, {
            min: problem.min,
            max: problem.max,
            allowed: problem.allowed?.join(', '),
            other: problem.other,
          }),
        });
      }
      const { minInvestment: min, maxInvestment: max } = values;
      if (AMOUNT.test(min.trim()) && scaled(min.trim()) <= 0n)
        ctx.addIssue({
          code: 'custom',
          path: ['minInvestment'],
          message: message('admin.smart.form.minRule'),
        });
      if (
        AMOUNT.test(min.trim()) &&
        AMOUNT.test(max.trim()) &&
        scaled(max.trim()) < scaled(min.trim())
      )
        ctx.addIssue({
          code: 'custom',
          path: ['maxInvestment'],
          message: message('admin.smart.form.maxRule'),
        });
    });
}

export type ProductFormValues = z.input<ReturnType<typeof productFormSchema>>;

export function formValuesOf(
  product: AdminSmartProduct | null,
  instrument = '',
): ProductFormValues {
  if (!product)
    return {
      code: '',
      instrument,
      strategy: 'grid',
      params: { ...DEFAULT_PARAMS.grid },
      timeframes: TIMEFRAMES.map(String),
      minInvestment: '100',
      maxInvestment: '50000',
      profitShareBp: '2000',
      earlyExitDamagesBp: '500',
      enabled: false,
    };
  return {
    code: product.code,
    instrument: product.instrument.code,
    strategy: product.strategy,
    params: Object.fromEntries(Object.entries(product.params).map(([k, v]) => [k, String(v)])),
    timeframes: product.timeframes.map(String),
    minInvestment: product.minInvestment,
    maxInvestment: product.maxInvestment,
    profitShareBp: String(product.profitShareBp),
    earlyExitDamagesBp: String(product.earlyExitDamagesBp),
    enabled: product.enabled,
  };
}

const timeframesOf = (values: ProductFormValues) =>
  TIMEFRAMES.filter((days) => values.timeframes.includes(String(days)));

/** What a backtest preview needs from the form. */
export function previewBodyOf(values: ProductFormValues): AdminSmartStrategyBody {
  return {
    instrument: values.instrument,
    strategy: values.strategy,
    params: typedParams(values.strategy, values.params),
    timeframes: timeframesOf(values),
  };
}

/** The call's body (the code is dropped for an edit). */
export function productBodyOf(values: ProductFormValues): AdminSmartProductCreateBody {
  return {
    ...previewBodyOf(values),
    code: values.code.trim(),
    minInvestment: values.minInvestment.trim(),
    maxInvestment: values.maxInvestment.trim(),
    profitShareBp: Number(values.profitShareBp),
    earlyExitDamagesBp: Number(values.earlyExitDamagesBp),
    enabled: values.enabled,
  };
}
