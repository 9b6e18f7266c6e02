import { sql, type SQL } from 'drizzle-orm';

/**
 * Every commission an inviter earned (issue 17), as rows (at, source, ref, code, friend_id, fee,
 * commission): each side of a real spot trade by one of their invitees, and each margin order an
 * invitee opened, that paid them a share. A commission only ever goes to the payer's inviter (the
 * tie never changes; `ledger:verify` R1), so the invitees' records are the inviter's.
 */
export function commissionEventsSql(inviterId: string): SQL {
  const friends = sql`(SELECT id FROM users WHERE invited_by = ${inviterId}::uuid)`;
  return sql`
    SELECT t.created_at AS at, 'spot' AS source, t.id::text AS ref, t.pair AS code,
           t.maker_user_id AS friend_id, t.maker_fee AS fee, t.maker_commission AS commission
      FROM spot_trades t
     WHERE t.maker_user_id IN ${friends} AND t.maker_commission > 0
    UNION ALL
    SELECT t.created_at, 'spot', t.id::text, t.pair, t.taker_user_id, t.taker_fee, t.taker_commission
      FROM spot_trades t
     WHERE t.taker_user_id IN ${friends} AND t.taker_commission > 0
    UNION ALL
    SELECT m.opened_at, 'margin', m.id::text, m.code, m.user_id, m.fee, m.referral_commission
      FROM margin_orders m
     WHERE m.user_id IN ${friends} AND m.referral_commission > 0`;
}
