import { z } from 'zod';
import {
  amountString,
  int4IdParam,
  nonNegativeAmountString,
  pageParam,
  sizeParam,
} from './common.js';
import {
  smartPlanStatusSchema,
  smartRangeSchema,
  smartStrategyIdSchema,
  smartTimeframeSchema,
} from './smart.js';

/**
 * The back office of smart trading plans (issue 14, PRODUCT §5 and §11): the product catalogue
 * (create, edit, a backtest preview before saving), the plans running on each product and the
 * platform's earnings from plans. Every change is audited. Editing a product never changes a
 * running plan: a plan copied the product's terms when it was bought.
 */

/** A strategy's parameters as staff set them: integers (periods, counts, basis points) or names. */
export const adminSmartParamsSchema = z
  .record(z.string().min(1).max(64), z.union([z.number(), z.string().max(64)]))
  .refine((value) => Object.keys(value).length <= 16, 'validation.invalid');

/** What a backtest needs: the instrument (its code), the strategy, its parameters, the cycles. */
export const adminSmartStrategyBody = z.object({
  /** An instrument quoted in USDT or USD (a plan's money is USDT), e.g. BTCUSDT. */
  instrument: z.string().trim().min(1).max(32),
  strategy: smartStrategyIdSchema,
  params: adminSmartParamsSchema,
  /** A subset of 1, 3, 7, 15, 30 days, each once. */
  timeframes: z
    .array(smartTimeframeSchema)
    .min(1)
    .max(5)
    .refine((list) => new Set(list).size === list.length, 'validation.invalid'),
});
export type AdminSmartStrategyBody = z.infer<typeof adminSmartStrategyBody>;

/** PUT /swx/admin/smart/products/:id: everything staff may change (the code stays). */
export const adminSmartProductEditBody = adminSmartStrategyBody.extend({
  /** USDT, more than zero; the maximum at least the minimum. */
  minInvestment: nonNegativeAmountString,
  maxInvestment: nonNegativeAmountString,
  /** The platform's share of a day's gain above the high-water mark, bp (2,000 = 20%). */
  profitShareBp: z.number().int().min(0).max(10_000),
  /** Early-exit damages, bp of the principal (500 = 5%). */
  earlyExitDamagesBp: z.number().int().min(0).max(10_000),
  /** Offered to users (listSmartProducts, buySmart); running plans run on either way. */
  enabled: z.boolean(),
});
export type AdminSmartProductEditBody = z.infer<typeof adminSmartProductEditBody>;

/** POST /swx/admin/smart/products: a new product with its stable public code. */
export const adminSmartProductCreateBody = adminSmartProductEditBody.extend({
  code: z
    .string()
    .trim()
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,46}[a-z0-9])?$/, 'validation.invalid'),
});
export type AdminSmartProductCreateBody = z.infer<typeof adminSmartProductCreateBody>;

/** A product as staff see it: its terms, whether it is offered, its running plans, its ranges. */
export const adminSmartProductSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  instrument: z.object({ code: z.string(), name: z.string(), quote: z.string() }),
  strategy: smartStrategyIdSchema,
  params: z.record(z.string(), z.union([z.number(), z.string()])),
  timeframes: z.array(smartTimeframeSchema),
  minInvestment: amountString,
  maxInvestment: amountString,
  profitShareBp: z.number().int(),
  earlyExitDamagesBp: z.number().int(),
  enabled: z.boolean(),
  /** Plans running on it now, and the principal in them (USDT). */
  runningPlans: z.number().int().min(0),
  runningPrincipal: amountString,
  updatedAt: z.number().int(),
  /** The published backtest ranges, as users see them (pending until computed). */
  ranges: z.array(smartRangeSchema),
});
export type AdminSmartProduct = z.infer<typeof adminSmartProductSchema>;

/** An instrument a product may trade (quoted in USDT or USD). */
export const adminSmartInstrumentSchema = z.object({
  code: z.string(),
  name: z.string(),
  quote: z.string(),
});

export const adminSmartProductListSchema = z.object({
  /** The setting smart.enabled (staff change it on the Settings page, group "smart"). */
  smartEnabled: z.boolean(),
  products: z.array(adminSmartProductSchema),
  instruments: z.array(adminSmartInstrumentSchema),
});
export type AdminSmartProductList = z.infer<typeof adminSmartProductListSchema>;

/** POST /swx/admin/smart/products/preview: the proposed product's ranges, nothing stored. */
export const adminSmartPreviewSchema = z.object({
  /** The costs assumed: the instrument's spread, the smart.* commission and slippage settings. */
  costs: z.object({ spreadBp: z.number(), commissionBp: z.number(), slippageBp: z.number() }),
  /** Per timeframe, the figures the public list would show (with the median window's curve). */
  ranges: z.array(smartRangeSchema),
  /** How long the backtests took on the server, ms. */
  elapsedMs: z.number().int().min(0),
});
export type AdminSmartPreview = z.infer<typeof adminSmartPreviewSchema>;

export const adminSmartProductIdParams = z.object({ id: int4IdParam });

/** GET /swx/admin/smart/products/:id/plans */
export const adminSmartPlansQuery = z.object({
  status: z.enum(['running', 'ended']).default('running'),
  page: pageParam,
  size: sizeParam,
});

export const adminSmartPlanRowSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  status: smartPlanStatusSchema,
  userId: z.uuid(),
  username: z.string(),
  days: z.number().int(),
  principal: amountString,
  /** Marked at the last evaluation (running), or what was returned (ended). */
  value: amountString,
  valueTime: z.number().int(),
  startTime: z.number().int(),
  endTime: z.number().int(),
  nextEarningsTime: z.number().int().nullable(),
  tradeCount: z.number().int(),
  /** The terms the plan copied at purchase (they stay whatever the product says later). */
  profitShareBp: z.number().int(),
  earlyExitDamagesBp: z.number().int(),
  platformShareTotal: amountString,
  damages: amountString,
});
export type AdminSmartPlanRow = z.infer<typeof adminSmartPlanRowSchema>;

export const adminSmartPlanListSchema = z.object({
  product: z.object({ id: z.number().int(), code: z.string() }),
  list: z.array(adminSmartPlanRowSchema),
  total: z.number().int().min(0),
});
export type AdminSmartPlanList = z.infer<typeof adminSmartPlanListSchema>;

/** The platform's earnings from plans: what reached the fee account, by kind (USDT). */
export const adminSmartEarningsFiguresSchema = z.object({
  /** Commissions on plan fills (journal reason smart_fill). */
  commissions: amountString,
  /** The platform's share of gains (smart_settle, smart_end). */
  profitShares: amountString,
  /** Early-exit damages (smart_exit). */
  damages: amountString,
  total: amountString,
});

export const adminSmartEarningsSchema = z.object({
  asset: z.literal('USDT'),
  /** From the ledger: the fee account's movements with those reasons (real book). */
  total: adminSmartEarningsFiguresSchema,
  products: z.array(
    adminSmartEarningsFiguresSchema.extend({
      productId: z.number().int(),
      code: z.string(),
      plans: z.number().int().min(0),
    }),
  ),
  /**
   * The same from the plans' own records (the fills' commissions, the rows' platform_share_total
   * and damages), a cross-check of the ledger.
   */
  fromPlans: z.object({
    commissions: amountString,
    profitShares: amountString,
    damages: amountString,
  }),
});
export type AdminSmartEarnings = z.infer<typeof adminSmartEarningsSchema>;
