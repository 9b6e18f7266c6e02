import { formatAmount, parseAmount } from '@meridian/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import { csvFile } from '../../lib/csv.js';
import { maskName } from '../../lib/mask-name.js';
import { commissionEventsSql } from './commission-events.js';

const HEADER = [
  'time_utc',
  'source',
  'reference',
  'market',
  'friend',
  'fee_paid_usdt',
  'commission_usdt',
];

/** GET exportInviteCommissions: every commission the caller earned as CSV, newest first. */
export async function exportInviteCommissions(db: Executor, userId: string): Promise<string> {
  const rows = await queryRows<{
    at: Date | string;
    source: string;
    ref: string;
    code: string;
    username: string;
    fee: string;
    commission: string;
  }>(
    db,
    sql`SELECT e.at, e.source, e.ref, e.code, u.username, e.fee::text AS fee,
               e.commission::text AS commission
          FROM (${commissionEventsSql(userId)}) AS e JOIN users u ON u.id = e.friend_id
         ORDER BY e.at DESC, e.source, e.ref`,
  );
  return csvFile(
    HEADER,
    rows.map((r) => [
      new Date(r.at).toISOString(),
      r.source,
      r.ref,
      r.code,
      maskName(r.username),
      formatAmount(parseAmount(r.fee)),
      formatAmount(parseAmount(r.commission)),
    ]),
  );
}
