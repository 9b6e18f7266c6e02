import {
  adminCreateNftBody,
  NFT_TEXT_LANGUAGES,
  nftPriceString,
  type AdminCreateNftBody,
  type NftSaleType,
} from '@meridian/contract';
import type { TFunction } from 'i18next';
import { z } from 'zod';

/**
 * The form that lists a new NFT item (back office, content): what was typed, its checks with the
 * back office's words, and the call's body. The checks are the contract's (adminCreateNftBody):
 * every field is checked here first so each gets its own message, then the body itself is run
 * through the contract's schema, so the form never sends what the server would refuse.
 */

export type NftLanguage = (typeof NFT_TEXT_LANGUAGES)[number];
/** The languages besides English, whose title and story are optional. */
export const OTHER_LANGUAGES = NFT_TEXT_LANGUAGES.filter(
  (language): language is Exclude<NftLanguage, 'en'> => language !== 'en',
);

export const SALE_TYPES: readonly NftSaleType[] = ['auction', 'buyNow', 'both'];

export const TITLE_MAX = 120;
export const STORY_MAX = 4000;
export const CHAIN_MAX = 40;
export const NAME_MAX = 100;

export const hasAuction = (saleType: NftSaleType) => saleType !== 'buyNow';
export const hasBuyNow = (saleType: NftSaleType) => saleType !== 'auction';

type RuleKey =
  | 'tokenId'
  | 'required'
  | 'tooLong'
  | 'price'
  | 'startPriceRequired'
  | 'buyNowRequired'
  | 'time'
  | 'endAfterStart'
  | 'invalid';

/** A field message: the rule's key and its values in one string (react-hook-form keeps text). */
const rule = (key: RuleKey, values: Record<string, number> = {}) =>
  `${key}|${JSON.stringify(values)}`;

/** The words of a message made by this module. */
export function nftFormMessage(t: TFunction, text: string | undefined): string | undefined {
  if (!text) return undefined;
  const bar = text.indexOf('|');
  const key = (bar < 0 ? 'invalid' : text.slice(0, bar)) as RuleKey;
  const values = bar < 0 ? {} : (JSON.parse(text.slice(bar + 1)) as { max?: number });
  return t(`admin.nfts.form.rules.${key}`, { max: values.max ?? 0 });
}

const texts = z.record(z.string(), z.string());

export const nftFormSchema = z
  .object({
    tokenId: z.string(),
    chain: z.string(),
    contractAddress: z.string(),
    creator: z.string(),
    titles: texts,
    stories: texts,
    saleType: z.enum(['auction', 'buyNow', 'both']),
    startPrice: z.string(),
    priceStep: z.string(),
    reservePrice: z.string(),
    buyNowPrice: z.string(),
    /** As a datetime-local input gives it ("2026-03-01T12:00"), read as UTC. */
    startsAt: z.string(),
    endsAt: z.string(),
  })
  .superRefine((values, ctx) => {
    let problems = 0;
    const add = (path: string[], message: string) => {
      problems += 1;
      ctx.addIssue({ code: 'custom', path, message });
    };

    if (!/^\d{1,78}$/.test(values.tokenId.trim())) add(['tokenId'], rule('tokenId'));
    const required = (field: 'chain' | 'contractAddress' | 'creator', max: number) => {
      const text = values[field].trim();
      if (text === '') add([field], rule('required'));
      else if (text.length > max) add([field], rule('tooLong', { max }));
    };
    required('chain', CHAIN_MAX);
    required('contractAddress', NAME_MAX);
    required('creator', NAME_MAX);

    for (const language of NFT_TEXT_LANGUAGES) {
      const title = (values.titles[language] ?? '').trim();
      const story = (values.stories[language] ?? '').trim();
      if (language === 'en' && title === '') add(['titles', 'en'], rule('required'));
      if (language === 'en' && story === '') add(['stories', 'en'], rule('required'));
      if (title.length > TITLE_MAX) add(['titles', language], rule('tooLong', { max: TITLE_MAX }));
      if (story.length > STORY_MAX) add(['stories', language], rule('tooLong', { max: STORY_MAX }));
    }

    const price = (field: 'startPrice' | 'priceStep' | 'reservePrice' | 'buyNowPrice') => {
      const text = values[field].trim();
      if (text !== '' && !nftPriceString.safeParse(text).success) add([field], rule('price'));
      return text;
    };
    if (hasAuction(values.saleType)) {
      if (price('startPrice') === '') add(['startPrice'], rule('startPriceRequired'));
      if (price('priceStep') === '') add(['priceStep'], rule('required'));
      price('reservePrice');
    }
    if (hasBuyNow(values.saleType) && price('buyNowPrice') === '')
      add(['buyNowPrice'], rule('buyNowRequired'));

    const startsAt = utcMillis(values.startsAt);
    const endsAt = utcMillis(values.endsAt);
    if (startsAt === null) add(['startsAt'], rule('time'));
    if (endsAt === null) add(['endsAt'], rule('time'));
    if (startsAt !== null && endsAt !== null && endsAt <= startsAt)
      add(['endsAt'], rule('endAfterStart'));

    // Everything looks right: the contract's own schema has the last word.
    if (problems > 0) return;
    const checked = adminCreateNftBody.safeParse(nftBodyOf(values));
    if (checked.success) return;
    for (const issue of checked.error.issues) {
      // On a field the form shows: a language's text, or the first field when the whole is wrong.
      const path = issue.path.map((part) => String(part));
      if (path.length === 1 && (path[0] === 'titles' || path[0] === 'stories')) path.push('en');
      add(path.length > 0 ? path : ['tokenId'], rule('invalid'));
    }
  });

export type NftFormValues = z.input<typeof nftFormSchema>;

export const EMPTY_NFT_FORM: NftFormValues = {
  tokenId: '',
  chain: 'Ethereum',
  contractAddress: '',
  creator: '',
  titles: Object.fromEntries(NFT_TEXT_LANGUAGES.map((language) => [language, ''])),
  stories: Object.fromEntries(NFT_TEXT_LANGUAGES.map((language) => [language, ''])),
  saleType: 'auction',
  startPrice: '',
  priceStep: '1',
  reservePrice: '',
  buyNowPrice: '',
  startsAt: '',
  endsAt: '',
};

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A datetime-local value ("2026-03-01T12:00") read as a UTC time, in epoch ms; null if not one. */
export function utcMillis(text: string): number | null {
  const match = LOCAL_DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part)));
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  const date = new Date(ms);
  // 2026-02-30 is not a day: Date.UTC would roll it over to March.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || hour > 23 || minute > 59)
    return null;
  return ms;
}

/** The non-empty texts, trimmed, by language. */
function textsOf(values: Record<string, string | undefined>) {
  const out: Partial<Record<NftLanguage, string>> = {};
  for (const language of NFT_TEXT_LANGUAGES) {
    const text = (values[language] ?? '').trim();
    if (text !== '') out[language] = text;
  }
  return out;
}

/** The languages other than English with a title or a story. */
export function otherLanguagesOf(values: NftFormValues): NftLanguage[] {
  return OTHER_LANGUAGES.filter(
    (language) =>
      (values.titles[language] ?? '').trim() !== '' ||
      (values.stories[language] ?? '').trim() !== '',
  );
}

/**
 * The call's body: the prices of the chosen sale type (the others null; the price step of a
 * buy-now sale is the default, unused), the times as epoch ms.
 */
export function nftBodyOf(values: NftFormValues): AdminCreateNftBody {
  const auction = hasAuction(values.saleType);
  const optional = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    tokenId: values.tokenId.trim(),
    chain: values.chain.trim(),
    contractAddress: values.contractAddress.trim(),
    creator: values.creator.trim(),
    titles: textsOf(values.titles),
    stories: textsOf(values.stories),
    startPrice: auction ? optional(values.startPrice) : null,
    priceStep: auction ? values.priceStep.trim() : '1',
    reservePrice: auction ? optional(values.reservePrice) : null,
    buyNowPrice: hasBuyNow(values.saleType) ? optional(values.buyNowPrice) : null,
    startsAt: utcMillis(values.startsAt) ?? 0,
    endsAt: utcMillis(values.endsAt) ?? 0,
  };
}
