import type { InviteInfo } from '@meridian/contract';
import { formatAmount, parseAmount } from '@meridian/domain';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { notFound } from '../../lib/app-error.js';
import { maskName } from '../../lib/mask-name.js';
import { commissionEventsSql } from './commission-events.js';
import { levelOf } from './fee-terms.js';

const DAY_MS = 86_400_000;
const CHART_DAYS = 30;
const FRIENDS_SHOWN = 100;

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** getInviteInfo: the caller's code and link, share, invited friends and commissions. */
export async function getInviteInfo(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  userId: string,
): Promise<InviteInfo> {
  const [me] = await deps.db
    .select({ code: users.referralCode })
    .from(users)
    .where(eq(users.id, userId));
  if (!me) throw notFound();
  const nowMs = deps.clock().getTime();
  const firstDayMs = Date.parse(utcDay(nowMs - (CHART_DAYS - 1) * DAY_MS));
  const friends = await queryRows<{ username: string; created_at: Date | string; traded: boolean }>(
    deps.db,
    sql`SELECT u.username, u.created_at,
               (EXISTS (SELECT 1 FROM spot_trades t WHERE t.book = 'real' AND t.maker_user_id = u.id)
                OR EXISTS (SELECT 1 FROM spot_trades t WHERE t.book = 'real' AND t.taker_user_id = u.id)
                OR EXISTS (SELECT 1 FROM margin_orders m WHERE m.book = 'real' AND m.user_id = u.id
                             AND m.opened_at IS NOT NULL)) AS traded
          FROM users u WHERE u.invited_by = ${userId}::uuid
         ORDER BY u.created_at DESC, u.id LIMIT ${FRIENDS_SHOWN}`,
  );
  const [counts] = await queryRows<{ friends: number | string }>(
    deps.db,
    sql`SELECT count(*) AS friends FROM users WHERE invited_by = ${userId}::uuid`,
  );
  const sums = await queryRows<{ day: string | null; amount: string }>(
    deps.db,
    sql`SELECT CASE WHEN e.at >= ${new Date(firstDayMs)} THEN to_char(e.at AT TIME ZONE 'UTC', 'YYYY-MM-DD') END AS day,
               sum(e.commission)::text AS amount
          FROM (${commissionEventsSql(userId)}) AS e
         GROUP BY 1`,
  );
  const byDay = new Map(sums.filter((s) => s.day !== null).map((s) => [s.day!, s.amount]));
  const total = sums.reduce((sum, s) => sum + parseAmount(s.amount), 0n);
  const level = await levelOf(deps, userId);
  return {
    code: me.code,
    link: `${deps.config.publicUrl}/pass/register?invite=${encodeURIComponent(me.code)}`,
    referralShareBp: Number(level.referralShareBp),
    friendCount: Number(counts?.friends ?? 0),
    friends: friends.map((f) => ({
      name: maskName(f.username),
      joinedAt: new Date(f.created_at).getTime(),
      tradedReal: f.traded === true,
    })),
    commissionTotal: formatAmount(total),
    commissionByDay: Array.from({ length: CHART_DAYS }, (_, i) => {
      const day = utcDay(firstDayMs + i * DAY_MS);
      return { day, amount: formatAmount(parseAmount(byDay.get(day) ?? '0')) };
    }),
  };
}
