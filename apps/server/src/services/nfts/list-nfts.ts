import type { ListNftQuery, NftList } from '@meridian/contract';
import { and, asc, count, desc, ne, or, sql, type SQL } from 'drizzle-orm';
import { nftItems } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { donationSummary } from './get-donations.js';
import { nftRules } from './nft-rules.js';
import { nftItemView } from './nft-view.js';

/** A text to search for inside LIKE patterns (its own % and _ taken literally). */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterOf(filter: ListNftQuery['filter'], now: Date): SQL | undefined {
  const open = sql`${nftItems.status} = 'open'`;
  const started = sql`${nftItems.startsAt} <= ${now.toISOString()}::timestamptz`;
  const notEnded = sql`${nftItems.endsAt} > ${now.toISOString()}::timestamptz`;
  switch (filter) {
    case 'live':
      return and(open, started, notEnded, sql`${nftItems.startPrice} IS NOT NULL`);
    case 'buyNow':
      // Buy now is withdrawn once a bid meets the reserve (any bid, without a reserve).
      return and(
        open,
        started,
        notEnded,
        sql`${nftItems.buyNowPrice} IS NOT NULL`,
        sql`(${nftItems.highestAmount} IS NULL OR (${nftItems.reservePrice} IS NOT NULL AND ${nftItems.highestAmount} < ${nftItems.reservePrice}))`,
      );
    case 'upcoming':
      return and(open, sql`${nftItems.startsAt} > ${now.toISOString()}::timestamptz`);
    case 'ended':
      return sql`${nftItems.status} IN ('sold', 'unsold')`;
    case 'all':
      return ne(nftItems.status, 'cancelled');
  }
}

function orderOf(filter: ListNftQuery['filter']) {
  switch (filter) {
    case 'live':
    case 'buyNow':
      return [asc(nftItems.endsAt), asc(nftItems.id)];
    case 'upcoming':
      return [asc(nftItems.startsAt), asc(nftItems.id)];
    case 'ended':
      return [desc(nftItems.closedAt), desc(nftItems.id)];
    case 'all':
      return [desc(nftItems.id)];
  }
}

/** GET listNft (public): the market, with the cumulative donation and the server time. */
export async function listNfts(
  deps: Pick<Deps, 'db' | 'clock'>,
  query: ListNftQuery,
  lang: string,
): Promise<NftList> {
  const now = deps.clock();
  const text = query.q?.trim() ?? '';
  const like = likePattern(text);
  const search =
    text === ''
      ? undefined
      : or(
          sql`${nftItems.titles}->>'en' ILIKE ${like}`,
          sql`${nftItems.titles}->>${lang} ILIKE ${like}`,
          sql`${nftItems.creator} ILIKE ${like}`,
          sql`${nftItems.tokenId} ILIKE ${like}`,
          sql`${nftItems.contractAddress} ILIKE ${like}`,
        );
  const where = and(filterOf(query.filter, now), search);
  const [rows, [total], donation, rules] = await Promise.all([
    deps.db
      .select()
      .from(nftItems)
      .where(where)
      .orderBy(...orderOf(query.filter))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    deps.db.select({ n: count() }).from(nftItems).where(where),
    donationSummary(deps.db),
    nftRules(deps.db),
  ]);
  return {
    list: rows.map((row) => nftItemView(row, rules, lang, now.getTime())),
    total: total?.n ?? 0,
    page: query.page,
    size: query.size,
    serverTime: now.getTime(),
    donation,
  };
}
