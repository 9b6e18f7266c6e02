import type { AdminSmartEarnings } from '@meridian/contract';
import { canonicalAmount, formatAmount, parseAmount } from '@meridian/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import {
  journalEntries,
  ledgerAccounts,
  postings,
  smartPlans,
  smartProducts,
} from '../../db/schema/index.js';

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
 * the real book's USDT fee account's postings in entries of plans (ref smart_plan) with the
 * reasons smart_fill (commission), smart_settle and smart_end (profit share) and smart_exit
 * (damages) — overall and per product; and the plan rows' own totals as a cross-check.
 */
export async function getSmartEarnings(deps: Pick<Deps, 'db'>): Promise<AdminSmartEarnings> {
  const db = deps.db;
  const [byReason, products, planCounts, fromPlans] = await Promise.all([
    db
      .select({
        productId: smartPlans.productId,
        reason: journalEntries.reason,
        amount: sql<string>`sum(${postings.amount})::text`,
      })
      .from(postings)
      .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
      .innerJoin(smartPlans, sql`${journalEntries.refId} = ${smartPlans.id}::text`)
      .where(
        and(
          eq(journalEntries.refType, 'smart_plan'),
          inArray(journalEntries.reason, REASONS),
          eq(ledgerAccounts.ownerKind, 'system'),
          eq(ledgerAccounts.systemCode, 'fee'),
          eq(ledgerAccounts.book, 'real'),
          eq(ledgerAccounts.asset, 'USDT'),
        ),
      )
      .groupBy(smartPlans.productId, journalEntries.reason),
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
  ]);
  const total = zero();
  const perProduct = new Map<number, Sums>();
  for (const row of byReason) {
    const kind: Kind = KIND_OF[row.reason as keyof typeof KIND_OF];
    const amount = parseAmount(row.amount);
    total[kind] += amount;
    const sums = perProduct.get(row.productId) ?? zero();
    sums[kind] += amount;
    perProduct.set(row.productId, sums);
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
      profitShares: canonicalAmount(plans?.profitShares ?? '0'),
      damages: canonicalAmount(plans?.damages ?? '0'),
    },
  };
}
