import type { CharityDonations, NftDonationSummary } from '@meridian/contract';
import { formatAmount, parseAmount } from '@meridian/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { charityPayouts, ledgerAccounts } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { charityAccount } from './nft-accounts.js';

/**
 * The cumulative donation, from the ledger only (never a counter): what the charity account holds
 * plus everything paid out of it (the `charity_payout` entries' postings).
 */
export async function donationSummary(db: Executor): Promise<NftDonationSummary> {
  const account = await charityAccount(db);
  const [row] = await db
    .select({
      held: ledgerAccounts.available,
      paidOut: sql<string>`COALESCE((
        SELECT -SUM(p.amount) FROM postings p
        JOIN journal_entries e ON e.id = p.entry_id
        WHERE p.account_id = ${account} AND e.reason = 'charity_payout'
      ), 0)::text`,
    })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, account));
  const held = parseAmount(row?.held ?? '0');
  const paidOut = parseAmount(row?.paidOut ?? '0');
  return {
    asset: 'USDT',
    total: formatAmount(held + paidOut),
    held: formatAmount(held),
    paidOut: formatAmount(paidOut),
  };
}

/** GET listCharityDonation: the total and every payout, newest first. */
export async function getDonations(deps: Pick<Deps, 'db'>): Promise<CharityDonations> {
  const [summary, payouts] = await Promise.all([
    donationSummary(deps.db),
    deps.db.select().from(charityPayouts).orderBy(desc(charityPayouts.id)),
  ]);
  return {
    ...summary,
    payouts: payouts.map((payout) => ({
      id: payout.id,
      amount: formatAmount(parseAmount(payout.amount)),
      paidOn: payout.paidOn,
      reference: payout.reference,
      recordedAt: payout.recordedAt.getTime(),
    })),
  };
}
