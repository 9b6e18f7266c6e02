import type { Book } from '@meridian/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { smartPlans } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import type { SmartPlanRow } from './plan-view.js';

/** One of the caller's own plans in the book (404 otherwise: no plan of another user exists). */
export async function ownedPlan(
  db: Executor,
  userId: string,
  book: Book,
  id: number,
  lock = false,
): Promise<SmartPlanRow> {
  const query = db
    .select()
    .from(smartPlans)
    .where(and(eq(smartPlans.id, id), eq(smartPlans.userId, userId), eq(smartPlans.book, book)));
  const [row] = (lock ? await query.for('update') : await query) as SmartPlanRow[];
  if (!row) throw notFound();
  return row;
}
