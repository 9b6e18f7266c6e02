import type { MyNftList, MyNftQuery } from '@meridian/contract';
import { formatAmount, parseAmount, type Book } from '@meridian/domain';
import { and, count, desc, eq, max } from 'drizzle-orm';
import { nftBids, nftItems } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { nftRules } from './nft-rules.js';
import { nftItemView } from './nft-view.js';

/**
 * GET listNft for the user (My NFTs): the items they own (won or bought), or the live items they
 * have bid on with their highest bid and whether it leads. NFTs are real-book only: demo is empty.
 */
export async function listMyNfts(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: string,
  book: Book,
  query: MyNftQuery,
  lang: string,
): Promise<MyNftList> {
  const now = deps.clock();
  const empty = {
    list: [],
    total: 0,
    page: query.page,
    size: query.size,
    serverTime: now.getTime(),
  };
  if (book !== 'real') return empty;
  const rules = await nftRules(deps.db);
  const offset = (query.page - 1) * query.size;
  if (query.type === 'owned') {
    const where = eq(nftItems.ownerId, userId);
    const [rows, [total]] = await Promise.all([
      deps.db
        .select()
        .from(nftItems)
        .where(where)
        .orderBy(desc(nftItems.closedAt), desc(nftItems.id))
        .limit(query.size)
        .offset(offset),
      deps.db.select({ n: count() }).from(nftItems).where(where),
    ]);
    return {
      ...empty,
      total: total?.n ?? 0,
      list: rows.map((row) => ({
        ...nftItemView(row, rules, lang, now.getTime()),
        acquired: row.acquired,
        myBid: null,
        leading: false,
      })),
    };
  }
  const mine = deps.db
    .select({ itemId: nftBids.itemId, myBid: max(nftBids.amount).as('my_bid') })
    .from(nftBids)
    .where(eq(nftBids.userId, userId))
    .groupBy(nftBids.itemId)
    .as('mine');
  const where = and(eq(nftItems.status, 'open'));
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ item: nftItems, myBid: mine.myBid })
      .from(mine)
      .innerJoin(nftItems, eq(nftItems.id, mine.itemId))
      .where(where)
      .orderBy(nftItems.endsAt, nftItems.id)
      .limit(query.size)
      .offset(offset),
    deps.db
      .select({ n: count() })
      .from(mine)
      .innerJoin(nftItems, eq(nftItems.id, mine.itemId))
      .where(where),
  ]);
  return {
    ...empty,
    total: total?.n ?? 0,
    list: rows.map(({ item, myBid }) => ({
      ...nftItemView(item, rules, lang, now.getTime()),
      acquired: null,
      myBid: myBid === null ? null : formatAmount(parseAmount(myBid)),
      leading: item.highestBidderId === userId,
    })),
  };
}
