import type { PlatformStats } from '@meridian/contract';
import { formatAmount, parseAmount } from '@meridian/domain';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { queryRows } from '../../db/client.js';
import { getSetting } from '../settings/get-setting.js';

/**
 * The home page's figures, computed live (PRODUCT §1). Volume is the USDT value that changed
 * hands in trades on the platform in the last 24 hours (journal entries with reason 'trade',
 * counted once per entry); it is zero until trading opens, and the page shows that honestly.
 */
export async function getPlatformStats(deps: Deps): Promise<PlatformStats> {
  const since = new Date(deps.clock().getTime() - 86_400_000);
  const [volume] = await queryRows<{ total: string | null }>(
    deps.db,
    sql`SELECT sum(p.amount)::text AS total
          FROM postings p JOIN journal_entries e ON e.id = p.entry_id
          JOIN ledger_accounts a ON a.id = p.account_id
         WHERE e.reason = 'trade' AND e.created_at >= ${since} AND p.asset = 'USDT'
           AND p.amount > 0 AND a.book = 'real' AND a.owner_kind = 'user'`,
  );
  const [users] = await queryRows<{ n: number }>(
    deps.db,
    sql`SELECT count(*)::int AS n FROM users`,
  );
  const fees = await Promise.all([
    getSetting(deps.db, 'fees.spotMakerBp'),
    getSetting(deps.db, 'fees.spotTakerBp'),
    getSetting(deps.db, 'fees.marginCommissionBp'),
  ]);
  const lowestBp = Math.min(...fees);
  return {
    volume24hUsdt: formatAmount(parseAmount(volume?.total ?? '0')),
    listedInstruments: deps.market.state.instruments().length,
    registeredUsers: Number(users?.n ?? 0),
    lowestTradingFeePercent: (lowestBp / 100).toFixed(2),
    feeUnderThreeTenthsPercent: lowestBp < 30,
  };
}
