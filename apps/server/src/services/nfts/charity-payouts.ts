import type { AdminCharityPayoutBody, AdminCharityPayoutList } from '@meridian/contract';
import { charityPayoutPostings, formatAmount, parseAmount } from '@meridian/domain';
import { desc, inArray } from 'drizzle-orm';
import { charityPayouts, staffUsers } from '../../db/schema/index.js';
import { inTransaction } from '../../db/transaction.js';
import type { Deps } from '../../deps.js';
import { badRequest } from '../../lib/app-error.js';
import { recordAudit } from '../audit/record-audit.js';
import {
  markIdempotentInTx,
  replayedResult,
  saveIdempotentResultInTx,
  type IdempotencyClaim,
} from '../idempotency/idempotency-store.js';
import { systemAccountId } from '../ledger/accounts.js';
import { postEntry } from '../ledger/post-entry.js';
import type { StaffPrincipal } from '../staff/staff-principal.js';
import { donationSummary } from './get-donations.js';
import { charityAccount } from './nft-accounts.js';

type PayoutRow = typeof charityPayouts.$inferSelect;
type AdminPayout = AdminCharityPayoutList['payouts'][number];

function payoutView(row: PayoutRow, recordedBy: string): AdminPayout {
  return {
    id: row.id,
    amount: formatAmount(parseAmount(row.amount)),
    paidOn: row.paidOn,
    reference: row.reference,
    recordedAt: row.recordedAt.getTime(),
    recordedBy,
    entryId: row.entryId,
  };
}

/** GET /swx/admin/charityPayouts: the ledger's figures and every payout with who recorded it. */
export async function listCharityPayouts(deps: Pick<Deps, 'db'>): Promise<AdminCharityPayoutList> {
  const [summary, rows] = await Promise.all([
    donationSummary(deps.db),
    deps.db.select().from(charityPayouts).orderBy(desc(charityPayouts.id)),
  ]);
  const ids = [...new Set(rows.map((row) => row.recordedBy))];
  const staff = ids.length
    ? await deps.db
        .select({ id: staffUsers.id, username: staffUsers.username })
        .from(staffUsers)
        .where(inArray(staffUsers.id, ids))
    : [];
  const name = new Map(staff.map((s) => [s.id, s.username]));
  return {
    ...summary,
    payouts: rows.map((row) => payoutView(row, name.get(row.recordedBy) ?? row.recordedBy)),
  };
}

/**
 * Staff record a payout already sent to the charity: one journal entry out of the charity account
 * to the outside world (10092 if it holds less), the payout row and the audit row, together.
 */
export async function recordCharityPayout(
  deps: Pick<Deps, 'db' | 'clock'>,
  staff: StaffPrincipal,
  body: AdminCharityPayoutBody,
  claim?: IdempotencyClaim | null,
): Promise<AdminPayout> {
  const replayed = replayedResult<AdminPayout>(claim);
  if (replayed) return replayed;
  // A payout is recorded after the transfer was made: never on a day still to come (UTC).
  if (body.paidOn > deps.clock().toISOString().slice(0, 10))
    throw badRequest(
      undefined,
      undefined,
      'paidOn: the day the transfer was made, not a later one',
    );
  const amount = parseAmount(body.amount);
  return inTransaction(deps.db, async (tx) => {
    await markIdempotentInTx(tx, claim);
    const entryId = await postEntry(
      tx,
      {
        reason: 'charity_payout',
        refType: 'charity_payout',
        refId: body.reference,
        postings: charityPayoutPostings(
          await charityAccount(tx),
          await systemAccountId(tx, 'external', 'real', 'USDT'),
          amount,
        ),
      },
      staff.staffId,
    );
    const [row] = await tx
      .insert(charityPayouts)
      .values({
        amount: formatAmount(amount),
        paidOn: body.paidOn,
        reference: body.reference,
        recordedBy: staff.staffId,
        entryId,
        recordedAt: deps.clock(),
      })
      .returning();
    await recordAudit(tx, {
      actorId: staff.staffId,
      action: 'charity.payout',
      targetType: 'charity_payout',
      targetId: String(row!.id),
      after: {
        amount: formatAmount(amount),
        paidOn: body.paidOn,
        reference: body.reference,
        entryId,
      },
    });
    const view = payoutView(row!, staff.username);
    await saveIdempotentResultInTx(tx, claim, view);
    return view;
  });
}
