import type { AdminSmartProduct, AdminSmartProductCreateBody } from '@meridian/contract';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { smartProducts } from '../../db/schema/index.js';
import { inTransaction, pgErrorCode } from '../../db/transaction.js';
import { conflict } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import type { StaffPrincipal } from '../staff/staff-principal.js';
import { recomputeProductRanges } from './recompute-product-ranges.js';
import {
  checkedInvestment,
  checkedStrategy,
  productAuditState,
  staffProductViews,
} from './smart-product-admin.js';

/**
 * POST /swx/admin/smart/products (admin): a new product, checked (the strategy family's
 * parameter rules, an instrument quoted in USDT or USD, the investment range), stored last in the
 * catalogue and audited in the same transaction; its ranges are then computed in the background.
 * A code already used answers 409.
 */
export async function createSmartProduct(
  deps: Pick<Deps, 'db' | 'clock' | 'log'>,
  staff: StaffPrincipal,
  body: AdminSmartProductCreateBody,
): Promise<AdminSmartProduct> {
  const { params, instrument, timeframes } = await checkedStrategy(deps.db, body);
  const investment = checkedInvestment(body.minInvestment, body.maxInvestment);
  const now = deps.clock();
  let id: number;
  try {
    id = await inTransaction(deps.db, async (tx) => {
      const [row] = await tx
        .insert(smartProducts)
        .values({
          code: body.code,
          instrumentId: instrument.id,
          strategy: body.strategy,
          params,
          timeframes,
          ...investment,
          profitShareBp: body.profitShareBp,
          earlyExitDamagesBp: body.earlyExitDamagesBp,
          enabled: body.enabled,
          sortOrder: sql`(SELECT coalesce(max(${smartProducts.sortOrder}), -1) + 1 FROM ${smartProducts})`,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await recordAudit(tx, {
        actorId: staff.staffId,
        action: 'smart_product.create',
        targetType: 'smart_product',
        targetId: String(row!.id),
        before: null,
        after: productAuditState(row!, instrument.code),
      });
      return row!.id;
    });
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw conflict();
    throw error;
  }
  recomputeProductRanges(deps, id);
  const [view] = await staffProductViews(deps.db, [id]);
  return view!;
}
