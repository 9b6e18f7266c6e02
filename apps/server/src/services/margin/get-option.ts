import type { OptionOrderView } from '@meridian/contract';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { optionOrders } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import { optionOrderView } from './option-order-view.js';

/** getOptionsOrderById: one of the caller's own options (any book); another user's is 404. */
export async function getOption(deps: Deps, userId: string, id: number): Promise<OptionOrderView> {
  const [row] = await deps.db
    .select()
    .from(optionOrders)
    .where(and(eq(optionOrders.id, id), eq(optionOrders.userId, userId)));
  if (!row) throw notFound();
  return optionOrderView(row);
}
