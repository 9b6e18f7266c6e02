import type { Asset, Book } from '@meridian/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { ledgerAccounts } from '../../db/schema/index.js';
import { systemAccountId } from '../../services/ledger/accounts.js';

/**
 * Ledger account ids of a market's participants (an account's id never changes, so they are
 * cached): each user's base and quote accounts in the market's book, and the book's fee account
 * in the quote asset.
 */
export class SpotAccountDirectory {
  private readonly ids = new Map<string, number>();
  private feeId: number | undefined;

  constructor(
    readonly book: Book,
    readonly base: Asset,
    readonly quote: Asset,
  ) {}

  async fee(db: Executor): Promise<number> {
    this.feeId ??= await systemAccountId(db, 'fee', this.book, this.quote);
    return this.feeId;
  }

  /** Loads the accounts of any of `userIds` not cached yet. */
  async load(db: Executor, userIds: Iterable<string>): Promise<void> {
    const missing = [...new Set(userIds)].filter((id) => !this.ids.has(`${id}:${this.base}`));
    if (missing.length === 0) return;
    const rows = await db
      .select({ id: ledgerAccounts.id, userId: ledgerAccounts.userId, asset: ledgerAccounts.asset })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.ownerKind, 'user'),
          eq(ledgerAccounts.book, this.book),
          inArray(ledgerAccounts.userId, missing),
          inArray(ledgerAccounts.asset, [this.base, this.quote]),
        ),
      );
    for (const row of rows) this.ids.set(`${row.userId}:${row.asset}`, row.id);
  }

  /** The account of an owner (null: the fee account) for the pair's base or quote. */
  account(owner: string | null, asset: 'base' | 'quote'): number {
    if (owner === null) {
      if (this.feeId === undefined || asset !== 'quote') throw new Error('fee account not loaded');
      return this.feeId;
    }
    const id = this.ids.get(`${owner}:${asset === 'base' ? this.base : this.quote}`);
    if (id === undefined) throw new Error(`no ${this.book} ${asset} account for ${owner}`);
    return id;
  }

  has(owner: string): boolean {
    return this.ids.has(`${owner}:${this.base}`) && this.ids.has(`${owner}:${this.quote}`);
  }

  assetOf(asset: 'base' | 'quote'): Asset {
    return asset === 'base' ? this.base : this.quote;
  }
}
