import {
  BOOKS,
  parseAmount,
  transfer,
  type Amount,
  type Asset,
  type Posting,
  type SpotPair,
  type SpotSide,
} from '@meridian/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inTransaction, pgErrorCode } from '../../db/transaction.js';
import { users } from '../../db/schema/index.js';
import {
  openUserAccounts,
  systemAccountId,
  userAccountId,
} from '../../services/ledger/accounts.js';
import { postEntry } from '../../services/ledger/post-entry.js';
import { getSetting } from '../../services/settings/get-setting.js';
import { newReferralCode } from '../../services/users/create-user.js';

export const MARKET_MAKER_USERNAME = 'house-market-maker';

export interface MarketMakerTerms {
  levels: number;
  stepBp: number;
  levelUsdt: Amount;
}

export interface MakerQuote {
  side: SpotSide;
  priceTicks: bigint;
  lots: bigint;
}

/**
 * The ladder around the feed price: `levels` bids below and asks above, the i-th at
 * (i + 1) × stepBp from the reference (bids rounded down, asks up, to the tick), each worth
 * about `levelUsdt` (rounded down to whole lots, at least one). Pure.
 */
export function makerLadder(
  pair: SpotPair,
  reference: Amount,
  terms: MarketMakerTerms,
): MakerQuote[] {
  const quotes: MakerQuote[] = [];
  const refTicks = reference / pair.tickSize;
  if (refTicks <= 0n) return quotes;
  for (let i = 1; i <= terms.levels; i += 1) {
    const offsetBp = BigInt(i * terms.stepBp);
    const bid = (refTicks * (10_000n - offsetBp)) / 10_000n;
    const ask = (refTicks * (10_000n + offsetBp) + 9_999n) / 10_000n;
    for (const [side, priceTicks] of [
      ['buy', bid],
      ['sell', ask],
    ] as const) {
      if (priceTicks <= 0n) continue;
      const perLot = priceTicks * pair.quotePerTickLot;
      const lots = terms.levelUsdt / perLot;
      quotes.push({ side, priceTicks, lots: lots > 0n ? lots : 1n });
    }
  }
  return quotes;
}

export async function marketMakerTerms(db: Db): Promise<MarketMakerTerms> {
  const [levels, stepBp, levelUsdt] = await Promise.all([
    getSetting(db, 'spot.marketMaker.levels'),
    getSetting(db, 'spot.marketMaker.stepBp'),
    getSetting(db, 'spot.marketMaker.levelUsdt'),
  ]);
  return { levels, stepBp, levelUsdt: parseAmount(levelUsdt) };
}

function parseInventory(spec: string): [Asset, Amount][] {
  return spec.split(',').map((part) => {
    const [asset, amount] = part.split(':');
    return [asset!.trim() as Asset, parseAmount(amount!.trim())];
  });
}

/**
 * The market maker's user (created once, without any way to sign in) with its inventory in both
 * books: demo from the demo faucet, real from the house — the platform's own money, journaled
 * like any other transfer. Returns its id.
 */
export async function ensureMarketMaker(db: Db): Promise<string> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.systemRole, 'market_maker'));
  if (existing) return existing.id;
  try {
    return await createMarketMaker(db);
  } catch (error) {
    // Another process created it at the same moment (the username is unique).
    if (pgErrorCode(error) !== '23505') throw error;
    const [created] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.systemRole, 'market_maker'));
    if (!created) throw error;
    return created.id;
  }
}

async function createMarketMaker(db: Db): Promise<string> {
  const inventory = parseInventory(await getSetting(db, 'spot.marketMaker.inventory'));
  return inTransaction(db, async (tx) => {
    const [again] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.systemRole, 'market_maker'));
    if (again) return again.id;
    const [user] = await tx
      .insert(users)
      .values({
        username: MARKET_MAKER_USERNAME,
        systemRole: 'market_maker',
        referralCode: newReferralCode(),
      })
      .returning({ id: users.id });
    const userId = user!.id;
    await openUserAccounts(tx, userId);
    for (const book of BOOKS) {
      const postings: Posting[] = [];
      for (const [asset, amount] of inventory) {
        const source = await systemAccountId(
          tx,
          book === 'demo' ? 'demoFaucet' : 'house',
          book,
          asset,
        );
        const target = await userAccountId(tx, userId, book, asset);
        postings.push(...transfer({ accountId: source }, { accountId: target }, asset, amount));
      }
      await postEntry(tx, {
        reason: 'market_maker_funding',
        refType: 'user',
        refId: userId,
        postings,
      });
    }
    return userId;
  });
}
