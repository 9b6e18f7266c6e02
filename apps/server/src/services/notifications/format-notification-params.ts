import { LANGUAGE_HTML_TAGS, type Language, type MessageParams } from '@meridian/i18n';
import { displayDecimalsOf, formatNumber } from '@meridian/i18n/format';

/**
 * Params holding money: shown in their asset's display places (the `asset` param, else USDT,
 * which is what every template without `{asset}` writes), never rounded, so "100000" reads
 * "100,000.00" and a withdrawal's received amount still adds up to the last unit.
 */
const MONEY_PARAMS = new Set(['amount', 'received', 'stake', 'returned', 'profit']);
/** Prices and lots: exactly as precise as stored, with the locale's grouping and decimal sign. */
const QUANTITY_PARAMS = new Set(['price', 'strike', 'lots']);

/**
 * A stored notification's params as the reader's language writes them. Rows keep plain decimal
 * strings, so an old notification reads right in whatever language the user picks today. Each
 * figure is bidi-isolated, as in the app, so an Arabic sentence keeps it in order.
 */
export function formatNotificationParams(params: MessageParams, lang: Language): MessageParams {
  const locale = LANGUAGE_HTML_TAGS[lang];
  const asset = typeof params.asset === 'string' ? params.asset : 'USDT';
  const shown: MessageParams = {};
  for (const [name, value] of Object.entries(params)) {
    const text = String(value);
    if (text === '') shown[name] = text;
    else if (MONEY_PARAMS.has(name))
      shown[name] = formatNumber(text, locale, { minDecimals: displayDecimalsOf(asset) });
    else if (QUANTITY_PARAMS.has(name)) shown[name] = formatNumber(text, locale);
    else shown[name] = value;
  }
  return shown;
}
