import type { AdminNftItem } from '@meridian/contract';
import { formatAmount, parseAmount } from '@meridian/domain';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { staffUsers, users } from '../../db/schema/index.js';
import type { NftRules } from './nft-rules.js';
import { nftItemView, type NftRow } from './nft-view.js';

/** The back office's view of items: the sale's money (frozen, settlement) and the people. */
export async function adminNftViews(
  db: Executor,
  rows: readonly NftRow[],
  rules: NftRules,
  nowMs: number,
): Promise<AdminNftItem[]> {
  const userIds = [
    ...new Set(
      rows.flatMap((row) => [row.highestBidderId, row.ownerId]).filter((id) => id !== null),
    ),
  ];
  const staffIds = [...new Set(rows.map((row) => row.createdBy))];
  const [people, staff] = await Promise.all([
    userIds.length
      ? db
          .select({ id: users.id, username: users.username })
          .from(users)
          .where(inArray(users.id, userIds))
      : [],
    staffIds.length
      ? db
          .select({ id: staffUsers.id, username: staffUsers.username })
          .from(staffUsers)
          .where(inArray(staffUsers.id, staffIds))
      : [],
  ]);
  const username = new Map(people.map((p) => [p.id, p.username]));
  const staffName = new Map(staff.map((s) => [s.id, s.username]));
  const person = (id: string | null) =>
    id ? { userId: id, username: username.get(id) ?? '' } : null;
  return rows.map((row) => ({
    ...nftItemView(row, rules, 'en', nowMs),
    reservePrice: row.reservePrice === null ? null : formatAmount(parseAmount(row.reservePrice)),
    priceStep: formatAmount(parseAmount(row.priceStep)),
    titles: row.titles,
    highestBidder: row.status === 'open' ? person(row.highestBidderId) : null,
    // Only an open item's leading bid is held; a closed item's highest bid was spent or released.
    frozen: formatAmount(
      row.status === 'open' && row.highestAmount !== null ? parseAmount(row.highestAmount) : 0n,
    ),
    owner: person(row.ownerId),
    settlementEntryId: row.settlementEntryId,
    closedAt: row.closedAt?.getTime() ?? null,
    createdBy: staffName.get(row.createdBy) ?? row.createdBy,
    createdAt: row.createdAt.getTime(),
  }));
}
