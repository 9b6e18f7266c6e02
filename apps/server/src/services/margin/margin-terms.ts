import { CatalogueCode } from '@meridian/contract';
import {
  conversionFor,
  isSessionOpen,
  parseAmount,
  quoteFromMid,
  type Amount,
  type InstrumentTerms,
} from '@meridian/domain';
import type { Executor } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { ListedInstrument } from '../../engines/market/market-state.js';
import { getSetting } from '../settings/get-setting.js';

export interface LiveQuote {
  bid: Amount;
  ask: Amount;
  mid: Amount;
  /** When the recorded tick was observed. */
  epochMs: number;
}

export const notTradableNow = () => new AppError(CatalogueCode.NOT_AVAILABLE_FOR_TRADING, 409);

export function findInstrument(deps: Pick<Deps, 'market'>, code: string): ListedInstrument {
  const latest = deps.market.state.latest(code);
  if (!latest) throw notFound();
  return latest.instrument;
}

/** Bid and ask of the latest recorded tick; undefined before the first one. */
export function liveQuote(
  deps: Pick<Deps, 'market'>,
  instrument: ListedInstrument,
): LiveQuote | undefined {
  const snapshot = deps.market.state.latest(instrument.code);
  if (!snapshot || snapshot.updatedAtMs === 0) return undefined;
  const { bid, ask } = quoteFromMid(snapshot.price, instrument.spreadBp, instrument.tickSize);
  return { bid, ask, mid: snapshot.price, epochMs: snapshot.updatedAtMs };
}

/**
 * The quote an order may trade on now: the market is in session and the latest recorded tick is
 * fresh (a feed outage must not let anyone trade on an old price). Otherwise 10015.
 */
export async function tradableQuote(
  deps: Pick<Deps, 'market' | 'clock' | 'db'>,
  instrument: ListedInstrument,
): Promise<LiveQuote> {
  const nowMs = deps.clock().getTime();
  if (!isSessionOpen(instrument.session, nowMs)) throw notTradableNow();
  const quote = liveQuote(deps, instrument);
  const maxAgeMs = await getSetting(deps.db, 'trading.maxQuoteAgeMs');
  if (!quote || nowMs - quote.epochMs > maxAgeMs) throw notTradableNow();
  return quote;
}

export async function instrumentTerms(
  db: Executor,
  instrument: ListedInstrument,
): Promise<InstrumentTerms> {
  // Sequential: `db` may be a transaction, whose connection runs one query at a time.
  const commissionBp = await getSetting(db, 'fees.marginCommissionBp');
  const minLots = await getSetting(db, 'margin.minLots');
  const maxLots = await getSetting(db, 'margin.maxLots');
  const lotStep = await getSetting(db, 'margin.lotStep');
  return {
    code: instrument.code,
    lotSize: instrument.lotSize,
    tickSize: instrument.tickSize,
    spreadBp: instrument.spreadBp,
    maxLeverage: instrument.maxLeverage,
    commissionBp,
    conversion: conversionFor(instrument.base, instrument.quote),
    minLots: parseAmount(minLots),
    maxLots: parseAmount(maxLots),
    lotStep: parseAmount(lotStep),
  };
}

export async function stopOutLevelBp(db: Executor): Promise<bigint> {
  return BigInt(await getSetting(db, 'margin.stopOutLevelPercent')) * 100n;
}
