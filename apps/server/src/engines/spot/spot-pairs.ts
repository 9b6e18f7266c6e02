import { parseAmount, spotPair, type Asset, type SpotPair } from '@meridian/domain';
import type { Executor } from '../../db/client.js';
import { getSetting } from '../../services/settings/get-setting.js';

/**
 * The spot pairs (docs/decisions/0005). The ledger holds USDT, BTC, ETH, USD and EUR, so the
 * coins traded are BTC and ETH against USDT. One lot at one tick is a whole number of USDT's
 * smallest unit (10^-6), as `spotPair` requires.
 */
export interface SpotPairDef {
  code: string;
  base: Asset;
  quote: Asset;
  tickSize: string;
  lotSize: string;
}

export const SPOT_PAIR_DEFS: readonly SpotPairDef[] = [
  { code: 'BTCUSDT', base: 'BTC', quote: 'USDT', tickSize: '0.01', lotSize: '0.0001' },
  { code: 'ETHUSDT', base: 'ETH', quote: 'USDT', tickSize: '0.01', lotSize: '0.001' },
];

/** USDT's smallest unit: fees round up to it. */
export const USDT_UNIT = parseAmount('0.000001');

export function findSpotPairDef(code: string): SpotPairDef | undefined {
  return SPOT_PAIR_DEFS.find((def) => def.code === code.toUpperCase());
}

/** The pair's grid with the fees configured now (settings fees.spotMakerBp / fees.spotTakerBp). */
export async function loadSpotPair(db: Executor, def: SpotPairDef): Promise<SpotPair> {
  const [makerFeeBp, takerFeeBp] = await Promise.all([
    getSetting(db, 'fees.spotMakerBp'),
    getSetting(db, 'fees.spotTakerBp'),
  ]);
  return spotPair({
    code: def.code,
    tickSize: parseAmount(def.tickSize),
    lotSize: parseAmount(def.lotSize),
    quoteUnit: USDT_UNIT,
    makerFeeBp: BigInt(makerFeeBp),
    takerFeeBp: BigInt(takerFeeBp),
  });
}
