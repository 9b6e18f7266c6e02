import { GenericCode } from '@meridian/contract';
import {
  formatAmount,
  formatAmountFixed,
  isAmountString,
  parseAmount,
  planFillPostings,
  planPayoutPostings,
  type Book,
} from '@meridian/domain';
import { eq, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { smartPlanFills, smartPlans } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import { conflict } from '../../lib/app-error.js';
import {
  markIdempotentInTx,
  replayedResult,
  saveIdempotentResultInTx,
  type IdempotencyClaim,
} from '../idempotency/idempotency-store.js';
import { postEntry } from '../ledger/post-entry.js';
import { createNotification, publishNotification } from '../notifications/create-notification.js';
import { planAccounts } from './plan-accounts.js';
import { fillRow } from './plan-step.js';
import type { SmartPlanRow } from './plan-view.js';
import { ownedPlan } from './owned-plan.js';
import { exitFigures } from './quote-smart-exit.js';
import { publishSmartPlan } from './smart-plan-events.js';

/**
 * stopSmart: ends a running plan early (PRODUCT §5). Its positions close at the latest price, the
 * damages the user was quoted and confirmed go to the platform (485 when an exit now would cost
 * other damages: nothing happens), the rest returns to the available balance. One transaction
 * with the plan row locked, so a settlement or the engine cannot interleave.
 */
export async function exitSmartPlan(
  deps: Deps,
  userId: string,
  book: Book,
  body: { id: number; damages: string },
  claim?: IdempotencyClaim | null,
): Promise<SmartPlanRow> {
  const replayed = replayedResult<SmartPlanRow>(claim);
  if (replayed) return replayed;
  const confirmed = isAmountString(body.damages) ? parseAmount(body.damages) : -1n;
  const nowMs = deps.clock().getTime();
  const { row, notice } = await inTransaction(deps.db, async (tx) => {
    await markIdempotentInTx(tx, claim);
    const plan = await ownedPlan(tx, userId, book, body.id, true);
    const figures = await exitFigures(deps, plan);
    if (figures.damages !== confirmed) throw conflict(GenericCode.EXIT_QUOTE_CHANGED);
    const accounts = await planAccounts(tx, plan);
    const { closed } = figures;
    if (closed.fill) {
      await postEntry(tx, {
        reason: 'smart_fill',
        refType: 'smart_plan',
        refId: String(plan.id),
        postings: planFillPostings(accounts, [closed.fill]),
      });
      await tx.insert(smartPlanFills).values(fillRow(plan.id, null, closed.fill));
    }
    await postEntry(
      tx,
      {
        reason: 'smart_exit',
        refType: 'smart_plan',
        refId: String(plan.id),
        postings: planPayoutPostings(accounts, figures.returned, figures.damages),
      },
      userId,
    );
    const [exited] = (await tx
      .update(smartPlans)
      .set({
        rev: sql`${smartPlans.rev} + 1`,
        status: 'exited',
        cash: '0',
        quantity: '0',
        value: formatAmount(figures.returned),
        valueMs: figures.priceMs,
        nextSettleMs: null,
        damages: formatAmount(figures.damages),
        returned: formatAmount(figures.returned),
        tradeCount: plan.tradeCount + (closed.fill ? 1 : 0),
        endedAt: new Date(nowMs),
      })
      .where(eq(smartPlans.id, plan.id))
      .returning()) as SmartPlanRow[];
    const revenue =
      parseAmount(plan.userPaidTotal) + figures.returned - parseAmount(plan.principal);
    const notice = await createNotification(tx, {
      userId,
      kind: 'smartExited',
      params: {
        product: plan.productCode,
        damages: formatAmountFixed(figures.damages, 2),
        returned: formatAmountFixed(figures.returned, 2),
        revenue: formatAmountFixed(revenue, 2),
      },
      refType: 'smart_plan',
      refId: String(plan.id),
    });
    await saveIdempotentResultInTx(tx, claim, exited!);
    return { row: exited!, notice };
  });
  await publishSmartPlan(deps, row, { startedOrEnded: true });
  await publishNotification(deps.bus, notice);
  return row;
}
