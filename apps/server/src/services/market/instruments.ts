import { parseAmount } from '@meridian/domain';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { instruments } from '../../db/schema/index.js';
import { CATALOGUE } from '../../feeds/catalogue.js';
import type { ListedInstrument } from '../../engines/market/market-state.js';

/** Inserts catalogue instruments that are missing; never overwrites staff edits. */
export async function seedInstruments(db: Executor): Promise<void> {
  await db
    .insert(instruments)
    .values(CATALOGUE.map((entry, index) => ({ ...entry, sortOrder: index })))
    .onConflictDoNothing({ target: instruments.code });
}

export async function loadInstruments(db: Executor): Promise<ListedInstrument[]> {
  const rows = await db
    .select()
    .from(instruments)
    .where(eq(instruments.enabled, true))
    .orderBy(asc(instruments.sortOrder));
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    class: row.class,
    base: row.base,
    quote: row.quote,
    tickSize: parseAmount(row.tickSize),
    lotSize: parseAmount(row.lotSize),
    startPrice: parseAmount(row.startPrice),
    session: row.session,
    volatilityBp: row.volatilityBp,
    maxLeverage: row.maxLeverage,
    spreadBp: row.spreadBp,
    sortOrder: row.sortOrder,
  }));
}
