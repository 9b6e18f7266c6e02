import type { TradingRules } from '@meridian/contract';
import { formatAmount, isSessionOpen } from '@meridian/domain';
import type { Deps } from '../../deps.js';
import { optionRules } from './option-rules.js';
import { findInstrument, instrumentTerms, liveQuote } from './margin-terms.js';
import { getSetting } from '../settings/get-setting.js';

/** What a trader sees before confirming: the instrument's margin terms and the option timeframes. */
export async function getTradingRules(deps: Deps, code: string): Promise<TradingRules> {
  const instrument = findInstrument(deps, code);
  const terms = await instrumentTerms(deps.db, instrument);
  const quote = liveQuote(deps, instrument);
  const fallback = formatAmount(instrument.startPrice);
  return {
    margin: {
      code: instrument.code,
      base: instrument.base,
      lotSize: formatAmount(terms.lotSize),
      minLots: formatAmount(terms.minLots),
      maxLots: formatAmount(terms.maxLots),
      lotStep: formatAmount(terms.lotStep),
      maxLeverage: terms.maxLeverage,
      spreadBp: terms.spreadBp,
      commissionBp: terms.commissionBp,
      stopOutLevelPercent: await getSetting(deps.db, 'margin.stopOutLevelPercent'),
      quote: instrument.quote,
      tickSize: formatAmount(terms.tickSize),
      bid: quote ? formatAmount(quote.bid) : fallback,
      ask: quote ? formatAmount(quote.ask) : fallback,
      tradingOpen: quote !== undefined && isSessionOpen(instrument.session, deps.clock().getTime()),
    },
    options: await optionRules(deps.db),
  };
}
