import type { AdminSmartEarnings } from '@meridian/contract';
import { canonicalAmount, formatAmount, parseAmount } from '@meridian/domain';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { smartPlanFills, smartPlans, smartProducts } from '../../db/schema/index.js';

/** The journal reasons of plans that pay the fee account, by the kind of earning. */
const KIND_OF = {
  smart_fill: 'commissions',
  smart_settle: 'profitShares',
  smart_end: 'profitShares',
  smart_exit: 'damages',
} as const;
type Kind = (typeof KIND_OF)[keyof typeof KIND_OF];
const REASONS = Object.keys(KIND_OF) as (keyof typeof KIND_OF)[];

interface Sums {
  commissions: bigint;
  profitShares: bigint;
  damages: bigint;
}
const zero = (): Sums => ({ commissions: 0n, profitShares: 0n, damages: 0n });
const figures = (s: Sums) => ({
  commissions: formatAmount(s.commissions),
  profitShares: formatAmount(s.profitShares),
  damages: formatAmount(s.damages),
  total: formatAmount(s.commissions + s.profitShares + s.damages),
});

/**
 * GET /swx/admin/smart/earnings (admin): what plans paid the platform, read from the ledger —
 * the real book's USDT fee account's postings with the reasons smart_fill (commission),
 * smart_settle and smart_end (profit share) and smart_exit (damages), in entries of one plan (ref
 * smart_plan: its product from the plan) or of one product's fills at a candle close (ref
 * smart_close, whose reference starts with the product's id) — overall and per product; and the
 * plans' own records' totals as a cross-check.
 */
export async function getSmartEarnings(deps: Pick<Deps, 'db'>): Promise<AdminSmartEarnings> {
  const db = deps.db;
  const [byReason, products, planCounts, fromPlans, fromFills] = await Promise.all([
    queryRows<{ product_id: number | string; reason: string; amount: string }>(
      db,
      sql`SELECT coalesce(sp.product_id, split_part(e.ref_id, ':', 1)::int) AS product_id,
                 e.reason, sum(p.amount)::text AS amount
            FROM postings p
            JOIN journal_entries e ON e.id = p.entry_id
            JOIN ledger_accounts a ON a.id = p.account_id
            LEFT JOIN smart_plans sp ON e.ref_type = 'smart_plan' AND sp.id::text = e.ref_id
           WHERE a.owner_kind = 'system' AND a.system_code = 'fee' AND a.book = 'real'
             AND a.asset = 'USDT'
             AND e.ref_type IN ('smart_plan', 'smart_close')
             AND e.reason IN (${sql.join(
               REASONS.map((r) => sql`${r}`),
               sql`, `,
             )})
           GROUP BY 1, 2`,
    ),
    db
      .select({ id: smartProducts.id, code: smartProducts.code })
      .from(smartProducts)
      .orderBy(smartProducts.sortOrder, smartProducts.id),
    db
      .select({ productId: smartPlans.productId, plans: sql<number>`count(*)::int` })
      .from(smartPlans)
      .where(eq(smartPlans.book, 'real'))
      .groupBy(smartPlans.productId),
    db
      .select({
        profitShares: sql<string>`coalesce(sum(${smartPlans.platformShareTotal}), 0)::text`,
        damages: sql<string>`coalesce(sum(${smartPlans.damages}), 0)::text`,
      })
      .from(smartPlans)
      .where(eq(smartPlans.book, 'real')),
    db
      .select({ commissions: sql<string>`coalesce(sum(${smartPlanFills.commission}), 0)::text` })
      .from(smartPlanFills)
      .innerJoin(smartPlans, eq(smartPlans.id, smartPlanFills.planId))
      .where(eq(smartPlans.book, 'real')),
  ]);
  const total = zero();
  const perProduct = new Map<number, Sums>();
  for (const row of byReason) {
    const kind: Kind = KIND_OF[row.reason as keyof typeof KIND_OF];
    const amount = parseAmount(row.amount);
    total[kind] += amount;
    const productId = Number(row.product_id);
    const sums = perProduct.get(productId) ?? zero();
    sums[kind] += amount;
    perProduct.set(productId, sums);
  }
  const [plans] = fromPlans;
  const plansOf = new Map(planCounts.map((row) => [row.productId, Number(row.plans)]));
  return {
    asset: 'USDT',
    total: figures(total),
    products: products.map((p) => ({
      productId: p.id,
      code: p.code,
      plans: plansOf.get(p.id) ?? 0,
      ...figures(perProduct.get(p.id) ?? zero()),
    })),
    fromPlans: {
      commissions: canonicalAmount(fromFills[0]?.commissions ?? '0'),
      profitShares: canonicalAmount(plans?.profitShares ?? '0'),
      damages: canonicalAmount(plans?.damages ?? '0'),
    },
  };
}
