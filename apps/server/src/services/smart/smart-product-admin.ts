import type { AdminSmartProduct, AdminSmartStrategyBody, SmartRange } from '@meridian/contract';
import { GenericCode } from '@meridian/contract';
import { canonicalAmount, formatAmount, parseAmount, type ParamProblem } from '@meridian/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  instruments,
  smartPlans,
  smartProductRanges,
  smartProducts,
} from '../../db/schema/index.js';
import { badRequest } from '../../lib/app-error.js';
import { publishedRange } from './list-smart-products.js';
import { SMART_STRATEGIES, type SmartStrategyId } from './smart-strategies.js';

/**
 * What the back office's smart-product use cases share: the checks of a proposed product (the
 * domain's parameter rules, the instrument), the staff view of a product, and its audit state.
 */

/** Quotes a plan may trade in: its money is USDT, and the plan engine takes USD as USDT. */
export const SMART_QUOTES: readonly string[] = ['USDT', 'USD'];

export type SmartProductRow = typeof smartProducts.$inferSelect;
type InstrumentRow = Pick<
  typeof instruments.$inferSelect,
  'id' | 'code' | 'name' | 'quote' | 'spreadBp'
>;

/** One problem in words a staff member can act on: "params.levels: outOfRange (2–200)". */
export function describeProblem(problem: ParamProblem): string {
  const detail =
    problem.problem === 'outOfRange'
      ? ` (${problem.min}–${problem.max})`
      : problem.problem === 'notAllowed' && problem.allowed
        ? ` (${problem.allowed.join(', ')})`
        : problem.problem === 'notBelow' && problem.other
          ? ` (${problem.other})`
          : '';
  return `params.${problem.field}: ${problem.problem}${detail}`;
}

/**
 * The strategy's parameters, checked by its family's rules and keeping only its own fields (an
 * unknown field is refused as notAllowed): the stored parameters are exactly the domain's.
 */
export function checkedParams(
  strategy: SmartStrategyId,
  params: Record<string, number | string>,
): Record<string, number | string> {
  const entry = SMART_STRATEGIES[strategy];
  const problems = entry.validate(params);
  if (problems.length === 0) {
    const known = entry.describe(params).parameters;
    for (const field of Object.keys(params)) {
      if (!Object.hasOwn(known, field)) problems.push({ field, problem: 'notAllowed' });
    }
    if (problems.length === 0) return known;
  }
  throw badRequest(GenericCode.INVALID_REQUEST, {}, problems.map(describeProblem).join('; '));
}

/** The instrument by code, quoted in USDT or USD; else 400 naming the field. */
export async function productInstrument(db: Executor, code: string): Promise<InstrumentRow> {
  const [row] = await db
    .select({
      id: instruments.id,
      code: instruments.code,
      name: instruments.name,
      quote: instruments.quote,
      spreadBp: instruments.spreadBp,
    })
    .from(instruments)
    .where(eq(instruments.code, code));
  if (!row) throw badRequest(GenericCode.INVALID_REQUEST, {}, `instrument: ${code} does not exist`);
  if (!SMART_QUOTES.includes(row.quote))
    throw badRequest(
      GenericCode.INVALID_REQUEST,
      {},
      `instrument: ${code} is quoted in ${row.quote}; a plan needs USDT or USD`,
    );
  return row;
}

/** The checks a backtest needs: instrument and parameters (timeframes are the schema's). */
export async function checkedStrategy(db: Executor, body: AdminSmartStrategyBody) {
  const params = checkedParams(body.strategy, body.params);
  const instrument = await productInstrument(db, body.instrument);
  const timeframes = [...new Set(body.timeframes)].sort((a, b) => a - b);
  return { params, instrument, timeframes };
}

/** The investment range: more than zero, the maximum at least the minimum (exact decimals). */
export function checkedInvestment(minInvestment: string, maxInvestment: string) {
  const min = parseAmount(minInvestment);
  const max = parseAmount(maxInvestment);
  if (min <= 0n)
    throw badRequest(GenericCode.INVALID_REQUEST, {}, 'minInvestment: must be more than 0');
  if (max < min)
    throw badRequest(
      GenericCode.INVALID_REQUEST,
      {},
      'maxInvestment: must be at least minInvestment',
    );
  return { minInvestment: formatAmount(min), maxInvestment: formatAmount(max) };
}

/** What the audit log records of a product (its whole editable state). */
export function productAuditState(row: SmartProductRow, instrumentCode: string) {
  return {
    code: row.code,
    instrument: instrumentCode,
    strategy: row.strategy,
    params: row.params,
    timeframes: row.timeframes,
    minInvestment: canonicalAmount(row.minInvestment),
    maxInvestment: canonicalAmount(row.maxInvestment),
    profitShareBp: row.profitShareBp,
    earlyExitDamagesBp: row.earlyExitDamagesBp,
    enabled: row.enabled,
  };
}

/** Staff views of products (`ids`, or all when omitted), in catalogue order. */
export async function staffProductViews(
  db: Executor,
  ids?: number[],
): Promise<AdminSmartProduct[]> {
  const rows = await db
    .select({ product: smartProducts, instrument: instruments })
    .from(smartProducts)
    .innerJoin(instruments, eq(instruments.id, smartProducts.instrumentId))
    .where(ids ? inArray(smartProducts.id, ids) : undefined)
    .orderBy(smartProducts.sortOrder, smartProducts.id);
  const productIds = rows.map((r) => r.product.id);
  if (productIds.length === 0) return [];
  const [ranges, running] = await Promise.all([
    db.select().from(smartProductRanges).where(inArray(smartProductRanges.productId, productIds)),
    db
      .select({
        productId: smartPlans.productId,
        plans: sql<number>`count(*)::int`,
        principal: sql<string>`coalesce(sum(${smartPlans.principal}), 0)::text`,
      })
      .from(smartPlans)
      .where(and(eq(smartPlans.status, 'running'), inArray(smartPlans.productId, productIds)))
      .groupBy(smartPlans.productId),
  ]);
  const rangeOf = new Map(ranges.map((r) => [`${r.productId}:${r.timeframeDays}`, r]));
  const runningOf = new Map(running.map((r) => [r.productId, r]));
  return rows.map(({ product, instrument }) => {
    const timeframes = [...product.timeframes].sort((a, b) => a - b) as SmartRange['days'][];
    const live = runningOf.get(product.id);
    return {
      id: product.id,
      code: product.code,
      instrument: { code: instrument.code, name: instrument.name, quote: instrument.quote },
      strategy: product.strategy,
      params: product.params as Record<string, number | string>,
      timeframes,
      minInvestment: canonicalAmount(product.minInvestment),
      maxInvestment: canonicalAmount(product.maxInvestment),
      profitShareBp: product.profitShareBp,
      earlyExitDamagesBp: product.earlyExitDamagesBp,
      enabled: product.enabled,
      runningPlans: Number(live?.plans ?? 0),
      runningPrincipal: canonicalAmount(live?.principal ?? '0'),
      updatedAt: product.updatedAt.getTime(),
      ranges: timeframes.map((days) => publishedRange(days, rangeOf.get(`${product.id}:${days}`))),
    };
  });
}
