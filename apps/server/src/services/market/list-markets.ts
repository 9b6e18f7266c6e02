import type { MarketItem } from '@meridian/contract';
import type { InstrumentClass } from '@meridian/domain';
import type { Deps } from '../../deps.js';
import { notFound } from '../../lib/app-error.js';
import { toMarketItem } from './market-view.js';

/** listMarketByType: every enabled instrument of a class (or all), in catalogue order. */
export function listMarkets(deps: Deps, type: InstrumentClass | undefined): MarketItem[] {
  const now = deps.clock().getTime();
  return deps.market.state
    .instruments()
    .filter((instrument) => !type || instrument.class === type)
    .map((instrument) => toMarketItem(deps.market.state, instrument.code, now)!);
}

/** getMarketInfo/{id}. */
export function getMarketInfo(deps: Deps, id: number): MarketItem {
  const instrument = deps.market.state.byId(id);
  if (!instrument) throw notFound();
  return toMarketItem(deps.market.state, instrument.code, deps.clock().getTime())!;
}
