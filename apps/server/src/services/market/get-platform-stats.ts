import type { PlatformStats } from '@meridian/contract';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { queryRows } from '../../db/client.js';
import { wireAmount } from '../../lib/wire-amount.js';
import { getSetting } from '../settings/get-setting.js';

/**
 * The home page's figures, computed live (PRODUCT §1). Volume is the USDT value traded in the
 * real book in the last 24 hours: spot trades (their USDT notional, once per trade), the notional of margin positions opened (lots × lot size × opening price; for a
 * USD/xxx pair the units are already dollars) and option stakes. Demo money is not counted. It is
 * zero until real trading starts, and the page shows that honestly.
 */
export async function getPlatformStats(deps: Deps): Promise<PlatformStats> {
  const since = new Date(deps.clock().getTime() - 86_400_000);
  const [volume] = await queryRows<{ total: string | null }>(
    deps.db,
    sql`SELECT (
          coalesce((SELECT sum(quote) FROM spot_trades
            WHERE book = 'real' AND created_at >= ${since}), 0)
        + coalesce((SELECT sum(o.lots * o.lot_size
                               * CASE WHEN i.base = 'USD' THEN 1 ELSE o.open_price END)
             FROM margin_orders o JOIN instruments i ON i.id = o.instrument_id
            WHERE o.book = 'real' AND o.parent_id IS NULL AND o.opened_at >= ${since}), 0)
        + coalesce((SELECT sum(stake) FROM option_orders
            WHERE book = 'real' AND created_at >= ${since}), 0)
        )::text AS total`,
  );
  const [users] = await queryRows<{ n: number }>(
    deps.db,
    sql`SELECT count(*)::int AS n FROM users WHERE system_role IS NULL`,
  );
  const fees = await Promise.all([
    getSetting(deps.db, 'fees.spotMakerBp'),
    getSetting(deps.db, 'fees.spotTakerBp'),
    getSetting(deps.db, 'fees.marginCommissionBp'),
  ]);
  const lowestBp = Math.min(...fees);
  return {
    volume24hUsdt: wireAmount(volume?.total ?? '0'),
    listedInstruments: deps.market.state.instruments().length,
    registeredUsers: Number(users?.n ?? 0),
    lowestTradingFeePercent: (lowestBp / 100).toFixed(2),
    feeUnderThreeTenthsPercent: lowestBp < 30,
  };
}
