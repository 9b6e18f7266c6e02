import { parseAmount, type Amount } from '@meridian/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';

/** The window a VIP level's volume is summed over. */
export const LEVEL_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * A user's real-book trading volume (USDT) over the last 30 days: the turnover of their spot
 * trades (every pair is quoted in USDT) plus the notional of the margin positions they opened
 * (margin × leverage, USDT). Demo trading never counts.
 */
export async function tradingVolume30d(
  db: Executor,
  userId: string,
  nowMs: number,
): Promise<Amount> {
  const since = new Date(nowMs - LEVEL_WINDOW_DAYS * DAY_MS);
  const [row] = await queryRows<{ spot: string | null; margin: string | null }>(
    db,
    sql`SELECT
          (SELECT sum(quote) FROM spot_trades
            WHERE book = 'real' AND created_at >= ${since}
              AND (maker_user_id = ${userId}::uuid OR taker_user_id = ${userId}::uuid)) AS spot,
          (SELECT sum(margin * leverage) FROM margin_orders
            WHERE user_id = ${userId}::uuid AND book = 'real' AND opened_at >= ${since}) AS margin`,
  );
  return parseAmount(row?.spot ?? '0') + parseAmount(row?.margin ?? '0');
}
