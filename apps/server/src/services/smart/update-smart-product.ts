import type { AdminSmartProduct, AdminSmartProductEditBody } from '@meridian/contract';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { instruments, smartProducts } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { notFound } from '../../lib/app-error.js';
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
 * PUT /swx/admin/smart/products/:id (admin): changes a product for future purchases — checked as
 * a new one, locked, audited with before and after in the same transaction. Running plans keep
 * the terms, parameters and instrument they copied when bought. The product's ranges are then
 * recomputed in the background (the published ones stay until the new ones replace them).
 */
export async function updateSmartProduct(
  deps: Pick<Deps, 'db' | 'clock' | 'log'>,
  staff: StaffPrincipal,
  id: number,
  body: AdminSmartProductEditBody,
): Promise<AdminSmartProduct> {
  const { params, instrument, timeframes } = await checkedStrategy(deps.db, body);
  const investment = checkedInvestment(body.minInvestment, body.maxInvestment);
  const now = deps.clock();
  await inTransaction(deps.db, async (tx) => {
    const [before] = await tx
      .select({ product: smartProducts, instrumentCode: instruments.code })
      .from(smartProducts)
      .innerJoin(instruments, eq(instruments.id, smartProducts.instrumentId))
      .where(eq(smartProducts.id, id))
      .for('update', { of: smartProducts });
    if (!before) throw notFound();
    const [after] = await tx
      .update(smartProducts)
      .set({
        instrumentId: instrument.id,
        strategy: body.strategy,
        params,
        timeframes,
        ...investment,
        profitShareBp: body.profitShareBp,
        earlyExitDamagesBp: body.earlyExitDamagesBp,
        enabled: body.enabled,
        updatedAt: now,
      })
      .where(eq(smartProducts.id, id))
      .returning();
    await recordAudit(tx, {
      actorId: staff.staffId,
      action: 'smart_product.update',
      targetType: 'smart_product',
      targetId: String(id),
      before: productAuditState(before.product, before.instrumentCode),
      after: productAuditState(after!, instrument.code),
    });
  });
  recomputeProductRanges(deps, id);
  const [view] = await staffProductViews(deps.db, [id]);
  return view!;
}
