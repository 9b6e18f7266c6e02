import type { AdminSmartProductList } from '@meridian/contract';
import { asc, inArray } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { instruments } from '../../db/schema/index.js';
import { getSetting } from '../settings/get-setting.js';
import { SMART_QUOTES, staffProductViews } from './smart-product-admin.js';

/**
 * GET /swx/admin/smart/products: every product (offered or not) with its terms, running plans
 * and published ranges; the instruments a product may trade; whether smart trading is on.
 */
export async function listSmartProductsForStaff(
  deps: Pick<Deps, 'db'>,
): Promise<AdminSmartProductList> {
  const [products, tradable, enabled] = await Promise.all([
    staffProductViews(deps.db),
    deps.db
      .select({ code: instruments.code, name: instruments.name, quote: instruments.quote })
      .from(instruments)
      .where(inArray(instruments.quote, [...SMART_QUOTES]))
      .orderBy(asc(instruments.sortOrder), asc(instruments.id)),
    getSetting(deps.db, 'smart.enabled'),
  ]);
  return { smartEnabled: enabled === 1, products, instruments: tradable };
}
