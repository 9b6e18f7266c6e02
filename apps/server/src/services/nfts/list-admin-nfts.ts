import type { AdminNftList, AdminNftQuery } from '@meridian/contract';
import { formatAmount, parseAmount } from '@meridian/domain';
import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { nftItems } from '../../db/schema/index.js';
import type { Deps } from '../../deps.js';
import { adminNftViews } from './admin-nft-view.js';
import { nftRules } from './nft-rules.js';

function filterOf(status: AdminNftQuery['status'], now: Date): SQL | undefined {
  const at = sql`${now.toISOString()}::timestamptz`;
  switch (status) {
    case 'live':
      return sql`${nftItems.status} = 'open' AND ${nftItems.startsAt} <= ${at}`;
    case 'upcoming':
      return sql`${nftItems.status} = 'open' AND ${nftItems.startsAt} > ${at}`;
    case 'ended':
      return sql`${nftItems.status} <> 'open'`;
    case 'all':
      return undefined;
  }
}

/** GET /swx/admin/nfts: items with their sale, and the money frozen over all open items. */
export async function listAdminNfts(
  deps: Pick<Deps, 'db' | 'clock'>,
  query: AdminNftQuery,
): Promise<AdminNftList> {
  const now = deps.clock();
  const where = filterOf(query.status, now);
  const [rows, [total], [frozen], rules] = await Promise.all([
    deps.db
      .select()
      .from(nftItems)
      .where(where)
      .orderBy(desc(nftItems.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    deps.db.select({ n: count() }).from(nftItems).where(where),
    deps.db
      .select({ sum: sql<string>`COALESCE(SUM(${nftItems.highestAmount}), 0)::text` })
      .from(nftItems)
      .where(eq(nftItems.status, 'open')),
    nftRules(deps.db),
  ]);
  return {
    list: await adminNftViews(deps.db, rows, rules, now.getTime()),
    total: total?.n ?? 0,
    frozenTotal: formatAmount(parseAmount(frozen?.sum ?? '0')),
    serverTime: now.getTime(),
  };
}
